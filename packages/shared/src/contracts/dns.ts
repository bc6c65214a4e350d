import { z } from 'zod';

/** DNS calls (issue 6): written by the DNS work. */
export const DNS_PATHS = {} as const;
export const ZDnsPlaceholder = z.never();

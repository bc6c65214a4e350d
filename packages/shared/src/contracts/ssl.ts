import { z } from 'zod';

/** SSL calls (issue 6): written by the SSL work. */
export const SSL_PATHS = {} as const;
export const ZSslPlaceholder = z.never();

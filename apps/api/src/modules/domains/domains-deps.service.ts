import type { TDeps } from '../../core';

/** What the domains, DNS and SSL services use. */
export type TDomainsDeps = Pick<TDeps, 'db' | 'registrar' | 'mailer' | 'config' | 'outbox'>;

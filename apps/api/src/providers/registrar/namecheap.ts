import { type TNamecheapOptions, type TNamecheapTuning, createNamecheapClient } from './namecheap.client';
import { createNamecheapDns } from './namecheap.dns';
import { NAMECHEAP_DEFAULT_NAMESERVERS, createNamecheapDomains } from './namecheap.domains';
import { createNamecheapSsl } from './namecheap.ssl';
import type { TRegistrarProvider } from './registrar.provider';

export type { TNamecheapOptions, TNamecheapTuning } from './namecheap.client';
export { NamecheapApiError } from './namecheap.client';

/**
 * The Namecheap XML API adapter (`namecheap.domains.*`, `namecheap.domains.dns.*`, `namecheap.whoisguard.*`,
 * `namecheap.ssl.*`). Refusals the customer can act on are RegistrarErrors carrying Namecheap's error
 * number; credential, network and timeout failures are plain Errors that never contain the API key.
 */
export function createNamecheapRegistrar(
  options: TNamecheapOptions,
  tuning: TNamecheapTuning = {},
): TRegistrarProvider {
  const client = createNamecheapClient(options, tuning);
  return {
    name: 'namecheap',
    defaultNameservers: NAMECHEAP_DEFAULT_NAMESERVERS,
    ...createNamecheapDomains(client),
    ...createNamecheapDns(client),
    ...createNamecheapSsl(client),
  };
}

import type { TRegistrarProvider } from './registrar.provider';

export type TNamecheapOptions = { apiUrl: string; apiUser: string; apiKey: string; userName: string; clientIp: string };

/** The Namecheap XML API adapter (to be written). */
export function createNamecheapRegistrar(_options: TNamecheapOptions): TRegistrarProvider {
  throw new Error('Namecheap adapter: not implemented yet');
}

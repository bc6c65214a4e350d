import { createBuiltinDns } from './builtin.dns';
import { createBuiltinDomains } from './builtin.domains';
import { createBuiltinSsl } from './builtin.ssl';
import { createNamecheapRegistrar } from './namecheap';
import type { TRegistrarProvider } from './registrar.provider';
import type { TBuiltinRegistrarDeps } from './types';

export type { TBuiltinRegistrarDeps } from './types';

/** The Namecheap adapter when its API credentials are configured, otherwise the built-in registrar. */
export function createRegistrarProvider(deps: TBuiltinRegistrarDeps): TRegistrarProvider {
  const { config } = deps;
  if (config.NAMECHEAP_API_USER && config.NAMECHEAP_API_KEY) {
    return createNamecheapRegistrar({
      apiUrl: config.NAMECHEAP_API_URL,
      apiUser: config.NAMECHEAP_API_USER,
      apiKey: config.NAMECHEAP_API_KEY,
      userName: config.NAMECHEAP_USERNAME ?? config.NAMECHEAP_API_USER,
      clientIp: config.NAMECHEAP_CLIENT_IP,
    });
  }
  return {
    name: 'builtin',
    defaultNameservers: config.REGISTRAR_NAMESERVERS,
    ...createBuiltinDomains(deps),
    ...createBuiltinDns(deps),
    ...createBuiltinSsl(deps),
  };
}

export type { TRegistrarProvider } from './registrar.provider';

import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import type { TMailer } from '../../modules/mail/mail.service';
import { createBuiltinDns } from './builtin.dns';
import { createBuiltinDomains } from './builtin.domains';
import { createBuiltinSsl } from './builtin.ssl';
import { createNamecheapRegistrar } from './namecheap';
import type { TRegistrarProvider } from './registrar.provider';

export type TBuiltinRegistrarDeps = { db: TDb; mailer: TMailer; config: TConfig };

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

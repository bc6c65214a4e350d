import type { TConfig } from '../config/env';
import type { TDb } from '../db/client';
import { createIdentityProviders } from './identity';
import { createLlmProvider } from './llm';
import { createMailer } from './mail/mailer';
import { createOutboxTransport } from './mail/outbox.transport';
import { createSmtpTransport } from './mail/smtp.transport';
import { createPaymentProvider } from './payments';
import { createRegistrarProvider } from './registrar';
import { createStorageProvider } from './storage';

/** Every outside service, chosen by configuration: the built-in default unless a real one is configured. */
export function createProviders(config: TConfig, db: TDb) {
  const mailer = createMailer({
    db,
    transport: config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : createOutboxTransport(),
    from: config.MAIL_FROM,
  });
  return {
    mailer,
    storage: createStorageProvider(config),
    payments: createPaymentProvider(config, db),
    identity: createIdentityProviders(config),
    registrar: createRegistrarProvider({ db, mailer, config }),
    llm: createLlmProvider(config),
  };
}

export type TProviders = ReturnType<typeof createProviders>;

import type { TMailTransport } from './mail.provider';

/** The offline default: nothing leaves the machine; the mailer's record in `mail_messages` is the delivery. */
export function createOutboxTransport(): TMailTransport {
  return { name: 'outbox', deliver: async () => ({ messageId: null }), close: async () => undefined };
}

import type { TDb } from '../../db/client';
import { mailMessages } from '../../db/schema';
import type { TMailMessage, TMailTransport } from './mail.provider';

export type TMailer = {
  transport: TMailTransport['name'];
  send: (template: string, message: TMailMessage, meta?: Record<string, string>) => Promise<void>;
  close: () => Promise<void>;
};

/** Delivers through the configured transport and records every message, so support can see what was sent. */
export function createMailer(deps: { db: TDb; transport: TMailTransport; from: string }): TMailer {
  return {
    transport: deps.transport.name,
    send: async (template, message, meta) => {
      const { messageId } = await deps.transport.deliver({ ...message, from: deps.from });
      const { replyTo, ...recorded } = message;
      // The record keeps where replies go beside the message's other facts (no column of its own).
      const recordedMeta = replyTo ? { ...meta, replyTo: replyTo.address } : meta;
      await deps.db.insert(mailMessages).values({
        ...recorded,
        template,
        meta: recordedMeta ?? null,
        transport: deps.transport.name,
        providerMessageId: messageId,
      });
    },
    close: () => deps.transport.close(),
  };
}

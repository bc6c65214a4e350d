import { z } from 'zod';
import { defineEndpoint } from './define';

/** A message as the product mailed it. */
export const ZOutboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  text: z.string(),
  html: z.string(),
  meta: z.record(z.string(), z.string()),
  createdAt: z.string(),
});

/** For people working on the product: the api registers these outside production only. */
export const mailEndpoints = {
  /** Newest first; `to` keeps one address's messages. */
  devOutbox: defineEndpoint({
    method: 'GET',
    path: '/api/dev/outbox',
    summary: 'Development: what the product has mailed',
    access: 'public',
    query: z
      .object({ to: z.string().max(254).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) })
      .strict(),
    data: z.array(ZOutboxMessage),
    tags: ['development'],
  }),
};

import { z } from 'zod';
import { defineEndpoint } from './define';

const OUTBOX_STATUSES = ['pending', 'delivered', 'dead'] as const;

export const ZOutboxListQuery = z
  .object({
    status: z.enum(OUTBOX_STATUSES).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

export const ZOutboxEffect = z.object({
  id: z.uuid(),
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** Where the effect goes (an address and template, an order, a subscription); never a message body. */
  summary: z.record(z.string(), z.string()),
});

/** Staff: the after-commit effects (mail, processor calls) waiting for a retry or given up. */
export const outboxEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/outbox',
    summary: 'Admin: after-commit effects pending or given up, with their last error',
    access: 'admin',
    query: ZOutboxListQuery,
    data: z.array(ZOutboxEffect),
    tags: ['admin'],
  }),
};

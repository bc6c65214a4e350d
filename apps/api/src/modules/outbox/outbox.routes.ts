import { success } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutboxEffects } from './outbox.service';

export const OUTBOX_ADMIN_PATH = '/api/admin/outbox';

const ZOutboxListQuery = z
  .object({
    status: z.enum(['pending', 'delivered', 'dead']).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

const ZOutboxEffect = z.object({
  id: z.uuid(),
  kind: z.string(),
  status: z.enum(['pending', 'delivered', 'dead']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** Where the effect goes (an address and template, an order, a subscription); never a message body. */
  summary: z.record(z.string(), z.string()),
});

/**
 * Staff: the after-commit effects (mail, processor calls) still waiting for a retry or given up, with
 * their last error, so a failing mail server or processor shows up here and not only in the logs.
 */
export const outboxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  app.get(
    OUTBOX_ADMIN_PATH,
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: ZOutboxListQuery,
        response: { 200: success(z.array(ZOutboxEffect)) },
      },
    },
    async (req) => ({
      success: true as const,
      data: await listOutboxEffects(app.deps, { status: req.query.status, limit: req.query.limit }),
    }),
  );
};

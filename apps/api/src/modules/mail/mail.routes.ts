import { success } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from './mail.service';

const ZOutboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  text: z.string(),
  html: z.string(),
  meta: z.record(z.string(), z.string()),
  createdAt: z.string(),
});

/** The developer outbox: what the product has mailed, for people working on it. Never registered in production. */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['development'],
        querystring: z
          .object({ to: z.string().max(254).optional(), limit: z.coerce.number().int().min(1).max(200).default(50) })
          .strict(),
        response: { 200: success(z.array(ZOutboxMessage)) },
      },
    },
    async (req) => ({ success: true as const, data: await listOutbox(app.deps, req.query) }),
  );
};

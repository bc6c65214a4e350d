import { outboxEndpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../lib/endpoint';
import { listOutboxEffects } from './outbox.service';

/**
 * Staff: the after-commit effects (mail, processor calls) still waiting for a retry or given up, with
 * their last error, so a failing mail server or processor shows up here and not only in the logs.
 */
export const outboxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, outboxEndpoints.list, {
    handler: async (req) => ({
      data: await listOutboxEffects(app.deps, { status: req.query.status, limit: req.query.limit }),
    }),
  });
};

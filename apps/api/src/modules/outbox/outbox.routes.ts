import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addServiceEndpoints } from '../../lib/endpoint';
import { outboxServices } from './outbox.service';

/**
 * Staff: the after-commit effects (mail, processor calls) still waiting for a retry or given up, with
 * their last error, so a failing mail server or processor shows up here and not only in the logs.
 */
export const outboxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  addServiceEndpoints(app, outboxServices);
};

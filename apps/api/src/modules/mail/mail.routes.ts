import { mailEndpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../lib/endpoint';
import { listOutbox } from './mail.service';

/** The developer outbox: what the product has mailed, for people working on it. Never registered in production. */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, mailEndpoints.devOutbox, {
    handler: async (req) => ({ data: await listOutbox(app.deps, req.query) }),
  });
};

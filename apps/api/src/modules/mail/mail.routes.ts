import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addServiceEndpoints } from '../../lib/endpoint';
import { mailServices } from './mail.service';

/** The developer outbox: what the product has mailed, for people working on it. Never registered in production. */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  addServiceEndpoints(app, mailServices);
};

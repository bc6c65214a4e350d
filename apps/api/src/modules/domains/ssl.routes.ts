import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Issue 6 routes (to be written). */
export const sslRoutes: FastifyPluginAsyncZod = async () => {};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Issue 7 routes (to be written). */
export const launchpadRoutes: FastifyPluginAsyncZod = async () => {};

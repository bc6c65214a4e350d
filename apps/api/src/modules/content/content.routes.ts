import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Issue 9: stub, replaced by the content module.
export const contentRoutes: FastifyPluginAsyncZod = async () => {};

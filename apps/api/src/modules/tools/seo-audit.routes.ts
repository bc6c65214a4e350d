import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Issue 8 routes (to be written). */
export const seoAuditRoutes: FastifyPluginAsyncZod = async () => {};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * Issue 8: the SEO audit (plan-gated: the `tools` flag). Its three calls are answered by their service
 * functions, registered with the module's other ones (toolsServices, tools.routes.ts): nothing is left here.
 */
export const seoAuditRoutes: FastifyPluginAsyncZod = async () => {};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Issue 10: stub, replaced by the influencer module.
export const influencerAdminRoutes: FastifyPluginAsyncZod = async () => {};

import { PAGE_SEO_PATH, ZPageSeoRequest, ZPageSeoResponse } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as seo from './seo.service';

export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PAGE_SEO_PATH,
    { schema: { tags: ['seo'], body: ZPageSeoRequest, response: { 200: ZPageSeoResponse } } },
    async (req) => ({ success: true as const, data: await seo.getPageMeta(app.deps, req.body) }),
  );
};

import { ZPageMeta, ZPageSeoRequest } from '../contracts/seo';
import { defineEndpoint } from './define';

/**
 * SPEC §3 "Page metadata". Every page asks for it on its first load, which carries no zod (issue 23): the
 * web calls it on its generated route (routes/seo.generated.ts) and takes only its types from here.
 */
export const seoEndpoints = {
  pageSeo: defineEndpoint({
    method: 'POST',
    path: '/api/products/page-seo',
    summary: "SEO: a page's title, description, keywords and structured data",
    access: 'public',
    body: ZPageSeoRequest,
    data: ZPageMeta,
    tags: ['seo'],
  }),
};

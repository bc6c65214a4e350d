import { PAGE_SEO_PATH } from '../constants/seo';
import { ZPageMeta, ZPageSeoRequest } from '../contracts/seo';
import { defineEndpoint } from './define';

/**
 * SPEC §3 "Page metadata". Every page asks for it on its first load, which carries no zod (issue 23): the
 * web calls it on PAGE_SEO_PATH (constants/seo.ts) and takes only its types from here.
 */
export const seoEndpoints = {
  pageSeo: defineEndpoint({
    method: 'POST',
    path: PAGE_SEO_PATH,
    summary: "SEO: a page's title, description, keywords and structured data",
    access: 'public',
    body: ZPageSeoRequest,
    data: ZPageMeta,
    tags: ['seo'],
  }),
};

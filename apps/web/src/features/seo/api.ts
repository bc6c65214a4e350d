import type { TPageSeoRequest } from '@launchpad/shared/contracts/seo';
import { seoRoutes } from '@launchpad/shared/endpoints/routes/seo.generated';
import type { seoEndpoints } from '@launchpad/shared/endpoints/seo';
import { api } from '@/lib/api';
import type { TDataOf, TResponseOf } from '@/lib/endpoint';

/*
 * Every page asks for its metadata on its first load, which carries no zod (issue 23): the method and path are
 * the definition's generated route, and the types come from the definition, type-only.
 */
type TPageSeo = (typeof seoEndpoints)['pageSeo'];

export const seoApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC §7: POST /api/products/page-seo { slug } -> the page's metadata. A read, so a query. */
    getPageSeo: build.query<TDataOf<TPageSeo>, string>({
      query: (slug) => ({
        url: seoRoutes.pageSeo.path,
        method: seoRoutes.pageSeo.method,
        body: { slug } satisfies TPageSeoRequest,
      }),
      transformResponse: (response: TResponseOf<TPageSeo>) => response.data,
    }),
  }),
});

export const { useGetPageSeoQuery } = seoApi;

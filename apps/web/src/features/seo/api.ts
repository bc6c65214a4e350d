import type { TPageMeta, TPageSeoRequest, ZPageSeoResponse } from '@launchpad/shared/contracts/seo';
import { PAGE_SEO_PATH } from '@launchpad/shared/constants/seo';
import type { z } from 'zod';
import { api } from '@/lib/api';

type TPageSeoResponse = z.infer<typeof ZPageSeoResponse>;

export const seoApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC §7: POST /api/products/page-seo { slug } -> the page's metadata. A read, so a query. */
    getPageSeo: build.query<TPageMeta, string>({
      query: (slug) => ({ url: PAGE_SEO_PATH, method: 'POST', body: { slug } satisfies TPageSeoRequest }),
      transformResponse: (response: TPageSeoResponse) => response.data,
    }),
  }),
});

export const { useGetPageSeoQuery } = seoApi;

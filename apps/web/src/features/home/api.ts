import type { TSectionBlock } from '@launchpad/shared/contracts/catalog';
import { api } from '@/lib/api';

/**
 * CATALOG_PATHS.sectionData, spelt out because `contracts/catalog` brings zod with it and the home
 * page's code stays light; a test checks the two agree.
 */
export const SECTION_DATA_PATH = '/api/products/sectionData';

/** SPEC §7 `products/sectionData` for the home page: marketplace, formation countries, states, plans. */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomeSections: build.query<TSectionBlock[], void>({
      query: () => ({ url: SECTION_DATA_PATH, method: 'POST', body: { section: 'home' } }),
      transformResponse: (response: { data?: { blocks?: TSectionBlock[] } | null }) => response.data?.blocks ?? [],
      providesTags: ['Products'],
    }),
  }),
});

export const { useGetHomeSectionsQuery } = homeApi;

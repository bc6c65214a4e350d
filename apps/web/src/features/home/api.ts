import type { TSectionBlock } from '@launchpad/shared/contracts/catalog';
import type { TContentHighlights } from '@launchpad/shared/contracts/content';
import { CONTENT_ROUTES } from '@launchpad/shared/constants/content';
import { api } from '@/lib/api';

/**
 * catalogEndpoints.sectionData's path, spelt out because `contracts/catalog` brings zod with it and the home
 * page's code stays light; a test checks the two agree.
 */
export const SECTION_DATA_PATH = '/api/products/sectionData';
/** The highlights call's path from the zod-free CONTENT_ROUTES, for the same reason. */
export const HIGHLIGHTS_PATH = CONTENT_ROUTES.highlights.path;

/** SPEC §7 `products/sectionData` for the home page: marketplace, formation countries, states, plans. */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomeSections: build.query<TSectionBlock[], void>({
      query: () => ({ url: SECTION_DATA_PATH, method: 'POST', body: { section: 'home' } }),
      transformResponse: (response: { data?: { blocks?: TSectionBlock[] } | null }) => response.data?.blocks ?? [],
      providesTags: ['Products'],
    }),
    /** The newest events, perks, communities and articles for the home page's community section. */
    getHighlights: build.query<TContentHighlights, void>({
      query: () => ({ url: HIGHLIGHTS_PATH, method: CONTENT_ROUTES.highlights.method }),
      transformResponse: (response: { data: TContentHighlights }) => response.data,
    }),
  }),
});

export const { useGetHomeSectionsQuery, useGetHighlightsQuery } = homeApi;

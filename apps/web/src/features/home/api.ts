import type { TSectionBlock } from '@launchpad/shared/contracts/catalog';
import type { TContentHighlights } from '@launchpad/shared/contracts/content';
import { catalogRoutes } from '@launchpad/shared/endpoints/routes/catalog.generated';
import { contentRoutes } from '@launchpad/shared/endpoints/routes/content.generated';
import { api } from '@/lib/api';

// The routes of the two groups this page calls, on their own: the definitions would bring zod onto the home
// page's first load, and the whole route table every route some page uses.
const { sectionData } = catalogRoutes;
const { highlights } = contentRoutes;

/** SPEC §7 `products/sectionData` for the home page: marketplace, formation countries, states, plans. */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomeSections: build.query<TSectionBlock[], void>({
      query: () => ({ url: sectionData.path, method: sectionData.method, body: { section: 'home' } }),
      transformResponse: (response: { data?: { blocks?: TSectionBlock[] } | null }) => response.data?.blocks ?? [],
      providesTags: ['Products'],
    }),
    /** The newest events, perks, communities and articles for the home page's community section. */
    getHighlights: build.query<TContentHighlights, void>({
      query: () => ({ url: highlights.path, method: highlights.method }),
      transformResponse: (response: { data: TContentHighlights }) => response.data,
    }),
  }),
});

export const { useGetHomeSectionsQuery, useGetHighlightsQuery } = homeApi;

import type {
  TContentDetail,
  TContentFacets,
  TContentHighlights,
  TContentItem,
  TContentListRequest,
  TContentType,
} from '@launchpad/shared/contracts/content';
import type { TListPageMeta } from '@launchpad/shared/contracts/catalog';
import { api, fileAsObjectUrl } from '@/lib/api';

/*
 * CONTENT_PATHS of contracts/content, spelt out: importing values from the contract brings zod into
 * every content page's chunk, and these pages only need the addresses (the types come from the
 * contract, type-only).
 */
const seg = (value: string) => encodeURIComponent(value);
export const contentApiPaths = {
  list: (type: TContentType) => `/api/content/${type}/list`,
  detail: (type: TContentType, id: string) => `/api/content/${type}/${seg(id)}`,
  eventIcs: (id: string) => `/api/content/event/${seg(id)}/ics`,
  highlights: '/api/content/highlights',
} as const;

export type TContentListArgs = { type: TContentType; request: TContentListRequest };
export type TContentList = { items: TContentItem[]; pageMeta: TListPageMeta; facets: TContentFacets };
type TEnvelope<T> = { success: true; message?: string; data: T };

/** SPEC §7 "Other": the content areas' lists, details, the home/learn highlights and an event's .ics. */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    listContent: build.query<TContentList, TContentListArgs>({
      query: ({ type, request }) => ({ url: contentApiPaths.list(type), method: 'POST', body: request }),
      transformResponse: (response: { data: TContentItem[]; page_meta: TListPageMeta; facets?: TContentFacets }) => ({
        items: response.data,
        pageMeta: response.page_meta,
        facets: response.facets ?? { sectors: [], locations: [], categories: [] },
      }),
    }),
    getContentDetail: build.query<TContentDetail, { type: TContentType; id: string }>({
      query: ({ type, id }) => ({ url: contentApiPaths.detail(type, id), method: 'POST', body: {} }),
      transformResponse: (response: TEnvelope<TContentDetail>) => response.data,
    }),
    getContentHighlights: build.query<TContentHighlights, void>({
      query: () => ({ url: contentApiPaths.highlights, method: 'POST', body: {} }),
      transformResponse: (response: TEnvelope<TContentHighlights>) => response.data,
    }),
    /** The event as an iCalendar file, answered as an object URL: the caller saves it and revokes it. */
    eventIcsUrl: build.mutation<string, string>({
      query: (id) => ({ url: contentApiPaths.eventIcs(id), method: 'GET', responseHandler: fileAsObjectUrl }),
    }),
  }),
});

export const { useListContentQuery, useGetContentDetailQuery, useGetContentHighlightsQuery, useEventIcsUrlMutation } =
  contentApi;

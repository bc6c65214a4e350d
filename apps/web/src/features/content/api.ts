import type { TContentListRequest, TContentType } from '@launchpad/shared/contracts/content';
import type { contentEndpoints } from '@launchpad/shared/endpoints/content';
import { pathOf } from '@launchpad/shared/endpoints/paths';
import { contentRoutes } from '@launchpad/shared/endpoints/routes/content.generated';
import { api, fileAsObjectUrl } from '@/lib/api';
import type { TDataOf, TPageOf, TResponseOf } from '@/lib/endpoint';

/*
 * The calls take their methods and paths from the generated routes and their types from the definitions
 * (endpoints/content.ts), type-only: the definitions' schemas would bring zod into every content page's
 * chunk, and these pages need none of it.
 */
type TEndpoints = typeof contentEndpoints;
const { list, detail, highlights, eventIcs } = contentRoutes;

export type TContentListArgs = { type: TContentType; request: TContentListRequest };
export type TContentList = TPageOf<TDataOf<TEndpoints['list']>[number]> & {
  facets: TResponseOf<TEndpoints['list']>['facets'];
};

/** SPEC §7 "Other": the content areas' lists, details, the home/learn highlights and an event's .ics. */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    listContent: build.query<TContentList, TContentListArgs>({
      query: ({ type, request }) => ({ url: pathOf(list, { type }), method: list.method, body: request }),
      transformResponse: (response: TResponseOf<TEndpoints['list']>) => ({
        items: response.data,
        pageMeta: response.page_meta,
        facets: response.facets,
      }),
    }),
    getContentDetail: build.query<TDataOf<TEndpoints['detail']>, { type: TContentType; id: string }>({
      query: ({ type, id }) => ({ url: pathOf(detail, { type, id }), method: detail.method, body: {} }),
      transformResponse: (response: TResponseOf<TEndpoints['detail']>) => response.data,
    }),
    getContentHighlights: build.query<TDataOf<TEndpoints['highlights']>, void>({
      query: () => ({ url: highlights.path, method: highlights.method, body: {} }),
      transformResponse: (response: TResponseOf<TEndpoints['highlights']>) => response.data,
    }),
    /** The event as an iCalendar file, answered as an object URL: the caller saves it and revokes it. */
    eventIcsUrl: build.mutation<string, string>({
      query: (id) => ({ url: pathOf(eventIcs, { id }), method: eventIcs.method, responseHandler: fileAsObjectUrl }),
    }),
  }),
});

export const { useListContentQuery, useGetContentDetailQuery, useGetContentHighlightsQuery, useEventIcsUrlMutation } =
  contentApi;

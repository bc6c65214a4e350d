import {
  type TPublishRequest,
  publishingRoutes as routes,
  type publishingEndpoints as endpoints,
} from '@launchpad/shared';
import { api } from '@/lib/api';
import { type TResponseOf, endpointRequest, fileFromEndpoint, fromEndpoint, unwrap } from '@/lib/endpoint';

const siteTag = (id: string) => ({ type: 'Sites' as const, id });
const LIST_TAG = { type: 'Sites' as const, id: 'LIST' };
/** A site's changes reach the idea too: its landing-page experiment counts the waitlist (issue 24). */
const IDEAS_TAG = 'Ideas' as const;

/** Issue 24: publishing an idea's landing page on the founder's own domain, its versions and waitlist. */
export const publishingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every site of the founder, unpublished ones included. */
    sites: build.query({
      ...fromEndpoint(routes.sites, (_: void) => ({})),
      providesTags: [LIST_TAG],
    }),
    site: build.query({
      ...fromEndpoint(routes.site, (id: string) => ({ params: { id } })),
      providesTags: (_result, _error, id) => [siteTag(id)],
    }),
    publish: build.mutation({
      ...fromEndpoint(routes.publish, (body: TPublishRequest) => ({ body })),
      invalidatesTags: [LIST_TAG, IDEAS_TAG, 'Domains'],
    }),
    /** Looks at the DNS again (nameservers elsewhere) and carries on to the certificate. */
    checkSite: build.mutation({
      ...fromEndpoint(routes.check, (id: string) => ({ params: { id }, body: {} })),
      invalidatesTags: (_result, _error, id) => [siteTag(id), LIST_TAG],
    }),
    /** The page as the idea's current landing page would publish it: before a site exists, or before changes. */
    preview: build.query({
      query: (arg: { ideaId: string } | { siteId: string }) =>
        'siteId' in arg
          ? endpointRequest(routes.preview, { params: { id: arg.siteId } })
          : endpointRequest(routes.ideaPreview, { query: { ideaId: arg.ideaId } }),
      // Both answer the same page.
      transformResponse: (response: TResponseOf<typeof endpoints.preview>) => unwrap(response),
    }),
    /** "Publish changes": a new version from the idea's current landing page. */
    publishChanges: build.mutation({
      ...fromEndpoint(routes.publishChanges, (id: string) => ({ params: { id }, body: {} })),
      invalidatesTags: (_result, _error, id) => [siteTag(id), LIST_TAG],
    }),
    versions: build.query({
      ...fromEndpoint(routes.versions, (id: string) => ({ params: { id } })),
      providesTags: (_result, _error, id) => [siteTag(id)],
    }),
    restoreSiteVersion: build.mutation({
      ...fromEndpoint(routes.restore, ({ id, version }: { id: string; version: number }) => ({
        params: { id, version },
        body: {},
      })),
      invalidatesTags: (_result, _error, { id }) => [siteTag(id), LIST_TAG],
    }),
    /** Removes the records from the zone and stops serving the page. */
    unpublish: build.mutation({
      ...fromEndpoint(routes.unpublish, (id: string) => ({ params: { id } })),
      invalidatesTags: (_result, _error, id) => [siteTag(id), LIST_TAG, IDEAS_TAG, 'Domains'],
    }),
    waitlist: build.query({
      ...fromEndpoint(routes.waitlist, (id: string) => ({ params: { id } })),
      providesTags: (_result, _error, id) => [siteTag(id)],
    }),
    /** The waitlist as CSV, fetched with the access token and answered as an object URL to save. */
    waitlistCsvUrl: build.mutation(fileFromEndpoint(routes.waitlistCsv, (id: string) => ({ params: { id } }))),
  }),
});

export const {
  useSitesQuery,
  useSiteQuery,
  usePublishMutation,
  useCheckSiteMutation,
  usePreviewQuery,
  usePublishChangesMutation,
  useVersionsQuery,
  useRestoreSiteVersionMutation,
  useUnpublishMutation,
  useWaitlistQuery,
  useWaitlistCsvUrlMutation,
} = publishingApi;

import {
  PUBLISHING_PATHS,
  publishingPath,
  type TPreview,
  type TPublishRequest,
  type TPublishedSite,
  type TPublishedSiteDetail,
  type TSiteVersion,
  type TWaitlist,
} from '@launchpad/shared';
import { api, fileAsObjectUrl } from '@/lib/api';

type TEnvelope<T> = { success: true; message?: string; data: T };
const unwrap = <T>(response: TEnvelope<T>): T => response.data;

const siteTag = (id: string) => ({ type: 'Sites' as const, id });
const LIST_TAG = { type: 'Sites' as const, id: 'LIST' };
/** A site's changes reach the idea too: its landing-page experiment counts the waitlist (issue 24). */
const IDEAS_TAG = 'Ideas' as const;

/** Issue 24: publishing an idea's landing page on the founder's own domain, its versions and waitlist. */
export const publishingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every site of the founder, unpublished ones included. */
    sites: build.query<TPublishedSite[], void>({
      query: () => ({ url: PUBLISHING_PATHS.sites, method: 'GET' }),
      transformResponse: unwrap<TPublishedSite[]>,
      providesTags: [LIST_TAG],
    }),
    site: build.query<TPublishedSiteDetail, string>({
      query: (id) => ({ url: publishingPath(id), method: 'GET' }),
      transformResponse: unwrap<TPublishedSiteDetail>,
      providesTags: (_result, _error, id) => [siteTag(id)],
    }),
    publish: build.mutation<TPublishedSiteDetail, TPublishRequest>({
      query: (body) => ({ url: PUBLISHING_PATHS.sites, method: 'POST', body }),
      transformResponse: unwrap<TPublishedSiteDetail>,
      invalidatesTags: [LIST_TAG, IDEAS_TAG, 'Domains'],
    }),
    /** Looks at the DNS again (nameservers elsewhere) and carries on to the certificate. */
    checkSite: build.mutation<TPublishedSiteDetail, string>({
      query: (id) => ({ url: publishingPath(id, 'check'), method: 'POST', body: {} }),
      transformResponse: unwrap<TPublishedSiteDetail>,
      invalidatesTags: (_result, _error, id) => [siteTag(id), LIST_TAG],
    }),
    /** The page as the idea's current landing page would publish it: before a site exists, or before changes. */
    preview: build.query<TPreview, { ideaId: string } | { siteId: string }>({
      query: (arg) =>
        'siteId' in arg
          ? { url: publishingPath(arg.siteId, 'preview'), method: 'GET' }
          : { url: PUBLISHING_PATHS.ideaPreview, method: 'GET', params: { ideaId: arg.ideaId } },
      transformResponse: unwrap<TPreview>,
    }),
    /** "Publish changes": a new version from the idea's current landing page. */
    publishChanges: build.mutation<TPublishedSiteDetail, string>({
      query: (id) => ({ url: publishingPath(id, 'content'), method: 'PUT', body: {} }),
      transformResponse: unwrap<TPublishedSiteDetail>,
      invalidatesTags: (_result, _error, id) => [siteTag(id), LIST_TAG],
    }),
    versions: build.query<TSiteVersion[], string>({
      query: (id) => ({ url: publishingPath(id, 'versions'), method: 'GET' }),
      transformResponse: unwrap<TSiteVersion[]>,
      providesTags: (_result, _error, id) => [siteTag(id)],
    }),
    restoreSiteVersion: build.mutation<TPublishedSiteDetail, { id: string; version: number }>({
      query: ({ id, version }) => ({
        url: publishingPath(id, `versions/${version}/restore`),
        method: 'POST',
        body: {},
      }),
      transformResponse: unwrap<TPublishedSiteDetail>,
      invalidatesTags: (_result, _error, { id }) => [siteTag(id), LIST_TAG],
    }),
    /** Removes the records from the zone and stops serving the page. */
    unpublish: build.mutation<TPublishedSiteDetail, string>({
      query: (id) => ({ url: publishingPath(id), method: 'DELETE' }),
      transformResponse: unwrap<TPublishedSiteDetail>,
      invalidatesTags: (_result, _error, id) => [siteTag(id), LIST_TAG, IDEAS_TAG, 'Domains'],
    }),
    waitlist: build.query<TWaitlist, string>({
      query: (id) => ({ url: publishingPath(id, 'waitlist'), method: 'GET' }),
      transformResponse: unwrap<TWaitlist>,
      providesTags: (_result, _error, id) => [siteTag(id)],
    }),
    /** The waitlist as CSV, fetched with the access token and answered as an object URL to save. */
    waitlistCsvUrl: build.mutation<string, string>({
      query: (id) => ({ url: publishingPath(id, 'waitlist.csv'), method: 'GET', responseHandler: fileAsObjectUrl }),
    }),
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

import { z } from 'zod';
import {
  ZIdeaPreviewQuery,
  ZPreview,
  ZPublishRequest,
  ZPublishedSite,
  ZPublishedSiteDetail,
  ZPublishingEmptyBody,
  ZSiteParams,
  ZSiteVersion,
  ZSiteVersionParams,
  ZTlsAllowedQuery,
  ZWaitlist,
} from '../contracts/publishing';
import { defineEndpoint } from './define';

/**
 * Like the builder: callers without the plan, anonymous ones too, are told to subscribe (403), before
 * their input is read.
 */
const founder = { access: 'build_startup_ai', tags: ['publishing'] } as const;
const onSite = { ...founder, params: ZSiteParams } as const;

/**
 * Issue 24: an idea's landing page published on the founder's own domain, its versions and waitlist.
 * Publishing a domain whose nameservers are elsewhere answers 409 `ZPublishNeedsRecords` (see the contract).
 */
export const publishingEndpoints = {
  /** Every site of the founder, unpublished ones included. */
  sites: defineEndpoint({
    ...founder,
    method: 'GET',
    path: '/api/publishing/sites',
    summary: 'List my published sites',
    data: z.array(ZPublishedSite),
  }),
  /** 201 when live; 409 with the records to add when the nameservers are elsewhere, or the name is taken. */
  publish: defineEndpoint({
    ...founder,
    method: 'POST',
    path: '/api/publishing/sites',
    summary: 'Publish an idea’s landing page on a domain I own',
    body: ZPublishRequest,
    data: ZPublishedSiteDetail,
    status: 201,
  }),
  site: defineEndpoint({
    ...onSite,
    method: 'GET',
    path: '/api/publishing/sites/:id',
    summary: 'A published site and its steps',
    data: ZPublishedSiteDetail,
  }),
  /** Removes the records from the zone and stops serving the page. */
  unpublish: defineEndpoint({
    ...onSite,
    method: 'DELETE',
    path: '/api/publishing/sites/:id',
    summary: 'Unpublish a site',
    data: ZPublishedSiteDetail,
  }),
  /** Looks at the DNS again (nameservers elsewhere) and carries on to the certificate. */
  check: defineEndpoint({
    ...onSite,
    method: 'POST',
    path: '/api/publishing/sites/:id/check',
    summary: 'Check the DNS again',
    body: ZPublishingEmptyBody,
    data: ZPublishedSiteDetail,
  }),
  /** The page as the idea's current landing page would publish it now. */
  preview: defineEndpoint({
    ...onSite,
    method: 'GET',
    path: '/api/publishing/sites/:id/preview',
    summary: 'Preview the page an update would publish',
    data: ZPreview,
  }),
  /** "Publish changes": a new version from the idea's current landing page, after the preview. */
  publishChanges: defineEndpoint({
    ...onSite,
    method: 'PUT',
    path: '/api/publishing/sites/:id/content',
    summary: 'Publish the previewed page as a new version',
    body: ZPublishingEmptyBody,
    data: ZPublishedSiteDetail,
  }),
  /** Every published version, newest first. */
  versions: defineEndpoint({
    ...onSite,
    method: 'GET',
    path: '/api/publishing/sites/:id/versions',
    summary: 'Versions of a published page',
    data: z.array(ZSiteVersion),
  }),
  restore: defineEndpoint({
    ...founder,
    method: 'POST',
    path: '/api/publishing/sites/:id/versions/:version/restore',
    summary: 'Serve an earlier version again',
    params: ZSiteVersionParams,
    body: ZPublishingEmptyBody,
    data: ZPublishedSiteDetail,
  }),
  waitlist: defineEndpoint({
    ...onSite,
    method: 'GET',
    path: '/api/publishing/sites/:id/waitlist',
    summary: 'The waitlist of a published page',
    data: ZWaitlist,
  }),
  /** A file, not the envelope: RFC 4180, CRLF, header row email,note,consent_at,confirmed_at,created_at. */
  waitlistCsv: defineEndpoint({
    ...onSite,
    method: 'GET',
    path: '/api/publishing/sites/:id/waitlist.csv',
    summary: 'The waitlist as CSV',
    data: z.never(),
    produces: ['text/csv'],
  }),
  /** The page an idea would publish, before any site exists. */
  ideaPreview: defineEndpoint({
    ...founder,
    method: 'GET',
    path: '/api/publishing/preview',
    summary: 'Preview the page an idea would publish',
    query: ZIdeaPreviewQuery,
    data: ZPreview,
  }),
  /** Caddy's on-demand TLS asks before it gets a certificate for a name: 200 for names we publish, 404 otherwise. */
  tlsAllowed: defineEndpoint({
    method: 'GET',
    path: '/api/publishing/tls-allowed',
    summary: 'Whether a certificate may be obtained for a host name (on-demand TLS)',
    access: 'public',
    rateLimit: { max: 600, timeWindow: '1 minute' },
    query: ZTlsAllowedQuery,
    data: z.object({ domain: z.string() }),
    tags: ['publishing'],
  }),
};

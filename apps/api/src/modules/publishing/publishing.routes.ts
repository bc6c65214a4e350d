import {
  PUBLISHING_PATHS,
  ZIdeaPreviewQuery,
  ZPreviewResponse,
  ZPublishingEmptyBody,
  ZSiteParams,
  ZSiteResponse,
  ZSiteVersionParams,
  ZSiteVersionsResponse,
  ZSitesResponse,
  ZTlsAllowedQuery,
  ZWaitlistResponse,
  ZErrorBody,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../lib/content-disposition';
import { PUBLISHING_DOCS as docs, builderCallers, caller, siteOf as site } from './publishing.callers';
import { siteForHost } from './publishing.hosts';
import {
  checkSite,
  listSites,
  listVersions,
  previewIdea,
  previewSite,
  publishContent,
  readSite,
  restoreSiteVersion,
  siteForFounder,
} from './publishing.service';
import { listWaitlist, waitlistCsv } from './publishing.waitlist';

const ok = <T>(data: T, message?: string) => ({ success: true as const, ...(message ? { message } : {}), data });

/** Issue 24: publish an idea's landing page on the founder's own domain. */
export const publishingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const anyone = builderCallers(app);

  app.get(
    PUBLISHING_PATHS.sites,
    { ...anyone, schema: { ...docs, summary: 'List my published sites', response: { 200: ZSitesResponse } } },
    async (req) => ok(await listSites(deps, { userId: caller(req) })),
  );
  app.get(
    PUBLISHING_PATHS.site,
    {
      ...anyone,
      schema: {
        ...docs,
        summary: 'A published site and its steps',
        params: ZSiteParams,
        response: { 200: ZSiteResponse },
      },
    },
    async (req) => ok(await readSite(deps, site(req))),
  );
  app.post(
    PUBLISHING_PATHS.check,
    {
      ...anyone,
      schema: {
        ...docs,
        summary: 'Check the DNS again',
        params: ZSiteParams,
        body: ZPublishingEmptyBody,
        response: { 200: ZSiteResponse },
      },
    },
    async (req) => ok(await checkSite(deps, site(req))),
  );
  app.get(
    PUBLISHING_PATHS.preview,
    {
      ...anyone,
      schema: {
        ...docs,
        summary: 'Preview the page an update would publish',
        params: ZSiteParams,
        response: { 200: ZPreviewResponse },
      },
    },
    async (req) => ok(await previewSite(deps, site(req))),
  );
  app.put(
    PUBLISHING_PATHS.content,
    {
      ...anyone,
      schema: {
        ...docs,
        summary: 'Publish the previewed page as a new version',
        params: ZSiteParams,
        body: ZPublishingEmptyBody,
        response: { 200: ZSiteResponse },
      },
    },
    async (req) => ok(await publishContent(deps, site(req)), 'The new version is live.'),
  );
  app.get(
    PUBLISHING_PATHS.versions,
    {
      ...anyone,
      schema: {
        ...docs,
        summary: 'Versions of a published page',
        params: ZSiteParams,
        response: { 200: ZSiteVersionsResponse },
      },
    },
    async (req) => ok(await listVersions(deps, site(req))),
  );
  app.post(
    PUBLISHING_PATHS.restore,
    {
      ...anyone,
      schema: {
        ...docs,
        summary: 'Serve an earlier version again',
        params: ZSiteVersionParams,
        body: ZPublishingEmptyBody,
        response: { 200: ZSiteResponse },
      },
    },
    async (req) =>
      ok(
        await restoreSiteVersion(deps, { userId: caller(req), siteId: req.params.id, version: req.params.version }),
        `Version ${req.params.version} is live again.`,
      ),
  );
  app.get(
    PUBLISHING_PATHS.waitlist,
    {
      ...anyone,
      schema: {
        ...docs,
        summary: 'The waitlist of a published page',
        params: ZSiteParams,
        response: { 200: ZWaitlistResponse },
      },
    },
    async (req) => ok(await listWaitlist(deps.db, await siteForFounder(deps, site(req)))),
  );
  app.get(
    PUBLISHING_PATHS.waitlistCsv,
    {
      ...anyone,
      schema: {
        ...docs,
        summary: 'The waitlist as CSV',
        params: ZSiteParams,
        produces: ['text/csv'],
        response: { 200: z.string().describe('RFC 4180 CSV with a header row') },
      },
    },
    async (req, reply) => {
      const owned = await siteForFounder(deps, site(req));
      const csv = waitlistCsv(await listWaitlist(deps.db, owned));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(`waitlist-${owned.host}.csv`))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
  app.get(
    PUBLISHING_PATHS.ideaPreview,
    {
      ...anyone,
      schema: {
        ...docs,
        summary: 'Preview the page an idea would publish',
        querystring: ZIdeaPreviewQuery,
        response: { 200: ZPreviewResponse },
      },
    },
    async (req) => ok(await previewIdea(deps, { userId: caller(req), ideaId: req.query.ideaId })),
  );
  // Caddy's on-demand TLS asks before it gets a certificate for a name: only names we publish.
  app.get(
    PUBLISHING_PATHS.tlsAllowed,
    {
      schema: {
        tags: ['publishing'],
        summary: 'Whether a certificate may be obtained for a host name (on-demand TLS)',
        querystring: ZTlsAllowedQuery,
        response: {
          200: z.object({ success: z.literal(true), data: z.object({ domain: z.string() }) }),
          404: ZErrorBody,
        },
      },
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const found = await siteForHost(deps.db, req.query.domain);
      if (!found || found.status === 'unpublished' || found.status === 'failed') {
        return reply
          .code(404)
          .send({ success: false, message: `${req.query.domain.slice(0, 253)} is not published here.` });
      }
      return { success: true as const, data: { domain: req.query.domain.toLowerCase() } };
    },
  );
};

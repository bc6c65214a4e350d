import { ZErrorBody, publishingEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../lib/content-disposition';
import { addEndpoint } from '../../lib/endpoint';
import { builderAccess as builderAccessOf, caller, siteOf as site } from './publishing-callers.routes';
import { siteForHost } from './publishing-hosts.service';
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
import { listWaitlist, waitlistCsv } from './publishing-waitlist.store';

/** Issue 24: publish an idea's landing page on the founder's own domain. */
export const publishingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const builderAccess = builderAccessOf(app);

  addEndpoint(app, endpoints.sites, {
    builderAccess,
    handler: async (req) => ({ data: await listSites(deps, { userId: caller(req) }) }),
  });
  addEndpoint(app, endpoints.site, {
    builderAccess,
    handler: async (req) => ({ data: await readSite(deps, site(req)) }),
  });
  addEndpoint(app, endpoints.check, {
    builderAccess,
    handler: async (req) => ({ data: await checkSite(deps, site(req)) }),
  });
  addEndpoint(app, endpoints.preview, {
    builderAccess,
    handler: async (req) => ({ data: await previewSite(deps, site(req)) }),
  });
  addEndpoint(app, endpoints.publishChanges, {
    builderAccess,
    handler: async (req) => ({ message: 'The new version is live.', data: await publishContent(deps, site(req)) }),
  });
  addEndpoint(app, endpoints.versions, {
    builderAccess,
    handler: async (req) => ({ data: await listVersions(deps, site(req)) }),
  });
  addEndpoint(app, endpoints.restore, {
    builderAccess,
    handler: async (req) => ({
      message: `Version ${req.params.version} is live again.`,
      data: await restoreSiteVersion(deps, {
        userId: caller(req),
        siteId: req.params.id,
        version: req.params.version,
      }),
    }),
  });
  addEndpoint(app, endpoints.waitlist, {
    builderAccess,
    handler: async (req) => ({ data: await listWaitlist(deps.db, await siteForFounder(deps, site(req))) }),
  });
  addEndpoint(app, endpoints.waitlistCsv, {
    builderAccess,
    otherAnswers: { 200: z.string().describe('RFC 4180 CSV with a header row') },
    handler: async (req, reply) => {
      const owned = await siteForFounder(deps, site(req));
      const csv = waitlistCsv(await listWaitlist(deps.db, owned));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(`waitlist-${owned.host}.csv`))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
  addEndpoint(app, endpoints.ideaPreview, {
    builderAccess,
    handler: async (req) => ({ data: await previewIdea(deps, { userId: caller(req), ideaId: req.query.ideaId }) }),
  });
  // Caddy's on-demand TLS asks before it gets a certificate for a name: only names we publish.
  addEndpoint(app, endpoints.tlsAllowed, {
    otherAnswers: { 404: ZErrorBody },
    handler: async (req, reply) => {
      const found = await siteForHost(deps.db, req.query.domain);
      if (!found || found.status === 'unpublished' || found.status === 'failed') {
        return reply
          .code(404)
          .send({ success: false, message: `${req.query.domain.slice(0, 253)} is not published here.` });
      }
      return { data: { domain: req.query.domain.toLowerCase() } };
    },
  });
};

import { seoEndpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../lib/endpoint';
import { publicCache } from '../../lib/public-cache';
import * as seo from './seo.service';
import { buildRobots, buildSitemap } from './seo-sitemap.service';

/** Crawlers fetch these often; an hour is fresh enough for a catalogue staff edit by hand. */
const CRAWLER_CACHE = 'public, max-age=3600';

export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, seoEndpoints.pageSeo, {
    // The same for everyone: answered from the short-lived public cache (issue 11 "Load").
    handler: async (req) => ({
      data: await publicCache(app.deps).get(`page-seo ${JSON.stringify(req.body)}`, () =>
        seo.getPageMeta(app.deps, req.body),
      ),
    }),
  });

  // Crawler files, not api calls: XML and plain text, left out of the api document.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(await buildSitemap(app.deps)),
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(buildRobots(app.deps.config)),
  );
};

import { contentEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/content-disposition';
import { addEndpoint } from '../../lib/endpoint';
import { publicCache } from '../../lib/public-cache';
import { buildEventIcs } from './content-ics.service';
import * as content from './content.service';

/** Public content changes when staff publish: a minute in shared caches keeps the home page fast. */
const PUBLIC_CACHE = 'public, max-age=60';
const cached = (reply: FastifyReply) => reply.header('cache-control', PUBLIC_CACHE);

/** SPEC §1 content areas and §7 community calls: public lists, details, highlights and calendar files. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  addEndpoint(app, endpoints.highlights, {
    handler: async (_req, reply) => {
      cached(reply);
      return { data: await content.getHighlights(deps) };
    },
  });

  addEndpoint(app, endpoints.list, {
    handler: async (req, reply) => {
      // The same for everyone: answered from the short-lived public cache (issue 11 "Load").
      const query = { ...req.body, type: req.params.type };
      const { items, page_meta, facets } = await publicCache(deps).get(`content/list ${JSON.stringify(query)}`, () =>
        content.listContent(deps, query),
      );
      cached(reply);
      return { data: items, page_meta, facets };
    },
  });

  addEndpoint(app, endpoints.detail, {
    handler: async (req, reply) => {
      const data = await content.getContentDetail(deps, req.params);
      cached(reply);
      return { data };
    },
  });

  addEndpoint(app, endpoints.eventIcs, {
    handler: async (req, reply) => {
      const { event, organiserEmail } = await content.getPublishedEvent(deps, req.params.id);
      const { filename, body } = buildEventIcs(event, deps.config.PUBLIC_URL, organiserEmail);
      return cached(reply)
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', attachment(filename))
        .send(body);
    },
  });

  addEndpoint(app, endpoints.relatedCommunities, {
    handler: async (req, reply) => {
      const data = await content.getRelatedCommunities(deps, req.body);
      cached(reply);
      return { data };
    },
  });

  addEndpoint(app, endpoints.community, {
    handler: async (req, reply) => {
      const data = await content.getContentDetail(deps, { type: 'community', id: req.params.id });
      cached(reply);
      return { data };
    },
  });
};

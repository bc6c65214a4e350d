import {
  CONTENT_PATHS,
  ZCommunityIdParams,
  ZContentDetailResponse,
  ZContentHighlightsResponse,
  ZContentIdParams,
  ZContentListRequest,
  ZContentListResponse,
  ZContentTypeParams,
  ZNoFieldsRequest,
  ZRelatedCommunitiesRequest,
  ZRelatedCommunitiesResponse,
} from '@launchpad/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../lib/content-disposition';
import { publicCache } from '../../lib/public-cache';
import { buildEventIcs } from './content.ics';
import * as content from './content.service';

const tags = ['content'];

/** Public content changes when staff publish: a minute in shared caches keeps the home page fast. */
const PUBLIC_CACHE = 'public, max-age=60';
const cached = (reply: FastifyReply) => reply.header('cache-control', PUBLIC_CACHE);

/** SPEC §1 content areas and §7 community calls: public lists, details, highlights and calendar files. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    CONTENT_PATHS.highlights,
    { schema: { tags, body: ZNoFieldsRequest, response: { 200: ZContentHighlightsResponse } } },
    async (_req, reply) => {
      cached(reply);
      return { success: true as const, data: await content.getHighlights(deps) };
    },
  );

  app.post(
    CONTENT_PATHS.list,
    {
      schema: {
        tags,
        params: ZContentTypeParams,
        // An empty body lists the first page with no filter.
        body: z.preprocess((value) => value ?? {}, ZContentListRequest),
        response: { 200: ZContentListResponse },
      },
    },
    async (req, reply) => {
      // The same for everyone: answered from the short-lived public cache (issue 11 "Load").
      const query = { ...req.body, type: req.params.type };
      const { items, page_meta, facets } = await publicCache(deps).get(`content/list ${JSON.stringify(query)}`, () =>
        content.listContent(deps, query),
      );
      cached(reply);
      return { success: true as const, data: items, page_meta, facets };
    },
  );

  app.post(
    CONTENT_PATHS.detail,
    { schema: { tags, params: ZContentIdParams, body: ZNoFieldsRequest, response: { 200: ZContentDetailResponse } } },
    async (req, reply) => {
      const data = await content.getContentDetail(deps, req.params);
      cached(reply);
      return { success: true as const, data };
    },
  );

  app.get(
    CONTENT_PATHS.eventIcs,
    {
      schema: {
        tags,
        params: ZCommunityIdParams,
        response: { 200: z.string().describe('text/calendar') },
      },
    },
    async (req, reply) => {
      const { event, organiserEmail } = await content.getPublishedEvent(deps, req.params.id);
      const { filename, body } = buildEventIcs(event, deps.config.PUBLIC_URL, organiserEmail);
      return cached(reply)
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', attachment(filename))
        .send(body);
    },
  );

  // SPEC §7: the community page's own calls (the same data as the content detail).
  app.post(
    CONTENT_PATHS.relatedCommunities,
    { schema: { tags, body: ZRelatedCommunitiesRequest, response: { 200: ZRelatedCommunitiesResponse } } },
    async (req, reply) => {
      const data = await content.getRelatedCommunities(deps, req.body);
      cached(reply);
      return { success: true as const, data };
    },
  );

  app.post(
    CONTENT_PATHS.community,
    { schema: { tags, params: ZCommunityIdParams, body: ZNoFieldsRequest, response: { 200: ZContentDetailResponse } } },
    async (req, reply) => {
      const data = await content.getContentDetail(deps, { type: 'community', id: req.params.id });
      cached(reply);
      return { success: true as const, data };
    },
  );
};

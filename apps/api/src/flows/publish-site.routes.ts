import {
  PUBLISHING_PATHS,
  ZErrorBody,
  ZPublishNeedsRecords,
  ZPublishRequest,
  ZSiteParams,
  ZSiteResponse,
  type TPublishNeedsRecords,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLISHING_DOCS as docs, builderCallers, caller, siteOf as site } from '../modules/publishing';
import { publishSite, unpublishSite } from './publish-site';

const ok = <T>(data: T, message?: string) => ({ success: true as const, ...(message ? { message } : {}), data });

/** Issue 24: publishing an idea's landing page on the founder's own domain, and taking it down. */
export const publishSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const anyone = builderCallers(app);

  app.post(
    PUBLISHING_PATHS.sites,
    {
      ...anyone,
      schema: {
        ...docs,
        summary: 'Publish an idea’s landing page on a domain I own',
        body: ZPublishRequest,
        // 409: other nameservers (the records to add in `data`), or a name already published.
        response: { 201: ZSiteResponse, 409: z.union([ZPublishNeedsRecords, ZErrorBody]) },
      },
    },
    async (req, reply) => {
      const outcome = await publishSite(deps, { userId: caller(req), ...req.body });
      if (outcome.kind === 'needs_records') {
        const body: TPublishNeedsRecords = { success: false, message: outcome.message, data: outcome.detail };
        return reply.code(409).send(body);
      }
      return reply.code(201).send(ok(outcome.detail, `${outcome.detail.site.domain} is live.`));
    },
  );
  app.delete(
    PUBLISHING_PATHS.site,
    {
      ...anyone,
      schema: { ...docs, summary: 'Unpublish a site', params: ZSiteParams, response: { 200: ZSiteResponse } },
    },
    async (req) => ok(await unpublishSite(deps, site(req)), 'Unpublished: the records were removed.'),
  );
};

import {
  ZErrorBody,
  ZPublishNeedsRecords,
  publishingEndpoints as endpoints,
  type TPublishNeedsRecords,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addEndpoint } from '../lib/endpoint';
import { builderAccess as builderAccessOf, caller, siteOf as site } from '../modules/publishing';
import { publishSite, unpublishSite } from './publish-site';

/** Issue 24: publishing an idea's landing page on the founder's own domain, and taking it down. */
export const publishSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const builderAccess = builderAccessOf(app);

  addEndpoint(app, endpoints.publish, {
    builderAccess,
    // 409: other nameservers (the records to add in `data`), or a name already published.
    otherAnswers: { 409: z.union([ZPublishNeedsRecords, ZErrorBody]) },
    handler: async (req, reply) => {
      const outcome = await publishSite(deps, { userId: caller(req), ...req.body });
      if (outcome.kind === 'needs_records') {
        const body: TPublishNeedsRecords = { success: false, message: outcome.message, data: outcome.detail };
        return reply.code(409).send(body);
      }
      return { message: `${outcome.detail.site.domain} is live.`, data: outcome.detail };
    },
  });
  addEndpoint(app, endpoints.unpublish, {
    builderAccess,
    handler: async (req) => ({
      message: 'Unpublished: the records were removed.',
      data: await unpublishSite(deps, site(req)),
    }),
  });
};

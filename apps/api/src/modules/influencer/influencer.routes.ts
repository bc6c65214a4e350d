import { INFLUENCER_PAGE_SIZE, influencerEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint, addServiceEndpoints } from '../../lib/endpoint';
import * as influencer from './influencer.service';

/**
 * SPEC §7 "Influencer" and `auth/register-as-influencer`. Every call needs a signed-in user (checked before
 * the body: a stranger gets 401, not validation messages); the data calls also need an approved
 * application (403 for everyone else, pending and rejected included).
 */
export const influencerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const approvedInfluencer = async (req: { auth: { userId: string } }) => {
    await influencer.requireApprovedInfluencer(deps, req.auth.userId);
  };

  addServiceEndpoints(app, influencer.influencerServices);

  addEndpoint(app, endpoints.stats, {
    approvedInfluencer,
    handler: async (req) => ({ data: await influencer.influencerStats(deps, { userId: req.auth.userId }) }),
  });

  addEndpoint(app, endpoints.couponUsageStats, {
    approvedInfluencer,
    handler: async (req) => {
      const { items, meta } = await influencer.couponUsageStats(deps, {
        userId: req.auth.userId,
        pageSize: req.body?.pageSize ?? INFLUENCER_PAGE_SIZE,
      });
      return { data: items, page_meta: meta };
    },
  });

  addEndpoint(app, endpoints.couponUsageList, {
    approvedInfluencer,
    handler: async (req) => {
      const { items, meta } = await influencer.couponUsageList(deps, {
        userId: req.auth.userId,
        page: req.body?.page ?? 1,
        pageSize: req.body?.pageSize ?? INFLUENCER_PAGE_SIZE,
      });
      return { data: items, page_meta: meta };
    },
  });

  addEndpoint(app, endpoints.referralUsageStats, {
    approvedInfluencer,
    handler: async (req) => ({
      data: await influencer.referralUsageStats(deps, {
        userId: req.auth.userId,
        influencerId: req.body?.influencerId,
      }),
    }),
  });

  addEndpoint(app, endpoints.referralUsageList, {
    approvedInfluencer,
    handler: async (req) => {
      const { items, meta } = await influencer.referralUsageList(deps, {
        userId: req.auth.userId,
        influencerId: req.body?.influencerId,
        page: req.body?.page ?? 1,
        pageSize: req.body?.pageSize ?? INFLUENCER_PAGE_SIZE,
      });
      return { data: items, page_meta: meta };
    },
  });

  addEndpoint(app, endpoints.paymentList, {
    approvedInfluencer,
    handler: async (req) => {
      const { items, meta, totals } = await influencer.paymentList(deps, {
        userId: req.auth.userId,
        page: req.body?.page ?? 1,
        pageSize: req.body?.pageSize ?? INFLUENCER_PAGE_SIZE,
      });
      return { data: items, page_meta: meta, totals };
    },
  });
};

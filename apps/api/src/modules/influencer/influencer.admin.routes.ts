import { INFLUENCER_PAGE_SIZE, influencerEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../lib/endpoint';
import * as staff from './influencer.admin.service';

/** Staff review of Connect & Earn (issue 10): every route needs the admin role (checked before the body). */
export const influencerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  addEndpoint(app, endpoints.adminApplications, {
    handler: async (req) => {
      const { items, meta } = await staff.listInfluencers(deps, {
        status: req.body?.status,
        page: req.body?.page ?? 1,
        pageSize: req.body?.pageSize ?? INFLUENCER_PAGE_SIZE,
      });
      return { data: items, page_meta: meta };
    },
  });

  addEndpoint(app, endpoints.adminDecide, {
    handler: async (req) => ({
      message: req.body.status === 'approved' ? 'Application approved.' : 'Application rejected.',
      data: await staff.decideApplication(deps, {
        ...req.body,
        applicationId: req.params.id,
        staffId: req.auth.userId,
      }),
    }),
  });

  addEndpoint(app, endpoints.adminCoupon, {
    handler: async (req) => ({
      message: 'Coupon created.',
      data: await staff.createInfluencerCoupon(deps, { ...req.body, applicationId: req.params.id }),
    }),
  });

  addEndpoint(app, endpoints.adminPayout, {
    handler: async (req) => ({
      message: 'Payout recorded.',
      data: await staff.recordPayout(deps, {
        applicationId: req.params.id,
        staffId: req.auth.userId,
        reference: req.body?.reference,
      }),
    }),
  });
};

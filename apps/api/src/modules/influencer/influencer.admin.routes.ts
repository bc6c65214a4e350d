import {
  INFLUENCER_PAGE_SIZE,
  INFLUENCER_PATHS,
  ZAdminInfluencerCouponRequest,
  ZAdminInfluencerCouponResponse,
  ZAdminInfluencerDecisionRequest,
  ZAdminInfluencerIdParams,
  ZAdminInfluencerListRequest,
  ZAdminInfluencerListResponse,
  ZAdminInfluencerResponse,
  ZAdminPayoutRequest,
  ZAdminPayoutResponse,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as staff from './influencer.admin.service';

const docs = { tags: ['admin'], security: [{ bearer: [] }] };

/** Staff review of Connect & Earn (issue 10): every route needs the admin role. */
export const influencerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // onRequest, before the body is read: a stranger learns nothing from validation messages.
  app.addHook('onRequest', app.requireRole('admin'));

  app.post(
    INFLUENCER_PATHS.adminApplications,
    {
      schema: { ...docs, body: ZAdminInfluencerListRequest.nullish(), response: { 200: ZAdminInfluencerListResponse } },
    },
    async (req) => {
      const { items, meta } = await staff.listInfluencers(deps, {
        status: req.body?.status,
        page: req.body?.page ?? 1,
        pageSize: req.body?.pageSize ?? INFLUENCER_PAGE_SIZE,
      });
      return { success: true as const, data: items, page_meta: meta };
    },
  );

  app.post(
    INFLUENCER_PATHS.adminDecide,
    {
      schema: {
        ...docs,
        params: ZAdminInfluencerIdParams,
        body: ZAdminInfluencerDecisionRequest,
        response: { 200: ZAdminInfluencerResponse },
      },
    },
    async (req) => ({
      success: true as const,
      message: req.body.status === 'approved' ? 'Application approved.' : 'Application rejected.',
      data: await staff.decideApplication(deps, {
        ...req.body,
        applicationId: req.params.id,
        staffId: req.auth.userId,
      }),
    }),
  );

  app.post(
    INFLUENCER_PATHS.adminCoupon,
    {
      schema: {
        ...docs,
        params: ZAdminInfluencerIdParams,
        body: ZAdminInfluencerCouponRequest,
        response: { 201: ZAdminInfluencerCouponResponse },
      },
    },
    async (req, reply) => {
      const coupon = await staff.createInfluencerCoupon(deps, { ...req.body, applicationId: req.params.id });
      return reply.code(201).send({ success: true as const, message: 'Coupon created.', data: coupon });
    },
  );

  app.post(
    INFLUENCER_PATHS.adminPayout,
    {
      schema: {
        ...docs,
        params: ZAdminInfluencerIdParams,
        body: ZAdminPayoutRequest.nullish(),
        response: { 200: ZAdminPayoutResponse },
      },
    },
    async (req) => ({
      success: true as const,
      message: 'Payout recorded.',
      data: await staff.recordPayout(deps, {
        applicationId: req.params.id,
        staffId: req.auth.userId,
        reference: req.body?.reference,
      }),
    }),
  );
};

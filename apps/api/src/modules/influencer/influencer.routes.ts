import {
  INFLUENCER_PAGE_SIZE,
  INFLUENCER_PATHS,
  ZCouponUsageListResponse,
  ZCouponUsageStatsRequest,
  ZCouponUsageStatsResponse,
  ZInfluencerApplicationRequest,
  ZInfluencerApplicationResponse,
  ZInfluencerPageRequest,
  ZInfluencerStatsResponse,
  ZInfluencerStatusResponse,
  ZNoFieldsRequest,
  ZPaymentListResponse,
  ZReferralRequest,
  ZReferralStatsResponse,
  ZReferralUsageListResponse,
  ZReferralUsageRequest,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as influencer from './influencer.service';

const docs = { tags: ['influencer'], security: [{ bearer: [] }] };

/**
 * SPEC §7 "Influencer" and `auth/register-as-influencer`. Every call needs a signed-in user (checked on
 * request, before the body: a stranger gets 401, not validation messages); the data calls also need an
 * approved application (403 for everyone else, pending and rejected included).
 */
export const influencerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', app.requireUser);
  const approved = async (req: { auth: { userId: string } }) => {
    await influencer.requireApprovedInfluencer(deps, req.auth.userId);
  };

  for (const path of [INFLUENCER_PATHS.application, INFLUENCER_PATHS.registerAsInfluencer]) {
    app.post(
      path,
      { schema: { ...docs, body: ZInfluencerApplicationRequest, response: { 200: ZInfluencerApplicationResponse } } },
      async (req) => ({
        success: true as const,
        message: 'Thank you! Your application is under review. We will email you within 1–3 business days.',
        data: await influencer.submitApplication(deps, { userId: req.auth.userId, request: req.body }),
      }),
    );
  }

  app.post(
    INFLUENCER_PATHS.status,
    { schema: { ...docs, body: ZNoFieldsRequest, response: { 200: ZInfluencerStatusResponse } } },
    async (req) => ({
      success: true as const,
      data: await influencer.applicationStatus(deps, { userId: req.auth.userId }),
    }),
  );

  app.post(
    INFLUENCER_PATHS.stats,
    { schema: { ...docs, body: ZNoFieldsRequest, response: { 200: ZInfluencerStatsResponse } }, onRequest: approved },
    async (req) => ({
      success: true as const,
      data: await influencer.influencerStats(deps, { userId: req.auth.userId }),
    }),
  );

  app.post(
    INFLUENCER_PATHS.couponUsageStats,
    {
      schema: { ...docs, body: ZCouponUsageStatsRequest.nullish(), response: { 200: ZCouponUsageStatsResponse } },
      onRequest: approved,
    },
    async (req) => {
      const { items, meta } = await influencer.couponUsageStats(deps, {
        userId: req.auth.userId,
        pageSize: req.body?.pageSize ?? INFLUENCER_PAGE_SIZE,
      });
      return { success: true as const, data: items, page_meta: meta };
    },
  );

  app.post(
    INFLUENCER_PATHS.couponUsageList,
    {
      schema: { ...docs, body: ZInfluencerPageRequest.nullish(), response: { 200: ZCouponUsageListResponse } },
      onRequest: approved,
    },
    async (req) => {
      const { items, meta } = await influencer.couponUsageList(deps, {
        userId: req.auth.userId,
        page: req.body?.page ?? 1,
        pageSize: req.body?.pageSize ?? INFLUENCER_PAGE_SIZE,
      });
      return { success: true as const, data: items, page_meta: meta };
    },
  );

  app.post(
    INFLUENCER_PATHS.referralUsageStats,
    {
      schema: { ...docs, body: ZReferralRequest.nullish(), response: { 200: ZReferralStatsResponse } },
      onRequest: approved,
    },
    async (req) => ({
      success: true as const,
      data: await influencer.referralUsageStats(deps, {
        userId: req.auth.userId,
        influencerId: req.body?.influencerId,
      }),
    }),
  );

  app.post(
    INFLUENCER_PATHS.referralUsageList,
    {
      schema: { ...docs, body: ZReferralUsageRequest.nullish(), response: { 200: ZReferralUsageListResponse } },
      onRequest: approved,
    },
    async (req) => {
      const { items, meta } = await influencer.referralUsageList(deps, {
        userId: req.auth.userId,
        influencerId: req.body?.influencerId,
        page: req.body?.page ?? 1,
        pageSize: req.body?.pageSize ?? INFLUENCER_PAGE_SIZE,
      });
      return { success: true as const, data: items, page_meta: meta };
    },
  );

  app.post(
    INFLUENCER_PATHS.paymentList,
    {
      schema: { ...docs, body: ZInfluencerPageRequest.nullish(), response: { 200: ZPaymentListResponse } },
      onRequest: approved,
    },
    async (req) => {
      const { items, meta, totals } = await influencer.paymentList(deps, {
        userId: req.auth.userId,
        page: req.body?.page ?? 1,
        pageSize: req.body?.pageSize ?? INFLUENCER_PAGE_SIZE,
      });
      return { success: true as const, data: items, page_meta: meta, totals };
    },
  );
};

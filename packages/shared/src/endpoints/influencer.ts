import { z } from 'zod';
import {
  ZAdminInfluencer,
  ZAdminInfluencerCouponRequest,
  ZAdminInfluencerDecisionRequest,
  ZAdminInfluencerIdParams,
  ZAdminInfluencerListRequest,
  ZAdminPayoutRequest,
  ZCouponUsage,
  ZCouponUsageStatsRequest,
  ZInfluencerApplication,
  ZInfluencerApplicationRequest,
  ZInfluencerCoupon,
  ZInfluencerPageRequest,
  ZInfluencerPayment,
  ZInfluencerStats,
  ZReferralRequest,
  ZReferralStats,
  ZReferralUsage,
  ZReferralUsageRequest,
} from '../contracts/influencer';
import { ZNoFieldsRequest } from '../contracts/payments';
import { defineEndpoint } from './define';

const customer = { method: 'POST', tags: ['influencer'] } as const;
const staff = { method: 'POST', access: 'admin', tags: ['admin'] } as const;

const application = {
  ...customer,
  access: 'signed-in',
  body: ZInfluencerApplicationRequest,
  data: ZInfluencerApplication,
  message: 'Thank you! Your application is under review. We will email you within 1–3 business days.',
} as const;

/** SPEC §7 "Influencer" and `auth/register-as-influencer`; staff review of Connect & Earn (issue 10). */
export const influencerEndpoints = {
  /** Any signed-in user may apply. */
  application: defineEndpoint({
    ...application,
    path: '/api/influencer/application',
    summary: 'Influencer: apply to Connect & Earn',
  }),
  /** The same application under the SPEC's auth name. */
  registerAsInfluencer: defineEndpoint({
    ...application,
    path: '/api/auth/register-as-influencer',
    summary: 'Auth: apply to Connect & Earn',
  }),
  /** The caller's application (status, reason), or null: not influencer data, so open to any signed-in user. */
  status: defineEndpoint({
    ...customer,
    access: 'signed-in',
    path: '/api/influencer/status',
    summary: "Influencer: the caller's application",
    body: ZNoFieldsRequest,
    data: ZInfluencerApplication.nullable(),
  }),
  stats: defineEndpoint({
    ...customer,
    access: 'influencer',
    path: '/api/influencer/stats',
    summary: 'Influencer: totals of coupons, referrals and commission',
    body: ZNoFieldsRequest,
    data: ZInfluencerStats,
  }),
  /** The influencer's coupons (SPEC §7: coupon stats take a pageSize). */
  couponUsageStats: defineEndpoint({
    ...customer,
    access: 'influencer',
    path: '/api/influencer/coupon-usage-stats',
    summary: "Influencer: the influencer's coupons",
    body: ZCouponUsageStatsRequest.nullish(),
    data: z.array(ZInfluencerCoupon),
    paged: true,
  }),
  couponUsageList: defineEndpoint({
    ...customer,
    access: 'influencer',
    path: '/api/influencer/coupon-usage-list',
    summary: 'Influencer: orders that used their coupons',
    body: ZInfluencerPageRequest.nullish(),
    data: z.array(ZCouponUsage),
    paged: true,
  }),
  referralUsageStats: defineEndpoint({
    ...customer,
    access: 'influencer',
    path: '/api/influencer/referral-usage-stats',
    summary: 'Influencer: referral links and their totals',
    body: ZReferralRequest.nullish(),
    data: ZReferralStats,
  }),
  referralUsageList: defineEndpoint({
    ...customer,
    access: 'influencer',
    path: '/api/influencer/referral-usage-list',
    summary: 'Influencer: customers who signed up through their links',
    body: ZReferralUsageRequest.nullish(),
    data: z.array(ZReferralUsage),
    paged: true,
  }),
  paymentList: defineEndpoint({
    ...customer,
    access: 'influencer',
    path: '/api/influencer/payment-list',
    summary: 'Influencer: payouts received, with commission totals',
    body: ZInfluencerPageRequest.nullish(),
    data: z.array(ZInfluencerPayment),
    paged: true,
    extra: {
      totals: z.object({
        totalCommission: z.number().int(),
        totalCompletedPayments: z.number().int(),
        totalPendingCommission: z.number().int(),
      }),
    },
  }),
  adminApplications: defineEndpoint({
    ...staff,
    path: '/api/admin/influencers/list',
    summary: 'Admin: influencer applications',
    body: ZAdminInfluencerListRequest.nullish(),
    data: z.array(ZAdminInfluencer),
    paged: true,
  }),
  /** The application as staff now see it. */
  adminDecide: defineEndpoint({
    ...staff,
    path: '/api/admin/influencers/:id/decision',
    summary: 'Admin: approve or reject an influencer application',
    params: ZAdminInfluencerIdParams,
    body: ZAdminInfluencerDecisionRequest,
    data: ZAdminInfluencer,
  }),
  /** The coupon created, as the influencer sees it on the Coupons tab. */
  adminCoupon: defineEndpoint({
    ...staff,
    path: '/api/admin/influencers/:id/coupons',
    summary: 'Admin: create a coupon for an influencer',
    params: ZAdminInfluencerIdParams,
    body: ZAdminInfluencerCouponRequest,
    data: ZInfluencerCoupon,
    status: 201,
    message: 'Coupon created.',
  }),
  adminPayout: defineEndpoint({
    ...staff,
    path: '/api/admin/influencers/:id/payouts',
    summary: "Admin: record a payout of an influencer's payable commission",
    params: ZAdminInfluencerIdParams,
    body: ZAdminPayoutRequest.nullish(),
    data: ZInfluencerPayment,
    message: 'Payout recorded.',
  }),
};

// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { influencerEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const influencerRoutes: TRoutesOf<typeof influencerEndpoints> = {
  application: { method: 'POST', path: '/api/influencer/application' },
  registerAsInfluencer: { method: 'POST', path: '/api/auth/register-as-influencer' },
  status: { method: 'POST', path: '/api/influencer/status' },
  stats: { method: 'POST', path: '/api/influencer/stats' },
  couponUsageStats: { method: 'POST', path: '/api/influencer/coupon-usage-stats' },
  couponUsageList: { method: 'POST', path: '/api/influencer/coupon-usage-list' },
  referralUsageStats: { method: 'POST', path: '/api/influencer/referral-usage-stats' },
  referralUsageList: { method: 'POST', path: '/api/influencer/referral-usage-list' },
  paymentList: { method: 'POST', path: '/api/influencer/payment-list' },
  adminApplications: { method: 'POST', path: '/api/admin/influencers/list' },
  adminDecide: { method: 'POST', path: '/api/admin/influencers/:id/decision' },
  adminCoupon: { method: 'POST', path: '/api/admin/influencers/:id/coupons' },
  adminPayout: { method: 'POST', path: '/api/admin/influencers/:id/payouts' },
};

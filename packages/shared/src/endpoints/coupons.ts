import { ZCouponCheck, ZCouponCheckParams, ZCouponCheckRequest } from '../contracts/coupons';
import { defineEndpoint } from './define';

/** SPEC §7 "Payments and orders": coupons. */
export const couponEndpoints = {
  /** `coupan-check` (the SPEC's spelling); `:id` is the coupon code. Anonymous visitors and customers alike. */
  check: defineEndpoint({
    method: 'POST',
    path: '/api/payment/coupan-check/:id',
    summary: 'Payments: check a coupon against the cart or a plan',
    access: 'public',
    /** Checking codes is limited per address, so codes cannot be guessed by trying many. */
    rateLimit: { max: 20, timeWindow: '1 minute' },
    params: ZCouponCheckParams,
    body: ZCouponCheckRequest,
    data: ZCouponCheck,
    tags: ['payments'],
  }),
};

import { z } from 'zod';
import { BILLING_INTERVALS } from '../domain/catalog';
import { COUPON_DISCOUNT_TYPES } from '../domain/coupons';
import { ZCart, ZClientCart, ZPriceSummary } from './cart';

export const ZCouponCode = z
  .string({ error: 'A coupon code is required' })
  .trim()
  .min(1, 'A coupon code is required')
  .max(64, 'A coupon code is at most 64 characters');
export const ZCouponCheckParams = z.object({ id: ZCouponCode });

/** A startup plan being bought: its id (or slug) and how often it is billed. */
export const ZStartupPackageChoice = z
  .object({
    planId: z
      .string({ error: 'Startup package plan ID is required' })
      .trim()
      .min(1, 'Startup package plan ID is required')
      .max(120),
    interval: z.enum(BILLING_INTERVALS, { error: `Interval must be one of: ${BILLING_INTERVALS.join(', ')}` }),
  })
  .strict();
export type TStartupPackageChoice = z.infer<typeof ZStartupPackageChoice>;

/**
 * What the coupon is checked against. Signed in: the server cart (a `cart` sent here only says "the
 * cart is part of this purchase"; its lines and prices are not read). Anonymous: the browser's
 * `cart`, repriced from the catalogue. With only `startupPackage`, the plan alone is checked.
 */
export const ZCouponCheckRequest = z
  .object({ cart: ZClientCart.optional(), startupPackage: ZStartupPackageChoice.optional() })
  .strict()
  .nullish();
export type TCouponCheckRequest = z.infer<typeof ZCouponCheckRequest>;

/** SPEC §3 "Coupon (applied)": what the browser keeps as appliedCoupon. */
export const ZAppliedCoupon = z.object({
  id: z.string(),
  name: z.string(),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  percent_off: z.number().nullable(),
  /** Pence. */
  amount_off: z.number().int().nullable(),
  /** '10% off' or '£50.00 off'. */
  description: z.string(),
});
export type TAppliedCoupon = z.infer<typeof ZAppliedCoupon>;

export const ZCouponCheck = z.object({
  coupon: ZAppliedCoupon,
  discountTotal: z.number().int(),
  /** One entry per cart line (lineId = cart item id) and one for the plan (lineId `plan`). */
  discountPerLine: z.array(z.object({ lineId: z.string(), amount: z.number().int(), discount: z.number().int() })),
  /** The cart the discount was worked out on, priced now; empty when only a plan was checked. */
  cart: ZCart,
  plan: z
    .object({
      planId: z.string(),
      name: z.string(),
      interval: z.enum(BILLING_INTERVALS),
      amountPence: z.number().int(),
    })
    .nullable(),
  /** Cart and plan together: subtotal, discount, net, VAT and total. */
  summary: ZPriceSummary,
});
export type TCouponCheck = z.infer<typeof ZCouponCheck>;

/** The lineId of the plan in discountPerLine. */
export const PLAN_LINE_ID = 'plan';

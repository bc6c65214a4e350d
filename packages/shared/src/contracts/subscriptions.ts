import { z } from 'zod';
import { BILLING_INTERVALS } from '../domain/catalog';
import { ZCouponCode } from './coupons';
import { ZBuyerDetails, ZIdempotencyKey, ZInvoiceNumber, ZOrder, ZPaymentMethodChoice } from './orders';

// SPEC §7 "Payments and orders": startup plan subscriptions (endpoints/subscriptions.ts).

const ZPlanRef = z
  .string({ error: 'Plan ID is required' })
  .trim()
  .min(1, 'Plan ID is required')
  .max(120, 'Plan ID must be a plan id or slug');
const ZInterval = z.enum(BILLING_INTERVALS, { error: `Interval must be one of: ${BILLING_INTERVALS.join(', ')}` });

/** Subscribe to (or change to) a plan, paying with any payment method; the card is saved for renewals. */
export const ZCreateSubscriptionPaymentRequest = z
  .object({
    planId: ZPlanRef,
    interval: ZInterval,
    paymentMethod: ZPaymentMethodChoice,
    couponCode: ZCouponCode.optional(),
    idempotencyKey: ZIdempotencyKey,
    buyer: ZBuyerDetails.optional(),
  })
  .strict();
export type TCreateSubscriptionPaymentRequest = z.infer<typeof ZCreateSubscriptionPaymentRequest>;

/** Subscribe with a saved card: `cardId`, or the primary card when left out. */
export const ZCreateSubscriptionRequest = z
  .object({
    planId: ZPlanRef,
    interval: ZInterval,
    cardId: z.uuid('Card ID must be the id of one of your saved cards').optional(),
    couponCode: ZCouponCode.optional(),
    idempotencyKey: ZIdempotencyKey,
    buyer: ZBuyerDetails.optional(),
  })
  .strict();
export type TCreateSubscriptionRequest = z.infer<typeof ZCreateSubscriptionRequest>;

export const ZSubscriptionPlan = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  tools: z.boolean(),
  build_startup_ai: z.boolean(),
});

/** The price of one period: pence, VAT (20%) shown separately. */
export const ZPeriodPrice = z.object({
  pricePence: z.number().int(),
  vatPence: z.number().int(),
  totalPence: z.number().int(),
});

export const ZCurrentSubscription = z.object({
  id: z.string(),
  plan: ZSubscriptionPlan,
  interval: ZInterval,
  /** active: paid up; past_due: the last renewal failed (the plan's features are locked until it is paid). */
  status: z.enum(['active', 'past_due']),
  currentPeriodStart: z.string(),
  /** ISO time the paid period ends: the renewal date, or the end date when cancelAtPeriodEnd. */
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  /** What the next renewal charges and when; null when the subscription ends at the period end. */
  nextRenewal: ZPeriodPrice.extend({
    at: z.string(),
    planName: z.string(),
    interval: ZInterval,
  }).nullable(),
  /** A downgrade that takes effect at the period end. */
  pendingChange: z
    .object({ plan: ZSubscriptionPlan, interval: ZInterval, pricePence: z.number().int(), at: z.string() })
    .nullable(),
});
export type TCurrentSubscription = z.infer<typeof ZCurrentSubscription>;

/**
 * What subscribing did. `start`, `restart` (after a failed renewal) and `upgrade` charge now (`order`
 * is the plan order, `status` as in a checkout); `downgrade` and `keep` (choosing your current plan
 * again, which drops a pending downgrade) charge nothing now: `order` is null and `status` `scheduled`.
 */
export const ZSubscriptionOutcome = z.object({
  change: z.enum(['start', 'restart', 'upgrade', 'downgrade', 'keep']),
  status: z.enum(['paid', 'requires_action', 'processing', 'scheduled']),
  order: ZOrder.nullable(),
  clientSecret: z.string().nullable(),
  /** The subscription as it now is (null only while a first payment awaits authentication). */
  subscription: ZCurrentSubscription.nullable(),
});
export type TSubscriptionOutcome = z.infer<typeof ZSubscriptionOutcome>;

/** Cancel the subscription a plan invoice paid for (at the end of the paid period). */
export const ZCancelByInvoiceRequest = z.object({ invoiceNumber: ZInvoiceNumber }).strict();

/**
 * A service priced per month or year (bookkeeping) bought through the cart: it renews on the saved
 * card until cancelled. `nextRenewal` is null once cancelled (it runs to the end of the paid period).
 */
export const ZServiceSubscription = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  description: z.string(),
  interval: ZInterval,
  status: z.enum(['active', 'past_due', 'cancelled', 'ended']),
  pricePence: z.number().int(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  nextRenewal: z
    .object({ at: z.string(), pricePence: z.number().int(), vatPence: z.number().int(), totalPence: z.number().int() })
    .nullable(),
});
export type TServiceSubscription = z.infer<typeof ZServiceSubscription>;
export const ZCancelServiceRequest = z.object({
  id: z.uuid({ error: 'Choose the subscription to cancel.' }),
});

import { z } from 'zod';
import { BILLING_INTERVALS } from '../domain/catalog';
import { COUPON_DISCOUNT_TYPES } from '../domain/coupons';
import { ZPage } from './catalog';

// Connect & Earn (issue 10; SPEC §1, §2 /referral and /influencer, §3, §4, §7 "Influencer", §8, §9).
// Every call is POST. Data calls answer 403 unless the caller's application is approved.

export const INFLUENCER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TInfluencerStatus = (typeof INFLUENCER_STATUSES)[number];

/** SPEC §9: a non-influencer's referral commission rate is shown as 5%. In basis points. */
export const DEFAULT_REFERRAL_RATE_BP = 500;
/** Days after signing up through a referral link during which the customer's purchases earn commission. */
export const REFERRAL_ATTRIBUTION_DAYS = 30;
/** Days after payment before a commission counts towards a payout (the refund window). */
export const COMMISSION_REFUND_WINDOW_DAYS = 14;
/** The least staff pay out at once, in pence. */
export const MIN_PAYOUT_PENCE = 5000;
/** SPEC §4: the approved card shows on at most this many visits (browser-stored counter). */
export const APPROVED_NOTICE_LIMIT = 2;
export const INFLUENCER_PAGE_SIZE = 10;
export const MAX_INFLUENCER_PAGE_SIZE = 50;

// ---- Application ------------------------------------------------------------------------------------

export const INFLUENCER_CHANNELS = [
  'YouTube',
  'Instagram',
  'TikTok',
  'LinkedIn',
  'X',
  'Newsletter',
  'Podcast',
  'Blog',
  'Community',
  'Other',
] as const;

export const ZInfluencerApplicationRequest = z
  .object({
    audience: z
      .string({ error: 'Tell us about your audience' })
      .trim()
      .min(20, 'Tell us about your audience (20 characters or more)')
      .max(2000, 'Keep the description of your audience to 2000 characters'),
    channels: z
      .array(z.enum(INFLUENCER_CHANNELS, { error: `Choose channels among: ${INFLUENCER_CHANNELS.join(', ')}` }))
      .min(1, 'Choose at least one channel')
      .max(INFLUENCER_CHANNELS.length),
    links: z
      .array(
        z
          .url({
            protocol: /^https?$/,
            error: 'Enter a web address starting with http:// or https://, such as https://youtube.com/@you',
          })
          .max(500),
      )
      .min(1, 'Add at least one link to your channel')
      .max(10, 'Add at most 10 links'),
  })
  .strict();
export type TInfluencerApplicationRequest = z.infer<typeof ZInfluencerApplicationRequest>;

export const ZInfluencerApplication = z.object({
  id: z.string(),
  status: z.enum(INFLUENCER_STATUSES),
  audience: z.string(),
  channels: z.array(z.string()),
  links: z.array(z.string()),
  /** Staff's reason (shown when rejected). */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TInfluencerApplication = z.infer<typeof ZInfluencerApplication>;

// ---- Paging ------------------------------------------------------------------------------------------

const ZInfluencerPageSize = z
  .number({ error: 'Page size must be a number' })
  .int('Page size must be a whole number')
  .min(1, 'Page size must be 1 or more')
  .max(MAX_INFLUENCER_PAGE_SIZE, `Page size must be at most ${MAX_INFLUENCER_PAGE_SIZE}`);
export const ZInfluencerPageRequest = z
  .object({ page: ZPage.default(1), pageSize: ZInfluencerPageSize.default(INFLUENCER_PAGE_SIZE) })
  .strict();
/**
 * SPEC §7: referral calls also carry influencerId and apiType `customer`. influencerId is optional; when
 * sent it must be the caller's own user id or application id (anything else is a 403).
 */
export const ZReferralRequest = z
  .object({
    influencerId: z.string().trim().min(1).max(64).optional(),
    apiType: z.literal('customer', { error: 'API type must be customer' }).default('customer'),
  })
  .strict();
export const ZReferralUsageRequest = ZInfluencerPageRequest.extend(ZReferralRequest.shape).strict();
export const ZCouponUsageStatsRequest = z
  .object({ pageSize: ZInfluencerPageSize.default(INFLUENCER_PAGE_SIZE) })
  .strict();

// ---- Data --------------------------------------------------------------------------------------------

/** SPEC §3 "Influencer stats". Money in pence. */
export const ZInfluencerStats = z.object({
  totalCoupons: z.number().int(),
  /** Paid orders that used one of their coupons (commission rows with source coupon, reversed included). */
  totalCouponUsages: z.number().int(),
  /** Customers who signed up through their referral links. */
  totalReferrals: z.number().int(),
  totalCommission: z.number().int(),
  totalCompletedPayments: z.number().int(),
  totalPendingCommission: z.number().int(),
  /** Of the pending commission, what is past the refund window and can be paid out now. */
  totalPayableCommission: z.number().int(),
  influencer: z.object({ status: z.enum(INFLUENCER_STATUSES) }),
});
export type TInfluencerStats = z.infer<typeof ZInfluencerStats>;

/** SPEC §3 "Influencer coupon". */
export const ZInfluencerCoupon = z.object({
  id: z.string(),
  name: z.string(),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  percent_off: z.number().nullable(),
  /** Pence. */
  amount_off: z.number().int().nullable(),
  createdAt: z.string(),
  redeem_by: z.string().nullable(),
  max_redemptions: z.number().int().nullable(),
  is_specific_items: z.boolean(),
  products: z.array(z.object({ name: z.string() })),
  groups: z.array(z.object({ name: z.string() })),
  plans: z.array(z.object({ name: z.string(), subscriptionInterval: z.enum(BILLING_INTERVALS).nullable() })),
  /** Percent, e.g. 10 for 10%. */
  commissionRate: z.number(),
  /** Uses so far. */
  usageCount: z.number().int(),
});
export type TInfluencerCoupon = z.infer<typeof ZInfluencerCoupon>;

/** SPEC §3 "Coupon usage". The buyer is shown only by a stable dummy name. */
export const ZCouponUsage = z.object({
  id: z.string(),
  coupon: z.object({ name: z.string() }),
  User: z.object({ dummyName: z.string() }),
  Invoice: z.object({ invoice_number: z.number().int().nullable(), subtotal: z.number().int() }),
  appliedInvoiceItem: z.object({ total_amount: z.number().int(), discount_amount: z.number().int() }),
  commissionAmount: z.number().int(),
  status: z.enum(['pending', 'paid', 'reversed']),
  createdAt: z.string(),
});
export type TCouponUsage = z.infer<typeof ZCouponUsage>;

/** SPEC §3 "Referral". */
export const ZReferral = z.object({
  id: z.string(),
  Coupon: z.object({ name: z.string() }),
  /** Percent. */
  commissionRate: z.number(),
  /** `${PUBLIC_URL}/signup?signupref=CODE`. */
  link: z.string(),
});
export type TReferral = z.infer<typeof ZReferral>;
export const ZReferralStats = z.object({
  referrals: z.array(ZReferral),
  /** SPEC §9: the first referral's rate, or 5 when the caller has none. Percent. */
  commissionRate: z.number(),
  totalSignups: z.number().int(),
  totalUsages: z.number().int(),
  totalCommission: z.number().int(),
});
export type TReferralStats = z.infer<typeof ZReferralStats>;

/** SPEC §3 "Referral usage". */
export const ZReferralUsage = z.object({
  id: z.string(),
  usedBy: z.object({ dummyName: z.string() }),
  Invoice: z.object({ invoice_number: z.number().int().nullable(), subtotal: z.number().int() }),
  Referral: z.object({ commissionRate: z.number() }),
  commissionAmount: z.number().int(),
  status: z.enum(['pending', 'paid', 'reversed']),
  createdAt: z.string(),
});
export type TReferralUsage = z.infer<typeof ZReferralUsage>;

/** SPEC §3 "Payment". */
export const ZInfluencerPayment = z.object({
  id: z.string(),
  createdAt: z.string(),
  amount: z.number().int(),
  reference: z.string().nullable(),
});
export type TInfluencerPayment = z.infer<typeof ZInfluencerPayment>;

// ---- Admin -------------------------------------------------------------------------------------------

export const ZAdminInfluencerListRequest = ZInfluencerPageRequest.extend({
  status: z.enum(INFLUENCER_STATUSES).optional(),
}).strict();
export const ZAdminInfluencer = ZInfluencerApplication.extend({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  pendingCommission: z.number().int(),
  payableCommission: z.number().int(),
  paidCommission: z.number().int(),
});
export type TAdminInfluencer = z.infer<typeof ZAdminInfluencer>;
export const ZAdminInfluencerIdParams = z.object({ id: z.uuid('ID must be an application id') });
export const ZAdminInfluencerDecisionRequest = z
  .object({
    status: z.enum(['approved', 'rejected'], { error: 'Status must be approved or rejected' }),
    reason: z.string().trim().max(1000, 'Reason is at most 1000 characters').optional(),
    /** Approval: the referral and coupon rate, percent (default 5). */
    commissionRate: z.number().min(0).max(50, 'Commission rate is at most 50%').optional(),
  })
  .strict()
  .refine((value) => value.status === 'approved' || (value.reason ?? '').length > 0, {
    message: 'Give a reason when rejecting an application',
    path: ['reason'],
  });
export const ZAdminPayoutRequest = z.object({ reference: z.string().trim().max(200).optional() }).strict();
export const ZAdminInfluencerCouponRequest = z
  .object({
    name: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{3,40}$/, 'Name may use 3 to 40 letters, digits and hyphens'),
    discountType: z.enum(COUPON_DISCOUNT_TYPES),
    percentOff: z.number().int().min(1).max(100).optional(),
    amountOffPence: z.number().int().min(1).max(10_000_000).optional(),
    redeemBy: z.iso.datetime({ offset: true }).optional(),
    maxRedemptions: z.number().int().min(1).max(1_000_000).optional(),
    commissionRate: z.number().min(0).max(50),
  })
  .strict();

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { coupons } from './coupons';
import { orders } from './orders';
import { users } from './users';

// Connect & Earn (issue 10; SPEC §1, §3, §4): applications, referral links, commissions and payouts.

export const influencerStatusEnum = pgEnum('influencer_status', ['pending', 'approved', 'rejected']);

/** One application per user (SPEC §4): pending → approved or rejected by staff, with a reason. */
export const influencerApplications = pgTable(
  'influencer_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: influencerStatusEnum('status').notNull().default('pending'),
    /** Who follows them and why (free text from the form). */
    audience: text('audience').notNull(),
    channels: text('channels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    links: text('links')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Staff's reason, shown to the applicant on rejection. */
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('influencer_applications_status_idx').on(t.status, t.createdAt)],
);

/**
 * A referral link (SPEC §3 "Referral": id, Coupon.name, commissionRate): `/signup?signupref=CODE`. The code
 * is an `inf-` coupon name, so the link is valid only for the Startup Membership Plan (SPEC §9).
 */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    influencerId: uuid('influencer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    commissionRateBp: integer('commission_rate_bp').notNull().default(500),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referrals_code_lower_idx').on(sql`lower(${t.code})`),
    index('referrals_influencer_idx').on(t.influencerId),
  ],
);

/** A customer who signed up through a referral link; attribution lasts 30 days from `created_at`. */
export const referralSignups = pgTable(
  'referral_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_signups_referral_idx').on(t.referralId)],
);

export const commissionSourceEnum = pgEnum('commission_source', ['coupon', 'referral']);
/** pending (inside the 14-day refund window, or payable but not yet paid) → paid; reversed on refund. */
export const commissionStatusEnum = pgEnum('commission_status', ['pending', 'paid', 'reversed']);

/** What an influencer earns on one paid invoice (SPEC §3 coupon usage / referral usage). Amounts in pence. */
export const commissions = pgTable(
  'commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    influencerId: uuid('influencer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: commissionSourceEnum('source').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    referralId: uuid('referral_id').references(() => referrals.id, { onDelete: 'set null' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyerUserId: uuid('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    invoiceNumber: bigint('invoice_number', { mode: 'number' }),
    subtotalPence: integer('subtotal_pence').notNull(),
    lineTotalPence: integer('line_total_pence').notNull(),
    discountPence: integer('discount_pence').notNull().default(0),
    rateBp: integer('rate_bp').notNull(),
    commissionPence: integer('commission_pence').notNull(),
    /**
     * Issue 20: how much of `commissionPence` partial refunds took back, in proportion to the money
     * refunded on the order. What the influencer earns is commissionPence − reversedPence; when the
     * order is refunded in full the commission is `reversed`.
     */
    reversedPence: integer('reversed_pence').notNull().default(0),
    status: commissionStatusEnum('status').notNull().default('pending'),
    /** End of the refund window: from then the commission counts towards a payout. */
    payableAt: timestamp('payable_at', { withTimezone: true }).notNull(),
    payoutId: uuid('payout_id').references(() => influencerPayouts.id, { onDelete: 'set null' }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('commissions_order_source_idx').on(t.orderId, t.source),
    index('commissions_influencer_idx').on(t.influencerId, t.createdAt),
    check('commissions_amount_nonnegative', sql`${t.commissionPence} >= 0`),
  ],
);

/** A payout staff recorded (SPEC §3 "Payment": id, createdAt, amount). */
export const influencerPayouts = pgTable(
  'influencer_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    influencerId: uuid('influencer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPence: integer('amount_pence').notNull(),
    reference: text('reference'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('influencer_payouts_influencer_idx').on(t.influencerId, t.createdAt)],
);

import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

export const discountTypeEnum = pgEnum('discount_type', ['percent_off', 'amount_off']);

/**
 * SPEC §3 "Influencer coupon": a code with a percentage or an amount off, an expiry, a redemption cap
 * and optionally a list of products, groups and plans it applies to. Names starting `inf-` apply to
 * every startup plan. `influencer_id` and `commission_rate_bp` (basis points) serve issue 10.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    discountType: discountTypeEnum('discount_type').notNull(),
    percentOff: integer('percent_off'),
    amountOffPence: integer('amount_off_pence'),
    redeemBy: timestamp('redeem_by', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    isSpecificItems: boolean('is_specific_items').notNull().default(false),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    groupIds: jsonb('group_ids').$type<string[]>().notNull().default([]),
    /** Plans with an optional interval: the coupon covers only that billing interval of the plan. */
    plans: jsonb('plans').$type<{ planId: string; interval: 'month' | 'year' | null }[]>().notNull().default([]),
    influencerId: uuid('influencer_id').references(() => users.id, { onDelete: 'set null' }),
    commissionRateBp: integer('commission_rate_bp'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** One use of a coupon on a paid order (SPEC §3 "Coupon usage"); counted against max_redemptions. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').notNull(),
    invoiceNumber: bigint('invoice_number', { mode: 'number' }),
    subtotalPence: integer('subtotal_pence').notNull(),
    discountPence: integer('discount_pence').notNull(),
    commissionPence: integer('commission_pence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_redemptions_coupon_idx').on(t.couponId),
    uniqueIndex('coupon_redemptions_order_idx').on(t.couponId, t.orderId),
  ],
);

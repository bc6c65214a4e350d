import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { billingIntervalEnum, plans, products } from './catalog';
import { orderLines } from './orders';
import { users } from './users';

export const subscriptionStatusEnum = pgEnum('subscription_status', ['active', 'past_due', 'cancelled', 'ended']);

/**
 * A startup plan subscription. The user's planType (SPEC §3) is the plan of their active subscription;
 * `cancel_at_period_end` keeps the plan until the paid period ends.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    interval: billingIntervalEnum('interval').notNull(),
    status: subscriptionStatusEnum('status').notNull().default('active'),
    pricePence: integer('price_pence').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    /**
     * A downgrade waiting for the period end (issue 5: downgrades take effect at period end): the plan,
     * interval and price the next period is billed at, and the processor subscription that bills it.
     */
    pendingPlanId: uuid('pending_plan_id').references(() => plans.id, { onDelete: 'restrict' }),
    pendingInterval: billingIntervalEnum('pending_interval'),
    pendingPricePence: integer('pending_price_pence'),
    pendingProviderSubscriptionId: text('pending_provider_subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_provider_idx').on(t.providerSubscriptionId),
    index('subscriptions_due_idx').on(t.status, t.currentPeriodEnd),
    // One live subscription per account.
    uniqueIndex('subscriptions_one_live_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('active', 'past_due')`),
  ],
);

/**
 * A service priced per month or year (bookkeeping) bought through the cart: the order line that
 * started it, the price each period renews at (before VAT), and the processor subscription that bills
 * every later period. Any number per account, unlike the startup plan.
 */
export const serviceSubscriptions = pgTable(
  'service_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    interval: billingIntervalEnum('interval').notNull(),
    status: subscriptionStatusEnum('status').notNull().default('active'),
    pricePence: integer('price_pence').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('service_subscriptions_user_idx').on(t.userId),
    index('service_subscriptions_provider_idx').on(t.providerSubscriptionId),
    // One subscription per order line: settling an order twice starts nothing new.
    uniqueIndex('service_subscriptions_line_idx').on(t.orderLineId),
  ],
);

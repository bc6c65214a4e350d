import { sql } from 'drizzle-orm';
import {
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
import { orderLines, orders } from './orders';
import { users } from './users';

export const paymentStatusEnum = pgEnum('payment_status', ['pending', 'succeeded', 'failed']);

/** Every charge attempt against the payment provider, keyed by its idempotency key. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    subscriptionId: uuid('subscription_id'),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** The processor's card token charged, so a retried checkout repeats exactly the same request. */
    paymentMethodId: text('payment_method_id'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountPence: integer('amount_pence').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.orderId), index('payments_provider_payment_idx').on(t.providerPaymentId)],
);

/**
 * Money given back on an order (issue 6: a domain that could not be registered after payment is
 * refunded). One row per refunded line, keyed by its idempotency key so a retried refund is recorded
 * once; `providerRefundId` is the processor's refund (`re_…`), null when nothing was charged.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id'),
    /** Integer pence, VAT included. */
    amountPence: integer('amount_pence').notNull(),
    reason: text('reason').notNull(),
    /**
     * Issue 20: `pending` while the processor is asked (the amount is already held against what is left
     * to refund), `succeeded` once it answered, `failed` when it refused (the amount is free again).
     */
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('succeeded'),
    failureMessage: text('failure_message'),
    /** The staff member who refunded from /admin; null for a refund the system made. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId)],
);

/** Cards a customer saved: only the provider's token and what can be shown (brand, last 4, expiry). */
export const paymentCards = pgTable(
  'payment_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerPaymentMethodId: text('provider_payment_method_id').notNull().unique(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_cards_user_idx').on(t.userId),
    // At most one primary card per customer, whatever the application does.
    uniqueIndex('payment_cards_one_primary_idx')
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
  ],
);

/**
 * The built-in test gateway's own books, as a processor would keep them: customers and tokenised cards.
 * It never stores a card number; `behaviour` records what the public test-card conventions say the card does.
 */
export const gatewayCustomers = pgTable('gateway_customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name'),
  /** The card charged when no other is named (invoice_settings.default_payment_method in Stripe's terms). */
  defaultPaymentMethodId: text('default_payment_method_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const gatewayPaymentMethods = pgTable('gateway_payment_methods', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').references(() => gatewayCustomers.id, { onDelete: 'cascade' }),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  fingerprint: text('fingerprint').notNull(),
  behaviour: text('behaviour').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in gateway's SetupIntents: a card being saved whose bank asks the cardholder to confirm it
 * (3-D Secure) first. The card is attached to the customer only when the step succeeds.
 */
export const gatewaySetupIntents = pgTable(
  'gateway_setup_intents',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => gatewayCustomers.id, { onDelete: 'cascade' }),
    paymentMethodId: text('payment_method_id').notNull(),
    status: text('status').$type<'requires_action' | 'succeeded' | 'failed'>().notNull(),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gateway_setup_intents_customer_idx').on(t.customerId)],
);

/**
 * The built-in gateway's charges (issue 5), as a processor keeps them: one row per idempotency key, so
 * a retried request answers with the first outcome and never moves money twice. `request_hash`
 * catches a key reused for a different request, which a processor refuses.
 */
export const gatewayCharges = pgTable(
  'gateway_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    requestHash: text('request_hash').notNull(),
    customerId: text('customer_id').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    subscriptionId: text('subscription_id'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<'succeeded' | 'failed' | 'requires_action'>().notNull(),
    declineCode: text('decline_code'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gateway_charges_customer_idx').on(t.customerId)],
);

/**
 * The built-in gateway's subscriptions: what it bills, how often and from when. Its billing run
 * (`runSubscriptionBilling`) charges the due ones and reports each outcome as an event, as Stripe
 * reports renewals with webhooks.
 */
export const gatewaySubscriptions = pgTable(
  'gateway_subscriptions',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    customerId: text('customer_id').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').$type<'month' | 'year'>().notNull(),
    description: text('description').notNull(),
    status: text('status').$type<'active' | 'past_due' | 'canceled'>().notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Failed attempts to bill the current period; after the last one the subscription is cancelled. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [index('gateway_subscriptions_due_idx').on(t.status, t.currentPeriodEnd)],
);

/**
 * The built-in payment gateway's refunds, as a processor keeps them (its charges are gateway_charges):
 * one row per idempotency key; the refunds of a charge never add up to more than the charge.
 */
export const gatewayRefunds = pgTable(
  'gateway_refunds',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    chargeId: text('charge_id').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gateway_refunds_charge_idx').on(t.chargeId)],
);

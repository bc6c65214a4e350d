import { bigint, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { coupons } from './coupons';
import { users } from './users';

export const orderStatusEnum = pgEnum('order_status', [
  'pending_payment',
  'paid',
  'payment_failed',
  'cancelled',
  'refunded',
]);
export const orderLineKindEnum = pgEnum('order_line_kind', ['product', 'group', 'domain', 'add_on', 'service', 'plan']);
export const fulfilmentStatusEnum = pgEnum('fulfilment_status', ['received', 'submitted', 'completed', 'failed']);

/** What the buyer was when they ordered: kept for bookkeeping, anonymised when the account is deleted. */
export type TBuyerSnapshot = { name: string; email: string; country: string | null };

/**
 * What a plan order does to the buyer's subscription once its payment is confirmed (issue 5
 * "Subscriptions"): start one, upgrade the live one (the charge already nets the unused-time credit),
 * or record a renewal of it. Null for an order of cart items.
 */
export type TOrderSubscriptionIntent =
  | {
      action: 'start';
      planId: string;
      interval: 'month' | 'year';
      pricePence: number;
      replacesSubscriptionId: string | null;
    }
  | { action: 'upgrade'; planId: string; interval: 'month' | 'year'; pricePence: number; subscriptionId: string }
  | { action: 'renewal'; subscriptionId: string; periodStart: string; periodEnd: string };

/**
 * An order. `idempotency_key` makes a double-submitted checkout one order; totals are integer pence
 * with VAT shown separately (SPEC §9, issue 5). `user_id` is set null when the account is deleted.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: orderStatusEnum('status').notNull().default('pending_payment'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    buyer: jsonb('buyer').$type<TBuyerSnapshot>().notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponName: text('coupon_name'),
    subtotalPence: integer('subtotal_pence').notNull(),
    discountPence: integer('discount_pence').notNull().default(0),
    vatPence: integer('vat_pence').notNull(),
    totalPence: integer('total_pence').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull().default(2000),
    currency: text('currency').notNull().default('GBP'),
    paymentProvider: text('payment_provider'),
    failureMessage: text('failure_message'),
    subscriptionIntent: jsonb('subscription_intent').$type<TOrderSubscriptionIntent>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt), index('orders_status_idx').on(t.status, t.createdAt)],
);

/** A priced line of an order, frozen at purchase, with its fulfilment status (issue 5 "Fulfilment"). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    parentLineId: uuid('parent_line_id'),
    kind: orderLineKindEnum('kind').notNull(),
    refId: text('ref_id'),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    years: integer('years'),
    unitPricePence: integer('unit_price_pence').notNull(),
    discountPence: integer('discount_pence').notNull().default(0),
    totalPence: integer('total_pence').notNull(),
    fulfilmentStatus: fulfilmentStatusEnum('fulfilment_status').notNull().default('received'),
    failureReason: text('failure_reason'),
    /** The domain a product line was bought for (an SSL certificate on its own). */
    forDomain: text('for_domain'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** The timeline a customer follows: every status change of a line, who made it and why. */
export const orderLineEvents = pgTable(
  'order_line_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    status: fulfilmentStatusEnum('status').notNull(),
    note: text('note'),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_line_events_line_idx').on(t.orderLineId)],
);

/** Documents staff attach to a line (certificate of incorporation, filing receipt): the customer's vault. */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_documents_line_idx').on(t.orderLineId)],
);

/**
 * Invoices, numbered without gaps: the number is taken from `invoice_counters` inside the transaction
 * that records the confirmed payment, so concurrent checkouts queue on the counter row.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceNumber: bigint('invoice_number', { mode: 'number' }).notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    buyer: jsonb('buyer').$type<TBuyerSnapshot>().notNull(),
    subtotalPence: integer('subtotal_pence').notNull(),
    discountPence: integer('discount_pence').notNull(),
    vatPence: integer('vat_pence').notNull(),
    totalPence: integer('total_pence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoices_user_idx').on(t.userId, t.issuedAt)],
);

/**
 * Credit notes (issue 20: refunds): one per refund of an invoiced order, numbered in their own gapless
 * series (CN-000001, …) from the `credit_note` row of invoice_counters, taken in the refund's
 * transaction. Amounts are pence: net + VAT = amount given back.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creditNoteNumber: bigint('credit_note_number', { mode: 'number' }).notNull().unique(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The order_refunds row it documents: one credit note per refund. */
    refundId: uuid('refund_id').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    buyer: jsonb('buyer').$type<TBuyerSnapshot>().notNull(),
    netPence: integer('net_pence').notNull(),
    vatPence: integer('vat_pence').notNull(),
    amountPence: integer('amount_pence').notNull(),
    reason: text('reason').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_notes_order_idx').on(t.orderId), index('credit_notes_user_idx').on(t.userId, t.issuedAt)],
);

export const invoiceCounters = pgTable('invoice_counters', {
  name: text('name').primaryKey(),
  nextValue: bigint('next_value', { mode: 'number' }).notNull(),
});

// Orders as stored: writing a new order with its frozen lines, numbering invoices without gaps, and
// reading an order back as the shared TOrder (lines with their timeline and documents).
import { UK_VAT_RATE_PERCENT, type TOrder, type TOrderDocument, ordersEndpoints, pathOf } from '@launchpad/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import {
  type TBuyerSnapshot,
  type TOrderSubscriptionIntent,
  creditNotes,
  invoiceCounters,
  invoices,
  orderDocuments,
  orderLineEvents,
  orderLines,
  orders,
  payments,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ACCOUNT_GONE } from '../users';

export type TOrderRow = typeof orders.$inferSelect;
type TLineKind = (typeof orderLines.$inferInsert)['kind'];

/** A line before it is stored. `key`/`parentKey` link add-ons and services to the line they came with. */
export type TDraftLine = {
  key: string;
  parentKey: string | null;
  kind: TLineKind;
  refId: string | null;
  description: string;
  quantity: number;
  years: number | null;
  unitPricePence: number;
  /** Before the coupon: unit × quantity (× years). */
  amountPence: number;
  discountPence: number;
  /** The domain a product line is bought for (an SSL certificate on its own). */
  forDomain?: string | null;
};

export type TOrderDraft = {
  userId: string;
  idempotencyKey: string;
  buyer: TBuyerSnapshot;
  coupon: { id: string; name: string } | null;
  subtotalPence: number;
  discountPence: number;
  vatPence: number;
  totalPence: number;
  lines: TDraftLine[];
  subscriptionIntent: TOrderSubscriptionIntent | null;
  provider: string;
};

/**
 * The order a checkout or a plan payment is about to place: the buyer as they are now (with any name
 * or country typed at checkout) and the totals of the shared price summary (VAT added once).
 */
export async function composeOrderDraft(
  deps: Pick<TDeps, 'db' | 'payments'>,
  options: {
    userId: string;
    idempotencyKey: string;
    buyer?: { name?: string | undefined; country?: string | undefined } | undefined;
    coupon: TOrderDraft['coupon'];
    summary: { subtotal: number; discount: number; vat: number; total: number };
    lines: TDraftLine[];
    subscriptionIntent: TOrderSubscriptionIntent | null;
  },
): Promise<TOrderDraft> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, options.userId)).limit(1);
  if (!user) throw new AppError('UNAUTHORIZED', ACCOUNT_GONE);
  return {
    userId: options.userId,
    idempotencyKey: options.idempotencyKey,
    buyer: {
      name: options.buyer?.name ?? user.name,
      email: user.email,
      country: options.buyer?.country ?? user.country,
    },
    coupon: options.coupon,
    subtotalPence: options.summary.subtotal,
    discountPence: options.summary.discount,
    vatPence: options.summary.vat,
    totalPence: options.summary.total,
    lines: options.lines,
    subscriptionIntent: options.subscriptionIntent,
    provider: deps.payments.name,
  };
}

/** The name invoices are counted under in invoice_counters. */
const INVOICE_COUNTER = 'invoice';

/**
 * Writes the order, its lines and its payment row (pending), inside `tx`. The order's idempotency key
 * is unique: a second order with the same key fails with a unique violation the caller turns into
 * "use the first one".
 */
export async function insertOrder(
  tx: TDb,
  draft: TOrderDraft,
  options: { status?: 'pending_payment' | 'paid'; paidAt?: Date | null } = {},
): Promise<TOrderRow> {
  const [order] = await tx
    .insert(orders)
    .values({
      userId: draft.userId,
      status: options.status ?? 'pending_payment',
      idempotencyKey: draft.idempotencyKey,
      buyer: draft.buyer,
      couponId: draft.coupon?.id ?? null,
      couponName: draft.coupon?.name ?? null,
      subtotalPence: draft.subtotalPence,
      discountPence: draft.discountPence,
      vatPence: draft.vatPence,
      totalPence: draft.totalPence,
      vatRateBp: UK_VAT_RATE_PERCENT * 100,
      paymentProvider: draft.provider,
      subscriptionIntent: draft.subscriptionIntent,
      paidAt: options.paidAt ?? null,
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');

  const ids = new Map<string, string>();
  for (const [position, line] of draft.lines.entries()) {
    const [row] = await tx
      .insert(orderLines)
      .values({
        orderId: order.id,
        parentLineId: line.parentKey ? (ids.get(line.parentKey) ?? null) : null,
        kind: line.kind,
        refId: line.refId,
        description: line.description,
        quantity: line.quantity,
        years: line.years,
        unitPricePence: line.unitPricePence,
        discountPence: line.discountPence,
        totalPence: line.amountPence,
        forDomain: line.forDomain ?? null,
        position,
      })
      .returning({ id: orderLines.id });
    if (row) ids.set(line.key, row.id);
  }
  return order;
}

/**
 * The next invoice number, taken inside the transaction that records the payment. The counter row
 * is created on first use and then updated in place: the update locks it until the transaction ends,
 * so concurrent payments (on any number of api processes) queue here and a rolled-back transaction
 * gives its number back. Numbers therefore run 1, 2, 3… with no gap and no repeat.
 */
export async function nextInvoiceNumber(tx: TDb, counter: string = INVOICE_COUNTER): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ name: counter, nextValue: 2 })
    .onConflictDoUpdate({ target: invoiceCounters.name, set: { nextValue: sql`${invoiceCounters.nextValue} + 1` } })
    .returning({ nextValue: invoiceCounters.nextValue });
  if (!row) throw new Error(`${counter} counter returned nothing`);
  return row.nextValue - 1;
}

/** The invoice of a paid order, numbered now (inside the payment's transaction). */
export async function issueInvoice(tx: TDb, order: TOrderRow, issuedAt: Date): Promise<number> {
  const invoiceNumber = await nextInvoiceNumber(tx);
  await tx.insert(invoices).values({
    invoiceNumber,
    orderId: order.id,
    userId: order.userId,
    buyer: order.buyer,
    subtotalPence: order.subtotalPence,
    discountPence: order.discountPence,
    vatPence: order.vatPence,
    totalPence: order.totalPence,
    issuedAt,
  });
  return invoiceNumber;
}

/** The first timeline entries of a paid order: every line received; plans are active at once. */
export async function startTimelines(tx: TDb, orderId: string, at: Date): Promise<void> {
  const lines = await tx
    .select({ id: orderLines.id, kind: orderLines.kind })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  if (lines.length === 0) return;
  await tx.insert(orderLineEvents).values(
    lines.map((line) => ({
      orderLineId: line.id,
      status: 'received' as const,
      note: 'Payment confirmed: we have your order.',
      createdAt: at,
    })),
  );
  const plans = lines.filter((line) => line.kind === 'plan').map((line) => line.id);
  if (plans.length === 0) return;
  await tx.update(orderLines).set({ fulfilmentStatus: 'completed' }).where(inArray(orderLines.id, plans));
  await tx.insert(orderLineEvents).values(
    plans.map((id) => ({
      orderLineId: id,
      status: 'completed' as const,
      note: 'Your plan is active.',
      createdAt: at,
    })),
  );
}

export async function findOrderByKey(db: TDb, idempotencyKey: string): Promise<TOrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey)).limit(1);
  return row;
}

export async function findOrder(db: TDb, orderId: string): Promise<TOrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

/** The order row locked for the rest of the transaction: a payment confirmed twice queues here and is recorded once. */
export async function lockOrder(tx: TDb, orderId: string): Promise<TOrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** The order is paid now (a payment that failed first may still succeed later: money moved). */
export async function markOrderPaid(tx: TDb, orderId: string, paidAt: Date): Promise<TOrderRow> {
  const [paid] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt, failureMessage: null })
    .where(eq(orders.id, orderId))
    .returning();
  if (!paid) throw new Error('order update returned nothing');
  return paid;
}

/** Nothing was charged: an order still waiting for its payment failed, with the message the customer reads. */
export async function markOrderFailed(tx: TDb, orderId: string, failureMessage: string): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'payment_failed', failureMessage })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')));
}

/** A note on a line's timeline that is not a change of its status by staff (e.g. a refund that failed). */
export async function noteOnLine(
  db: TDb,
  event: { orderLineId: string; status: 'received' | 'submitted' | 'completed' | 'failed'; note: string },
): Promise<void> {
  await db.insert(orderLineEvents).values(event);
}

/** Every line of an order done at once (a renewal), each with the same note on its timeline. */
export async function completeAllLines(tx: TDb, orderId: string, note: string, at: Date): Promise<void> {
  const lines = await tx
    .update(orderLines)
    .set({ fulfilmentStatus: 'completed' })
    .where(eq(orderLines.orderId, orderId))
    .returning({ id: orderLines.id });
  for (const line of lines) {
    await tx.insert(orderLineEvents).values({ orderLineId: line.id, status: 'completed', note, createdAt: at });
  }
}

/** A line's description as the invoice shows it (a renewing service adds its terms once it started). */
export async function describeLine(tx: TDb, orderLineId: string, description: string): Promise<void> {
  await tx.update(orderLines).set({ description }).where(eq(orderLines.id, orderLineId));
}

/** Everything paid was given back. */
export async function markOrderRefunded(tx: TDb, orderId: string): Promise<void> {
  await tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, orderId));
}

export async function paymentOf(db: TDb, orderId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
  return row;
}

export const documentJson = (row: typeof orderDocuments.$inferSelect): TOrderDocument => ({
  id: row.id,
  orderLineId: row.orderLineId,
  filename: row.filename,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  uploadedAt: row.createdAt.toISOString(),
  url: pathOf(ordersEndpoints.document, { documentId: row.id }),
});

const subscriptionOf = (intent: TOrderSubscriptionIntent | null): string | null =>
  !intent ? null : intent.action === 'start' ? null : intent.subscriptionId;

/** Several orders as the shared TOrder, in the order of `rows`, with three queries for all their details. */
export async function toOrders(
  db: TDb,
  rows: TOrderRow[],
  startedSubscriptions = new Map<string, string>(),
): Promise<TOrder[]> {
  if (rows.length === 0) return [];
  const orderIds = rows.map((row) => row.id);
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.position));
  const lineIds = lines.map((line) => line.id);
  const [events, documents, invoiceRows] = await Promise.all([
    lineIds.length
      ? db
          .select()
          .from(orderLineEvents)
          .where(inArray(orderLineEvents.orderLineId, lineIds))
          .orderBy(asc(orderLineEvents.createdAt), asc(orderLineEvents.id))
      : [],
    lineIds.length
      ? db
          .select()
          .from(orderDocuments)
          .where(inArray(orderDocuments.orderLineId, lineIds))
          .orderBy(asc(orderDocuments.createdAt))
      : [],
    db
      .select({ orderId: invoices.orderId, invoiceNumber: invoices.invoiceNumber })
      .from(invoices)
      .where(inArray(invoices.orderId, orderIds)),
  ]);
  const invoiceOf = new Map(invoiceRows.map((row) => [row.orderId, row.invoiceNumber]));
  return rows.map((order) => ({
    id: order.id,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    buyer: { name: order.buyer.name, email: order.buyer.email || null, country: order.buyer.country },
    couponName: order.couponName,
    subtotalPence: order.subtotalPence,
    discountPence: order.discountPence,
    vatPence: order.vatPence,
    vatRatePercent: order.vatRateBp / 100,
    totalPence: order.totalPence,
    currency: 'GBP' as const,
    failureMessage: order.failureMessage,
    invoiceNumber: invoiceOf.get(order.id) ?? null,
    subscriptionId: startedSubscriptions.get(order.id) ?? subscriptionOf(order.subscriptionIntent),
    lines: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => ({
        id: line.id,
        parentLineId: line.parentLineId,
        kind: line.kind,
        description: line.description,
        quantity: line.quantity,
        years: line.years,
        unitPricePence: line.unitPricePence,
        amountPence: line.totalPence,
        discountPence: line.discountPence,
        fulfilmentStatus: line.fulfilmentStatus,
        failureReason: line.failureReason,
        timeline: events
          .filter((event) => event.orderLineId === line.id)
          .map((event) => ({ status: event.status, note: event.note, at: event.createdAt.toISOString() })),
        documents: documents.filter((doc) => doc.orderLineId === line.id).map(documentJson),
      })),
  }));
}

export async function toOrder(db: TDb, row: TOrderRow): Promise<TOrder> {
  const [order] = await toOrders(db, [row], await startedSubscriptionsOf(db, [row]));
  if (!order) throw new Error('order vanished');
  return order;
}

/** For orders that started a subscription: which one (payments.subscription_id, set when it was paid). */
export async function startedSubscriptionsOf(db: TDb, rows: TOrderRow[]): Promise<Map<string, string>> {
  const starts = rows.filter((row) => row.subscriptionIntent?.action === 'start').map((row) => row.id);
  if (starts.length === 0) return new Map();
  const found = await db
    .select({ orderId: payments.orderId, subscriptionId: payments.subscriptionId })
    .from(payments)
    .where(and(inArray(payments.orderId, starts), sql`${payments.subscriptionId} is not null`));
  return new Map(found.map((row) => [row.orderId ?? '', row.subscriptionId ?? '']));
}

/** What a deleted account's orders and invoices say about the buyer: kept for the books, naming no one. */
export const DELETED_BUYER: TBuyerSnapshot = { name: 'Deleted customer', email: '', country: null };

/**
 * Account deletion, inside its transaction: the orders and invoices stay (bookkeeping needs them)
 * but the buyer snapshot on them is replaced, so no name or email of the person is left.
 */
export async function anonymiseOrdersOf(tx: TDb, userId: string): Promise<void> {
  await tx.update(orders).set({ buyer: DELETED_BUYER }).where(eq(orders.userId, userId));
  await tx.update(invoices).set({ buyer: DELETED_BUYER }).where(eq(invoices.userId, userId));
  await tx.update(creditNotes).set({ buyer: DELETED_BUYER }).where(eq(creditNotes.userId, userId));
}

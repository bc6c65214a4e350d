// Refunds. Two kinds:
// - refundOrderLine (issue 6): a paid line that could not be fulfilled (a domain the registry refused)
//   is given back by the system, each line at most once, keyed by the line.
// - refundOrder (issue 20): staff give back part or all of an order from /admin, keyed by the
//   idempotency key the refund form made, so a double click refunds once.
// Either way the amount is held against what is left of the payment before the processor is asked,
// so two refunds at once can never give back more than was paid; the invoice gets a credit note in its
// own gapless series; commissions on the order are reversed.
import { formatCreditNoteNumber, formatPounds } from '@launchpad/shared';
import { and, eq, like, lte, ne, sql } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { creditNotes, invoices, orderLines, orderRefunds, orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { reverseCommissionsForRefund, reverseCommissionsInProportion } from '../influencer';
import { issueCreditNote, markOrderRefunded, orderMails, paymentOf } from '../orders';

export type TRefundDeps = Pick<TDeps, 'db' | 'payments'>;

type TOrderRow = typeof orders.$inferSelect;
type TLineRow = typeof orderLines.$inferSelect;

/** What the customer paid for a line: its amount after its share of the discount, plus VAT at the order's rate. */
export function lineChargedPence(
  order: Pick<TOrderRow, 'vatRateBp'>,
  line: Pick<TLineRow, 'totalPence' | 'discountPence'>,
) {
  const net = Math.max(0, line.totalPence - line.discountPence);
  return net + Math.round((net * order.vatRateBp) / 10_000);
}

export type TLineRefund = { amountPence: number; providerRefundId: string | null };

/**
 * Refund one line of a paid order through the payment provider and record it on the order. Never more
 * than is left of the order's payment; when everything has been given back the order is `refunded`.
 */
export async function refundOrderLine(
  deps: TRefundDeps,
  options: { orderId: string; orderLineId: string; reason: string },
): Promise<TLineRefund> {
  const idempotencyKey = `refund:line:${options.orderLineId}`;
  const [earlier] = await deps.db.select().from(orderRefunds).where(eq(orderRefunds.idempotencyKey, idempotencyKey));
  if (earlier) return { amountPence: earlier.amountPence, providerRefundId: earlier.providerRefundId };

  const [order] = await deps.db.select().from(orders).where(eq(orders.id, options.orderId)).limit(1);
  const [line] = await deps.db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.id, options.orderLineId), eq(orderLines.orderId, options.orderId)))
    .limit(1);
  if (!order || !line) throw new AppError('NOT_FOUND', 'Order line not found.');
  if (order.status !== 'paid' && order.status !== 'refunded') {
    throw new AppError('CONFLICT', 'Only a paid order can be refunded.');
  }
  const amountPence = Math.min(
    lineChargedPence(order, line),
    order.totalPence - (await refundedSoFar(deps.db, order.id)),
  );

  const payment = await paymentOf(deps.db, order.id);
  let providerRefundId: string | null = null;
  if (amountPence > 0 && payment?.providerPaymentId) {
    const refund = await deps.payments.refundCharge(
      {
        chargeId: payment.providerPaymentId,
        amount: amountPence,
        reason: options.reason,
        metadata: { orderId: order.id, orderLineId: line.id },
      },
      { idempotencyKey },
    );
    providerRefundId = refund.id;
  }
  await deps.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(orderRefunds)
      .values({
        orderId: order.id,
        orderLineId: line.id,
        idempotencyKey,
        provider: payment?.provider ?? deps.payments.name,
        providerRefundId,
        amountPence: Math.max(0, amountPence),
        reason: options.reason,
      })
      .onConflictDoNothing({ target: orderRefunds.idempotencyKey })
      .returning({ id: orderRefunds.id });
    if (recorded) {
      await issueCreditNote(tx, {
        order,
        refundId: recorded.id,
        amountPence: Math.max(0, amountPence),
        reason: options.reason,
        issuedAt: new Date(),
      });
    }
    // Issue 10: a refunded line reverses the influencer's unpaid commission on the order.
    await reverseCommissionsForRefund(tx, { orderId: order.id, orderLineId: line.id, now: new Date() });
    if (order.totalPence > 0 && (await refundedSoFar(tx, order.id)) >= order.totalPence) {
      await markOrderRefunded(tx, order.id);
    }
  });
  return { amountPence: Math.max(0, amountPence), providerRefundId };
}

/** Given back (or being given back) on an order so far, pence: every refund that did not fail. */
async function refundedSoFar(db: TDb, orderId: string): Promise<number> {
  const [sum] = await db
    .select({ total: sql<string | null>`sum(${orderRefunds.amountPence})` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), ne(orderRefunds.status, 'failed')));
  return Number(sum?.total ?? 0);
}

export type TStaffRefundDeps = Pick<TDeps, 'db' | 'payments' | 'outbox' | 'config'>;

export type TStaffRefund = {
  orderId: string;
  amountPence: number;
  creditNoteNumber: string | null;
  /** False when this key had already refunded: nothing more was given back. */
  created: boolean;
};

/**
 * Staff refund part (`amountPence`, VAT included) or all (no amount) of a paid order through the
 * processor (issue 20). In three steps, so that neither a double click, two staff at once, nor a crash
 * gives back more than was paid:
 * 1. with the order locked, the amount is checked against what is left and held as a `pending` refund
 *    under the key (the same key finds that row instead: a double click refunds once);
 * 2. the processor is asked with the same key (a retry after a crash repeats nothing there);
 * 3. one transaction marks it succeeded, issues the credit note, reverses commissions in proportion,
 *    marks a fully refunded order `refunded` and writes the customer's mail to the outbox.
 * A processor refusal frees the amount again and is told to staff as it was given.
 */
export async function refundOrder(
  deps: TStaffRefundDeps,
  options: {
    orderId: string;
    amountPence?: number | undefined;
    reason: string;
    idempotencyKey: string;
    actorUserId: string;
    now?: Date;
  },
): Promise<TStaffRefund> {
  const key = `refund:staff:${options.idempotencyKey}`;
  const held = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, options.orderId)).for('update');
    if (!order) throw new AppError('NOT_FOUND', 'Order not found.');
    const [earlier] = await tx.select().from(orderRefunds).where(eq(orderRefunds.idempotencyKey, key)).limit(1);
    if (earlier) {
      if (earlier.orderId !== order.id) {
        throw new AppError('CONFLICT', 'This refund form was already used for another order: open it again.');
      }
      return { order, refund: earlier, created: false };
    }
    if (order.status !== 'paid' && order.status !== 'refunded') {
      throw new AppError('CONFLICT', 'Only a paid order can be refunded.');
    }
    const left = order.totalPence - (await refundedSoFar(tx, order.id));
    if (left <= 0) throw new AppError('BAD_REQUEST', 'This order has already been refunded in full.');
    const amountPence = options.amountPence ?? left;
    if (amountPence > left) {
      throw new AppError(
        'BAD_REQUEST',
        `${formatPounds(amountPence)} is more than is left to refund on this order: at most ${formatPounds(left)}.`,
      );
    }
    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        orderId: order.id,
        idempotencyKey: key,
        provider: order.paymentProvider ?? deps.payments.name,
        amountPence,
        reason: options.reason,
        status: 'pending',
        actorUserId: options.actorUserId,
      })
      .returning();
    if (!refund) throw new Error('refund row returned nothing');
    return { order, refund, created: true };
  });
  const { order } = held;
  let refund = held.refund;
  if (refund.status === 'failed') {
    throw new AppError('BAD_REQUEST', refund.failureMessage ?? 'This refund failed. Open the refund form again.');
  }
  if (refund.status === 'pending') refund = await completeRefund(deps, order, refund, options.now ?? new Date());
  const [note] = await deps.db
    .select({ number: creditNotes.creditNoteNumber })
    .from(creditNotes)
    .where(eq(creditNotes.refundId, refund.id))
    .limit(1);
  return {
    orderId: order.id,
    amountPence: refund.amountPence,
    creditNoteNumber: note?.number ? formatCreditNoteNumber(note.number) : null,
    created: held.created,
  };
}

type TRefundRow = typeof orderRefunds.$inferSelect;

/** Steps 2 and 3 of refundOrder for a refund held as `pending`: ask the processor (same key), then settle. */
async function completeRefund(
  deps: TStaffRefundDeps,
  order: typeof orders.$inferSelect,
  refund: TRefundRow,
  now: Date,
): Promise<TRefundRow> {
  const payment = await paymentOf(deps.db, order.id);
  if (!payment?.providerPaymentId) {
    await markFailed(deps.db, refund.id, 'This order has no card payment to refund.');
    throw new AppError('CONFLICT', 'This order has no card payment to refund.');
  }
  let providerRefundId: string;
  try {
    providerRefundId = (
      await deps.payments.refundCharge(
        {
          chargeId: payment.providerPaymentId,
          amount: refund.amountPence,
          reason: refund.reason,
          metadata: { orderId: order.id, refundId: refund.id },
        },
        { idempotencyKey: refund.idempotencyKey },
      )
    ).id;
  } catch (error) {
    // A refusal (AppError) is final: the amount is free again. Anything else (the processor did not
    // answer) stays pending: the same key sent again, or finishPendingRefunds, finishes it without
    // refunding twice.
    if (error instanceof AppError && error.statusCode < 500) await markFailed(deps.db, refund.id, error.message);
    throw error;
  }
  return settleRefund(deps, { order, refundId: refund.id, providerRefundId, now });
}

/**
 * Staff refunds left `pending` for longer than `graceMs` (the processor did not answer, or the server
 * stopped between asking it and recording the answer) are asked again with their own key and settled:
 * the processor refunds at most once per key, so this never gives back twice. Scheduled with the
 * payment reconciliation; returns how many were finished.
 */
export async function finishPendingRefunds(
  deps: TStaffRefundDeps & { log: Pick<TDeps['log'], 'error'> },
  options: { now: Date; graceMs: number },
): Promise<{ finished: number; failed: number }> {
  const stale = await deps.db
    .select({ refund: orderRefunds, order: orders })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(
      and(
        eq(orderRefunds.status, 'pending'),
        like(orderRefunds.idempotencyKey, 'refund:staff:%'),
        lte(orderRefunds.createdAt, new Date(options.now.getTime() - options.graceMs)),
      ),
    )
    .limit(50);
  const result = { finished: 0, failed: 0 };
  for (const { refund, order } of stale) {
    try {
      await completeRefund(deps, order, refund, options.now);
      result.finished += 1;
    } catch (error) {
      result.failed += 1;
      deps.log.error({ err: error, refundId: refund.id, orderId: order.id }, 'a pending refund could not be finished');
    }
  }
  return result;
}

async function markFailed(db: TDb, refundId: string, message: string) {
  await db
    .update(orderRefunds)
    .set({ status: 'failed', failureMessage: message })
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, 'pending')));
}

/** Step 3 of refundOrder: once, however many requests reach it with the same refund. */
async function settleRefund(
  deps: TStaffRefundDeps,
  options: { order: typeof orders.$inferSelect; refundId: string; providerRefundId: string; now: Date },
) {
  const { order, now } = options;
  let mail: string | null = null;
  const refund = await deps.db.transaction(async (tx) => {
    const [settled] = await tx
      .update(orderRefunds)
      .set({ status: 'succeeded', providerRefundId: options.providerRefundId })
      .where(and(eq(orderRefunds.id, options.refundId), eq(orderRefunds.status, 'pending')))
      .returning();
    if (!settled) {
      const [current] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, options.refundId));
      if (!current) throw new Error('refund vanished');
      return current;
    }
    const creditNote = await issueCreditNote(tx, {
      order,
      refundId: settled.id,
      amountPence: settled.amountPence,
      reason: settled.reason,
      issuedAt: now,
    });
    const refunded = await refundedSoFar(tx, order.id);
    await reverseCommissionsInProportion(tx, {
      orderId: order.id,
      refundedPence: refunded,
      totalPence: order.totalPence,
      now,
    });
    if (refunded >= order.totalPence) {
      await markOrderRefunded(tx, order.id);
    }
    if (order.buyer.email) {
      const [invoice] = await tx
        .select({ number: invoices.invoiceNumber })
        .from(invoices)
        .where(eq(invoices.orderId, order.id))
        .limit(1);
      mail = await deps.outbox.add(tx, {
        kind: 'mail',
        template: 'order_refund',
        message: orderMails.refund(
          order.buyer.email,
          {
            name: order.buyer.name,
            amountPence: settled.amountPence,
            invoiceNumber: invoice?.number ?? null,
            creditNoteNumber: creditNote === null ? null : formatCreditNoteNumber(creditNote),
            reason: settled.reason,
            leftPence: Math.max(0, order.totalPence - refunded),
          },
          deps.config.PUBLIC_URL,
        ),
        meta: { orderId: order.id, refundId: settled.id },
      });
    }
    return settled;
  });
  if (mail) await deps.outbox.deliver([mail]);
  return refund;
}

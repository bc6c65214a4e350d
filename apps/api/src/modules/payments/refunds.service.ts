// Refunds of paid order lines (issue 6: a domain that could not be registered after payment). Each
// line is refunded at most once: its refund is keyed by the line, at the processor and in
// order_refunds, so a retried fulfilment never gives money back twice.
import { and, eq, sql } from 'drizzle-orm';
import type { TDeps } from '../../app';
import { orderLines, orderRefunds, orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { reverseCommissionsForRefund } from '../influencer/commission.service';
import { paymentOf } from '../orders/orders.store';

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
  const [given] = await deps.db
    .select({ total: sql<string | null>`sum(${orderRefunds.amountPence})` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, order.id));
  const amountPence = Math.min(lineChargedPence(order, line), order.totalPence - Number(given?.total ?? 0));

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
    await tx
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
      .onConflictDoNothing({ target: orderRefunds.idempotencyKey });
    // Issue 10: a refunded line reverses the influencer's unpaid commission on the order.
    await reverseCommissionsForRefund(tx, { orderId: order.id, orderLineId: line.id, now: new Date() });
    const [sum] = await tx
      .select({ total: sql<string | null>`sum(${orderRefunds.amountPence})` })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, order.id));
    if (order.totalPence > 0 && Number(sum?.total ?? 0) >= order.totalPence) {
      await tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, order.id));
    }
  });
  return { amountPence: Math.max(0, amountPence), providerRefundId };
}

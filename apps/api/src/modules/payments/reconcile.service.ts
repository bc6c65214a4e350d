// Checkout repairs itself (issue 20): an order still `pending_payment` after a grace period was left
// half-way — the process stopped between the charge and its settlement, or the customer went away.
// What the payments module knows of it: the orders still pending and what the processor says of their
// charge. Settling or failing them is flows/reconcile-payments.ts.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { orders, payments, users } from '../../db/schema';
import type { TChargeLookup, TFoundCharge } from '../../providers/payments/charge-lookup';
import { CardDeclinedError } from '../../providers/payments/payment.provider';
import type { TPaymentDeps } from './order-payment.service';

/** Orders looked at per run; the next run takes the rest. */
const BATCH = 50;

export const NOTHING_CHARGED =
  'Your payment did not go through and nothing was charged. Please try again from your cart.';

export type TReconcileResult = { settled: number; failed: number; waiting: number; errors: number };

/** What the processor says about the order's charge: by its id when we recorded it, else by the order. */
export async function chargeOf(
  deps: TPaymentDeps,
  lookup: TChargeLookup,
  order: { id: string; idempotencyKey: string; userId: string | null; createdAt: Date },
  providerPaymentId: string | null,
): Promise<TFoundCharge | null> {
  if (providerPaymentId) {
    try {
      const charge = await deps.payments.retrieveCharge(providerPaymentId);
      return { id: charge.id, status: charge.status, failureMessage: charge.failureMessage };
    } catch (error) {
      // The built-in gateway answers a declined charge with its decline.
      if (error instanceof CardDeclinedError)
        return { id: providerPaymentId, status: 'failed', failureMessage: error.message };
      throw error;
    }
  }
  const [user] = order.userId
    ? await deps.db
        .select({ customerId: users.paymentCustomerId })
        .from(users)
        .where(eq(users.id, order.userId))
        .limit(1)
    : [];
  return lookup.findOrderCharge({
    orderId: order.id,
    idempotencyKey: order.idempotencyKey,
    customerId: user?.customerId ?? null,
    createdAt: order.createdAt,
  });
}

/** Orders still waiting for their payment since before `before`, oldest first, one batch of them. */
export async function stuckOrders(db: TDb, before: Date) {
  return db
    .select({
      id: orders.id,
      idempotencyKey: orders.idempotencyKey,
      userId: orders.userId,
      createdAt: orders.createdAt,
      totalPence: orders.totalPence,
      providerPaymentId: payments.providerPaymentId,
    })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(and(eq(orders.status, 'pending_payment'), lte(orders.createdAt, before)))
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
}

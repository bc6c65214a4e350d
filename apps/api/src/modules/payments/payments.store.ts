// The payments table as the payments module keeps it: one row per order, opened with the order,
// told which card pays and which processor charge it is, and closed as succeeded or failed. Writes
// that belong to a larger change take that change's transaction (`tx`).
import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { payments } from '../../db/schema';

/** The payment row of a new order, in the order's transaction: nothing is charged yet. */
export async function openPayment(
  tx: TDb,
  payment: { orderId: string; provider: string; idempotencyKey: string; amountPence: number },
): Promise<void> {
  await tx.insert(payments).values(payment);
}

/**
 * A payment the processor already took (a renewal it billed, a domain renewed with the saved card),
 * recorded with its order in that order's transaction.
 */
export async function recordSucceededPayment(
  tx: TDb,
  payment: {
    orderId: string;
    provider: string;
    providerPaymentId: string | null;
    idempotencyKey: string;
    amountPence: number;
    paymentMethodId?: string | null;
    subscriptionId?: string | null;
  },
): Promise<void> {
  await tx.insert(payments).values({ ...payment, status: 'succeeded' });
}

/**
 * The card an order is paid with, claimed once: a second request for the same order finds the card
 * the first one chose and pays with that one.
 */
export async function claimPaymentMethod(db: TDb, orderId: string, paymentMethodId: string): Promise<string> {
  const [claimed] = await db
    .update(payments)
    .set({ paymentMethodId })
    .where(and(eq(payments.orderId, orderId), isNull(payments.paymentMethodId)))
    .returning({ paymentMethodId: payments.paymentMethodId });
  if (claimed?.paymentMethodId) return claimed.paymentMethodId;
  const [current] = await db
    .select({ paymentMethodId: payments.paymentMethodId })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .limit(1);
  return current?.paymentMethodId ?? paymentMethodId;
}

/** The processor's charge for an order, remembered as soon as the processor answered. */
export async function recordProviderPaymentId(db: TDb, orderId: string, providerPaymentId: string): Promise<void> {
  await db.update(payments).set({ providerPaymentId }).where(eq(payments.orderId, orderId));
}

/** The order a processor charge pays for, if it is one of ours. */
export async function orderIdOfCharge(db: TDb, providerPaymentId: string): Promise<string | null> {
  const [payment] = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId))
    .limit(1);
  return payment?.orderId ?? null;
}

/** The processor's token for the card an order was paid with (renewing services bill it again). */
export async function paymentMethodOf(db: TDb, orderId: string): Promise<string | null> {
  const [payment] = await db
    .select({ paymentMethodId: payments.paymentMethodId })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .limit(1);
  return payment?.paymentMethodId ?? null;
}

/** Money moved: the order's payment succeeded (also after it had failed first). */
export async function markPaymentSucceeded(tx: TDb, orderId: string, providerPaymentId: string | null): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'succeeded', failureCode: null, failureMessage: null, providerPaymentId })
    .where(eq(payments.orderId, orderId));
}

/** Nothing was charged: a payment still pending failed, with the processor's (or our) reason. */
export async function markPaymentFailed(
  tx: TDb,
  orderId: string,
  failure: { message: string; code?: string | null },
): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'failed', failureCode: failure.code ?? null, failureMessage: failure.message })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
}

/** A plan's payment belongs to the subscription it started or changed. */
export async function linkPaymentToSubscription(tx: TDb, orderId: string, subscriptionId: string): Promise<void> {
  await tx.update(payments).set({ subscriptionId }).where(eq(payments.orderId, orderId));
}

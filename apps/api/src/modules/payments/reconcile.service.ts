// Checkout repairs itself (issue 20): an order still `pending_payment` after a grace period was left
// half-way — the process stopped between the charge and its settlement, or the customer went away.
// The processor is asked what became of its charge; a succeeded charge settles the order (settleOrder:
// one invoice, once), a failed or missing one fails it so the customer can pay again.
import { and, asc, eq, lte } from 'drizzle-orm';
import { orders, payments, users } from '../../db/schema';
import type { TChargeLookup, TFoundCharge } from '../../providers/payments/charge-lookup';
import { CardDeclinedError } from '../../providers/payments/payment.provider';
import type { TJob, TJobLog } from '../jobs/jobs.queue';
import { type TPaymentDeps, settleOrder } from './order-payment.service';

/** Orders looked at per run; the next run takes the rest. */
const BATCH = 50;

export const NOTHING_CHARGED =
  'Your payment did not go through and nothing was charged. Please try again from your cart.';

export type TReconcileResult = { settled: number; failed: number; waiting: number; errors: number };

async function markFailed(deps: TPaymentDeps, orderId: string, message: string, code: string | null) {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ status: 'payment_failed', failureMessage: message })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')));
    await tx
      .update(payments)
      .set({ status: 'failed', failureCode: code, failureMessage: message })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
  });
}

/** What the processor says about the order's charge: by its id when we recorded it, else by the order. */
async function chargeOf(
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

/**
 * Settle or fail every order left in `pending_payment` for longer than `graceMs`. Safe to run while
 * checkouts are going on and on several instances: settleOrder locks the order and records a payment
 * once, and failing only touches an order still pending. A charge still waiting for the cardholder's
 * bank (3-D Secure) is left for the webhook or a later run.
 */
export async function reconcilePendingOrders(
  deps: TPaymentDeps & { log: TJobLog },
  options: { lookup: TChargeLookup; now: Date; graceMs: number },
): Promise<TReconcileResult> {
  const before = new Date(options.now.getTime() - options.graceMs);
  const stuck = await deps.db
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

  const result: TReconcileResult = { settled: 0, failed: 0, waiting: 0, errors: 0 };
  for (const order of stuck) {
    try {
      if (order.totalPence === 0) {
        await settleOrder(deps, order.id, { providerPaymentId: null, now: options.now });
        result.settled += 1;
        continue;
      }
      const charge = await chargeOf(deps, options.lookup, order, order.providerPaymentId);
      if (!charge) {
        await markFailed(deps, order.id, NOTHING_CHARGED, null);
        deps.log.info({ orderId: order.id }, 'pending order failed: the processor has no charge for it');
        result.failed += 1;
      } else if (charge.status === 'succeeded') {
        await settleOrder(deps, order.id, { providerPaymentId: charge.id, now: options.now });
        deps.log.info({ orderId: order.id, chargeId: charge.id }, 'pending order settled from its charge');
        result.settled += 1;
      } else if (charge.status === 'failed') {
        await deps.db.update(payments).set({ providerPaymentId: charge.id }).where(eq(payments.orderId, order.id));
        await markFailed(deps, order.id, charge.failureMessage ?? 'Your card was declined.', 'card_declined');
        result.failed += 1;
      } else {
        result.waiting += 1;
      }
    } catch (error) {
      // One order the processor cannot answer for now does not stop the others; the next run tries again.
      deps.log.error({ orderId: order.id, err: error }, 'could not reconcile a pending order');
      result.errors += 1;
    }
  }
  return result;
}

/**
 * The scheduled job: every 30 s, under a one-minute lease, so that with the default one-minute grace a
 * checkout cut short at any point is settled or failed within two minutes, even when the instance
 * holding the lease died with it.
 */
export function paymentReconcileJob(
  deps: TPaymentDeps & { log: TJobLog },
  options: { lookup: TChargeLookup; graceMs: number },
): TJob {
  return {
    name: 'payment-reconciliation',
    everyMs: 30_000,
    leaseMs: 60_000,
    run: (now) => reconcilePendingOrders(deps, { ...options, now }),
  };
}

// Checkout repairs itself (issue 20): an order still `pending_payment` after a grace period was left
// half-way — the process stopped between the charge and its settlement, or the customer went away.
//
//   payments        the orders still pending, and what the processor says of their charge
//   settle-order    a succeeded charge (or nothing to pay) settles the order: one invoice, once
//   pay-for-order   a failed or missing charge fails the order, so the customer can pay again
import type { TJob } from '../modules/jobs';
import {
  type TPaymentDeps,
  recordProviderPaymentId,
  NOTHING_CHARGED,
  type TReconcileResult,
  chargeOf,
  stuckOrders,
} from '../modules/payments';
import type { TChargeLookup } from '../providers/payments/charge-lookup';
import { failOrderPayment } from './pay-for-order';
import { settleOrder } from './settle-order';

/**
 * Settle or fail every order left in `pending_payment` for longer than `graceMs`. Safe to run while
 * checkouts are going on and on several instances: settleOrder locks the order and records a payment
 * once, and failing only touches an order still pending. A charge still waiting for the cardholder's
 * bank (3-D Secure) is left for the webhook or a later run.
 */
export async function reconcilePendingOrders(
  deps: TPaymentDeps,
  options: { lookup: TChargeLookup; now: Date; graceMs: number },
): Promise<TReconcileResult> {
  const before = new Date(options.now.getTime() - options.graceMs);
  const stuck = await stuckOrders(deps.db, before);

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
        await failOrderPayment(deps, order.id, { message: NOTHING_CHARGED });
        deps.log.info({ orderId: order.id }, 'pending order failed: the processor has no charge for it');
        result.failed += 1;
      } else if (charge.status === 'succeeded') {
        await settleOrder(deps, order.id, { providerPaymentId: charge.id, now: options.now });
        deps.log.info({ orderId: order.id, chargeId: charge.id }, 'pending order settled from its charge');
        result.settled += 1;
      } else if (charge.status === 'failed') {
        await recordProviderPaymentId(deps.db, order.id, charge.id);
        await failOrderPayment(deps, order.id, {
          message: charge.failureMessage ?? 'Your card was declined.',
          code: 'card_declined',
        });
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
export function paymentReconcileJob(deps: TPaymentDeps, options: { lookup: TChargeLookup; graceMs: number }): TJob {
  return {
    name: 'payment-reconciliation',
    everyMs: 30_000,
    leaseMs: 60_000,
    run: (now) => reconcilePendingOrders(deps, { ...options, now }),
  };
}

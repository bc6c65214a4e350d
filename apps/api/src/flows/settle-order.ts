// What happens when someone pays: a confirmed payment is recorded once, in one transaction, by the
// modules that own each part of it, and the effects outside the database follow the commit.
//
//   orders          lock the order, mark it paid, start each line's timeline, number the invoice
//   payments        the payment succeeded
//   coupons         the coupon's use (and its commission rate)
//   influencer      the influencer's commission (coupon or referral)
//   subscriptions   a plan started or upgraded, or the renewing services of a cart started
//   cart            the cart emptied (cart orders)
//   outbox          the receipt, delivered after the commit with retries
//
// After the commit: the processor learns about the subscription (or the renewing services), the
// receipt goes out and the domains bought are registered. None of these may undo a recorded payment.
//
// Called by every way a payment is confirmed: checkout and plan purchases (pay-for-order.ts), the
// processor's webhooks and the browser's confirmation (applyChargeOutcome), and the reconciliation
// job for orders left pending (reconcile-payments.ts).
import type { TDeps } from '../core';
import { clearCartInTransaction } from '../modules/cart';
import { redeemCouponForOrder } from '../modules/coupons';
import { fulfilPaidOrder } from '../modules/domains';
import { recordOrderCommission } from '../modules/influencer';
import { type TOrderRow, issueInvoice, lockOrder, markOrderPaid, startTimelines } from '../modules/orders';
import { linkPaymentToSubscription, markPaymentSucceeded, paymentMethodOf } from '../modules/payments';
import {
  type TSubscriptionEffect,
  applySubscriptionIntent,
  syncProcessorSubscription,
  billServiceSubscriptions,
  startServiceSubscriptions,
} from '../modules/subscriptions';

export type TSettleDeps = Pick<TDeps, 'db' | 'payments' | 'mailer' | 'config' | 'registrar' | 'outbox' | 'log'>;

/**
 * Record a confirmed payment, in ONE transaction: the order paid, its payment succeeded, every line's
 * first timeline entry, the next invoice number, the coupon's redemption, the commission, the cart
 * emptied (cart orders) and the subscription started or upgraded (plan orders). The order row is
 * locked first, so a payment confirmed twice (a double submit, a retry and a webhook) is recorded once.
 */
export async function settleOrder(
  deps: TSettleDeps,
  orderId: string,
  confirmation: { providerPaymentId: string | null; now: Date },
): Promise<TOrderRow> {
  const { now } = confirmation;
  const settled = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new Error(`order ${orderId} vanished`);
    if (order.status === 'paid') return { order, effect: null, services: [], newlyPaid: false, receipt: null };

    const paid = await markOrderPaid(tx, orderId, now);
    await markPaymentSucceeded(tx, orderId, confirmation.providerPaymentId);
    await startTimelines(tx, orderId, now);
    const invoiceNumber = await issueInvoice(tx, paid, now);
    await redeemCouponForOrder(tx, paid, invoiceNumber);
    await recordOrderCommission(tx, { order: paid, invoiceNumber, paidAt: now });

    let effect: TSubscriptionEffect | null = null;
    let services: string[] = [];
    if (paid.subscriptionIntent) {
      effect = await applySubscriptionIntent(tx, paid, now);
      await linkPaymentToSubscription(tx, orderId, effect.subscriptionId);
    } else if (paid.userId) {
      services = await startServiceSubscriptions(tx, paid, now);
      await clearCartInTransaction(tx, { userId: paid.userId });
    }
    const receipt = paid.buyer.email ? await deps.outbox.add(tx, { kind: 'order_receipt', orderId }) : null;
    return { order: paid, effect, services, newlyPaid: true, receipt };
  });
  if (!settled.newlyPaid) return settled.order;

  // A processor subscription that could not be set up now is set up by the next renewal run.
  if (settled.effect) {
    await syncProcessorSubscription(deps, settled.effect).catch((error: unknown) =>
      deps.log.error(
        { err: error, orderId, subscriptionId: settled.effect?.subscriptionId },
        'processor subscription not set up after payment; the next renewal run sets it up',
      ),
    );
  }
  // Services that renew (bookkeeping) are billed from their period end on the card just charged.
  if (settled.services.length > 0) {
    const paymentMethodId = await paymentMethodOf(deps.db, orderId);
    await billServiceSubscriptions(deps, settled.services, paymentMethodId).catch((error: unknown) =>
      deps.log.error(
        { err: error, orderId, serviceSubscriptionIds: settled.services },
        'processor subscription not set up for a renewing service; the next renewal run sets it up',
      ),
    );
  }
  if (settled.receipt) await deps.outbox.deliver([settled.receipt]);
  // Issue 6: register the domains bought (and attach their SSL / ID Protect); it never throws.
  if (!settled.order.subscriptionIntent) await fulfilPaidOrder(deps, orderId);
  return settled.order;
}

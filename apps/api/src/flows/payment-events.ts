// Stripe's webhook (issue 5): a signed event updates an order or a subscription. Every event may be
// delivered more than once and in any order; each handler only moves things forward once.
//
//   payment_intent.*               pay-for-order's applyChargeOutcome: settle the order, or fail it
//   invoice.*, subscription ended  renewals (subscriptions and renewing services)
//   charge.dispute.created         influencer: the unpaid commission on the order reversed
import type { TPaymentEvent } from '../providers/payments/payment.provider';
import { reverseCommissionsForChargeback } from '../modules/influencer';
import type { TPaymentDeps } from '../modules/payments';
import { applyChargeOutcome } from './pay-for-order';
import { applyRenewalEvent } from './renewals';

/** Verify the signature first (parseWebhookEvent), then act on the event; unknown types are acknowledged and ignored. */
export async function handleStripeWebhook(
  deps: TPaymentDeps,
  options: { rawBody: Buffer; signature: string | undefined; now?: Date },
): Promise<{ type: string; handled: boolean }> {
  const event: TPaymentEvent = deps.payments.parseWebhookEvent(options.rawBody, options.signature);
  const now = options.now ?? new Date();
  switch (event.type) {
    case 'payment_intent.succeeded':
      await applyChargeOutcome(deps, { providerPaymentId: event.objectId, succeeded: true, now });
      return { type: event.type, handled: true };
    case 'payment_intent.payment_failed':
      await applyChargeOutcome(deps, {
        providerPaymentId: event.objectId,
        succeeded: false,
        failureMessage: event.failureMessage,
        now,
      });
      return { type: event.type, handled: true };
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'customer.subscription.deleted':
      await applyRenewalEvent(deps, event, now);
      return { type: event.type, handled: true };
    case 'charge.dispute.created':
      // Issue 10: a chargeback reverses the influencer's unpaid commission on the order, like a refund.
      await reverseCommissionsForChargeback(deps.db, { providerPaymentId: event.paymentIntentId, now });
      return { type: event.type, handled: true };
    default:
      return { type: event.originalType, handled: false };
  }
}

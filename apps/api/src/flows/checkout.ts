// Checking out the server cart (issue 5), and finishing a payment after the bank's step:
//
//   checkout        cart → order draft (cart: the cart priced now, the coupon, VAT), paid by
//                   pay-for-order under the client's key; settle-order empties the cart with the payment
//   confirmPayment  after 3-D Secure the browser asks us to finalise: the order settles from the
//                   processor's own account of the payment, never from what the browser says, and only
//                   once (the webhook payment_intent.succeeded may come first, later or at the same moment)
import type { TCheckoutRequest, TCheckoutResult } from '@launchpad/shared';
import { AppError } from '../lib/app-error';
import { cartDraft, cartRenews } from '../modules/cart';
import { findOrder, toOrder } from '../modules/orders';
import { type TPaymentDeps, orderIdOfCharge } from '../modules/payments';
import { applyChargeOutcome, payForOrder } from './pay-for-order';

/**
 * `POST /api/payment/checkout`: pay for the server cart. Only a confirmed payment records the order
 * as paid (with its invoice, the coupon's redemption and the emptied cart, in one transaction); a
 * declined card leaves the order `payment_failed` with the processor's message and the cart as it was.
 */
export async function checkout(
  deps: TPaymentDeps,
  options: TCheckoutRequest & { userId: string; now?: Date },
): Promise<TCheckoutResult> {
  const now = options.now ?? new Date();
  const outcome = await payForOrder(deps, {
    userId: options.userId,
    idempotencyKey: options.idempotencyKey,
    paymentMethod: options.paymentMethod,
    use: (await cartRenews(deps.db, options.userId)) ? 'save' : 'one-off',
    now,
    buildDraft: () => cartDraft(deps, { ...options, now }),
  });
  return { status: outcome.status, order: await toOrder(deps.db, outcome.order), clientSecret: outcome.clientSecret };
}

/**
 * `POST /api/payment/checkout/confirm`: finalise a payment after the bank's step. Someone else's
 * payment is answered exactly like one that does not exist.
 */
export async function confirmPayment(
  deps: TPaymentDeps,
  options: { userId: string; paymentIntentId: string; now?: Date },
): Promise<TCheckoutResult> {
  const now = options.now ?? new Date();
  const orderId = await orderIdOfCharge(deps.db, options.paymentIntentId);
  const order = orderId ? await findOrder(deps.db, orderId) : undefined;
  // Someone else's payment is answered exactly like one that does not exist.
  if (!order || order.userId !== options.userId) throw new AppError('NOT_FOUND', 'Payment not found.');
  if (order.status === 'paid') return { status: 'paid', order: await toOrder(deps.db, order), clientSecret: null };

  const charge = await deps.payments.retrieveCharge(options.paymentIntentId);
  if (charge.amount !== order.totalPence || (charge.metadata && charge.metadata.orderId !== order.id)) {
    throw new AppError(
      'CONFLICT',
      'This payment does not match your order. Please contact us: nothing more was charged.',
    );
  }
  if (charge.status === 'succeeded' || charge.status === 'failed') {
    await applyChargeOutcome(deps, {
      providerPaymentId: charge.id,
      succeeded: charge.status === 'succeeded',
      failureMessage: charge.failureMessage ?? undefined,
      now,
    });
  }
  const current = (await findOrder(deps.db, order.id)) ?? order;
  if (current.status === 'paid') {
    return { status: 'paid', order: await toOrder(deps.db, current), clientSecret: null };
  }
  if (charge.status === 'failed' || current.status === 'payment_failed') {
    throw new AppError(
      'UNPROCESSABLE',
      current.failureMessage ?? charge.failureMessage ?? 'Your payment could not be completed. Please try again.',
    );
  }
  return {
    status: charge.status === 'requires_action' ? 'requires_action' : 'processing',
    order: await toOrder(deps.db, current),
    clientSecret: charge.clientSecret,
  };
}

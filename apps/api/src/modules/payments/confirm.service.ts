// After the bank's step (3-D Secure): the browser confirmed the payment (Stripe.js handleNextAction,
// or the built-in gateway's confirmation dialog) and asks us to finalise it. The order settles from
// the processor's own account of the payment, never from what the browser says, and only once: the
// webhook `payment_intent.succeeded` may arrive first, later or at the same moment (settleOrder locks
// the order row, so whichever comes second changes nothing).
import type { TCheckoutResult } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import { payments, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { PaymentProviderError } from '../../providers/payments/payment.provider';
import { findOrder, toOrder } from '../orders/orders.store';
import { type TPaymentDeps, applyChargeOutcome } from './order-payment.service';

const NOT_FOUND = 'Payment not found.';

export async function confirmPayment(
  deps: TPaymentDeps,
  options: { userId: string; paymentIntentId: string; now?: Date },
): Promise<TCheckoutResult> {
  const now = options.now ?? new Date();
  const [payment] = await deps.db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(eq(payments.providerPaymentId, options.paymentIntentId))
    .limit(1);
  const order = payment?.orderId ? await findOrder(deps.db, payment.orderId) : undefined;
  // Someone else's payment is answered exactly like one that does not exist.
  if (!order || order.userId !== options.userId) throw new AppError('NOT_FOUND', NOT_FOUND);
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

/**
 * The built-in gateway's "bank": the cardholder completes or fails the confirmation step of one of
 * their own payments. Stripe's step runs in Stripe.js instead.
 */
export async function authenticateBuiltinPayment(
  deps: TPaymentDeps,
  options: { userId: string; clientSecret: string; succeed: boolean },
): Promise<{ status: 'succeeded' | 'failed' }> {
  const authenticate = deps.payments.authenticateCharge;
  if (!authenticate) {
    throw new AppError('BAD_REQUEST', 'With Stripe the bank’s confirmation runs in the secure card form (Stripe.js).');
  }
  if (options.clientSecret.startsWith('seti_')) return authenticateBuiltinCardSetup(deps, options);
  const paymentIntentId = options.clientSecret.split('_secret_')[0] ?? '';
  const [payment] = await deps.db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(eq(payments.providerPaymentId, paymentIntentId))
    .limit(1);
  const order = payment?.orderId ? await findOrder(deps.db, payment.orderId) : undefined;
  if (!order || order.userId !== options.userId) throw new AppError('NOT_FOUND', NOT_FOUND);
  const charge = await authenticate({ clientSecret: options.clientSecret, succeed: options.succeed });
  return { status: charge.status === 'succeeded' ? 'succeeded' : 'failed' };
}

/** The same test bank for a card being saved (its SetupIntent): only the user's own. */
async function authenticateBuiltinCardSetup(
  deps: TPaymentDeps,
  options: { userId: string; clientSecret: string; succeed: boolean },
): Promise<{ status: 'succeeded' | 'failed' }> {
  const authenticate = deps.payments.authenticateSetupIntent;
  if (!authenticate) {
    throw new AppError('BAD_REQUEST', 'With Stripe the bank’s confirmation runs in the secure card form (Stripe.js).');
  }
  const setupIntentId = options.clientSecret.split('_secret_')[0] ?? '';
  const [user] = await deps.db
    .select({ customerId: users.paymentCustomerId })
    .from(users)
    .where(eq(users.id, options.userId))
    .limit(1);
  const missing = (error: unknown) => {
    if (error instanceof PaymentProviderError && error.detail.httpStatus === 404) return null;
    throw error;
  };
  const intent = await deps.payments.retrieveSetupIntent(setupIntentId).catch(missing);
  if (!intent || !user?.customerId || intent.customerId !== user.customerId) {
    throw new AppError('NOT_FOUND', 'Card check not found.');
  }
  const after = await authenticate({ clientSecret: options.clientSecret, succeed: options.succeed }).catch(missing);
  if (!after) throw new AppError('NOT_FOUND', 'Card check not found.');
  return { status: after.status === 'succeeded' ? 'succeeded' : 'failed' };
}

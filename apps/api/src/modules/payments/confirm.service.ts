// The built-in gateway's test bank: the cardholder completes or fails the bank's step (3-D Secure) of
// one of their own payments or card checks. Finalising the payment afterwards is flows/checkout.ts
// (confirmPayment).
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { PaymentProviderError } from '../../providers/payments/payment.provider';
import { findOrder } from '../orders';
import type { TPaymentDeps } from './order-payment.service';
import { orderIdOfCharge } from './payments.store';

const NOT_FOUND = 'Payment not found.';

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
  const orderId = await orderIdOfCharge(deps.db, paymentIntentId);
  const order = orderId ? await findOrder(deps.db, orderId) : undefined;
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

// Paying for an order, once: the order row claims the client's idempotency key (with the coupon's use
// held and the payment row opened), the card is chosen, the processor is asked with the same key, and
// only a confirmed payment is settled (settle-order.ts). A repeat of the key — one after the other or
// at the same moment, on any api process — finds the same order and never charges twice.
//
//   orders + coupons + payments   the order, the coupon's hold and the payment row, in one transaction
//   payments                      the card (tokenised or saved), claimed once on the payment row
//   processor                     the charge, with the order's key
//   settle-order                  a succeeded charge recorded; a declined one fails the order
//
// Used by checkout (cart orders), plan purchases, the browser's confirmation after the bank's step and
// the processor's payment_intent webhooks (applyChargeOutcome).
import type { TPaymentMethodChoice } from '@launchpad/shared';
import type { TDeps } from '../core';
import { AppError } from '../lib/app-error';
import { isUniqueViolation } from '../lib/pg-errors';
import { CardDeclinedError, PaymentProviderError } from '../providers/payments/payment.provider';
import { holdCouponUse } from '../modules/coupons';
import {
  type TOrderDraft,
  type TOrderRow,
  findOrder,
  findOrderByKey,
  insertOrder,
  markOrderFailed,
  paymentOf,
} from '../modules/orders';
import {
  paymentCustomerFor,
  type TCardUse,
  type TPaymentDeps,
  forgetDeclinedCard,
  resolvePaymentMethod,
  pauseForFault,
  claimPaymentMethod,
  markPaymentFailed,
  openPayment,
  orderIdOfCharge,
  recordProviderPaymentId,
} from '../modules/payments';
import { settleOrder } from './settle-order';

export type TPaymentOutcome = {
  status: 'paid' | 'requires_action' | 'processing';
  order: TOrderRow;
  clientSecret: string | null;
};

type TPayRequest = { userId: string; choice: TPaymentMethodChoice; use: TCardUse; now: Date };

/** A second request with the same key waits this long for the first to pick its card, then does it itself. */
const TAKEOVER_AFTER_MS = 15_000;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Place the order described by `buildDraft` under the client's idempotency key and pay for it. The
 * same key again returns the same order and never charges twice: the unique key picks one order, and
 * the processor sees the same key.
 */
export async function payForOrder(
  deps: TPaymentDeps,
  options: {
    userId: string;
    idempotencyKey: string;
    paymentMethod: TPaymentMethodChoice;
    use: TCardUse;
    now: Date;
    buildDraft: () => Promise<TOrderDraft>;
  },
): Promise<TPaymentOutcome> {
  const request = { userId: options.userId, choice: options.paymentMethod, use: options.use, now: options.now };
  const existing = await findOrderByKey(deps.db, options.idempotencyKey);
  if (existing) return resume(deps, existing, request);

  const draft = await options.buildDraft();
  let order: TOrderRow;
  try {
    order = await deps.db.transaction(async (tx) => {
      if (draft.coupon) await holdCouponUse(tx, draft.coupon.id, options.now);
      const row = await insertOrder(tx, draft);
      await openPayment(tx, {
        orderId: row.id,
        provider: deps.payments.name,
        idempotencyKey: draft.idempotencyKey,
        amountPence: draft.totalPence,
      });
      return row;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findOrderByKey(deps.db, options.idempotencyKey);
    if (!winner) throw error;
    return resume(deps, winner, request);
  }
  return prepareAndCharge(deps, order, request);
}

/**
 * The processor confirmed (or refused) a payment on its own, e.g. after the bank's authentication
 * step: the `payment_intent.*` webhooks. Unknown payments are ignored; repeats change nothing.
 */
export async function applyChargeOutcome(
  deps: TPaymentDeps,
  options: { providerPaymentId: string; succeeded: boolean; failureMessage?: string; now: Date },
): Promise<void> {
  const orderId = await orderIdOfCharge(deps.db, options.providerPaymentId);
  if (!orderId) return;
  if (options.succeeded) {
    await settleOrder(deps, orderId, { providerPaymentId: options.providerPaymentId, now: options.now });
  } else {
    await failOrderPayment(deps, orderId, { message: options.failureMessage ?? 'Your card was declined.' });
  }
}

/**
 * Nothing was charged: the order (if still waiting) failed with the processor's (or our) message, its
 * payment with it, and a retry with the key says so again.
 */
export async function failOrderPayment(
  deps: Pick<TDeps, 'db'>,
  orderId: string,
  failure: { message: string; code?: string | null },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await markOrderFailed(tx, orderId, failure.message);
    await markPaymentFailed(tx, orderId, failure);
  });
}

const declined = (order: TOrderRow) =>
  new AppError('UNPROCESSABLE', order.failureMessage ?? 'Your payment could not be completed. Please try again.');

/** Ask the processor (with the order's key: a repeat moves no money twice) and record what it says. */
async function charge(
  deps: TPaymentDeps,
  order: TOrderRow,
  paymentMethodId: string,
  now: Date,
): Promise<TPaymentOutcome> {
  if (!order.userId) throw new AppError('NOT_FOUND', 'Order not found.');
  const customerId = await paymentCustomerFor(deps, order.userId);
  await pauseForFault(deps, order.id, 'before-charge');
  let result;
  try {
    result = await deps.payments.createCharge(
      {
        customerId,
        paymentMethodId,
        amount: order.totalPence,
        currency: 'gbp',
        description: `Launchpad order ${order.id}`,
        metadata: { orderId: order.id },
      },
      { idempotencyKey: order.idempotencyKey },
    );
  } catch (error) {
    // Declined, or refused as asked: nothing was charged. Unreachable or timed out: we cannot know,
    // so the order stays pending and the same key, sent again, finds out without charging twice.
    if (error instanceof CardDeclinedError) {
      await failOrderPayment(deps, order.id, { message: error.message, code: error.declineCode });
    } else if (error instanceof AppError && error.statusCode < 500) {
      await failOrderPayment(deps, order.id, {
        message: error.message,
        code: error instanceof PaymentProviderError ? error.detail.processorCode : undefined,
      });
    }
    throw error;
  }
  // Crash tests stop the process here: charged, and nothing of it recorded yet.
  await pauseForFault(deps, order.id, 'after-charge');
  await recordProviderPaymentId(deps.db, order.id, result.id);
  return outcomeOf(deps, order, result, now);
}

async function outcomeOf(
  deps: TPaymentDeps,
  order: TOrderRow,
  result: {
    id: string;
    status: 'succeeded' | 'requires_action' | 'processing' | 'failed';
    clientSecret: string | null;
    failureMessage: string | null;
  },
  now: Date,
): Promise<TPaymentOutcome> {
  if (result.status === 'succeeded') {
    return {
      status: 'paid',
      order: await settleOrder(deps, order.id, { providerPaymentId: result.id, now }),
      clientSecret: null,
    };
  }
  if (result.status === 'failed') {
    await failOrderPayment(deps, order.id, { message: result.failureMessage ?? 'Your card was declined.' });
    throw new CardDeclinedError(result.failureMessage ?? 'Your card was declined.', 'card_declined');
  }
  return { status: result.status, order, clientSecret: result.clientSecret };
}

/** An order for this key exists: answer with what became of it, finishing it if it was left half-way. */
async function resume(deps: TPaymentDeps, existing: TOrderRow, request: TPayRequest): Promise<TPaymentOutcome> {
  // Someone else's key: the same answer as an order that does not exist, and nothing charged.
  if (existing.userId !== request.userId) {
    throw new AppError('CONFLICT', 'This checkout was already used. Please refresh the page and try again.');
  }
  let order = existing;
  for (;;) {
    if (order.status === 'paid') return { status: 'paid', order, clientSecret: null };
    if (order.status !== 'pending_payment') throw declined(order);
    if (order.totalPence === 0) {
      return {
        status: 'paid',
        order: await settleOrder(deps, order.id, { providerPaymentId: null, now: request.now }),
        clientSecret: null,
      };
    }
    const payment = await paymentOf(deps.db, order.id);
    if (payment?.providerPaymentId) {
      const current = await deps.payments.retrieveCharge(payment.providerPaymentId);
      return outcomeOf(deps, order, current, request.now);
    }
    if (payment?.paymentMethodId) return charge(deps, order, payment.paymentMethodId, request.now);
    // The first request is still choosing its card: wait for it, unless it has clearly gone away.
    if (Date.now() - order.createdAt.getTime() >= TAKEOVER_AFTER_MS) {
      return prepareAndCharge(deps, order, request);
    }
    await sleep(POLL_MS);
    order = (await findOrder(deps.db, order.id)) ?? order;
  }
}

/** Pick the card (tokenise or save it), remember it on the payment row, then charge it. */
async function prepareAndCharge(deps: TPaymentDeps, order: TOrderRow, request: TPayRequest): Promise<TPaymentOutcome> {
  if (order.totalPence === 0) {
    return {
      status: 'paid',
      order: await settleOrder(deps, order.id, { providerPaymentId: null, now: request.now }),
      clientSecret: null,
    };
  }
  let paymentMethodId: string;
  let newCardId: string | null;
  try {
    ({ token: paymentMethodId, newCardId } = await resolvePaymentMethod(deps, request));
  } catch (error) {
    // Nothing was charged: the attempt ends here, with the reason.
    if (error instanceof AppError) {
      await failOrderPayment(deps, order.id, {
        message: error.message,
        code: error instanceof CardDeclinedError ? error.declineCode : undefined,
      });
    }
    throw error;
  }
  const chosen = await claimPaymentMethod(deps.db, order.id, paymentMethodId);
  try {
    return await charge(deps, order, chosen, request.now);
  } catch (error) {
    // A card saved for this purchase that the bank then declined is not kept (nor left primary).
    if (newCardId && error instanceof CardDeclinedError) await forgetDeclinedCard(deps, request.userId, newCardId);
    throw error;
  }
}

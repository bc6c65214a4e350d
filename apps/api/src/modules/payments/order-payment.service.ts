// Paying for an order, once: the order row claims the client's idempotency key, the processor is
// asked with the same key, and only a confirmed payment is recorded — in one transaction with the
// invoice, the coupon redemption, the cleared cart and the subscription change. Used by checkout
// (cart orders), plan subscriptions and the Stripe webhook.
import type { TPaymentMethodChoice } from '@launchpad/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { coupons, orders, paymentCards, payments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { CardDeclinedError, PaymentProviderError } from '../../providers/payments/payment.provider';
import { clearCartInTransaction } from '../cart/cart.service';
import { commissionFor, holdCouponUse, recordRedemption } from '../coupons/coupons.service';
import { fulfilPaidOrder } from '../domains/domains.fulfilment';
import { recordOrderCommission } from '../influencer/commission.service';
import {
  type TOrderDraft,
  type TOrderRow,
  findOrder,
  findOrderByKey,
  insertOrder,
  issueInvoice,
  paymentOf,
  startTimelines,
} from '../orders/orders.store';
import {
  type TSubscriptionEffect,
  applySubscriptionIntent,
  syncProcessorSubscription,
} from '../subscriptions/subscriptions.apply';
import { billServiceSubscriptions, startServiceSubscriptions } from '../subscriptions/subscriptions.services';
import { CardAlreadySavedError, addCard, deleteCard, paymentCustomerFor } from './cards.service';
import { pauseForFault } from './payment-fault';

export type TPaymentDeps = Pick<TDeps, 'db' | 'payments' | 'mailer' | 'config' | 'registrar' | 'outbox' | 'log'>;

/** How a card is used: charged once, or saved to the account first (plans, which renew with it). */
export type TCardUse = 'one-off' | 'save';

export type TPaymentOutcome = {
  status: 'paid' | 'requires_action' | 'processing';
  order: TOrderRow;
  clientSecret: string | null;
};

/** A second request with the same key waits this long for the first to pick its card, then does it itself. */
const TAKEOVER_AFTER_MS = 15_000;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The processor's token for the chosen way to pay, and the id of the card saved for it just now (a
 * new card for a plan), which is removed again when its first charge is declined.
 */
async function resolvePaymentMethod(
  deps: TPaymentDeps,
  options: { userId: string; choice: TPaymentMethodChoice; use: TCardUse },
): Promise<{ token: string; newCardId: string | null }> {
  const { choice, userId } = options;
  let savedCardId = choice.cardId;
  let newCardId: string | null = null;
  if (!savedCardId && options.use === 'save') {
    let saved: Awaited<ReturnType<typeof addCard>>;
    try {
      saved = await addCard(
        deps,
        choice.card ? { userId, card: choice.card } : { userId, paymentMethodId: choice.paymentMethodId },
      );
    } catch (error) {
      // A card the customer saved before, typed again: pay with the saved one.
      if (error instanceof CardAlreadySavedError) return { token: error.savedPaymentMethodId, newCardId: null };
      throw error;
    }
    if (saved.status === 'requires_action') {
      // Nothing was saved or charged: the card is saved through its bank's step first (POST /api/user/addcard).
      throw new AppError(
        'UNPROCESSABLE',
        'Your bank needs you to confirm this card before it is saved. Add it to your cards first, then pay with it.',
      );
    }
    savedCardId = saved.card.id;
    newCardId = saved.card.id;
  }
  if (savedCardId) {
    const [card] = await deps.db
      .select({ token: paymentCards.providerPaymentMethodId })
      .from(paymentCards)
      .where(
        and(
          eq(paymentCards.id, savedCardId),
          eq(paymentCards.userId, userId),
          eq(paymentCards.provider, deps.payments.name),
        ),
      )
      .limit(1);
    if (!card) throw new AppError('NOT_FOUND', 'Card not found.');
    return { token: card.token, newCardId };
  }
  if (choice.card) {
    return { token: (await deps.payments.createCardPaymentMethod(choice.card)).paymentMethodId, newCardId };
  }
  if (choice.paymentMethodId) return { token: choice.paymentMethodId, newCardId };
  throw new AppError('BAD_REQUEST', 'Send exactly one of cardId, card or paymentMethodId.');
}

/** Nothing was charged: the order failed with the processor's (or our) message, and a retry with the key says so again. */
async function failOrder(deps: TPaymentDeps, orderId: string, error: { message: string; code?: string }) {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ status: 'payment_failed', failureMessage: error.message })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')));
    await tx
      .update(payments)
      .set({ status: 'failed', failureCode: error.code ?? null, failureMessage: error.message })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
  });
}

const declined = (order: TOrderRow) =>
  new AppError('UNPROCESSABLE', order.failureMessage ?? 'Your payment could not be completed. Please try again.');

/**
 * Record a confirmed payment, in ONE transaction: the order paid, its payment succeeded, every line's
 * first timeline entry, the next invoice number, the coupon's redemption, the cart emptied (cart
 * orders) and the subscription started or upgraded (plan orders). The order row is locked first, so
 * a payment confirmed twice (a double submit, a retry and a webhook) is recorded once.
 */
export async function settleOrder(
  deps: TPaymentDeps,
  orderId: string,
  confirmation: { providerPaymentId: string | null; now: Date },
): Promise<TOrderRow> {
  const settled = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new Error(`order ${orderId} vanished`);
    if (order.status === 'paid') return { order, effect: null, services: [], newlyPaid: false, receipt: null };
    // A payment that failed first can still succeed later (the cardholder completes the bank's step
    // after all): money moved, so the order is paid.
    const { now } = confirmation;
    const [paid] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: now, failureMessage: null })
      .where(eq(orders.id, orderId))
      .returning();
    if (!paid) throw new Error('order update returned nothing');
    await tx
      .update(payments)
      .set({
        status: 'succeeded',
        failureCode: null,
        failureMessage: null,
        providerPaymentId: confirmation.providerPaymentId,
      })
      .where(eq(payments.orderId, orderId));
    await startTimelines(tx, orderId, now);
    const invoiceNumber = await issueInvoice(tx, paid, now);
    if (paid.couponId) await redeemCoupon(tx, paid, invoiceNumber);
    // Issue 10: the influencer's commission (coupon or referral), in this same transaction.
    await recordOrderCommission(tx, { order: paid, invoiceNumber, paidAt: now });
    let effect: TSubscriptionEffect | null = null;
    let services: string[] = [];
    if (paid.subscriptionIntent) {
      effect = await applySubscriptionIntent(tx, paid, now);
      await tx.update(payments).set({ subscriptionId: effect.subscriptionId }).where(eq(payments.orderId, orderId));
    } else if (paid.userId) {
      services = await startServiceSubscriptions(tx, paid, now);
      await clearCartInTransaction(tx, { userId: paid.userId });
    }
    // The receipt is written with the payment (the outbox delivers it after the commit, with retries).
    const receipt = paid.buyer.email ? await deps.outbox.add(tx, { kind: 'order_receipt', orderId }) : null;
    return { order: paid, effect, services, newlyPaid: true, receipt };
  });
  if (!settled.newlyPaid) return settled.order;

  // After the commit: the processor learns about the subscription, the customer gets the receipt.
  // Neither may undo a recorded payment; a processor subscription that could not be created is
  // created by the next renewal run (renewDueSubscriptions).
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

async function redeemCoupon(tx: TDb, order: TOrderRow, invoiceNumber: number): Promise<void> {
  if (!order.couponId) return;
  const [coupon] = await tx
    .select({ commissionRateBp: coupons.commissionRateBp })
    .from(coupons)
    .where(eq(coupons.id, order.couponId))
    .limit(1);
  const net = order.subtotalPence - order.discountPence;
  await recordRedemption(tx, {
    couponId: order.couponId,
    userId: order.userId,
    orderId: order.id,
    subtotalPence: order.subtotalPence,
    discountPence: order.discountPence,
    commissionPence: commissionFor(net, coupon?.commissionRateBp ?? null),
    invoiceNumber,
  });
}

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
      await failOrder(deps, order.id, { message: error.message, code: error.declineCode });
    } else if (error instanceof AppError && error.statusCode < 500) {
      await failOrder(deps, order.id, {
        message: error.message,
        code: error instanceof PaymentProviderError ? error.detail.processorCode : undefined,
      });
    }
    throw error;
  }
  // Crash tests stop the process here: charged, and nothing of it recorded yet.
  await pauseForFault(deps, order.id, 'after-charge');
  await deps.db.update(payments).set({ providerPaymentId: result.id }).where(eq(payments.orderId, order.id));
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
    await failOrder(deps, order.id, { message: result.failureMessage ?? 'Your card was declined.' });
    throw new CardDeclinedError(result.failureMessage ?? 'Your card was declined.', 'card_declined');
  }
  return { status: result.status, order, clientSecret: result.clientSecret };
}

/** An order for this key exists: answer with what became of it, finishing it if it was left half-way. */
async function resume(
  deps: TPaymentDeps,
  existing: TOrderRow,
  request: { userId: string; choice: TPaymentMethodChoice; use: TCardUse; now: Date },
): Promise<TPaymentOutcome> {
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
async function prepareAndCharge(
  deps: TPaymentDeps,
  order: TOrderRow,
  request: { userId: string; choice: TPaymentMethodChoice; use: TCardUse; now: Date },
): Promise<TPaymentOutcome> {
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
      await failOrder(deps, order.id, {
        message: error.message,
        code: error instanceof CardDeclinedError ? error.declineCode : undefined,
      });
    }
    throw error;
  }
  const [claimed] = await deps.db
    .update(payments)
    .set({ paymentMethodId })
    .where(and(eq(payments.orderId, order.id), isNull(payments.paymentMethodId)))
    .returning({ paymentMethodId: payments.paymentMethodId });
  const chosen = claimed?.paymentMethodId ?? (await paymentOf(deps.db, order.id))?.paymentMethodId ?? paymentMethodId;
  try {
    return await charge(deps, order, chosen, request.now);
  } catch (error) {
    // A card saved for this purchase that the bank then declined is not kept (nor left primary).
    if (newCardId && error instanceof CardDeclinedError) await forgetDeclinedCard(deps, request.userId, newCardId);
    throw error;
  }
}

/** Remove a just-saved card whose first charge was declined; a failure to do so is logged, not hidden. */
async function forgetDeclinedCard(deps: TPaymentDeps, userId: string, cardId: string): Promise<void> {
  try {
    await deleteCard(deps, { userId, cardId });
  } catch (error) {
    deps.log.error({ err: error, userId, cardId }, 'could not remove a card whose first charge was declined');
  }
}

/**
 * Place the order described by `buildDraft` under the client's idempotency key and pay for it. The
 * same key again — one after the other or at the same moment, on any api process — returns the same
 * order and never charges twice: the unique key picks one order, and the processor sees the same key.
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
      await tx.insert(payments).values({
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
  const [payment] = await deps.db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(eq(payments.providerPaymentId, options.providerPaymentId))
    .limit(1);
  if (!payment?.orderId) return;
  if (options.succeeded) {
    await settleOrder(deps, payment.orderId, { providerPaymentId: options.providerPaymentId, now: options.now });
  } else {
    await failOrder(deps, payment.orderId, { message: options.failureMessage ?? 'Your card was declined.' });
  }
}

/** The processor's token for the card an order was paid with (renewing services bill it again). */
async function paymentMethodOf(db: TDb, orderId: string): Promise<string | null> {
  const [payment] = await db
    .select({ paymentMethodId: payments.paymentMethodId })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .limit(1);
  return payment?.paymentMethodId ?? null;
}

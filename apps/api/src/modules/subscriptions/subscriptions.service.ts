// Startup plan subscriptions (issue 5, SPEC §7): subscribing and changing plan. The proration rule is
// in subscriptions.rules.ts; reading in subscriptions.read.ts; changes that charge nothing now
// (downgrade, keep, cancel) in subscriptions.changes.ts.
import { type TPaymentMethodChoice, type TSubscriptionOutcome, formatDate, priceSummary } from '@launchpad/shared';
import { and, eq } from 'drizzle-orm';
import { orders, paymentCards, plans } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { evaluateCoupon } from '../coupons/coupons.service';
import { composeOrderDraft, type TDraftLine, type TOrderDraft, toOrder } from '../orders/orders.store';
import { type TPaymentDeps, payForOrder } from '../payments/order-payment.service';
import type { TSubscriptionRow } from './subscriptions.apply';
import { keepPlan, scheduleDowngrade } from './subscriptions.changes';
import { describeSubscription, findLiveSubscription, findPlan, getCurrentSubscription } from './subscriptions.read';
import {
  type TInterval,
  type TPlanRow,
  classifyChange,
  intervalWord,
  priceOf,
  unusedCredit,
} from './subscriptions.rules';

export { cancelCurrentSubscription, cancelSubscriptionByInvoice } from './subscriptions.changes';
export { getCurrentSubscription } from './subscriptions.read';

type TSubscribeOptions = {
  userId: string;
  planId: string;
  interval: TInterval;
  paymentMethod: TPaymentMethodChoice;
  couponCode?: string | undefined;
  idempotencyKey: string;
  buyer?: { name: string; country: string } | undefined;
  now?: Date;
};

async function planDraft(
  deps: TPaymentDeps,
  options: TSubscribeOptions & { now: Date },
  context: {
    plan: TPlanRow;
    change: 'start' | 'restart' | 'upgrade';
    current: { sub: TSubscriptionRow; plan: TPlanRow } | null;
  },
): Promise<TOrderDraft> {
  const { plan, change, current } = context;
  const price = priceOf(plan, options.interval);
  const lines: TDraftLine[] = [
    {
      key: 'plan',
      parentKey: null,
      kind: 'plan',
      refId: plan.id,
      description: `${plan.name} plan, billed ${intervalWord(options.interval)}`,
      quantity: 1,
      years: null,
      unitPricePence: price,
      amountPence: price,
      discountPence: 0,
    },
  ];
  let subtotal = price;
  if (change === 'upgrade' && current) {
    const credit = unusedCredit(current.sub, options.now);
    if (credit > 0) {
      lines.push({
        key: 'credit',
        parentKey: null,
        kind: 'plan',
        refId: current.plan.id,
        description: `Credit for unused time on ${current.plan.name} (${intervalWord(current.sub.interval)}) to ${formatDate(current.sub.currentPeriodEnd)}`,
        quantity: 1,
        years: null,
        unitPricePence: -credit,
        amountPence: -credit,
        discountPence: 0,
      });
      subtotal -= credit;
    }
  }

  let coupon: TOrderDraft['coupon'] = null;
  let discount = 0;
  if (options.couponCode) {
    const result = await evaluateCoupon(deps, {
      code: options.couponCode,
      cart: null,
      plan: { planId: plan.id, interval: options.interval, amountPence: subtotal },
      userId: options.userId,
      now: options.now,
    });
    if (!result.ok) throw new AppError('BAD_REQUEST', result.message);
    coupon = { id: result.coupon.id, name: result.coupon.name };
    discount = result.discountTotal;
    lines[0] = { ...(lines[0] as TDraftLine), discountPence: discount };
  }
  const summary = priceSummary(subtotal, discount);
  return composeOrderDraft(deps, {
    userId: options.userId,
    idempotencyKey: options.idempotencyKey,
    buyer: options.buyer,
    coupon,
    summary,
    lines,
    subscriptionIntent:
      change === 'upgrade' && current
        ? {
            action: 'upgrade',
            planId: plan.id,
            interval: options.interval,
            pricePence: price,
            subscriptionId: current.sub.id,
          }
        : {
            action: 'start',
            planId: plan.id,
            interval: options.interval,
            pricePence: price,
            replacesSubscriptionId: current?.sub.id ?? null,
          },
  });
}

/**
 * SPEC §7 `create-subscription-payment` (and `create-subscription` with a saved card): subscribe to a
 * plan, or change the live subscription to it by the proration rule. Charging changes are paid like a
 * checkout (same idempotency guarantees); the card is saved, because renewals are charged to it.
 */
export async function subscribe(deps: TPaymentDeps, options: TSubscribeOptions): Promise<TSubscriptionOutcome> {
  const now = options.now ?? new Date();
  const plan = await findPlan(deps.db, options.planId);
  const live = await findLiveSubscription(deps.db, options.userId);
  const [livePlan] = live ? await deps.db.select().from(plans).where(eq(plans.id, live.planId)) : [];
  const current = live && livePlan ? { sub: live, plan: livePlan } : null;
  const change = classifyChange(current, { plan, interval: options.interval });

  // A repeated request for a change that was paid for answers with that payment, whatever happened since.
  const [earlier] = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.idempotencyKey, options.idempotencyKey))
    .limit(1);
  if (!earlier && current && (change === 'downgrade' || change === 'keep')) {
    const sub =
      change === 'keep'
        ? await keepPlan(deps, current.sub)
        : await scheduleDowngrade(deps, current.sub, plan, options.interval);
    return {
      change,
      status: 'scheduled',
      order: null,
      clientSecret: null,
      subscription: await describeSubscription(deps.db, sub),
    };
  }

  const outcome = await payForOrder(deps, {
    userId: options.userId,
    idempotencyKey: options.idempotencyKey,
    paymentMethod: options.paymentMethod,
    use: 'save',
    now,
    buildDraft: () =>
      planDraft(
        deps,
        { ...options, now },
        { plan, change: change === 'upgrade' ? 'upgrade' : change === 'restart' ? 'restart' : 'start', current },
      ),
  });
  const intent = outcome.order.subscriptionIntent;
  return {
    change: intent?.action === 'upgrade' ? 'upgrade' : change === 'restart' ? 'restart' : 'start',
    status: outcome.status,
    order: await toOrder(deps.db, outcome.order),
    clientSecret: outcome.clientSecret,
    subscription: await getCurrentSubscription(deps, { userId: options.userId }),
  };
}

/** SPEC §7 `create-subscription`: subscribe with a saved card (the primary one unless `cardId` says). */
export async function subscribeWithSavedCard(
  deps: TPaymentDeps,
  options: Omit<TSubscribeOptions, 'paymentMethod'> & { cardId?: string | undefined },
): Promise<TSubscriptionOutcome> {
  let cardId = options.cardId;
  if (!cardId) {
    const [primary] = await deps.db
      .select({ id: paymentCards.id })
      .from(paymentCards)
      .where(
        and(
          eq(paymentCards.userId, options.userId),
          eq(paymentCards.provider, deps.payments.name),
          eq(paymentCards.isPrimary, true),
        ),
      )
      .limit(1);
    if (!primary) throw new AppError('BAD_REQUEST', 'You have no saved card. Add a card, or pay with a new one.');
    cardId = primary.id;
  }
  return subscribe(deps, { ...options, paymentMethod: { cardId } });
}

// Subscribing to a startup plan, or changing the live subscription to another (issue 5, SPEC §7):
//
//   subscriptions   the live subscription and the change it would be (start, restart, upgrade,
//                   downgrade, keep); a downgrade or keep is scheduled and charges nothing now
//   subscriptions   the plan's order draft (credit for unused time, the coupon checked by coupons)
//   pay-for-order   the order paid once under the client's key, the card saved for renewals;
//                   settle-order starts or upgrades the subscription in the payment's transaction
import type { TSubscriptionOutcome } from '@launchpad/shared';
import { and, eq } from 'drizzle-orm';
import { orders, paymentCards, plans } from '../db/schema';
import { AppError } from '../lib/app-error';
import { toOrder } from '../modules/orders';
import type { TPaymentDeps } from '../modules/payments';
import {
  keepPlan,
  scheduleDowngrade,
  describeSubscription,
  findLiveSubscription,
  findPlan,
  getCurrentSubscription,
  classifyChange,
  type TSubscribeOptions,
  planDraft,
} from '../modules/subscriptions';
import { payForOrder } from './pay-for-order';

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

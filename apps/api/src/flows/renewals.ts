// Renewals (issue 5): the processor bills each period and tells us (Stripe by webhook, the built-in
// gateway from its billing run).
//
//   paid renewal      subscriptions (lock, next period) + payments (a paid plan order, its payment and invoice)
//                     + outbox (the receipt), in one transaction
//   failed renewal    subscriptions: past_due, and a mail
//   ended             subscriptions: ended or cancelled, or a scheduled downgrade called off
//   renewing services subscriptions.services (bookkeeping bought through the cart)
//   the run           the built-in gateway's billing, then what was cancelled to its period end is ended
//                     and processor subscriptions that could not be created earlier are created
import { formatDate } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import { plans, users } from '../db/schema';
import { findOrderByKey } from '../modules/orders';
import { insertPaidRenewal } from '../modules/payments';
import {
  ensureProcessorSubscription,
  type TRenewalDeps,
  type TRenewalEvent,
  endCancelledSubscriptions,
  lockByProcessorId,
  recordFailedRenewal,
  recordProcessorEnd,
  renewPlanPeriod,
  unbilledSubscriptionIds,
  withPendingApplied,
  applyServiceRenewalEvent,
  tidyServiceSubscriptions,
} from '../modules/subscriptions';

/**
 * A paid renewal, in one transaction: the subscription found and locked (subscriptions), a paid plan
 * order with its invoice (orders), the new period (subscriptions) and the receipt (outbox). Keyed by
 * the processor's invoice id, so a repeated event records it once.
 */
async function recordPaidRenewal(
  deps: TRenewalDeps,
  event: Extract<TRenewalEvent, { type: 'invoice.paid' }>,
  now: Date,
) {
  const key = `renewal:${event.objectId}`;
  let receipt: string | null = null;
  const recorded = await deps.db.transaction(async (tx) => {
    const sub = await lockByProcessorId(tx, event.subscriptionId);
    if (!sub || (await findOrderByKey(tx, key))) return null;
    const renewed = { ...sub, ...withPendingApplied(sub, event.subscriptionId) };
    const [plan] = await tx.select().from(plans).where(eq(plans.id, renewed.planId));
    const [user] = await tx.select().from(users).where(eq(users.id, sub.userId));
    if (!plan || !user) return null;
    const order = await insertPaidRenewal(tx, {
      key,
      user,
      line: {
        kind: 'plan',
        refId: plan.id,
        description: `${plan.name} plan, ${formatDate(event.periodStart)} to ${formatDate(event.periodEnd)}`,
        unitPricePence: renewed.pricePence,
      },
      subscriptionIntent: {
        action: 'renewal',
        subscriptionId: sub.id,
        periodStart: event.periodStart.toISOString(),
        periodEnd: event.periodEnd.toISOString(),
      },
      subscriptionId: sub.id,
      provider: deps.payments.name,
      charge: { id: event.chargeId, amount: event.amount },
      now,
    });
    await renewPlanPeriod(tx, sub, event);
    // The receipt goes with the renewal's commit (the outbox retries it if the mail server is down).
    if (order.buyer.email) receipt = await deps.outbox.add(tx, { kind: 'order_receipt', orderId: order.id });
    return order;
  });
  if (recorded && receipt) await deps.outbox.deliver([receipt]);
}

/**
 * What a processor reported about a subscription. Every event may arrive more than once and in any
 * order: a renewal is recorded once (its order is keyed by the processor's invoice id) and the other
 * changes are states that repeating does not change.
 */
export async function applyRenewalEvent(deps: TRenewalDeps, event: TRenewalEvent, now: Date): Promise<void> {
  // The trial invoice a processor subscription opens with bills nothing: the first period was our charge.
  if (event.type === 'invoice.paid' && (event.billingReason === 'subscription_create' || event.amount === 0)) return;
  // A renewing service bought through the cart (bookkeeping), when the processor subscription is one of theirs.
  if (await applyServiceRenewalEvent(deps, event, now)) return;
  if (event.type === 'invoice.paid') {
    await recordPaidRenewal(deps, event, now);
  } else if (event.type === 'invoice.payment_failed') {
    await recordFailedRenewal(deps, event);
  } else {
    await recordProcessorEnd(deps, event.objectId, now);
  }
}

export type TRenewalRun = { events: number; renewed: number; failed: number; ended: number };

/**
 * The renewal run (issue 5): bill every subscription due at `now` and bring ours up to date.
 * - The built-in gateway has no clock of its own: its billing run charges what is due and reports each
 *   outcome, which is applied here (past_due on a failed charge; retried 1 and 3 days later, then ended).
 * - Stripe bills by itself and reports by webhook; here we only end what was cancelled at period end
 *   (in case a webhook was lost) and create processor subscriptions that could not be created earlier.
 * Safe to run on several processes at once and as often as wanted. The job queue runs it every
 * 15 minutes (server.ts).
 */
export async function renewDueSubscriptions(deps: TRenewalDeps, now: Date): Promise<TRenewalRun> {
  const events = (await deps.payments.runSubscriptionBilling?.(now)) ?? [];
  let renewed = 0;
  let failed = 0;
  for (const event of events) {
    if (
      event.type !== 'invoice.paid' &&
      event.type !== 'invoice.payment_failed' &&
      event.type !== 'customer.subscription.deleted'
    )
      continue;
    await applyRenewalEvent(deps, event, now);
    if (event.type === 'invoice.paid') renewed += 1;
    if (event.type === 'invoice.payment_failed') failed += 1;
  }
  const ended = await endCancelledSubscriptions(deps.db, now);
  for (const id of await unbilledSubscriptionIds(deps.db, now)) {
    // One that fails is tried again by the next run; each failure is logged with its subscription.
    await ensureProcessorSubscription(deps, id).catch((error: unknown) =>
      deps.log.error(
        { err: error, subscriptionId: id },
        'processor subscription could not be set up; retried next run',
      ),
    );
  }
  const endedServices = await tidyServiceSubscriptions(deps, now);
  return { events: events.length, renewed, failed, ended: ended + endedServices };
}

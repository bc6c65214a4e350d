// Renewals: the processor bills each period and tells us (Stripe by webhook, the built-in gateway
// from its billing run); each paid renewal becomes a paid plan order with its own invoice.
import { formatDate } from '@launchpad/shared';
import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { plans, subscriptions, users } from '../../db/schema';
import type { TPaymentEvent } from '../../providers/payments/payment.provider';
import { findOrderByKey, insertPaidRenewal } from '../orders/orders.store';
import { LIVE_STATUSES, type TSubscriptionRow, ensureProcessorSubscription } from './subscriptions.apply';
import { subscriptionMails } from './subscriptions.mails';
import { applyServiceRenewalEvent, tidyServiceSubscriptions } from './subscriptions.services';

type TRenewalDeps = Pick<TDeps, 'db' | 'payments' | 'mailer' | 'config' | 'outbox' | 'log'>;
type TRenewalEvent = Extract<
  TPaymentEvent,
  { type: 'invoice.paid' | 'invoice.payment_failed' | 'customer.subscription.deleted' }
>;

/** Ours, by the processor subscription that bills it now or the one waiting to bill a downgrade. */
async function lockByProcessorId(tx: TDb, processorId: string): Promise<TSubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, [...LIVE_STATUSES]),
        or(
          eq(subscriptions.providerSubscriptionId, processorId),
          eq(subscriptions.pendingProviderSubscriptionId, processorId),
        ),
      ),
    )
    .for('update');
  return row;
}

/** The downgrade waiting for this period takes effect: its processor subscription is now the one that bills. */
function withPendingApplied(sub: TSubscriptionRow, processorId: string): Partial<TSubscriptionRow> {
  if (
    sub.pendingProviderSubscriptionId !== processorId ||
    !sub.pendingPlanId ||
    !sub.pendingInterval ||
    sub.pendingPricePence === null
  ) {
    return {};
  }
  return {
    planId: sub.pendingPlanId,
    interval: sub.pendingInterval,
    pricePence: sub.pendingPricePence,
    providerSubscriptionId: processorId,
    pendingPlanId: null,
    pendingInterval: null,
    pendingPricePence: null,
    pendingProviderSubscriptionId: null,
  };
}

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
    await tx
      .update(subscriptions)
      .set({
        ...withPendingApplied(sub, event.subscriptionId),
        status: 'active',
        currentPeriodStart: event.periodStart,
        currentPeriodEnd: event.periodEnd,
      })
      .where(eq(subscriptions.id, sub.id));
    // The receipt goes with the renewal's commit (the outbox retries it if the mail server is down).
    if (order.buyer.email) receipt = await deps.outbox.add(tx, { kind: 'order_receipt', orderId: order.id });
    return order;
  });
  if (recorded && receipt) await deps.outbox.deliver([receipt]);
}

async function recordFailedRenewal(
  deps: TRenewalDeps,
  event: Extract<TRenewalEvent, { type: 'invoice.payment_failed' }>,
) {
  const becamePastDue = await deps.db.transaction(async (tx) => {
    const sub = await lockByProcessorId(tx, event.subscriptionId);
    if (!sub) return null;
    await tx
      .update(subscriptions)
      .set({ ...withPendingApplied(sub, event.subscriptionId), status: 'past_due' })
      .where(eq(subscriptions.id, sub.id));
    return sub.status === 'active' ? sub : null;
  });
  if (!becamePastDue) return;
  const [user] = await deps.db.select().from(users).where(eq(users.id, becamePastDue.userId));
  if (!user) return;
  const failed = await deps.outbox.add(deps.db, {
    kind: 'mail',
    template: 'subscription_payment_failed',
    message: subscriptionMails.renewalFailed(user.email, user.name, event.failureMessage, deps.config.PUBLIC_URL),
  });
  await deps.outbox.deliver([failed]);
}

async function recordProcessorEnd(deps: TRenewalDeps, processorId: string, now: Date) {
  await deps.db.transaction(async (tx) => {
    const sub = await lockByProcessorId(tx, processorId);
    if (!sub) return;
    if (sub.pendingProviderSubscriptionId === processorId) {
      // The processor subscription of a scheduled downgrade went away: the downgrade is off.
      await tx
        .update(subscriptions)
        .set({
          pendingPlanId: null,
          pendingInterval: null,
          pendingPricePence: null,
          pendingProviderSubscriptionId: null,
        })
        .where(eq(subscriptions.id, sub.id));
      return;
    }
    // The old processor subscription ends at the period end of a scheduled downgrade: the new one takes over.
    if (sub.pendingProviderSubscriptionId) return;
    await tx
      .update(subscriptions)
      .set({ status: sub.cancelAtPeriodEnd ? 'ended' : 'cancelled', cancelledAt: sub.cancelledAt ?? now })
      .where(eq(subscriptions.id, sub.id));
  });
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
 * Safe to run on several processes at once and as often as wanted. Nothing schedules it yet: a
 * production deployment runs it every few minutes (a timer in server.ts, or cron calling a script).
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
  const ended = await deps.db
    .update(subscriptions)
    .set({ status: 'ended' })
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, true),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    )
    .returning({ id: subscriptions.id });
  const unbilled = await deps.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        isNull(subscriptions.providerSubscriptionId),
        isNull(subscriptions.pendingPlanId),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    );
  for (const { id } of unbilled) {
    // One that fails is tried again by the next run; each failure is logged with its subscription.
    await ensureProcessorSubscription(deps, id).catch((error: unknown) =>
      deps.log.error(
        { err: error, subscriptionId: id },
        'processor subscription could not be set up; retried next run',
      ),
    );
  }
  const endedServices = await tidyServiceSubscriptions(deps, now);
  return { events: events.length, renewed, failed, ended: ended.length + endedServices };
}

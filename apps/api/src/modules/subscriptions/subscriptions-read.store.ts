// Reading subscriptions: the live one, and how the account pages show it.
import { type TCurrentSubscription, vatFor } from '@launchpad/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { orders, payments, plans, subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { LIVE_STATUSES, type TSubscriptionRow } from './subscriptions-apply.service';
import type { TPlanRow } from './subscriptions-rules.service';

/** An active plan by id or slug (or name, ignoring case). */
export async function findPlan(db: TDb, ref: string): Promise<TPlanRow> {
  const key = ref.trim();
  const rows = await db.select().from(plans).where(eq(plans.isActive, true));
  const plan = isUuid(key)
    ? rows.find((row) => row.id === key.toLowerCase())
    : rows.find((row) => row.slug === key.toLowerCase() || row.name.toLowerCase() === key.toLowerCase());
  if (!plan) throw new AppError('NOT_FOUND', 'We could not find that startup plan. Choose one from the plans page.');
  return plan;
}

export async function findLiveSubscription(db: TDb, userId: string): Promise<TSubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_STATUSES])))
    .limit(1);
  return row;
}

const toPlanJson = (plan: TPlanRow) => ({
  id: plan.id,
  slug: plan.slug,
  name: plan.name,
  tools: plan.tools,
  build_startup_ai: plan.buildStartupAi,
});

export async function describeSubscription(db: TDb, sub: TSubscriptionRow): Promise<TCurrentSubscription> {
  const planIds = [sub.planId, ...(sub.pendingPlanId ? [sub.pendingPlanId] : [])];
  const rows = await db.select().from(plans).where(inArray(plans.id, planIds));
  const plan = rows.find((row) => row.id === sub.planId);
  if (!plan) throw new Error(`plan ${sub.planId} vanished`);
  const pendingPlan = rows.find((row) => row.id === sub.pendingPlanId);
  const pending =
    pendingPlan && sub.pendingInterval && sub.pendingPricePence !== null
      ? { plan: pendingPlan, interval: sub.pendingInterval, pricePence: sub.pendingPricePence }
      : null;
  const next = pending ?? { plan, interval: sub.interval, pricePence: sub.pricePence };
  const vat = vatFor(next.pricePence);
  return {
    id: sub.id,
    plan: toPlanJson(plan),
    interval: sub.interval,
    status: sub.status === 'past_due' ? 'past_due' : 'active',
    currentPeriodStart: sub.currentPeriodStart.toISOString(),
    currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    nextRenewal: sub.cancelAtPeriodEnd
      ? null
      : {
          at: sub.currentPeriodEnd.toISOString(),
          planName: next.plan.name,
          interval: next.interval,
          pricePence: next.pricePence,
          vatPence: vat,
          totalPence: next.pricePence + vat,
        },
    pendingChange: pending
      ? {
          plan: toPlanJson(pending.plan),
          interval: pending.interval,
          pricePence: pending.pricePence,
          at: sub.currentPeriodEnd.toISOString(),
        }
      : null,
  };
}

/** SPEC §7 `current-subscription`: the live subscription, or null. */
export async function getCurrentSubscription(
  deps: Pick<TDeps, 'db'>,
  options: { userId: string },
): Promise<TCurrentSubscription | null> {
  const sub = await findLiveSubscription(deps.db, options.userId);
  return sub ? describeSubscription(deps.db, sub) : null;
}

/** The subscription a plan order started, upgraded or renewed. */
export async function subscriptionOfOrder(db: TDb, orderId: string): Promise<string | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const intent = order?.subscriptionIntent;
  if (!order || !intent) return null;
  if (intent.action !== 'start') return intent.subscriptionId;
  const [payment] = await db
    .select({ subscriptionId: payments.subscriptionId })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return payment?.subscriptionId ?? null;
}

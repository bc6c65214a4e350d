// What a paid plan order does to the buyer's subscription (inside the payment's transaction), and
// keeping the processor's subscription in step afterwards (outside it: no network call holds a lock).
import { randomUUID } from 'node:crypto';
import { vatFor, addBillingInterval } from '@launchpad/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { paymentCards, payments, plans, subscriptions, users } from '../../db/schema';
import type { TOrderRow } from '../orders';

type TSyncDeps = Pick<TDeps, 'db' | 'payments' | 'outbox'>;
export type TSubscriptionRow = typeof subscriptions.$inferSelect;

export const LIVE_STATUSES = ['active', 'past_due'] as const;

/** The subscription a paid plan order started or upgraded, and processor subscriptions to end now. */
export type TSubscriptionEffect = { subscriptionId: string; cancelNow: string[]; paymentMethodId: string | null };

const processorIds = (rows: TSubscriptionRow[]) =>
  rows
    .flatMap((row) => [row.providerSubscriptionId, row.pendingProviderSubscriptionId])
    .filter((id): id is string => !!id);

/**
 * Inside the transaction that records the plan order's payment. `start`: a new period from now (any
 * other live subscription of the buyer — a past-due one being restarted, or a plan bought at the same
 * moment in another tab — ends: one live subscription per account). `upgrade`: the subscription
 * moves to the new plan with a new period from now; the order's charge already netted the credit.
 */
export async function applySubscriptionIntent(tx: TDb, order: TOrderRow, now: Date): Promise<TSubscriptionEffect> {
  const intent = order.subscriptionIntent;
  if (!intent || intent.action === 'renewal' || !order.userId)
    throw new Error(`order ${order.id} starts no subscription`);
  const [payment] = await tx
    .select({ paymentMethodId: payments.paymentMethodId })
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .limit(1);
  const paymentMethodId = payment?.paymentMethodId ?? null;
  const period = { currentPeriodStart: now, currentPeriodEnd: addBillingInterval(now, intent.interval) };

  if (intent.action === 'upgrade') {
    const [sub] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, intent.subscriptionId))
      .for('update');
    if (sub && (LIVE_STATUSES as readonly string[]).includes(sub.status)) {
      await tx
        .update(subscriptions)
        .set({
          planId: intent.planId,
          interval: intent.interval,
          pricePence: intent.pricePence,
          ...period,
          status: 'active',
          cancelAtPeriodEnd: false,
          pendingPlanId: null,
          pendingInterval: null,
          pendingPricePence: null,
          pendingProviderSubscriptionId: null,
          providerSubscriptionId: null,
        })
        .where(eq(subscriptions.id, sub.id));
      return { subscriptionId: sub.id, cancelNow: processorIds([sub]), paymentMethodId };
    }
    // The subscription ended while the upgrade was being paid: the payment starts a new one.
  }

  const live = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, order.userId), inArray(subscriptions.status, [...LIVE_STATUSES])))
    .for('update');
  if (live.length > 0) {
    await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(
        inArray(
          subscriptions.id,
          live.map((row) => row.id),
        ),
      );
  }
  const [created] = await tx
    .insert(subscriptions)
    .values({
      userId: order.userId,
      planId: intent.planId,
      interval: intent.interval,
      status: 'active',
      pricePence: intent.pricePence,
      ...period,
      provider: order.paymentProvider ?? 'builtin',
    })
    .returning({ id: subscriptions.id });
  if (!created) throw new Error('subscription insert returned nothing');
  return { subscriptionId: created.id, cancelNow: processorIds(live), paymentMethodId };
}

/** `Launchpad Growth plan (monthly)`: how the processor names what it bills. */
export async function processorDescription(db: TDb, planId: string, interval: 'month' | 'year'): Promise<string> {
  const [plan] = await db.select({ name: plans.name }).from(plans).where(eq(plans.id, planId)).limit(1);
  return `Launchpad ${plan?.name ?? 'startup'} plan (${interval === 'month' ? 'monthly' : 'yearly'})`;
}

/** The card renewals are charged to: the one given, else the customer's primary card. */
async function renewalCard(deps: TSyncDeps, userId: string, given: string | null): Promise<string | null> {
  if (given) return given;
  const [primary] = await deps.db
    .select({ token: paymentCards.providerPaymentMethodId })
    .from(paymentCards)
    .where(
      and(
        eq(paymentCards.userId, userId),
        eq(paymentCards.provider, deps.payments.name),
        eq(paymentCards.isPrimary, true),
      ),
    )
    .limit(1);
  return primary?.token ?? null;
}

/**
 * Ask the processor to bill `what` from `firstBillingAt` on, and record its subscription id through
 * `claim` (a conditional update). When `claim` finds the slot taken — a concurrent call got there
 * first — the processor subscription just created is cancelled again, so exactly one bills.
 */
export async function createProcessorSubscription(
  deps: TSyncDeps,
  what: {
    userId: string;
    /** How the processor names what it bills (`Launchpad Growth plan (monthly)`). */
    description: string;
    interval: 'month' | 'year';
    pricePence: number;
    firstBillingAt: Date;
    paymentMethodId: string | null;
    subscriptionId: string;
  },
  claim: (processorSubscriptionId: string) => Promise<boolean>,
): Promise<string | null> {
  const [user] = await deps.db
    .select({ customerId: users.paymentCustomerId })
    .from(users)
    .where(eq(users.id, what.userId))
    .limit(1);
  const paymentMethodId = await renewalCard(deps, what.userId, what.paymentMethodId);
  if (!user?.customerId || !paymentMethodId) return null;
  const created = await deps.payments.createSubscription(
    {
      customerId: user.customerId,
      paymentMethodId,
      amount: what.pricePence + vatFor(what.pricePence),
      currency: 'gbp',
      interval: what.interval,
      description: what.description,
      firstBillingAt: what.firstBillingAt,
      metadata: { subscriptionId: what.subscriptionId },
    },
    { idempotencyKey: `subscription:${what.subscriptionId}:${randomUUID()}` },
  );
  if (await claim(created.id)) return created.id;
  await cancelAtProcessor(deps, [created.id], 'now');
  return null;
}

/**
 * Stop the processor billing these subscriptions. Each cancel is an outbox row, tried at once: a
 * processor that fails now is asked again by the worker (logged with the row id, listed for staff),
 * so a subscription we ended never goes on charging the customer.
 */
export async function cancelAtProcessor(
  deps: Pick<TDeps, 'db' | 'outbox'>,
  ids: readonly (string | null)[],
  when: 'now' | 'period_end',
): Promise<void> {
  const rows: string[] = [];
  for (const id of ids) {
    if (id)
      rows.push(await deps.outbox.add(deps.db, { kind: 'cancel_subscription', providerSubscriptionId: id, when }));
  }
  await deps.outbox.deliver(rows);
}

/** A live subscription that renews but has no processor subscription yet gets one, billing from its period end. */
export async function ensureProcessorSubscription(
  deps: TSyncDeps,
  subscriptionId: string,
  paymentMethodId: string | null = null,
): Promise<void> {
  const [sub] = await deps.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).limit(1);
  if (!sub || sub.status !== 'active' || sub.cancelAtPeriodEnd || sub.providerSubscriptionId) return;
  await createProcessorSubscription(
    deps,
    {
      userId: sub.userId,
      description: await processorDescription(deps.db, sub.planId, sub.interval),
      interval: sub.interval,
      pricePence: sub.pricePence,
      firstBillingAt: sub.currentPeriodEnd,
      paymentMethodId,
      subscriptionId: sub.id,
    },
    async (id) =>
      (
        await deps.db
          .update(subscriptions)
          .set({ providerSubscriptionId: id })
          .where(and(eq(subscriptions.id, sub.id), isNull(subscriptions.providerSubscriptionId)))
          .returning({ id: subscriptions.id })
      ).length > 0,
  );
}

/** After a plan payment is recorded: end the processor subscriptions it replaced, start the one that bills next. */
export async function syncProcessorSubscription(deps: TSyncDeps, effect: TSubscriptionEffect): Promise<void> {
  await cancelAtProcessor(deps, effect.cancelNow, 'now');
  await ensureProcessorSubscription(deps, effect.subscriptionId, effect.paymentMethodId);
}

/** The processor subscriptions that bill this user (now or after a scheduled change). */
export async function processorSubscriptionsOf(db: TDb, userId: string): Promise<string[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_STATUSES])));
  return processorIds(rows);
}

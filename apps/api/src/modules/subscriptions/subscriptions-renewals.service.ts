// Renewals as the subscriptions module keeps them: a subscription found by its processor subscription,
// moved to its next period, made past_due or ended. The renewal run and a paid renewal's order are
// flows/renewals.ts.
import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { subscriptions, users } from '../../db/schema';
import type { TPaymentEvent } from '../../providers/payments/payment.provider';
import { LIVE_STATUSES, type TSubscriptionRow } from './subscriptions-apply.service';
import { subscriptionMails } from './subscriptions-mails.service';

export type TRenewalDeps = Pick<TDeps, 'db' | 'payments' | 'mailer' | 'config' | 'outbox' | 'log'>;
export type TRenewalEvent = Extract<
  TPaymentEvent,
  { type: 'invoice.paid' | 'invoice.payment_failed' | 'customer.subscription.deleted' }
>;

/** Ours, by the processor subscription that bills it now or the one waiting to bill a downgrade. */
export async function lockByProcessorId(tx: TDb, processorId: string): Promise<TSubscriptionRow | undefined> {
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
export function withPendingApplied(sub: TSubscriptionRow, processorId: string): Partial<TSubscriptionRow> {
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

export async function recordFailedRenewal(
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

export async function recordProcessorEnd(deps: TRenewalDeps, processorId: string, now: Date) {
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

/** A paid renewal moves the subscription to its new period (and a downgrade waiting for it takes effect). */
export async function renewPlanPeriod(
  tx: TDb,
  sub: TSubscriptionRow,
  event: { subscriptionId: string; periodStart: Date; periodEnd: Date },
): Promise<void> {
  await tx
    .update(subscriptions)
    .set({
      ...withPendingApplied(sub, event.subscriptionId),
      status: 'active',
      currentPeriodStart: event.periodStart,
      currentPeriodEnd: event.periodEnd,
    })
    .where(eq(subscriptions.id, sub.id));
}

/** Subscriptions cancelled to their period end whose period is over are ended (in case a webhook was lost). */
export async function endCancelledSubscriptions(db: TDb, now: Date): Promise<number> {
  const ended = await db
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
  return ended.length;
}

/** Live subscriptions that no processor subscription bills yet (it could not be created earlier). */
export async function unbilledSubscriptionIds(db: TDb, now: Date): Promise<string[]> {
  const rows = await db
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
  return rows.map((row) => row.id);
}

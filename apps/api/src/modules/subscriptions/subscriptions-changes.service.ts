// Changes that charge nothing now: a downgrade at period end, keeping the current plan, cancelling.
import type { TCurrentSubscription } from '@launchpad/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { invoices, subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TPaymentDeps } from '../payments';
import {
  type TSubscriptionRow,
  cancelAtProcessor,
  createProcessorSubscription,
  ensureProcessorSubscription,
  processorDescription,
} from './subscriptions-apply.service';
import { describeSubscription, findLiveSubscription, subscriptionOfOrder } from './subscriptions-read.store';
import { type TInterval, type TPlanRow, priceOf } from './subscriptions-rules.service';

const NO_SUBSCRIPTION = 'You have no active subscription.';

/** A processor subscription that could not be set up now: the renewal run sets it up later; said in the log. */
function logNotBilled(deps: TPaymentDeps, subscriptionId: string, error: unknown) {
  deps.log.error(
    { err: error, subscriptionId },
    'processor subscription not set up after a plan change; the next renewal run sets it up',
  );
}

/** Downgrade at period end: the next renewal bills the new plan; the processor subscription for it starts then. */
export async function scheduleDowngrade(
  deps: TPaymentDeps,
  sub: TSubscriptionRow,
  plan: TPlanRow,
  interval: TInterval,
) {
  const price = priceOf(plan, interval);
  const [updated] = await deps.db
    .update(subscriptions)
    .set({
      pendingPlanId: plan.id,
      pendingInterval: interval,
      pendingPricePence: price,
      pendingProviderSubscriptionId: null,
      cancelAtPeriodEnd: false,
    })
    .where(eq(subscriptions.id, sub.id))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND', NO_SUBSCRIPTION);
  await cancelAtProcessor(deps, [sub.pendingProviderSubscriptionId], 'now');
  await cancelAtProcessor(deps, [sub.providerSubscriptionId], 'period_end');
  await createProcessorSubscription(
    deps,
    {
      userId: sub.userId,
      description: await processorDescription(deps.db, plan.id, interval),
      interval,
      pricePence: price,
      firstBillingAt: sub.currentPeriodEnd,
      paymentMethodId: null,
      subscriptionId: sub.id,
    },
    async (id) =>
      (
        await deps.db
          .update(subscriptions)
          .set({ pendingProviderSubscriptionId: id })
          .where(
            and(
              eq(subscriptions.id, sub.id),
              eq(subscriptions.pendingPlanId, plan.id),
              isNull(subscriptions.pendingProviderSubscriptionId),
            ),
          )
          .returning({ id: subscriptions.id })
      ).length > 0,
  ).catch((error: unknown) => logNotBilled(deps, sub.id, error));
  return (await findLiveSubscription(deps.db, sub.userId)) ?? updated;
}

/** Choosing the current plan again: a pending downgrade or cancellation is dropped and renewals go on as before. */
export async function keepPlan(deps: TPaymentDeps, sub: TSubscriptionRow) {
  if (!sub.pendingPlanId && !sub.cancelAtPeriodEnd) {
    throw new AppError('CONFLICT', 'You are already on this plan.');
  }
  const [updated] = await deps.db
    .update(subscriptions)
    .set({
      pendingPlanId: null,
      pendingInterval: null,
      pendingPricePence: null,
      pendingProviderSubscriptionId: null,
      cancelAtPeriodEnd: false,
      providerSubscriptionId: null,
    })
    .where(eq(subscriptions.id, sub.id))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND', NO_SUBSCRIPTION);
  // The processor subscriptions bill nothing before the period end, so ending them now costs nothing;
  // a fresh one bills the current plan from then.
  await cancelAtProcessor(deps, [sub.providerSubscriptionId, sub.pendingProviderSubscriptionId], 'now');
  await ensureProcessorSubscription(deps, sub.id).catch((error: unknown) => logNotBilled(deps, sub.id, error));
  return (await findLiveSubscription(deps.db, sub.userId)) ?? updated;
}

/**
 * SPEC §7 `cancel-current-subscription`: the plan stays until the end of the paid period and is not
 * renewed (a pending downgrade is dropped). A past-due subscription, whose period is unpaid, ends now.
 */
export async function cancelCurrentSubscription(
  deps: TPaymentDeps,
  options: { userId: string; now?: Date },
): Promise<TCurrentSubscription> {
  const sub = await findLiveSubscription(deps.db, options.userId);
  if (!sub) throw new AppError('NOT_FOUND', NO_SUBSCRIPTION);
  return cancelSubscriptionRow(deps, sub, options.now ?? new Date());
}

async function cancelSubscriptionRow(
  deps: TPaymentDeps,
  sub: TSubscriptionRow,
  now: Date,
): Promise<TCurrentSubscription> {
  if (sub.status === 'past_due') {
    await deps.db
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(eq(subscriptions.id, sub.id));
    await cancelAtProcessor(deps, [sub.providerSubscriptionId, sub.pendingProviderSubscriptionId], 'now');
    return {
      ...(await describeSubscription(deps.db, sub)),
      cancelAtPeriodEnd: true,
      nextRenewal: null,
      pendingChange: null,
    };
  }
  const [updated] = await deps.db
    .update(subscriptions)
    .set({
      cancelAtPeriodEnd: true,
      cancelledAt: now,
      pendingPlanId: null,
      pendingInterval: null,
      pendingPricePence: null,
      pendingProviderSubscriptionId: null,
    })
    .where(eq(subscriptions.id, sub.id))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND', NO_SUBSCRIPTION);
  await cancelAtProcessor(deps, [sub.pendingProviderSubscriptionId], 'now');
  if (sub.providerSubscriptionId && !sub.cancelAtPeriodEnd) {
    await deps.payments.cancelSubscription(sub.providerSubscriptionId, 'period_end');
  }
  return describeSubscription(deps.db, updated);
}

/**
 * SPEC §7 `invoice/cancelSubscription`: cancel, at period end, the subscription a plan invoice of the
 * caller's paid for — as cancel-current-subscription, reached from the invoice in the order history.
 * An invoice that is not the caller's, not for a plan, or for a subscription that has already ended
 * is refused.
 */
export async function cancelSubscriptionByInvoice(
  deps: TPaymentDeps,
  options: { userId: string; invoiceNumber: number; now?: Date },
): Promise<TCurrentSubscription> {
  const [invoice] = await deps.db
    .select({ orderId: invoices.orderId })
    .from(invoices)
    .where(and(eq(invoices.invoiceNumber, options.invoiceNumber), eq(invoices.userId, options.userId)))
    .limit(1);
  if (!invoice) throw new AppError('NOT_FOUND', 'Invoice not found.');
  const subscriptionId = await subscriptionOfOrder(deps.db, invoice.orderId);
  if (!subscriptionId) throw new AppError('BAD_REQUEST', 'This invoice is not for a startup plan.');
  const sub = await findLiveSubscription(deps.db, options.userId);
  if (!sub || sub.id !== subscriptionId)
    throw new AppError('CONFLICT', 'The subscription this invoice paid for has already ended.');
  return cancelSubscriptionRow(deps, sub, options.now ?? new Date());
}

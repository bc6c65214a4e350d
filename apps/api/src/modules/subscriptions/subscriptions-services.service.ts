// Services priced per month or year (bookkeeping) bought through the cart. Each paid order line of such
// a product starts a subscription in the payment's transaction; the processor then bills every later
// period on the customer's saved card (as it does for plans), and its reports — paid, failed, ended —
// arrive through applyRenewalEvent, which hands the ones that are not a plan's to this file.
import {
  type TServiceSubscription,
  addBillingInterval,
  formatDate,
  renewalTerms,
  subscriptionInterval,
  vatFor,
} from '@launchpad/shared';
import { and, desc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { orderLines, products, serviceSubscriptions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TPaymentEvent } from '../../providers/payments/payment.provider';
import { isUuid } from '../../lib/ids';
import { type TOrderRow, describeLine, findOrderByKey } from '../orders';
import { insertPaidRenewal } from '../payments';
import { LIVE_STATUSES, createProcessorSubscription } from './subscriptions-apply.service';
import { subscriptionMails } from './subscriptions-mails.service';

type TServiceDeps = Pick<TDeps, 'db' | 'payments' | 'mailer' | 'config' | 'outbox'>;
type TServiceRow = typeof serviceSubscriptions.$inferSelect;
type TServiceEvent = Extract<
  TPaymentEvent,
  { type: 'invoice.paid' | 'invoice.payment_failed' | 'customer.subscription.deleted' }
>;

const NOT_FOUND = 'We could not find that subscription on your account.';
/**
 * Inside the transaction that records a cart order's payment: a subscription for every line whose
 * product renews, at the line's full price (a coupon discounts the first period only), and the line's
 * description gains its terms so the invoice says what renews and when. Settling twice starts nothing new.
 */
export async function startServiceSubscriptions(tx: TDb, order: TOrderRow, now: Date): Promise<string[]> {
  if (!order.userId) return [];
  const lines = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.kind, 'product')));
  const productIds = lines.map((line) => line.refId).filter((id): id is string => !!id && isUuid(id));
  if (productIds.length === 0) return [];
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      billing: products.billing,
      interval: products.interval,
      category: products.category,
    })
    .from(products)
    .where(inArray(products.id, productIds));
  const renewing = rows.flatMap((row) => {
    const interval = subscriptionInterval(row);
    return interval ? [{ ...row, interval }] : [];
  });
  const started: string[] = [];
  for (const line of lines) {
    const product = renewing.find((row) => row.id === line.refId);
    if (!product) continue;
    const pricePence = line.unitPricePence * line.quantity;
    const periodEnd = addBillingInterval(now, product.interval);
    const description = line.quantity > 1 ? `${product.name} × ${line.quantity}` : product.name;
    const [row] = await tx
      .insert(serviceSubscriptions)
      .values({
        userId: order.userId,
        productId: product.id,
        orderLineId: line.id,
        description,
        interval: product.interval,
        pricePence,
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd,
        provider: order.paymentProvider ?? 'builtin',
      })
      .onConflictDoNothing()
      .returning({ id: serviceSubscriptions.id });
    if (!row) continue;
    started.push(row.id);
    await describeLine(tx, line.id, `${line.description} (${renewalTerms(pricePence, product.interval, periodEnd)})`);
  }
  return started;
}

/** After the commit: the processor bills each new service from its period end, on the card just charged. */
export async function billServiceSubscriptions(
  deps: Pick<TDeps, 'db' | 'payments' | 'outbox'>,
  ids: string[],
  paymentMethodId: string | null,
): Promise<void> {
  for (const id of ids) await ensureServiceBilling(deps, id, paymentMethodId);
}

async function ensureServiceBilling(
  deps: Pick<TDeps, 'db' | 'payments' | 'outbox'>,
  id: string,
  paymentMethodId: string | null,
): Promise<void> {
  const [sub] = await deps.db.select().from(serviceSubscriptions).where(eq(serviceSubscriptions.id, id)).limit(1);
  if (!sub || sub.status !== 'active' || sub.cancelAtPeriodEnd || sub.providerSubscriptionId) return;
  await createProcessorSubscription(
    deps,
    {
      userId: sub.userId,
      description: `Launchpad ${sub.description} (${sub.interval === 'month' ? 'monthly' : 'yearly'})`,
      interval: sub.interval,
      pricePence: sub.pricePence,
      firstBillingAt: sub.currentPeriodEnd,
      paymentMethodId,
      subscriptionId: sub.id,
    },
    async (processorId) =>
      (
        await deps.db
          .update(serviceSubscriptions)
          .set({ providerSubscriptionId: processorId })
          .where(and(eq(serviceSubscriptions.id, sub.id), isNull(serviceSubscriptions.providerSubscriptionId)))
          .returning({ id: serviceSubscriptions.id })
      ).length > 0,
  );
}

function toJson(sub: TServiceRow): TServiceSubscription {
  const renews = (LIVE_STATUSES as readonly string[]).includes(sub.status) && !sub.cancelAtPeriodEnd;
  const vat = vatFor(sub.pricePence);
  return {
    id: sub.id,
    productId: sub.productId,
    description: sub.description,
    interval: sub.interval,
    status: sub.status,
    pricePence: sub.pricePence,
    currentPeriodStart: sub.currentPeriodStart.toISOString(),
    currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    nextRenewal: renews
      ? {
          at: sub.currentPeriodEnd.toISOString(),
          pricePence: sub.pricePence,
          vatPence: vat,
          totalPence: sub.pricePence + vat,
        }
      : null,
  };
}

/** The account's services that renew (or did), newest first. */
export async function listServiceSubscriptions(
  deps: Pick<TDeps, 'db'>,
  options: { userId: string },
): Promise<TServiceSubscription[]> {
  const rows = await deps.db
    .select()
    .from(serviceSubscriptions)
    .where(eq(serviceSubscriptions.userId, options.userId))
    .orderBy(desc(serviceSubscriptions.createdAt));
  return rows.map(toJson);
}

/**
 * Cancel a service: it runs to the end of the period already paid and does not renew. A service whose
 * renewal failed (past due) ends now. The processor stops billing after the commit; if it cannot be
 * reached the outbox keeps asking.
 */
export async function cancelServiceSubscription(
  deps: TServiceDeps,
  options: { userId: string; id: string; now?: Date },
): Promise<TServiceSubscription> {
  const now = options.now ?? new Date();
  const result = await deps.db.transaction(async (tx) => {
    const [sub] = await tx
      .select()
      .from(serviceSubscriptions)
      .where(and(eq(serviceSubscriptions.id, options.id), eq(serviceSubscriptions.userId, options.userId)))
      .for('update');
    if (!sub) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (!(LIVE_STATUSES as readonly string[]).includes(sub.status) || sub.cancelAtPeriodEnd) {
      return { sub, effect: null };
    }
    const pastDue = sub.status === 'past_due';
    const [updated] = await tx
      .update(serviceSubscriptions)
      .set(pastDue ? { status: 'cancelled', cancelledAt: now } : { cancelAtPeriodEnd: true, cancelledAt: now })
      .where(eq(serviceSubscriptions.id, sub.id))
      .returning();
    const effect = sub.providerSubscriptionId
      ? await deps.outbox.add(tx, {
          kind: 'cancel_subscription',
          providerSubscriptionId: sub.providerSubscriptionId,
          when: pastDue ? 'now' : 'period_end',
        })
      : null;
    return { sub: updated ?? sub, effect };
  });
  if (result.effect) await deps.outbox.deliver([result.effect]);
  return toJson(result.sub);
}

/** The processor subscriptions that bill this user's services (account deletion cancels them). */
export async function serviceProcessorSubscriptionsOf(db: TDb, userId: string): Promise<string[]> {
  const rows = await db
    .select({ processorId: serviceSubscriptions.providerSubscriptionId })
    .from(serviceSubscriptions)
    .where(and(eq(serviceSubscriptions.userId, userId), inArray(serviceSubscriptions.status, [...LIVE_STATUSES])));
  return rows.map((row) => row.processorId).filter((id): id is string => !!id);
}

async function lockByProcessorId(tx: TDb, processorId: string): Promise<TServiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(serviceSubscriptions)
    .where(eq(serviceSubscriptions.providerSubscriptionId, processorId))
    .for('update');
  return row;
}

async function recordPaidRenewal(
  deps: TServiceDeps,
  event: Extract<TServiceEvent, { type: 'invoice.paid' }>,
  now: Date,
): Promise<boolean> {
  const key = `renewal:${event.objectId}`;
  let receipt: string | null = null;
  const found = await deps.db.transaction(async (tx) => {
    const sub = await lockByProcessorId(tx, event.subscriptionId);
    if (!sub) return false;
    if (await findOrderByKey(tx, key)) return true;
    const [user] = await tx.select().from(users).where(eq(users.id, sub.userId));
    if (!user) return true;
    const order = await insertPaidRenewal(tx, {
      key,
      user,
      line: {
        kind: 'product',
        refId: sub.productId,
        description: `${sub.description}, ${formatDate(event.periodStart)} to ${formatDate(event.periodEnd)} (${renewalTerms(sub.pricePence, sub.interval, event.periodEnd)})`,
        unitPricePence: sub.pricePence,
      },
      subscriptionIntent: null,
      subscriptionId: null,
      provider: deps.payments.name,
      charge: { id: event.chargeId, amount: event.amount },
      now,
    });
    await tx
      .update(serviceSubscriptions)
      .set({ status: 'active', currentPeriodStart: event.periodStart, currentPeriodEnd: event.periodEnd })
      .where(eq(serviceSubscriptions.id, sub.id));
    if (order.buyer.email) receipt = await deps.outbox.add(tx, { kind: 'order_receipt', orderId: order.id });
    return true;
  });
  if (receipt) await deps.outbox.deliver([receipt]);
  return found;
}

async function recordFailedRenewal(
  deps: TServiceDeps,
  event: Extract<TServiceEvent, { type: 'invoice.payment_failed' }>,
): Promise<boolean> {
  const outcome = await deps.db.transaction(async (tx) => {
    const sub = await lockByProcessorId(tx, event.subscriptionId);
    if (!sub) return { found: false, mail: null };
    if (sub.status !== 'active') return { found: true, mail: null };
    await tx.update(serviceSubscriptions).set({ status: 'past_due' }).where(eq(serviceSubscriptions.id, sub.id));
    const [user] = await tx.select().from(users).where(eq(users.id, sub.userId));
    const mail = user
      ? await deps.outbox.add(tx, {
          kind: 'mail',
          template: 'subscription_payment_failed',
          message: subscriptionMails.serviceRenewalFailed(
            { to: user.email, name: user.name, service: sub.description },
            event.failureMessage,
            deps.config.PUBLIC_URL,
          ),
        })
      : null;
    return { found: true, mail };
  });
  if (outcome.mail) await deps.outbox.deliver([outcome.mail]);
  return outcome.found;
}

async function recordProcessorEnd(deps: TServiceDeps, processorId: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const sub = await lockByProcessorId(tx, processorId);
    if (!sub) return false;
    if ((LIVE_STATUSES as readonly string[]).includes(sub.status)) {
      await tx
        .update(serviceSubscriptions)
        .set({ status: sub.cancelAtPeriodEnd ? 'ended' : 'cancelled', cancelledAt: sub.cancelledAt ?? now })
        .where(eq(serviceSubscriptions.id, sub.id));
    }
    return true;
  });
}

/** A processor's report about one of our services; false when the processor subscription is not a service's. */
export async function applyServiceRenewalEvent(deps: TServiceDeps, event: TServiceEvent, now: Date): Promise<boolean> {
  if (event.type === 'invoice.paid') return recordPaidRenewal(deps, event, now);
  if (event.type === 'invoice.payment_failed') return recordFailedRenewal(deps, event);
  return recordProcessorEnd(deps, event.objectId, now);
}

/** The renewal run's part for services: end what was cancelled at its period end, bill what has no processor yet. */
export async function tidyServiceSubscriptions(
  deps: Pick<TDeps, 'db' | 'payments' | 'outbox'>,
  now: Date,
): Promise<number> {
  const ended = await deps.db
    .update(serviceSubscriptions)
    .set({ status: 'ended' })
    .where(
      and(
        eq(serviceSubscriptions.status, 'active'),
        eq(serviceSubscriptions.cancelAtPeriodEnd, true),
        lte(serviceSubscriptions.currentPeriodEnd, now),
      ),
    )
    .returning({ id: serviceSubscriptions.id });
  const unbilled = await deps.db
    .select({ id: serviceSubscriptions.id })
    .from(serviceSubscriptions)
    .where(
      and(
        eq(serviceSubscriptions.status, 'active'),
        eq(serviceSubscriptions.cancelAtPeriodEnd, false),
        isNull(serviceSubscriptions.providerSubscriptionId),
        gt(serviceSubscriptions.currentPeriodEnd, now),
      ),
    );
  for (const { id } of unbilled) await ensureServiceBilling(deps, id, null);
  return ended.length;
}

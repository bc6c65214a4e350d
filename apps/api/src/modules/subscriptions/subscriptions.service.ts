// Startup plan subscriptions (issue 5, SPEC §7): the order a plan purchase or change pays for, which
// flows/subscribe-to-plan.ts pays. The proration rule is in subscriptions-rules.service.ts; reading in
// subscriptions-read.store.ts; changes that charge nothing now (downgrade, keep, cancel) in subscriptions-changes.service.ts.
import { type TPaymentMethodChoice, formatDate, priceSummary, subscriptionEndpoints } from '@launchpad/shared';
import { AppError } from '../../lib/app-error';
import { serviceEndpoints } from '../../lib/endpoint';
import { evaluateCoupon } from '../coupons';
import { composeOrderDraft, type TDraftLine, type TOrderDraft } from '../orders';
import type { TPaymentDeps } from '../payments';
import type { TSubscriptionRow } from './subscriptions-apply.service';
import { getCurrentSubscription } from './subscriptions-read.store';
import { type TInterval, type TPlanRow, intervalWord, priceOf, unusedCredit } from './subscriptions-rules.service';
import { listServiceSubscriptions } from './subscriptions-services.service';

export { cancelCurrentSubscription, cancelSubscriptionByInvoice } from './subscriptions-changes.service';

export type TSubscribeOptions = {
  userId: string;
  planId: string;
  interval: TInterval;
  paymentMethod: TPaymentMethodChoice;
  couponCode?: string | undefined;
  idempotencyKey: string;
  buyer?: { name: string; country: string } | undefined;
  now?: Date;
};

export async function planDraft(
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

/** The subscription reads these functions answer (subscriptions.routes.ts). */
export const subscriptionsServices = serviceEndpoints(subscriptionEndpoints, {
  current: getCurrentSubscription,
  services: listServiceSubscriptions,
});

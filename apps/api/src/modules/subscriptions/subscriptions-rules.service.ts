// Startup plan subscriptions: the proration rule (README "Subscriptions"). A plan's tier is its monthly
// price. A change is an UPGRADE when the new plan is of the same or a higher tier AND one period of it
// costs more than one period of the current subscription (a higher plan on the same interval, or
// monthly → yearly). An upgrade happens at once: the customer pays the new period in full minus a
// credit for the unused part of the current period — credit = current price × (time left ÷ period
// length), rounded down to whole pence, worked out when the order is placed — plus VAT on the
// difference, and a new period starts when the payment is confirmed. Every other change (a lower tier,
// or yearly → monthly) is a DOWNGRADE: nothing is charged now, the current plan runs to the end of its
// paid period, and the next renewal is at the new plan and interval. A coupon takes money off the
// payment it is used on only.
import type { plans } from '../../db/schema';
import type { TSubscriptionRow } from './subscriptions-apply.service';

export type TPlanRow = typeof plans.$inferSelect;
export type TInterval = 'month' | 'year';

export const intervalWord = (interval: TInterval) => (interval === 'month' ? 'monthly' : 'yearly');
export const priceOf = (plan: Pick<TPlanRow, 'monthlyPricePence' | 'yearlyPricePence'>, interval: TInterval) =>
  interval === 'month' ? plan.monthlyPricePence : plan.yearlyPricePence;

export type TChange = 'start' | 'restart' | 'upgrade' | 'downgrade' | 'keep';

/** Which kind of change moving from `current` to `plan`/`interval` is (see the rule above). */
export function classifyChange(
  current: { sub: TSubscriptionRow; plan: TPlanRow } | null,
  target: { plan: TPlanRow; interval: TInterval },
): TChange {
  if (!current) return 'start';
  if (current.sub.status === 'past_due') return 'restart';
  if (current.sub.planId === target.plan.id && current.sub.interval === target.interval) return 'keep';
  const higherOrSameTier = target.plan.monthlyPricePence >= current.plan.monthlyPricePence;
  return higherOrSameTier && priceOf(target.plan, target.interval) > current.sub.pricePence ? 'upgrade' : 'downgrade';
}

/** The unused part of the current period, in pence, rounded down (see the rule above). */
export function unusedCredit(
  sub: Pick<TSubscriptionRow, 'pricePence' | 'currentPeriodStart' | 'currentPeriodEnd'>,
  now: Date,
): number {
  const length = sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime();
  const left = Math.min(Math.max(sub.currentPeriodEnd.getTime() - now.getTime(), 0), length);
  if (length <= 0) return 0;
  return Number((BigInt(sub.pricePence) * BigInt(left)) / BigInt(length));
}

// SPEC §3 Influencer coupon, §7 coupan-check: whether a coupon applies, and how much it takes off
// each line. The api decides with it at checkout and the browser shows the same numbers.
import { type TCart, type TCartItem, isDomainItem } from './cart';
import { lineTotal } from './cart-totals';
import type { TBillingInterval } from './catalog';
import { formatDate } from './dates';
import { formatPounds } from './money';
import { allocateProportionally, percentOf } from './pricing';

export const COUPON_DISCOUNT_TYPES = ['percent_off', 'amount_off'] as const;
export type TCouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];
/** SPEC §3: a coupon named `inf-…` is an influencer's and applies to every startup package (plan). */
export const INFLUENCER_COUPON_PREFIX = 'inf-';

/** An item a coupon is limited to, by id when the coupon has one, otherwise by name (any case). */
export type TCouponTarget = { id?: string | null; name: string };
export type TCouponPlanTarget = TCouponTarget & { subscriptionInterval?: TBillingInterval | null };

/** SPEC §3 field names. Amounts are pence; `percent_off` is 0 < p <= 100 with at most 2 decimals. */
export type TCoupon = {
  id: string;
  name: string;
  discountType: TCouponDiscountType;
  percent_off: number | null;
  amount_off: number | null;
  /** The last moment it can be redeemed (ISO text or a Date); null: no end. */
  redeem_by: Date | string | null;
  /** null: no limit. */
  max_redemptions: number | null;
  times_redeemed?: number;
  is_specific_items: boolean;
  products?: TCouponTarget[];
  groups?: TCouponTarget[];
  plans?: TCouponPlanTarget[];
};

/** One thing being bought, as a coupon sees it. `amount` is what it costs before the coupon, in pence. */
export type TCouponLine = {
  lineId: string;
  kind: 'product' | 'group' | 'domain' | 'plan';
  /** productId, groupId or plan id; null for a domain. */
  refId: string | null;
  name?: string | null;
  /** Plans only: how often it is billed. */
  interval?: TBillingInterval | null;
  amount: number;
};

export type TCouponRefusalReason = 'expired' | 'exhausted' | 'not_applicable';
export type TLineDiscount = { lineId: string; amount: number; discount: number };
export type TCouponResult =
  | { ok: true; discountTotal: number; discountPerLine: TLineDiscount[]; applicableTotal: number }
  | { ok: false; reason: TCouponRefusalReason; message: string };

export type TApplyCouponOptions = {
  now: Date;
  /** Times redeemed so far (the api counts coupon usages); defaults to `coupon.times_redeemed`, else 0. */
  redemptions?: number;
  /** Names of cart lines, for coupons limited to items by name. */
  nameOf?: (item: TCartItem) => string | null | undefined;
};

/**
 * The coupon's view of a cart: one line per item, costing its whole line total (product, add-ons and
 * services), identified by its productId or groupId.
 */
export function cartCouponLines(cart: TCart, nameOf?: TApplyCouponOptions['nameOf']): TCouponLine[] {
  return cart.CartItems.map((item) => {
    const kind = isDomainItem(item) ? 'domain' : item.isGroup ? 'group' : 'product';
    const refId = kind === 'domain' ? null : kind === 'group' ? item.groupId : item.productId;
    return { lineId: item.id, kind, refId, name: nameOf?.(item) ?? null, amount: lineTotal(item) };
  });
}

export function isInfluencerCoupon(coupon: Pick<TCoupon, 'name'>): boolean {
  return coupon.name.trim().toLowerCase().startsWith(INFLUENCER_COUPON_PREFIX);
}

const sameName = (a: string | null | undefined, b: string | null | undefined) =>
  a != null && b != null && a.trim().toLowerCase() === b.trim().toLowerCase();

function targets(line: TCouponLine, target: TCouponTarget): boolean {
  return target.id ? target.id === line.refId : sameName(target.name, line.name);
}

/**
 * Which lines a coupon takes money off:
 * - an `inf-` coupon: every plan line; products and groups only when it lists them (is_specific_items);
 * - a coupon for specific items: the products, groups and plans it lists (a listed plan with an
 *   interval matches that billing interval only); domains are never listed, so never discounted;
 * - any other coupon: every line.
 */
export function couponAppliesTo(coupon: TCoupon, line: TCouponLine): boolean {
  const influencer = isInfluencerCoupon(coupon);
  if (influencer && line.kind === 'plan') return true;
  if (!coupon.is_specific_items) return !influencer;
  switch (line.kind) {
    case 'product':
      return (coupon.products ?? []).some((target) => targets(line, target));
    case 'group':
      return (coupon.groups ?? []).some((target) => targets(line, target));
    case 'plan':
      return (coupon.plans ?? []).some(
        (plan) => targets(line, plan) && (!plan.subscriptionInterval || plan.subscriptionInterval === line.interval),
      );
    default:
      return false;
  }
}

function assertCoupon(coupon: TCoupon): void {
  const percent = coupon.percent_off;
  const amount = coupon.amount_off;
  if (coupon.discountType === 'percent_off' && (percent == null || !(percent > 0 && percent <= 100))) {
    throw new RangeError(`coupon ${coupon.name}: percent_off must be above 0 and at most 100, got ${percent}`);
  }
  if (coupon.discountType === 'amount_off' && (amount == null || !Number.isSafeInteger(amount) || amount <= 0)) {
    throw new RangeError(`coupon ${coupon.name}: amount_off must be whole pence above 0, got ${amount}`);
  }
  if (!(COUPON_DISCOUNT_TYPES as readonly string[]).includes(coupon.discountType)) {
    throw new RangeError(`coupon ${coupon.name}: unknown discountType ${String(coupon.discountType)}`);
  }
}

function redeemBy(coupon: TCoupon): Date | null {
  if (coupon.redeem_by == null) return null;
  const date = coupon.redeem_by instanceof Date ? coupon.redeem_by : new Date(coupon.redeem_by);
  if (Number.isNaN(date.getTime())) throw new RangeError(`coupon ${coupon.name}: redeem_by is not a date`);
  return date;
}

function refuse(reason: TCouponRefusalReason, message: string): TCouponResult {
  return { ok: false, reason, message };
}

function applicableItemsText(coupon: TCoupon): string {
  const names = [...(coupon.products ?? []), ...(coupon.groups ?? []), ...(coupon.plans ?? [])].map((t) => t.name);
  if (isInfluencerCoupon(coupon)) names.unshift('startup packages');
  return names.length > 0 ? ` It applies only to: ${names.join(', ')}.` : '';
}

/**
 * What `coupon` takes off `cartOrLines` at `now`, or why it cannot be used. Checked in this order:
 * expired (now is after redeem_by), exhausted (redeemed max_redemptions times), not applicable (no
 * line it covers costs anything). Percent off: the percentage of the covered total, rounded half-up
 * to whole pence. Amount off: at most the covered total. Either way the discount is shared over the
 * covered lines in proportion to their amounts, in whole pence that sum exactly to `discountTotal`,
 * never more than a line's own amount, so no total goes below zero.
 */
export function applyCoupon(
  cartOrLines: TCart | readonly TCouponLine[],
  coupon: TCoupon,
  options: TApplyCouponOptions,
): TCouponResult {
  assertCoupon(coupon);
  const lines = 'CartItems' in cartOrLines ? cartCouponLines(cartOrLines, options.nameOf) : cartOrLines;

  const lastDay = redeemBy(coupon);
  if (lastDay && options.now.getTime() > lastDay.getTime()) {
    return refuse('expired', `Coupon ${coupon.name} expired on ${formatDate(lastDay)}.`);
  }
  const redemptions = options.redemptions ?? coupon.times_redeemed ?? 0;
  if (coupon.max_redemptions != null && redemptions >= coupon.max_redemptions) {
    return refuse('exhausted', `Coupon ${coupon.name} has already been used as many times as it allows.`);
  }

  const covered = lines.map((line) => (couponAppliesTo(coupon, line) ? line.amount : 0));
  const applicableTotal = covered.reduce((sum, amount) => sum + amount, 0);
  if (applicableTotal <= 0) {
    return refuse(
      'not_applicable',
      `Coupon ${coupon.name} does not apply to anything in your cart.${applicableItemsText(coupon)}`,
    );
  }

  const discountTotal =
    coupon.discountType === 'percent_off'
      ? percentOf(applicableTotal, coupon.percent_off ?? 0)
      : Math.min(coupon.amount_off ?? 0, applicableTotal);
  const shares = allocateProportionally(discountTotal, covered);
  return {
    ok: true,
    discountTotal,
    applicableTotal,
    discountPerLine: lines.map((line, index) => ({
      lineId: line.lineId,
      amount: line.amount,
      discount: shares[index] ?? 0,
    })),
  };
}

/** '10% off' or '£5.00 off', as the order summary labels the discount. */
export function describeCoupon(coupon: Pick<TCoupon, 'discountType' | 'percent_off' | 'amount_off'>): string {
  return coupon.discountType === 'percent_off'
    ? `${coupon.percent_off ?? 0}% off`
    : `${formatPounds(coupon.amount_off ?? 0)} off`;
}

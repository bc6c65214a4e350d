import { describe, expect, it } from 'vitest';
import { cartOf, exampleCom, formation, starterPack } from './cart-test-fixtures';
import {
  type TCoupon,
  type TCouponLine,
  applyCoupon,
  cartCouponLines,
  couponAppliesTo,
  describeCoupon,
  isInfluencerCoupon,
} from './coupons';

const now = new Date('2026-03-01T12:00:00Z');

const coupon = (over: Partial<TCoupon> = {}): TCoupon => ({
  id: 'c1',
  name: 'SPRING10',
  discountType: 'percent_off',
  percent_off: 10,
  amount_off: null,
  redeem_by: null,
  max_redemptions: null,
  times_redeemed: 0,
  is_specific_items: false,
  ...over,
});
const fiver = (over: Partial<TCoupon> = {}) =>
  coupon({ name: 'FIVER', discountType: 'amount_off', percent_off: null, amount_off: 500, ...over });

const line = (lineId: string, amount: number, over: Partial<TCouponLine> = {}): TCouponLine => ({
  lineId,
  kind: 'product',
  refId: `prod-${lineId}`,
  amount,
  ...over,
});
const plan = (lineId: string, amount: number, name: string, interval: 'month' | 'year' = 'month') =>
  line(lineId, amount, { kind: 'plan', refId: `plan-${lineId}`, name, interval });

describe('coupons: percent off', () => {
  it('takes the percentage off every line and in total', () => {
    expect(applyCoupon([line('a', 10_000), line('b', 5_000)], coupon(), { now })).toEqual({
      ok: true,
      applicableTotal: 15_000,
      discountTotal: 1_500,
      discountPerLine: [
        { lineId: 'a', amount: 10_000, discount: 1_000 },
        { lineId: 'b', amount: 5_000, discount: 500 },
      ],
    });
  });

  it('rounds the total half-up and shares it so the lines add up exactly', () => {
    const result = applyCoupon([line('a', 5), line('b', 5), line('c', 5)], coupon(), { now });
    // 10% of 15p is 1.5p: 2p, shared 1p, 1p, 0p.
    expect(result).toMatchObject({
      discountTotal: 2,
      discountPerLine: [{ discount: 1 }, { discount: 1 }, { discount: 0 }],
    });
  });

  it('takes a whole line off at 100%', () => {
    expect(applyCoupon([line('a', 999)], coupon({ percent_off: 100 }), { now })).toMatchObject({ discountTotal: 999 });
  });
});

describe('coupons: amount off', () => {
  it('spreads the amount over the lines in proportion to what they cost', () => {
    const result = applyCoupon([line('a', 3000), line('b', 1000), line('c', 1000)], fiver(), { now });
    expect(result).toMatchObject({
      discountTotal: 500,
      discountPerLine: [{ discount: 300 }, { discount: 100 }, { discount: 100 }],
    });
  });

  it('never takes more than the lines cost, so no total goes below zero', () => {
    const result = applyCoupon([line('a', 300), line('b', 100)], fiver(), { now });
    expect(result).toMatchObject({ discountTotal: 400, discountPerLine: [{ discount: 300 }, { discount: 100 }] });
  });
});

describe('coupons: a coupon for specific items', () => {
  const specific = coupon({
    is_specific_items: true,
    products: [{ id: 'prod-a', name: 'Company formation' }],
    groups: [{ name: 'Starter pack' }],
    plans: [{ name: 'Startup Membership Plan', subscriptionInterval: 'year' }],
  });

  it('takes money off only the products, groups and plans it lists', () => {
    const lines = [
      line('a', 1000),
      line('b', 1000),
      line('g', 1000, { kind: 'group', refId: 'group-x', name: 'starter PACK' }),
      line('d', 1000, { kind: 'domain', refId: null, name: 'Company formation' }),
      plan('p', 1000, 'Startup Membership Plan', 'year'),
    ];
    const result = applyCoupon(lines, specific, { now });
    expect(result).toMatchObject({ ok: true, applicableTotal: 3000, discountTotal: 300 });
    const discounts = result.ok ? result.discountPerLine.map((l) => l.discount) : [];
    expect(discounts).toEqual([100, 0, 100, 0, 100]);
  });

  it('matches a listed plan on its billing interval when the coupon names one', () => {
    expect(couponAppliesTo(specific, plan('p', 1000, 'Startup Membership Plan', 'month'))).toBe(false);
    const anyInterval = coupon({ is_specific_items: true, plans: [{ name: 'Startup Membership Plan' }] });
    expect(couponAppliesTo(anyInterval, plan('p', 1000, 'Startup Membership Plan', 'month'))).toBe(true);
  });

  it('matches by id when the coupon has one, even if the names differ', () => {
    expect(couponAppliesTo(specific, line('a', 1, { name: 'Renamed' }))).toBe(true);
  });

  it('refuses, saying what it is for, when nothing in the cart is listed', () => {
    expect(applyCoupon([line('b', 1000)], specific, { now })).toEqual({
      ok: false,
      reason: 'not_applicable',
      message:
        'Coupon SPRING10 does not apply to anything in your cart. It applies only to: Company formation, Starter pack, Startup Membership Plan.',
    });
  });
});

describe('coupons: influencer coupons (inf- prefix)', () => {
  const influencer = coupon({ name: 'inf-JANE20', percent_off: 20 });

  it('are recognised by their prefix in any case', () => {
    expect(isInfluencerCoupon({ name: 'inf-jane' })).toBe(true);
    expect(isInfluencerCoupon({ name: 'INF-jane' })).toBe(true);
    expect(isInfluencerCoupon({ name: 'infjane' })).toBe(false);
  });

  it('apply to every startup package and nothing else', () => {
    const lines = [plan('p1', 1000, 'Startup Membership Plan'), plan('p2', 5000, 'Pro'), line('a', 9000)];
    const result = applyCoupon(lines, influencer, { now });
    expect(result).toMatchObject({
      discountTotal: 1200,
      discountPerLine: [{ discount: 200 }, { discount: 1000 }, { discount: 0 }],
    });
  });

  it('also apply to the items they list', () => {
    const listed = coupon({ name: 'inf-jane', is_specific_items: true, products: [{ id: 'prod-a', name: 'x' }] });
    expect(couponAppliesTo(listed, line('a', 1))).toBe(true);
    expect(couponAppliesTo(listed, plan('p', 1, 'Anything'))).toBe(true);
    expect(couponAppliesTo(listed, line('b', 1))).toBe(false);
  });

  it('are refused on a cart without a startup package', () => {
    expect(applyCoupon([line('a', 9000)], influencer, { now })).toMatchObject({
      ok: false,
      reason: 'not_applicable',
      message: 'Coupon inf-JANE20 does not apply to anything in your cart. It applies only to: startup packages.',
    });
  });
});

describe('coupons: refusals', () => {
  const lines = [line('a', 1000)];

  it('refuses an expired coupon, saying when it expired', () => {
    const expired = coupon({ redeem_by: '2026-02-28T23:59:59Z' });
    expect(applyCoupon(lines, expired, { now })).toEqual({
      ok: false,
      reason: 'expired',
      message: 'Coupon SPRING10 expired on 28 Feb 2026.',
    });
  });

  it('accepts a coupon up to and including its redeem_by moment', () => {
    expect(applyCoupon(lines, coupon({ redeem_by: now }), { now }).ok).toBe(true);
    expect(applyCoupon(lines, coupon({ redeem_by: new Date(now.getTime() - 1) }), { now }).ok).toBe(false);
  });

  it('refuses a coupon redeemed as many times as it allows', () => {
    const limited = coupon({ max_redemptions: 3, times_redeemed: 3 });
    expect(applyCoupon(lines, limited, { now })).toEqual({
      ok: false,
      reason: 'exhausted',
      message: 'Coupon SPRING10 has already been used as many times as it allows.',
    });
    expect(applyCoupon(lines, coupon({ max_redemptions: 3, times_redeemed: 2 }), { now }).ok).toBe(true);
  });

  it('counts redemptions given by the caller over the coupon’s own count', () => {
    const limited = coupon({ max_redemptions: 3, times_redeemed: 0 });
    expect(applyCoupon(lines, limited, { now, redemptions: 3 })).toMatchObject({ reason: 'exhausted' });
  });

  it('checks expiry before redemptions, and both before what it applies to', () => {
    const everything = coupon({ redeem_by: '2020-01-01', max_redemptions: 0, is_specific_items: true });
    expect(applyCoupon([], everything, { now })).toMatchObject({ reason: 'expired' });
    expect(applyCoupon([], { ...everything, redeem_by: null }, { now })).toMatchObject({ reason: 'exhausted' });
  });

  it('refuses when the lines it covers cost nothing', () => {
    expect(applyCoupon([line('a', 0)], coupon(), { now })).toMatchObject({ reason: 'not_applicable' });
    expect(applyCoupon([], coupon(), { now })).toMatchObject({ reason: 'not_applicable' });
  });

  it('treats a malformed coupon as a bug, not as a refusal', () => {
    expect(() => applyCoupon(lines, coupon({ percent_off: 0 }), { now })).toThrow(RangeError);
    expect(() => applyCoupon(lines, coupon({ percent_off: 120 }), { now })).toThrow(RangeError);
    expect(() => applyCoupon(lines, fiver({ amount_off: 2.5 }), { now })).toThrow(RangeError);
    expect(() => applyCoupon(lines, coupon({ redeem_by: 'soon' }), { now })).toThrow(RangeError);
  });
});

describe('coupons: on a cart', () => {
  const cart = cartOf(formation(), starterPack(), exampleCom());

  it('sees each line at its whole line total, identified by product or group', () => {
    expect(cartCouponLines(cart)).toEqual([
      { lineId: 'line-formation', kind: 'product', refId: 'prod-formation', name: null, amount: 9900 },
      { lineId: 'line-pack', kind: 'group', refId: 'group-starter', name: null, amount: 29900 },
      { lineId: 'line-domain', kind: 'domain', refId: null, name: null, amount: 1200 },
    ]);
  });

  it('applies to a cart directly, naming lines with nameOf', () => {
    const byName = coupon({ is_specific_items: true, products: [{ name: 'Company formation' }] });
    const result = applyCoupon(cart, byName, {
      now,
      nameOf: (item) => (item.productId === 'prod-formation' ? 'Company formation' : null),
    });
    expect(result).toMatchObject({ ok: true, discountTotal: 990 });
  });
});

describe('coupons: labels', () => {
  it('reads as the order summary shows it', () => {
    expect(describeCoupon(coupon())).toBe('10% off');
    expect(describeCoupon(fiver())).toBe('£5.00 off');
  });
});

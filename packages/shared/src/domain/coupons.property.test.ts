// Properties of coupon discounts over random lines, random carts and random coupons (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NUM_RUNS, cartArb } from './cart-test-arbitraries';
import { type TCoupon, type TCouponLine, applyCoupon, cartCouponLines } from './coupons';

const lineArb: fc.Arbitrary<TCouponLine> = fc.record({
  lineId: fc.uuid(),
  kind: fc.constantFrom('product', 'group', 'domain', 'plan'),
  refId: fc.constantFrom('prod-a', 'prod-b', 'group-a', 'plan-a', null),
  name: fc.constantFrom('Company formation', 'Starter pack', 'Startup Membership Plan', null),
  interval: fc.constantFrom('month', 'year', null),
  amount: fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10 })),
});
const targetsArb = fc.array(
  fc.record({
    id: fc.constantFrom('prod-a', 'group-a', 'plan-a', null),
    name: fc.constantFrom('Company formation', 'Starter pack', 'Startup Membership Plan'),
  }),
  { maxLength: 3 },
);
const couponArb: fc.Arbitrary<TCoupon> = fc
  .record({
    name: fc.constantFrom('SPRING', 'inf-jane', 'INF-BOB'),
    percent: fc.option(fc.integer({ min: 1, max: 10_000 }).map((bp) => bp / 100)),
    amount: fc.integer({ min: 1, max: 20_000_000 }),
    specific: fc.boolean(),
    products: targetsArb,
    groups: targetsArb,
    plans: targetsArb,
  })
  .map((r) => ({
    id: 'c',
    name: r.name,
    discountType: r.percent === null ? 'amount_off' : 'percent_off',
    percent_off: r.percent,
    amount_off: r.percent === null ? r.amount : null,
    redeem_by: null,
    max_redemptions: null,
    is_specific_items: r.specific,
    products: r.products,
    groups: r.groups,
    plans: r.plans,
  }));

/** p% of `amount` rounded half-up, with p in hundredths of a percent, in exact integer arithmetic. */
const percentHalfUp = (amount: number, percent: number) =>
  Number((BigInt(amount) * BigInt(Math.round(percent * 100)) * 2n + 10_000n) / 20_000n);

describe('coupons: properties', () => {
  const now = new Date('2026-01-01T00:00:00Z');

  it('shares the discount so the lines sum exactly to the total, never exceeding a line', () => {
    const linesArb = fc.oneof(
      fc.array(lineArb, { maxLength: 8 }),
      cartArb.map((cart) => cartCouponLines(cart)),
    );
    fc.assert(
      fc.property(linesArb, couponArb, (lines, coupon) => {
        const result = applyCoupon(lines, coupon, { now });
        if (!result.ok) {
          expect(result.reason).toBe('not_applicable');
          return;
        }
        const discounts = result.discountPerLine.map((line) => line.discount);
        expect(discounts.reduce((sum, d) => sum + d, 0)).toBe(result.discountTotal);
        result.discountPerLine.forEach((line, index) => {
          expect(line.lineId).toBe(lines[index]?.lineId);
          expect(Number.isInteger(line.discount) && line.discount >= 0 && line.discount <= line.amount).toBe(true);
        });
        expect(result.discountTotal).toBeLessThanOrEqual(result.applicableTotal);
        expect(result.discountTotal).toBe(
          coupon.discountType === 'percent_off'
            ? percentHalfUp(result.applicableTotal, coupon.percent_off ?? 0)
            : Math.min(coupon.amount_off ?? 0, result.applicableTotal),
        );
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

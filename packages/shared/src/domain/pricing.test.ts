import { describe, expect, it } from 'vitest';
import { UK_VAT_RATE_PERCENT, allocateProportionally, percentOf, priceSummary, vatFor } from './pricing';

describe('pricing: VAT', () => {
  it('charges the UK standard rate of 20% by default', () => {
    expect(UK_VAT_RATE_PERCENT).toBe(20);
    expect(vatFor(10_000)).toBe(2000);
    expect(vatFor(9900)).toBe(1980);
    expect(vatFor(0)).toBe(0);
  });

  it.each([
    [1, 0], // 0.2p
    [2, 0], // 0.4p
    [3, 1], // 0.6p
    [7, 1], // 1.4p
    [8, 2], // 1.6p
    [12_345, 2469], // 2469.0p
    [12_347, 2469], // 2469.4p
    [12_348, 2470], // 2469.6p
  ])('rounds the VAT on %i pence to %i pence', (amount, vat) => {
    expect(vatFor(amount)).toBe(vat);
  });

  it('rounds an exact half penny up', () => {
    expect(vatFor(5, 10)).toBe(1); // 0.5p
    expect(vatFor(15, 10)).toBe(2); // 1.5p
    expect(vatFor(25, 10)).toBe(3); // 2.5p
    expect(vatFor(1, 50)).toBe(1); // 0.5p
  });

  it('handles other rates exactly, including fractions of a percent', () => {
    expect(vatFor(1000, 5)).toBe(50);
    expect(vatFor(1000, 0)).toBe(0);
    expect(vatFor(1000, 12.5)).toBe(125);
    expect(vatFor(1, 12.5)).toBe(0);
    expect(vatFor(4, 12.5)).toBe(1); // 0.5p
    expect(vatFor(1000, 17.5)).toBe(175);
  });

  it('stays exact for amounts far beyond what floating point multiplies safely', () => {
    expect(vatFor(Number.MAX_SAFE_INTEGER - 4)).toBe(1801439850948197);
  });

  it('mirrors positive amounts for refunds', () => {
    expect(vatFor(-3)).toBe(-1);
    expect(vatFor(-5, 10)).toBe(-1);
    expect(Object.is(vatFor(-1), 0)).toBe(true);
  });

  it.each([-1, 101, 12.345, Number.NaN])('refuses a rate of %d%%', (rate) => {
    expect(() => vatFor(100, rate)).toThrow(RangeError);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses an amount of %d pence', (amount) => {
    expect(() => vatFor(amount)).toThrow(RangeError);
  });

  it('takes a percentage the same way', () => {
    expect(percentOf(999, 10)).toBe(100);
    expect(percentOf(994, 10)).toBe(99);
  });
});

describe('pricing: sharing an amount over lines', () => {
  it('shares in proportion to the amounts', () => {
    expect(allocateProportionally(300, [1000, 2000])).toEqual([100, 200]);
    expect(allocateProportionally(0, [1000, 2000])).toEqual([0, 0]);
  });

  it('gives the odd pence to the largest remainders so the shares add up exactly', () => {
    expect(allocateProportionally(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(allocateProportionally(10, [300, 500, 200])).toEqual([3, 5, 2]);
    expect(allocateProportionally(7, [100, 200, 400])).toEqual([1, 2, 4]);
    expect(allocateProportionally(5, [333, 333, 334])).toEqual([2, 1, 2]);
  });

  it('never gives a line more than its own amount, even when sharing the whole sum', () => {
    expect(allocateProportionally(6, [1, 2, 3])).toEqual([1, 2, 3]);
    expect(allocateProportionally(2, [1, 0, 1])).toEqual([1, 0, 1]);
  });

  it('gives nothing to lines that cost nothing', () => {
    expect(allocateProportionally(0, [0, 0])).toEqual([0, 0]);
    expect(allocateProportionally(0, [])).toEqual([]);
  });

  it('refuses a total below 0 or above the sum, and negative amounts', () => {
    expect(() => allocateProportionally(7, [1, 5])).toThrow(RangeError);
    expect(() => allocateProportionally(-1, [1, 5])).toThrow(RangeError);
    expect(() => allocateProportionally(1, [-1, 5])).toThrow(RangeError);
  });
});

describe('pricing: the order summary', () => {
  it('adds VAT on the subtotal less the discount, shown separately', () => {
    expect(priceSummary(10_000, 1_000)).toEqual({
      subtotal: 10_000,
      discount: 1_000,
      net: 9_000,
      vat: 1_800,
      total: 10_800,
    });
  });

  it('needs no discount', () => {
    expect(priceSummary(9900)).toEqual({ subtotal: 9900, discount: 0, net: 9900, vat: 1980, total: 11_880 });
  });

  it('charges nothing when the discount covers everything', () => {
    expect(priceSummary(500, 500)).toEqual({ subtotal: 500, discount: 500, net: 0, vat: 0, total: 0 });
  });

  it('refuses a discount larger than the subtotal as a bug in the caller', () => {
    expect(() => priceSummary(500, 501)).toThrow(RangeError);
    expect(() => priceSummary(500, -1)).toThrow(RangeError);
  });
});

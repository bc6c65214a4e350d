import { describe, expect, it } from 'vitest';
import {
  type TCommissionLine,
  bpToPercent,
  commissionBase,
  commissionPayableAt,
  commissionPence,
  decideCommission,
  eligibleLines,
  percentToBp,
  withinAttribution,
} from './commission';

const DAY = 24 * 60 * 60 * 1000;
const paidAt = new Date('2026-11-22T12:00:00Z');
const plan = (totalPence: number, discountPence = 0): TCommissionLine => ({ kind: 'plan', totalPence, discountPence });
const product = (totalPence: number, discountPence = 0): TCommissionLine => ({
  kind: 'product',
  totalPence,
  discountPence,
});

describe('commission: rounding', () => {
  it('rounds half-up to whole pence', () => {
    expect(commissionPence(1010, 500)).toBe(51); // 50.5p
    expect(commissionPence(1009, 500)).toBe(50); // 50.45p
    expect(commissionPence(1030, 500)).toBe(52); // 51.5p
    expect(commissionPence(2610, 500)).toBe(131); // 130.5p
    expect(commissionPence(3, 1250)).toBe(0); // 0.375p
    expect(commissionPence(4, 1250)).toBe(1); // 0.5p
    expect(commissionPence(100_000_000, 10_000)).toBe(100_000_000);
  });

  it('earns nothing on nothing, and refuses fractions of pence or odd rates', () => {
    expect(commissionPence(0, 500)).toBe(0);
    expect(commissionPence(-500, 500)).toBe(0);
    expect(commissionPence(1000, 0)).toBe(0);
    expect(() => commissionPence(10.5, 500)).toThrow(RangeError);
    expect(() => commissionPence(1000, 10.5)).toThrow(RangeError);
    expect(() => commissionPence(1000, 10_001)).toThrow(RangeError);
  });

  it('converts percentages and basis points exactly', () => {
    expect(percentToBp(5)).toBe(500);
    expect(percentToBp(12.5)).toBe(1250);
    expect(percentToBp(0.01)).toBe(1);
    expect(() => percentToBp(0.001)).toThrow(RangeError);
    expect(() => percentToBp(101)).toThrow(RangeError);
    expect(bpToPercent(1250)).toBe(12.5);
  });
});

describe('commission: base and timing', () => {
  it('uses each line net of its discount, before VAT, with credits subtracted and never below zero', () => {
    expect(commissionBase([plan(2900, 290), product(1000, 100)])).toEqual({
      lineTotalPence: 3900,
      discountPence: 390,
      basePence: 3510,
    });
    expect(commissionBase([plan(2900), plan(-3500)]).basePence).toBe(0);
    expect(eligibleLines([plan(1), product(2)], 'referral')).toEqual([plan(1)]);
    expect(eligibleLines([plan(1), product(2)], 'coupon')).toHaveLength(2);
  });

  it('becomes payable after the refund window and attributes inside the window only', () => {
    expect(commissionPayableAt(paidAt, 14).toISOString()).toBe('2026-12-06T12:00:00.000Z');
    expect(withinAttribution(new Date(paidAt.getTime() - 30 * DAY), paidAt, 30)).toBe(true);
    expect(withinAttribution(new Date(paidAt.getTime() - 30 * DAY - 1), paidAt, 30)).toBe(false);
    expect(withinAttribution(new Date(paidAt.getTime() + 1), paidAt, 30)).toBe(false);
  });
});

describe('commission: who earns', () => {
  const coupon = { influencerId: 'coupon-owner', rateBp: 500, self: false };
  const referral = {
    influencerId: 'referrer',
    rateBp: 1000,
    self: false,
    signedUpAt: new Date(paidAt.getTime() - DAY),
  };

  it('pays the coupon owner on every line, never the referrer as well', () => {
    const decision = decideCommission({
      lines: [plan(2900, 290), product(1010)],
      coupon,
      referral,
      paidAt,
      attributionDays: 30,
    });
    expect(decision).toEqual({
      source: 'coupon',
      influencerId: 'coupon-owner',
      rateBp: 500,
      lineTotalPence: 3910,
      discountPence: 290,
      basePence: 3620,
      commissionPence: 181,
    });
  });

  it('pays a referrer on plan lines inside the window only', () => {
    const lines = [plan(2900), product(5000)];
    expect(decideCommission({ lines, coupon: null, referral, paidAt, attributionDays: 30 })).toMatchObject({
      source: 'referral',
      basePence: 2900,
      commissionPence: 290,
    });
    const old = { ...referral, signedUpAt: new Date(paidAt.getTime() - 31 * DAY) };
    expect(decideCommission({ lines, coupon: null, referral: old, paidAt, attributionDays: 30 })).toBeNull();
    expect(
      decideCommission({ lines: [product(5000)], coupon: null, referral, paidAt, attributionDays: 30 }),
    ).toBeNull();
  });

  it('pays nothing for self-referral, and a self-used coupon does not fall back to a referral', () => {
    const lines = [plan(2900)];
    expect(
      decideCommission({ lines, coupon: null, referral: { ...referral, self: true }, paidAt, attributionDays: 30 }),
    ).toBeNull();
    expect(
      decideCommission({ lines, coupon: { ...coupon, self: true }, referral, paidAt, attributionDays: 30 }),
    ).toBeNull();
    expect(decideCommission({ lines, coupon: null, referral: null, paidAt, attributionDays: 30 })).toBeNull();
  });
});

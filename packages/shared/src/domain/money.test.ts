import { describe, expect, it } from 'vitest';
import { formatAmount, formatPounds, toPence } from './money';

const NON_NUMERIC: unknown[] = [
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  'abc',
  '12abc',
  '£5',
  '1,000',
  '0x10',
  '1_000',
  '',
  '   ',
  null,
  undefined,
  {},
  [],
  [5],
  true,
  false,
  Symbol('pence'),
  () => 5,
];

describe('money: formatting pence as pounds', () => {
  it('shows pounds with the £ sign, thousands separators and 2 decimals', () => {
    expect(formatPounds(123456)).toBe('£1,234.56');
    expect(formatPounds(100)).toBe('£1.00');
    expect(formatPounds(5)).toBe('£0.05');
    expect(formatPounds(0)).toBe('£0.00');
    expect(formatPounds(123456789012)).toBe('£1,234,567,890.12');
  });

  it('puts the minus sign before the £ for negative amounts', () => {
    expect(formatPounds(-500)).toBe('-£5.00');
    expect(formatPounds(-123456)).toBe('-£1,234.56');
  });

  it('accepts numeric strings, with surrounding spaces', () => {
    expect(formatPounds('250')).toBe('£2.50');
    expect(formatPounds(' 250 ')).toBe('£2.50');
    expect(formatPounds('-250')).toBe('-£2.50');
    expect(formatPounds('+250')).toBe('£2.50');
    expect(formatPounds('1e3')).toBe('£10.00');
    expect(formatPounds('12.5')).toBe('£0.13');
  });

  it('accepts bigint pence', () => {
    expect(formatPounds(123456n)).toBe('£1,234.56');
  });

  it.each(NON_NUMERIC)('shows £0.00 for non-numeric input %s', (value) => {
    expect(formatPounds(value)).toBe('£0.00');
  });

  it('rounds fractional pence half away from zero', () => {
    expect(formatPounds(0.5)).toBe('£0.01');
    expect(formatPounds(1.5)).toBe('£0.02');
    expect(formatPounds(2.5)).toBe('£0.03');
    expect(formatPounds(2.49)).toBe('£0.02');
    expect(formatPounds(-0.5)).toBe('-£0.01');
    expect(formatPounds(-2.5)).toBe('-£0.03');
    expect(formatPounds(-2.49)).toBe('-£0.02');
  });

  it('never shows a negative zero', () => {
    expect(formatPounds(-0)).toBe('£0.00');
    expect(formatPounds(-0.4)).toBe('£0.00');
    expect(formatPounds('-0')).toBe('£0.00');
  });

  it('shows every pence value from -£1,000 to £1,000 exactly', () => {
    for (let pence = -100_000; pence <= 100_000; pence += 1) {
      const abs = Math.abs(pence);
      const pounds = Math.floor(abs / 100).toLocaleString('en-GB');
      const pennies = String(abs % 100).padStart(2, '0');
      const expected = `${pence < 0 ? '-' : ''}£${pounds}.${pennies}`;
      if (formatPounds(pence) !== expected) expect(formatPounds(pence)).toBe(expected);
    }
  });

  it('writes large amounts digit for digit, with a separator every three', () => {
    expect(formatPounds(123_456_789)).toBe('£1,234,567.89');
    expect(formatPounds(-98_765_432_100)).toBe('-£987,654,321.00');
    expect(formatPounds(Number.MAX_SAFE_INTEGER)).toBe('£90,071,992,547,409.91');
    expect(formatPounds(1e21)).toBe('£10,000,000,000,000,000,000.00');
  });
});

describe('money: formatting pence as an amount without the sign', () => {
  it('shows pounds with thousands separators and 2 decimals, no £', () => {
    expect(formatAmount(123456)).toBe('1,234.56');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(7)).toBe('0.07');
    expect(formatAmount(-500)).toBe('-5.00');
    expect(formatAmount('250')).toBe('2.50');
  });

  it.each(NON_NUMERIC)('shows 0.00 for non-numeric input %s', (value) => {
    expect(formatAmount(value)).toBe('0.00');
  });

  it('rounds fractional pence half away from zero, without a negative zero', () => {
    expect(formatAmount(2.5)).toBe('0.03');
    expect(formatAmount(-2.5)).toBe('-0.03');
    expect(formatAmount(-0.4)).toBe('0.00');
  });

  it('matches formatPounds without the £ for every pence value from -£100 to £100', () => {
    for (let pence = -10_000; pence <= 10_000; pence += 1) {
      const expected = formatPounds(pence).replace('£', '');
      if (formatAmount(pence) !== expected) expect(formatAmount(pence)).toBe(expected);
    }
  });
});

describe('money: reading pounds typed by a person', () => {
  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    ['12', 1200],
    ['0', 0],
    ['0.01', 1],
    ['.5', 50],
    ['5.', 500],
    ['007.10', 710],
    ['£1,234.56', 123456],
    ['1,234,567.89', 123456789],
    ['£12', 1200],
    ['£ 12', 1200],
    ['  £12.34  ', 1234],
    ['-5', -500],
    ['-£5.00', -500],
    ['£-5.00', -500],
    ['+£5', 500],
    ['0.29', 29],
    ['1.1', 110],
  ])('reads %j as %i pence', (typed, pence) => {
    expect(toPence(typed)).toBe(pence);
  });

  it.each([
    [12.5, 1250],
    [0.29, 29],
    [0.1 + 0.2, 30],
    [1.15, 115],
    [4.35, 435],
    [-5, -500],
    [1234.56, 123456],
  ])('reads the number %d as %i pence without float error', (typed, pence) => {
    expect(toPence(typed)).toBe(pence);
  });

  it('avoids float error for every whole-penny amount up to £100', () => {
    for (let pence = 0; pence <= 10_000; pence += 1) {
      const pounds = pence / 100;
      if (toPence(pounds) !== pence) expect(toPence(pounds)).toBe(pence);
      if (toPence(pounds.toFixed(2)) !== pence) expect(toPence(pounds.toFixed(2))).toBe(pence);
    }
  });

  it('rounds beyond two decimals half away from zero on the digits typed', () => {
    expect(toPence('1.005')).toBe(101);
    expect(toPence(1.005)).toBe(101);
    expect(toPence('1.0049999')).toBe(100);
    expect(toPence('1.004')).toBe(100);
    expect(toPence('0.995')).toBe(100);
    expect(toPence('9.999')).toBe(1000);
    expect(toPence('-1.005')).toBe(-101);
    expect(toPence('-1.004')).toBe(-100);
  });

  it('never returns a negative zero', () => {
    expect(Object.is(toPence('-0'), 0)).toBe(true);
    expect(Object.is(toPence('-0.004'), 0)).toBe(true);
    expect(Object.is(toPence(-0), 0)).toBe(true);
  });

  it('treats numbers too small to be a penny as 0', () => {
    expect(toPence(1e-7)).toBe(0);
    expect(toPence(-1e-7)).toBe(0);
  });

  it.each([
    '',
    '   ',
    '£',
    '.',
    '-',
    '£.',
    'abc',
    '12abc',
    '12.5p',
    '1.2.3',
    '1,23',
    '12,34.5',
    '1234,567',
    ',123',
    '--5',
    '-£-5',
    '1e3',
    'GBP 5',
    '5 £',
    '99999999999999999999',
  ])('returns null for %j', (typed) => {
    expect(toPence(typed)).toBeNull();
  });

  it('returns null for numbers that are not finite or not a safe number of pence', () => {
    expect(toPence(Number.NaN)).toBeNull();
    expect(toPence(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toPence(Number.NEGATIVE_INFINITY)).toBeNull();
    expect(toPence(1e21)).toBeNull();
    expect(toPence(Number.MAX_SAFE_INTEGER)).toBeNull();
  });

  it('accepts the largest safe number of pence and no more', () => {
    expect(toPence('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(toPence('90071992547409.92')).toBeNull();
  });

  it('returns null for values that are neither numbers nor strings', () => {
    expect(toPence(null as unknown as string)).toBeNull();
    expect(toPence(undefined as unknown as string)).toBeNull();
    expect(toPence({} as unknown as string)).toBeNull();
  });

  it('round-trips with formatPounds and formatAmount', () => {
    for (const pence of [0, 1, 99, 100, 12345, 123456789, -1, -123456]) {
      expect(toPence(formatPounds(pence))).toBe(pence);
      expect(toPence(formatAmount(pence))).toBe(pence);
    }
  });
});

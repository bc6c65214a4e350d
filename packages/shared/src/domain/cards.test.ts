import { describe, expect, it } from 'vitest';
import {
  CARD_BRANDS,
  CARD_BRAND_LABELS,
  cardNumberIssue,
  cvcIssue,
  cvcLength,
  detectCardBrand,
  expiryIssue,
  formatCardExpiry,
  fullExpiryYear,
  maskCard,
  normaliseCardNumber,
  passesLuhn,
  validateCard,
} from './cards';

// Public test numbers published by the card networks and processors.
const VALID_NUMBERS = {
  visa: ['4242424242424242', '4012888888881881', '4000056655665556', '4222222222222'],
  mastercard: ['5555555555554444', '5200828282828210', '5105105105105100', '2223003122003222', '2720990000000007'],
  amex: ['378282246310005', '371449635398431'],
  discover: ['6011111111111117', '6011000990139424', '6445644564456445', '6500000000000002'],
  diners: ['3056930009020004', '36227206271667', '30569309025904', '38520000023237'],
  jcb: ['3566002020360505', '3530111333300000'],
  unionpay: ['6200000000000005', '6205500000000000004', '8171999927660000'],
} as const;

describe('cards: the Luhn check', () => {
  it('accepts every published test number', () => {
    for (const numbers of Object.values(VALID_NUMBERS)) {
      for (const number of numbers) expect(passesLuhn(number), number).toBe(true);
    }
  });

  it('rejects a number with one digit changed or two neighbours swapped', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242424242424224')).toBe(false);
    expect(passesLuhn('5555555555554445')).toBe(false);
  });

  it('rejects anything that is not only digits, and numbers too short to check', () => {
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('0')).toBe(false);
    expect(passesLuhn('4242 4242 4242 4242')).toBe(false);
    expect(passesLuhn('42424242424242a2')).toBe(false);
    expect(passesLuhn('-4242424242424242')).toBe(false);
  });

  it('doubles every second digit from the right, subtracting 9 above 9', () => {
    expect(passesLuhn('18')).toBe(true); // 1*2 + 8 = 10
    expect(passesLuhn('59')).toBe(true); // 5*2-9 + 9 = 10
    expect(passesLuhn('00')).toBe(true);
    expect(passesLuhn('19')).toBe(false);
  });
});

describe('cards: brand from the number', () => {
  it('recognises each network from its published test numbers', () => {
    for (const [brand, numbers] of Object.entries(VALID_NUMBERS)) {
      for (const number of numbers) expect(detectCardBrand(number), number).toBe(brand);
    }
  });

  it('knows the edges of the Mastercard 2-series and 51-55 ranges', () => {
    expect(detectCardBrand('2220990000000000')).toBe('unknown');
    expect(detectCardBrand('2221000000000009')).toBe('mastercard');
    expect(detectCardBrand('2720000000000000')).toBe('mastercard');
    expect(detectCardBrand('2721000000000000')).toBe('unknown');
    expect(detectCardBrand('5000000000000000')).toBe('unknown');
    expect(detectCardBrand('5100000000000000')).toBe('mastercard');
    expect(detectCardBrand('5599999999999999')).toBe('mastercard');
    expect(detectCardBrand('5600000000000000')).toBe('unknown');
  });

  it('knows the edges of the JCB, Diners Club, Discover and UnionPay ranges', () => {
    expect(detectCardBrand('3527000000000000')).toBe('unknown');
    expect(detectCardBrand('3528000000000000')).toBe('jcb');
    expect(detectCardBrand('3589000000000000')).toBe('jcb');
    expect(detectCardBrand('3590000000000000')).toBe('unknown');
    expect(detectCardBrand('30500000000000')).toBe('diners');
    expect(detectCardBrand('30600000000000')).toBe('unknown');
    expect(detectCardBrand('30900000000000')).toBe('diners');
    expect(detectCardBrand('39000000000000')).toBe('diners');
    expect(detectCardBrand('6011000000000000')).toBe('discover');
    expect(detectCardBrand('6012000000000000')).toBe('unknown');
    expect(detectCardBrand('6430000000000000')).toBe('unknown');
    expect(detectCardBrand('6440000000000000')).toBe('discover');
    expect(detectCardBrand('6490000000000000')).toBe('discover');
    expect(detectCardBrand('6500000000000000')).toBe('discover');
    expect(detectCardBrand('6200000000000000')).toBe('unionpay');
    expect(detectCardBrand('8100000000000000')).toBe('unionpay');
    expect(detectCardBrand('8172000000000000')).toBe('unknown');
  });

  it('works on a partly typed number with spaces, so the form can show the logo early', () => {
    expect(detectCardBrand('4')).toBe('visa');
    expect(detectCardBrand('37')).toBe('amex');
    expect(detectCardBrand('3')).toBe('unknown');
    expect(detectCardBrand('2221')).toBe('mastercard');
    expect(detectCardBrand('4242 4242')).toBe('visa');
    expect(detectCardBrand('3782-822463')).toBe('amex');
  });

  it('gives unknown for empty input, letters, and unassigned ranges', () => {
    expect(detectCardBrand('')).toBe('unknown');
    expect(detectCardBrand('abcd')).toBe('unknown');
    expect(detectCardBrand('1234567812345670')).toBe('unknown');
    expect(detectCardBrand('9999999999999995')).toBe('unknown');
  });

  it('has a label for every brand', () => {
    for (const brand of CARD_BRANDS) expect(CARD_BRAND_LABELS[brand]).toMatch(/\S/);
    expect(CARD_BRAND_LABELS.amex).toBe('American Express');
  });
});

describe('cards: the number as a whole', () => {
  it('accepts valid numbers of every brand, typed with spaces or dashes', () => {
    expect(cardNumberIssue('4242 4242 4242 4242')).toBeNull();
    expect(cardNumberIssue('3782-822463-10005')).toBeNull();
    expect(cardNumberIssue('6205500000000000004')).toBeNull();
    expect(normaliseCardNumber(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
  });

  it('accepts a Luhn-valid number of an unknown network', () => {
    expect(detectCardBrand('1234567812345670')).toBe('unknown');
    expect(cardNumberIssue('1234567812345670')).toBeNull();
  });

  it('names what is wrong: letters, too short, too long, Luhn, or a length the network never issues', () => {
    expect(cardNumberIssue('4242x42424242424')).toEqual({
      field: 'number',
      message: 'Card number may contain only digits.',
    });
    expect(cardNumberIssue('42424242424')?.message).toBe('Your card number is incomplete.');
    expect(cardNumberIssue('')?.message).toBe('Your card number is incomplete.');
    expect(cardNumberIssue('42424242424242424242')?.message).toBe('Your card number is too long.');
    expect(cardNumberIssue('4242424242424241')?.message).toBe('Your card number is incorrect.');
    // Luhn-valid, but American Express numbers are 15 digits and Mastercard numbers 16.
    expect(passesLuhn('3782822463100003')).toBe(true);
    expect(cardNumberIssue('3782822463100003')?.message).toBe('Your card number is incorrect.');
    expect(passesLuhn('55555555555544440')).toBe(true);
    expect(cardNumberIssue('55555555555544440')?.message).toBe('Your card number is incorrect.');
  });
});

describe('cards: expiry dates', () => {
  const now = new Date('2026-05-15T12:00:00Z');

  it('accepts the current month, which is valid to its last day', () => {
    expect(expiryIssue(5, 2026, now)).toBeNull();
    expect(expiryIssue(5, 2026, new Date('2026-05-31T23:59:59Z'))).toBeNull();
  });

  it('rejects last month and last year, naming the field that is in the past', () => {
    expect(expiryIssue(4, 2026, now)).toEqual({ field: 'expMonth', message: 'Your card has expired.' });
    expect(expiryIssue(12, 2025, now)).toEqual({ field: 'expYear', message: 'Your card has expired.' });
    expect(expiryIssue(5, 2026, new Date('2026-06-01T00:00:00Z'))?.message).toBe('Your card has expired.');
  });

  it('rejects months outside 1 to 12 and fractions', () => {
    for (const month of [0, 13, -1, 1.5, Number.NaN]) {
      expect(expiryIssue(month, 2030, now)).toEqual({
        field: 'expMonth',
        message: 'Expiry month must be a number from 1 to 12.',
      });
    }
    expect(expiryIssue(1, 2030, now)).toBeNull();
    expect(expiryIssue(12, 2030, now)).toBeNull();
  });

  it('allows up to 20 years ahead and no further', () => {
    expect(expiryIssue(12, 2046, now)).toBeNull();
    expect(expiryIssue(1, 2047, now)).toEqual({ field: 'expYear', message: 'Expiry year must be within 20 years.' });
  });

  it('reads two-digit years as 20xx', () => {
    expect(fullExpiryYear(29)).toBe(2029);
    expect(fullExpiryYear(0)).toBe(2000);
    expect(fullExpiryYear(2031)).toBe(2031);
    expect(expiryIssue(6, 26, now)).toBeNull();
    expect(expiryIssue(6, 25, now)?.field).toBe('expYear');
  });

  it('rejects a fractional year', () => {
    expect(expiryIssue(6, 2030.5, now)).toEqual({ field: 'expYear', message: 'Expiry year must be a whole number.' });
  });
});

describe('cards: security codes', () => {
  it('is 4 digits for American Express and 3 for every other brand', () => {
    for (const brand of CARD_BRANDS) expect(cvcLength(brand)).toBe(brand === 'amex' ? 4 : 3);
  });

  it('accepts the right length and rejects the wrong one, saying how many digits', () => {
    expect(cvcIssue('123', 'visa')).toBeNull();
    expect(cvcIssue('1234', 'amex')).toBeNull();
    expect(cvcIssue('1234', 'visa')).toEqual({
      field: 'cvc',
      message: 'Security code must be 3 digits for this card.',
    });
    expect(cvcIssue('123', 'amex')).toEqual({
      field: 'cvc',
      message: 'Security code must be 4 digits for American Express cards.',
    });
    expect(cvcIssue('12', 'unknown')?.field).toBe('cvc');
  });

  it('rejects codes that are not all digits', () => {
    expect(cvcIssue('12a', 'visa')?.field).toBe('cvc');
    expect(cvcIssue('', 'visa')?.field).toBe('cvc');
    expect(cvcIssue(' 123', 'visa')?.field).toBe('cvc');
  });
});

describe('cards: validating a whole card', () => {
  const now = new Date('2026-05-15T12:00:00Z');

  it('finds nothing wrong with a good card', () => {
    expect(validateCard({ number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' }, now)).toEqual([]);
    expect(validateCard({ number: '378282246310005', expMonth: 1, expYear: 2027, cvc: '1234' }, now)).toEqual([]);
  });

  it('lists every problem in form order', () => {
    expect(validateCard({ number: '4242424242424241', expMonth: 1, expYear: 2020, cvc: '1' }, now)).toEqual([
      { field: 'number', message: 'Your card number is incorrect.' },
      { field: 'expYear', message: 'Your card has expired.' },
      { field: 'cvc', message: 'Security code must be 3 digits for this card.' },
    ]);
  });

  it('checks the security code against the brand of the number', () => {
    const amex = { number: '378282246310005', expMonth: 1, expYear: 2030 };
    expect(validateCard({ ...amex, cvc: '123' }, now)).toEqual([
      { field: 'cvc', message: 'Security code must be 4 digits for American Express cards.' },
    ]);
  });
});

describe('cards: showing a saved card', () => {
  it('shows only the last four digits', () => {
    expect(maskCard('4242')).toBe('•••• 4242');
    expect(maskCard('4242424242424242')).toBe('•••• 4242');
    expect(maskCard('0005')).toBe('•••• 0005');
  });

  it('formats the expiry as printed on the card', () => {
    expect(formatCardExpiry(4, 2029)).toBe('04/29');
    expect(formatCardExpiry(12, 31)).toBe('12/31');
    expect(formatCardExpiry(1, 2100)).toBe('01/00');
  });
});

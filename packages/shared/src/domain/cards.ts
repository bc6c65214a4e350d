// Payment-card rules both sides apply: the card form validates inline with them, and the built-in
// gateway applies the same ones as a processor would. No I/O; "now" is always an argument.

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'unknown'] as const;
export type TCardBrand = (typeof CARD_BRANDS)[number];

export const CARD_BRAND_LABELS: Record<TCardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: 'Card',
};

/** How far ahead an expiry date may be (processors reject implausible dates). */
export const MAX_EXPIRY_YEARS_AHEAD = 20;
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;

/** The digits of a number as a person types it: spaces and dashes are allowed between digit groups. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every card number passes. Digits only; anything else fails. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits) || digits.length < 2) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

type TPrefixRule = { brand: Exclude<TCardBrand, 'unknown'>; from: number; to: number; digits: number };

// Issuer identification ranges on the leading digits. Order matters: the more specific range wins
// (e.g. Discover's 6011 before UnionPay's 62, Mastercard's 2221-2720 series before nothing else).
const PREFIX_RULES: TPrefixRule[] = [
  { brand: 'amex', from: 34, to: 34, digits: 2 },
  { brand: 'amex', from: 37, to: 37, digits: 2 },
  { brand: 'diners', from: 300, to: 305, digits: 3 },
  { brand: 'diners', from: 309, to: 309, digits: 3 },
  { brand: 'diners', from: 36, to: 36, digits: 2 },
  { brand: 'diners', from: 38, to: 39, digits: 2 },
  { brand: 'jcb', from: 3528, to: 3589, digits: 4 },
  { brand: 'visa', from: 4, to: 4, digits: 1 },
  { brand: 'mastercard', from: 51, to: 55, digits: 2 },
  { brand: 'mastercard', from: 2221, to: 2720, digits: 4 },
  { brand: 'discover', from: 6011, to: 6011, digits: 4 },
  { brand: 'discover', from: 644, to: 649, digits: 3 },
  { brand: 'discover', from: 65, to: 65, digits: 2 },
  { brand: 'unionpay', from: 62, to: 62, digits: 2 },
  { brand: 'unionpay', from: 8100, to: 8171, digits: 4 },
];

/** The lengths each network issues. An unknown brand may have any length from 12 to 19. */
const BRAND_LENGTHS: Record<TCardBrand, readonly number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 17, 18, 19],
  diners: [14, 15, 16, 17, 18, 19],
  jcb: [16, 17, 18, 19],
  unionpay: [16, 17, 18, 19],
  unknown: [12, 13, 14, 15, 16, 17, 18, 19],
};

/** The network from the leading digits (works on a partial number, so a form can show the logo early). */
export function detectCardBrand(input: string): TCardBrand {
  const digits = normaliseCardNumber(input);
  if (!/^\d+$/.test(digits)) return 'unknown';
  for (const rule of PREFIX_RULES) {
    if (digits.length < rule.digits) continue;
    const prefix = Number(digits.slice(0, rule.digits));
    if (prefix >= rule.from && prefix <= rule.to) return rule.brand;
  }
  return 'unknown';
}

/** American Express prints a 4-digit security code on the front; every other network a 3-digit one. */
export function cvcLength(brand: TCardBrand): 3 | 4 {
  return brand === 'amex' ? 4 : 3;
}

/** A year as typed on a card: 29 means 2029. */
export function fullExpiryYear(year: number): number {
  return year >= 0 && year < 100 ? 2000 + year : year;
}

export type TCardField = 'number' | 'expMonth' | 'expYear' | 'cvc';
export type TCardIssue = { field: TCardField; message: string };
export type TCardInput = { number: string; expMonth: number; expYear: number; cvc: string };

export function cardNumberIssue(input: string): TCardIssue | null {
  const digits = normaliseCardNumber(input);
  if (!/^\d*$/.test(digits)) return { field: 'number', message: 'Card number may contain only digits.' };
  if (digits.length < CARD_NUMBER_MIN_DIGITS) return { field: 'number', message: 'Your card number is incomplete.' };
  if (digits.length > CARD_NUMBER_MAX_DIGITS) return { field: 'number', message: 'Your card number is too long.' };
  const brand = detectCardBrand(digits);
  if (!BRAND_LENGTHS[brand].includes(digits.length) || !passesLuhn(digits)) {
    return { field: 'number', message: 'Your card number is incorrect.' };
  }
  return null;
}

/**
 * A card is valid through the last day of its expiry month (UTC), and no more than
 * MAX_EXPIRY_YEARS_AHEAD years ahead of `now`. Two-digit years count as 20xx.
 */
export function expiryIssue(expMonth: number, expYear: number, now: Date): TCardIssue | null {
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) {
    return { field: 'expMonth', message: 'Expiry month must be a number from 1 to 12.' };
  }
  const year = fullExpiryYear(expYear);
  if (!Number.isInteger(year)) return { field: 'expYear', message: 'Expiry year must be a whole number.' };
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear) return { field: 'expYear', message: 'Your card has expired.' };
  if (year === thisYear && expMonth < thisMonth) return { field: 'expMonth', message: 'Your card has expired.' };
  if (year > thisYear + MAX_EXPIRY_YEARS_AHEAD) {
    return { field: 'expYear', message: `Expiry year must be within ${MAX_EXPIRY_YEARS_AHEAD} years.` };
  }
  return null;
}

export function cvcIssue(cvc: string, brand: TCardBrand): TCardIssue | null {
  const length = cvcLength(brand);
  if (!/^\d+$/.test(cvc) || cvc.length !== length) {
    const whose = brand === 'amex' ? 'American Express cards' : 'this card';
    return { field: 'cvc', message: `Security code must be ${length} digits for ${whose}.` };
  }
  return null;
}

/** Every problem with a card as entered, in form order; empty when it can be sent to a processor. */
export function validateCard(card: TCardInput, now: Date): TCardIssue[] {
  const issues = [
    cardNumberIssue(card.number),
    expiryIssue(card.expMonth, card.expYear, now),
    cvcIssue(card.cvc, detectCardBrand(card.number)),
  ];
  return issues.filter((issue): issue is TCardIssue => issue !== null);
}

/** How a saved card is shown: only its last four digits, e.g. '•••• 4242'. */
export function maskCard(last4: string): string {
  return `•••• ${last4.replace(/\D/g, '').slice(-4)}`;
}

/** '04/29' for April 2029, as printed on the card. */
export function formatCardExpiry(expMonth: number, expYear: number): string {
  return `${String(expMonth).padStart(2, '0')}/${String(fullExpiryYear(expYear) % 100).padStart(2, '0')}`;
}

/** A brand name from a processor as one we know; networks we do not draw a logo for count as 'unknown'. */
export function asCardBrand(value: string): TCardBrand {
  return (CARD_BRANDS as readonly string[]).includes(value) ? (value as TCardBrand) : 'unknown';
}

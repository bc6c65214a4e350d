import { detectCardBrand, fullExpiryYear, normaliseCardNumber, type TCardBrand } from '@launchpad/shared/domain/cards';

/** Digits grouped as printed on the card: 4-6-5 for American Express, fours otherwise. */
export function formatCardNumber(input: string): string {
  const digits = normaliseCardNumber(input).replace(/\D/g, '').slice(0, 19);
  const brand: TCardBrand = detectCardBrand(digits);
  const groups = brand === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** "MM / YY" while typing: "042" → "04 / 2", "4" stays "4" until a second digit or a slash. */
export function formatExpiry(input: string, previous = ''): string {
  const deleting = input.length < previous.length;
  const digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 0) return '';
  // "5" can only be May: pad it so the slash can follow.
  const month = digits.length === 1 && Number(digits) > 1 ? `0${digits}` : digits.slice(0, 2);
  const rest = digits.length === 1 && Number(digits) > 1 ? '' : digits.slice(2);
  if (month.length < 2) return month;
  if (!rest) return deleting ? month : `${month} / `;
  return `${month} / ${rest}`;
}

/** The month and full year of "MM/YY", "MM / YYYY" or "MMYY"; null when it is not a date like that. */
export function parseExpiry(input: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match?.[1] || !match[2]) return null;
  return { expMonth: Number(match[1]), expYear: fullExpiryYear(Number(match[2])) };
}

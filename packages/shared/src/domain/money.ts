// SPEC §5, §9: money is integer pence, shown as pounds in en-GB format with 2 decimals;
// anything non-numeric shows 0.00.
// Written out rather than with Intl.NumberFormat: creating the first formatter loads the locale's ICU data,
// which a phone pays for in the middle of the page's start-up (issue 23); en-GB pounds are this simple.
/** '1234567' -> '1,234,567'. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Whole pence (a safe integer) as 'pounds.pence' with thousands separators, and whether it is negative. */
function poundsText(pence: number): { negative: boolean; text: string } {
  // BigInt spells out any whole number in digits (String() turns 1e21 and up into exponents).
  const magnitude = BigInt(Math.abs(pence)).toString().padStart(3, '0');
  return {
    negative: pence < 0,
    text: `${grouped(magnitude.slice(0, -2))}.${magnitude.slice(-2)}`,
  };
}

// Plain decimals only, so '0x10', '1_000' or '' are not mistaken for numbers as Number() would.
const NUMERIC_STRING = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** Whole pence from anything; 0 when it is not a finite number. Halves round away from zero. */
function toWholePence(value: unknown): number {
  let pence = Number.NaN;
  if (typeof value === 'number') pence = value;
  else if (typeof value === 'bigint') pence = Number(value);
  else if (typeof value === 'string' && NUMERIC_STRING.test(value.trim())) pence = Number(value);
  if (!Number.isFinite(pence)) return 0;
  // `+ 0` turns -0 into 0, so -0.4 pence shows as '£0.00' rather than '-£0.00'.
  return Math.sign(pence) * Math.round(Math.abs(pence)) + 0;
}

/** Pence as pounds with the sign: 123456 -> '£1,234.56', -500 -> '-£5.00', 'abc' -> '£0.00'. */
export function formatPounds(pence: unknown): string {
  const { negative, text } = poundsText(toWholePence(pence));
  return `${negative ? '-' : ''}£${text}`;
}

/** Pence as pounds without the sign: 123456 -> '1,234.56', 'abc' -> '0.00'. */
export function formatAmount(pence: unknown): string {
  const { negative, text } = poundsText(toWholePence(pence));
  return `${negative ? '-' : ''}${text}`;
}

// Optional sign (before or after £), optional £, whole pounds with or without correct thousands
// separators, optional fraction. Exponents are not something a person types.
const TYPED_POUNDS = /^([+-])?£?\s*([+-])?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

/**
 * Pence from a pounds value a person typed: '12.5' -> 1250, '£1,234.56' -> 123456, '-£5' -> -500.
 * Works on the decimal digits, not on floats, so 0.29 -> 29 and 1.005 -> 101: more than two
 * decimals round half away from zero, like `formatPounds`. Null when it is not an amount or the
 * result would not be a safe integer.
 */
export function toPence(pounds: number | string): number | null {
  let text: string;
  if (typeof pounds === 'number') {
    if (!Number.isFinite(pounds)) return null;
    text = String(pounds);
    // String() only uses exponents below 1e-6 (rounds to 0 pence) or from 1e21 (not safe pence).
    if (/e/i.test(text)) return Math.abs(pounds) < 1 ? 0 : null;
  } else if (typeof pounds === 'string') {
    text = pounds.trim();
  } else {
    return null;
  }

  const match = TYPED_POUNDS.exec(text);
  if (!match) return null;
  const [, signBefore, signAfter, whole = '', fraction = ''] = match;
  if (signBefore && signAfter) return null;
  if (whole === '' && fraction === '') return null;

  const pennies = (fraction + '00').slice(0, 2);
  const roundsUp = (fraction[2] ?? '0') >= '5';
  const magnitude = Number(whole.replaceAll(',', '') + pennies) + (roundsUp ? 1 : 0);
  if (!Number.isSafeInteger(magnitude)) return null;
  return ((signBefore ?? signAfter) === '-' ? -magnitude : magnitude) + 0;
}

// Prices in the idea's own currency. The model library keeps its price points in pounds; they are
// converted with rough fixed rates (a sense of scale, not a quote) and rounded to numbers a founder
// would put on a price list. Formatted en-GB (SPEC: en-GB number formatting) with the local symbol.

/** Roughly how many units of each currency one pound buys. Stable enough for a price point. */
const PER_POUND: Readonly<Record<string, number>> = {
  GBP: 1,
  EUR: 1.17,
  USD: 1.27,
  CAD: 1.73,
  AUD: 1.93,
  NZD: 2.1,
  CHF: 1.12,
  SEK: 13.5,
  NOK: 13.7,
  DKK: 8.7,
  ISK: 175,
  PLN: 5.1,
  CZK: 29,
  HUF: 460,
  RON: 5.8,
  BGN: 2.3,
  RSD: 137,
  UAH: 52,
  TRY: 41,
  ILS: 4.7,
  AED: 4.7,
  SAR: 4.8,
  QAR: 4.6,
  EGP: 62,
  MAD: 12.7,
  ZAR: 23.5,
  NGN: 1900,
  KES: 165,
  GHS: 19,
  JPY: 190,
  CNY: 9.2,
  HKD: 9.9,
  TWD: 41,
  KRW: 1750,
  SGD: 1.71,
  MYR: 6,
  THB: 45,
  IDR: 20500,
  PHP: 73,
  VND: 32000,
  INR: 106,
  PKR: 355,
  BDT: 150,
  LKR: 380,
  BRL: 6.9,
  MXN: 23,
  CLP: 1200,
  COP: 5200,
  PEN: 4.8,
};

/** Units of `currency` per pound, or null when there is no rough rate for it. */
export const roughRate = (currency: string): number | null => PER_POUND[currency.toUpperCase()] ?? null;

/** A number a founder would put on a price list: 19, 45, 120, 2,500. */
export function friendlyAmount(value: number): number {
  if (value < 30) return Math.max(1, Math.round(value));
  if (value < 100) return Math.round(value / 5) * 5;
  if (value < 1000) return Math.round(value / 10) * 10;
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

/**
 * Signs several currencies write with ("$" for dollars and pesos, "¥" for yen and yuan): only the
 * currency most readers take the sign for keeps it bare; the others are written so a reader cannot
 * mistake them ("CA$", "MX$", "COP 62,000", "CN¥"), whatever the locale of the reader.
 */
const SHARED_SIGN_OWNERS: Readonly<Record<string, boolean>> = (() => {
  const owners: Record<string, boolean> = { USD: true, JPY: true };
  for (const currency of Object.keys(PER_POUND)) {
    const sign = new Intl.NumberFormat('en-GB', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(1)
      .find((part) => part.type === 'currency')?.value;
    if ((sign === '$' || sign === '¥') && !owners[currency]) owners[currency] = false;
  }
  return owners;
})();

const formatters = new Map<string, Intl.NumberFormat>();
/** en-GB currency formats, kept: building one costs more than writing a whole section. */
function formatter(currency: string, digits: 'whole' | 'rate' = 'whole'): Intl.NumberFormat {
  const key = `${currency}:${digits}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency,
      currencyDisplay: SHARED_SIGN_OWNERS[currency] === false ? 'symbol' : 'narrowSymbol',
      ...(digits === 'whole'
        ? { maximumFractionDigits: 0, minimumFractionDigits: 0 }
        : { maximumSignificantDigits: 3 }),
    });
    formatters.set(key, found);
  }
  return found;
}

/** The sign prices in `currency` are written with: "£", "€", "$" (USD), "CA$", "SGD". */
export const currencySign = (currency: string): string =>
  formatter(currency.toUpperCase())
    .formatToParts(1)
    .find((part) => part.type === 'currency')?.value ?? currency.toUpperCase();

/** A price point in pounds as a rounded amount of `currency`: 15 → "€18" (EUR), "$19" (USD), "¥2,900" (JPY). */
export function formatPrice(pounds: number, currency: string): string | null {
  const rate = roughRate(currency);
  if (rate === null) return null;
  return formatter(currency.toUpperCase()).format(friendlyAmount(pounds * rate));
}

/** "about €1.17 to the pound", for the assumptions behind a converted number; null for GBP. */
export function rateNote(currency: string): string | null {
  const rate = roughRate(currency);
  if (rate === null || currency.toUpperCase() === 'GBP') return null;
  return `about ${formatter(currency.toUpperCase(), 'rate').format(rate)} to the pound`;
}

import type { TDb } from '../client';
import { domainTlds } from '../schema';

const gbp = (pounds: number) => Math.round(pounds * 100);

type TSeedTld = {
  tld: string;
  registrationPricePence: number;
  renewalPricePence: number;
  minYears: number;
  maxYears: number;
};

/**
 * The tlds the built-in registrar sells (SPEC §3 domain suggestion: Prices.Registration,
 * MinRegYear, MaxRegYear), in pence a year excluding VAT. Registries set the bounds: .ai registers
 * for at least 2 years, .de and .co for at most 5 here.
 */
export const SEED_TLDS: TSeedTld[] = [
  { tld: 'com', registrationPricePence: gbp(10.99), renewalPricePence: gbp(12.99), minYears: 1, maxYears: 10 },
  { tld: 'net', registrationPricePence: gbp(12.99), renewalPricePence: gbp(14.99), minYears: 1, maxYears: 10 },
  { tld: 'org', registrationPricePence: gbp(11.99), renewalPricePence: gbp(13.99), minYears: 1, maxYears: 10 },
  { tld: 'io', registrationPricePence: gbp(39.99), renewalPricePence: gbp(44.99), minYears: 1, maxYears: 10 },
  { tld: 'co', registrationPricePence: gbp(24.99), renewalPricePence: gbp(27.99), minYears: 1, maxYears: 5 },
  { tld: 'ai', registrationPricePence: gbp(69.99), renewalPricePence: gbp(69.99), minYears: 2, maxYears: 10 },
  { tld: 'app', registrationPricePence: gbp(14.99), renewalPricePence: gbp(16.99), minYears: 1, maxYears: 10 },
  { tld: 'dev', registrationPricePence: gbp(12.99), renewalPricePence: gbp(14.99), minYears: 1, maxYears: 10 },
  { tld: 'co.uk', registrationPricePence: gbp(6.99), renewalPricePence: gbp(8.99), minYears: 1, maxYears: 10 },
  { tld: 'uk', registrationPricePence: gbp(6.99), renewalPricePence: gbp(8.99), minYears: 1, maxYears: 10 },
  { tld: 'de', registrationPricePence: gbp(7.99), renewalPricePence: gbp(9.99), minYears: 1, maxYears: 5 },
  { tld: 'eu', registrationPricePence: gbp(7.99), renewalPricePence: gbp(9.99), minYears: 1, maxYears: 10 },
  { tld: 'shop', registrationPricePence: gbp(24.99), renewalPricePence: gbp(29.99), minYears: 1, maxYears: 10 },
  { tld: 'store', registrationPricePence: gbp(39.99), renewalPricePence: gbp(44.99), minYears: 1, maxYears: 10 },
  { tld: 'tech', registrationPricePence: gbp(34.99), renewalPricePence: gbp(44.99), minYears: 1, maxYears: 10 },
];

/** Idempotent: a tld that exists keeps the prices staff gave it. */
export async function seedDomainTlds(db: TDb): Promise<void> {
  await db.insert(domainTlds).values(SEED_TLDS).onConflictDoNothing({ target: domainTlds.tld });
}

import type { TDb } from '../client';
import { domainTlds, registryNames } from '../schema';

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

type TSeedRegistryName = {
  label: string;
  /** Null: every tld. */
  tld: string | null;
  kind: 'registered' | 'reserved' | 'premium';
  premiumPricePence?: number;
};

/** Famous names someone outside Launchpad holds under the common tlds. */
const FAMOUS = ['google', 'amazon', 'facebook', 'apple', 'microsoft', 'launchpad', 'netflix', 'github', 'stripe'];
const FAMOUS_TLDS = [
  'com',
  'net',
  'org',
  'io',
  'co',
  'ai',
  'app',
  'dev',
  'co.uk',
  'uk',
  'de',
  'eu',
  'shop',
  'store',
  'tech',
];

/** Short words the registry sells at a premium, per year (SPEC §3 domain suggestion: Prices.Registration). */
const PREMIUM: [string, number][] = [
  ['ai', 2499],
  ['shop', 1999],
  ['cloud', 1499],
  ['pay', 2999],
  ['app', 999],
  ['data', 899],
  ['bank', 4999],
  ['crypto', 3999],
];

/**
 * The built-in registrar's registry list: names held elsewhere, names nobody may register (RFC 2606
 * and registry-operator names, under every tld) and premium names.
 */
export const SEED_REGISTRY_NAMES: TSeedRegistryName[] = [
  ...FAMOUS.flatMap((label) => FAMOUS_TLDS.map((tld) => ({ label, tld, kind: 'registered' as const }))),
  ...['nic', 'whois', 'example', 'localhost', 'test', 'invalid', 'www', 'registry'].map((label) => ({
    label,
    tld: null,
    kind: 'reserved' as const,
  })),
  ...PREMIUM.map(([label, pounds]) => ({ label, tld: null, kind: 'premium' as const, premiumPricePence: gbp(pounds) })),
];

/** Idempotent: a tld that exists keeps the prices staff gave it; the registry list is added once. */
export async function seedDomainTlds(db: TDb): Promise<void> {
  await db.insert(domainTlds).values(SEED_TLDS).onConflictDoNothing({ target: domainTlds.tld });
  await seedRegistryNames(db);
}

/** Idempotent: the unique (label, tld) index keeps each name once; names staff changed stay as they are. */
export async function seedRegistryNames(db: TDb): Promise<void> {
  await db
    .insert(registryNames)
    .values(SEED_REGISTRY_NAMES.map((name) => ({ ...name, premiumPricePence: name.premiumPricePence ?? null })))
    .onConflictDoNothing();
}

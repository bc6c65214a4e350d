import { COUNTRIES, INDUSTRY_FAMILIES, type TIdeaBrief, type TLocationContent } from '@launchpad/shared';
import { countries } from 'countries-list';
import { joinList } from './builtin.grammar';

/**
 * Where a founder of an idea set outside our formation catalogue would most likely form a company.
 * Kept deliberately simple (the schema has no room to explain the choice): Europe forms in the nearest
 * catalogue country, usually an EU member next door, else Ireland (English-speaking, in the EU);
 * mainland China, Taiwan and Macau in Hong Kong; the Americas, the rest of Asia-Pacific, the Middle
 * East and Africa in the United States, where overseas founders most often incorporate (Delaware).
 * The Crown dependencies form in the United Kingdom.
 */
const NEAREST_CATALOGUE_COUNTRY: Readonly<Record<string, string>> = {
  SE: 'DK',
  NO: 'DK',
  FO: 'DK',
  GL: 'DK',
  IS: 'IE',
  SK: 'CZ',
  SI: 'AT',
  HU: 'AT',
  LI: 'CH',
  RO: 'BG',
  MK: 'BG',
  MD: 'BG',
  RS: 'HR',
  BA: 'HR',
  ME: 'HR',
  XK: 'HR',
  AL: 'GR',
  TR: 'CY',
  UA: 'PL',
  BY: 'LT',
  AD: 'ES',
  MC: 'FR',
  SM: 'IT',
  VA: 'IT',
  GI: 'GB',
  JE: 'GB',
  GG: 'GB',
  IM: 'GB',
  CN: 'HK',
  TW: 'HK',
  MO: 'HK',
};

const inCatalogue = (code: string) => COUNTRIES.some((country) => country.code === code);

/** The catalogue country to suggest forming in for an idea set in `countryCode` (null: no place named). */
export function formationCountryFor(countryCode: string | null): string {
  if (!countryCode) return 'GB';
  const code = countryCode.toUpperCase();
  if (inCatalogue(code)) return code;
  const nearest = NEAREST_CATALOGUE_COUNTRY[code];
  if (nearest) return nearest;
  const continent = (countries as Record<string, { continent: string } | undefined>)[code]?.continent;
  return continent === 'EU' ? 'IE' : 'US';
}

export const formationCountryName = (code: string) =>
  COUNTRIES.find((country) => country.code === code)?.name ?? 'United Kingdom';

/** The LocationData section: the brief's places in the shape company formation and recommendations read. */
export function locationOf(brief: TIdeaBrief): TLocationContent {
  const main = brief.places[0];
  const labels = [...new Set(brief.places.map((place) => place.city ?? place.region ?? place.country))];
  return {
    location: labels.length ? joinList(labels.slice(0, 3)) : null,
    city: main?.city ?? null,
    country: main?.country ?? null,
    country_code: main?.country_code ?? null,
    // The formation form asks for a state only for the United States.
    state_code: main?.country_code === 'US' ? main.region_code : null,
    scope: brief.scope,
    formation_country_code: formationCountryFor(main?.country_code ?? null),
  };
}

// ---- Institutions that belong to one country -----------------------------------------------------------

/** National bodies named in general vocabulary; each may only be written for an idea in its country. */
const NATIONAL_TERMS: Readonly<Record<string, readonly string[]>> = {
  GB: [
    'NHS',
    'HMRC',
    'Companies House',
    'Ofsted',
    'Ofcom',
    'Ofgem',
    'Ofwat',
    'CQC',
    'Care Quality Commission',
    'FCA',
    'Financial Conduct Authority',
    'DVLA',
    'DVSA',
    'council tax',
    'business rates',
    'Charity Commission',
    'GCSE',
    'A-level',
  ],
  US: ['FDA', 'IRS', 'FTC', 'OSHA', 'HIPAA', 'Medicare', 'Medicaid'],
};

let nationalTerms: Map<string, string[]> | null = null;
/** Every country's institutions, from the fixed list and the industry families. */
function termsByCountry(): Map<string, string[]> {
  if (nationalTerms) return nationalTerms;
  const map = new Map<string, string[]>();
  const add = (country: string, term: string) => {
    const clean = term.replace(/^the\s+/i, '').trim();
    if (clean) map.set(country, [...(map.get(country) ?? []), clean]);
  };
  for (const [country, terms] of Object.entries(NATIONAL_TERMS)) terms.forEach((term) => add(country, term));
  for (const family of INDUSTRY_FAMILIES) {
    for (const [country, terms] of Object.entries(family.institutions)) terms.forEach((term) => add(country, term));
  }
  nationalTerms = map;
  return map;
}

const bannedByCountry = new Map<string, string[]>();
/** Other countries' institutions, lower case. */
function bannedFor(country: string | null): string[] {
  const key = country ?? '';
  let banned = bannedByCountry.get(key);
  if (!banned) {
    const own = new Set((country && termsByCountry().get(country)) || []);
    const terms = [...termsByCountry().entries()]
      .filter(([code]) => code !== country)
      .flatMap(([, list]) => list)
      .filter((term) => !own.has(term));
    banned = [...new Set(terms.map((term) => term.toLowerCase()))];
    bannedByCountry.set(key, banned);
  }
  return banned;
}

const isLetter = (char: string | undefined) => char !== undefined && /\p{L}/u.test(char);
/** Whether `term` occurs in `text` as whole words. */
function mentions(text: string, term: string): boolean {
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
    if (!isLetter(text[at - 1]) && !isLetter(text[at + term.length])) return true;
  }
  return false;
}

/** Phrases safe to write for an idea in `country`: no other country's institutions, no foreign prices. */
export function localPhrases(phrases: readonly string[], country: string | null): string[] {
  const banned = bannedFor(country);
  return phrases.filter((phrase) => {
    const lower = phrase.toLowerCase();
    return !/[£$€¥₹]/.test(phrase) && !banned.some((term) => mentions(lower, term));
  });
}

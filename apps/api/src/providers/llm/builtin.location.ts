import { COUNTRIES, type TIdeaBrief, type TLocationContent } from '@launchpad/shared';
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

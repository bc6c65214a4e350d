import { COUNTRIES } from '@launchpad/shared/domain/countries';

/** ISO 3166-1 alpha-2 codes of every country and territory people live in. */
const ISO_CODES = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK ' +
  'FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IQ IR IS IT ' +
  'JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML ' +
  'MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM ' +
  'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD ' +
  'TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

export type TCountryOption = { code: string; name: string };

let cache: { formation: TCountryOption[]; others: TCountryOption[] } | null = null;

/**
 * Countries for a select: first the ones Launchpad forms companies in (SPEC §3, in their order),
 * then every other country, named in British English by the browser (Intl.DisplayNames).
 */
export function countryOptions(): { formation: TCountryOption[]; others: TCountryOption[] } {
  if (cache) return cache;
  const names = new Intl.DisplayNames(['en-GB'], { type: 'region', fallback: 'code' });
  const formation = COUNTRIES.map(({ code, name }) => ({ code, name }));
  const taken = new Set(formation.map((c) => c.code));
  const others = ISO_CODES.filter((code) => !taken.has(code))
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  cache = { formation, others };
  return cache;
}

/** The name of a country code ('GB' → 'United Kingdom'), or the code itself when unknown. */
export function countryName(code: string | null | undefined): string | null {
  if (!code) return null;
  const { formation, others } = countryOptions();
  return [...formation, ...others].find((c) => c.code === code.toUpperCase())?.name ?? code;
}

// SPEC §3: the countries a company can be formed in. ISO 3166-1 alpha-2 country codes, USPS
// state codes.
export type TState = { name: string; code: string };
export type TCountry = { name: string; code: string; states: TState[] };

/** The 50 states and the District of Columbia, alphabetical by name. */
export const US_STATES: readonly TState[] = [
  { name: 'Alabama', code: 'AL' },
  { name: 'Alaska', code: 'AK' },
  { name: 'Arizona', code: 'AZ' },
  { name: 'Arkansas', code: 'AR' },
  { name: 'California', code: 'CA' },
  { name: 'Colorado', code: 'CO' },
  { name: 'Connecticut', code: 'CT' },
  { name: 'Delaware', code: 'DE' },
  { name: 'District of Columbia', code: 'DC' },
  { name: 'Florida', code: 'FL' },
  { name: 'Georgia', code: 'GA' },
  { name: 'Hawaii', code: 'HI' },
  { name: 'Idaho', code: 'ID' },
  { name: 'Illinois', code: 'IL' },
  { name: 'Indiana', code: 'IN' },
  { name: 'Iowa', code: 'IA' },
  { name: 'Kansas', code: 'KS' },
  { name: 'Kentucky', code: 'KY' },
  { name: 'Louisiana', code: 'LA' },
  { name: 'Maine', code: 'ME' },
  { name: 'Maryland', code: 'MD' },
  { name: 'Massachusetts', code: 'MA' },
  { name: 'Michigan', code: 'MI' },
  { name: 'Minnesota', code: 'MN' },
  { name: 'Mississippi', code: 'MS' },
  { name: 'Missouri', code: 'MO' },
  { name: 'Montana', code: 'MT' },
  { name: 'Nebraska', code: 'NE' },
  { name: 'Nevada', code: 'NV' },
  { name: 'New Hampshire', code: 'NH' },
  { name: 'New Jersey', code: 'NJ' },
  { name: 'New Mexico', code: 'NM' },
  { name: 'New York', code: 'NY' },
  { name: 'North Carolina', code: 'NC' },
  { name: 'North Dakota', code: 'ND' },
  { name: 'Ohio', code: 'OH' },
  { name: 'Oklahoma', code: 'OK' },
  { name: 'Oregon', code: 'OR' },
  { name: 'Pennsylvania', code: 'PA' },
  { name: 'Rhode Island', code: 'RI' },
  { name: 'South Carolina', code: 'SC' },
  { name: 'South Dakota', code: 'SD' },
  { name: 'Tennessee', code: 'TN' },
  { name: 'Texas', code: 'TX' },
  { name: 'Utah', code: 'UT' },
  { name: 'Vermont', code: 'VT' },
  { name: 'Virginia', code: 'VA' },
  { name: 'Washington', code: 'WA' },
  { name: 'West Virginia', code: 'WV' },
  { name: 'Wisconsin', code: 'WI' },
  { name: 'Wyoming', code: 'WY' },
];

/** SPEC §3: 24 European countries, Hong Kong and the United States, alphabetical by name. */
export const COUNTRIES: readonly TCountry[] = [
  { name: 'Austria', code: 'AT', states: [] },
  { name: 'Belgium', code: 'BE', states: [] },
  { name: 'Bulgaria', code: 'BG', states: [] },
  { name: 'Croatia', code: 'HR', states: [] },
  { name: 'Cyprus', code: 'CY', states: [] },
  { name: 'Czech Republic', code: 'CZ', states: [] },
  { name: 'Denmark', code: 'DK', states: [] },
  { name: 'Estonia', code: 'EE', states: [] },
  { name: 'Finland', code: 'FI', states: [] },
  { name: 'France', code: 'FR', states: [] },
  { name: 'Germany', code: 'DE', states: [] },
  { name: 'Greece', code: 'GR', states: [] },
  { name: 'Hong Kong', code: 'HK', states: [] },
  { name: 'Ireland', code: 'IE', states: [] },
  { name: 'Italy', code: 'IT', states: [] },
  { name: 'Latvia', code: 'LV', states: [] },
  { name: 'Lithuania', code: 'LT', states: [] },
  { name: 'Luxembourg', code: 'LU', states: [] },
  { name: 'Malta', code: 'MT', states: [] },
  { name: 'Netherlands', code: 'NL', states: [] },
  { name: 'Poland', code: 'PL', states: [] },
  { name: 'Portugal', code: 'PT', states: [] },
  { name: 'Spain', code: 'ES', states: [] },
  { name: 'Switzerland', code: 'CH', states: [] },
  { name: 'United Kingdom', code: 'GB', states: [] },
  { name: 'United States', code: 'US', states: [...US_STATES] },
];

/** 'United-States', ' united  states ', 'united_states' and 'D.C.' all compare as plain words. */
function lookupKey(nameOrCode: string): string {
  return nameOrCode
    .trim()
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/[\s_-]+/g, ' ');
}

function findByNameOrCode<T extends { name: string; code: string }>(
  items: readonly T[],
  nameOrCode: string,
): T | undefined {
  if (typeof nameOrCode !== 'string') return undefined;
  const key = lookupKey(nameOrCode);
  if (key === '') return undefined;
  return items.find((item) => lookupKey(item.code) === key || lookupKey(item.name) === key);
}

/**
 * The country whose code or name matches, ignoring case and treating hyphens, underscores and
 * repeated spaces as one space: 'us', 'United States', 'united-states'. Callers decode URLs first.
 */
export function findCountry(nameOrCode: string): TCountry | undefined {
  return findByNameOrCode(COUNTRIES, nameOrCode);
}

/** The state of `country` whose code or name matches, by the rules of `findCountry`. */
export function findState(country: TCountry, nameOrCode: string): TState | undefined {
  return findByNameOrCode(country.states, nameOrCode);
}

/** SPEC §5: a state is asked for only when the country code is US. */
export function requiresState(countryCode: string): boolean {
  return typeof countryCode === 'string' && countryCode.trim().toUpperCase() === 'US';
}

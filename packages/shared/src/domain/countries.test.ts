import { describe, expect, it } from 'vitest';
import { COUNTRIES, US_STATES, findCountry, findState, requiresState } from './countries';
import type { TCountry } from './countries';

const EUROPEAN = [
  'Austria',
  'Belgium',
  'Bulgaria',
  'Croatia',
  'Cyprus',
  'Czech Republic',
  'Denmark',
  'Estonia',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Ireland',
  'Italy',
  'Latvia',
  'Lithuania',
  'Luxembourg',
  'Malta',
  'Netherlands',
  'Poland',
  'Portugal',
  'Spain',
  'Switzerland',
  'United Kingdom',
];

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

function unitedStates(): TCountry {
  const us = findCountry('US');
  if (!us) throw new Error('the United States is missing from COUNTRIES');
  return us;
}

describe('countries: the list offered for company formation (SPEC §3)', () => {
  it('has 26 countries: the 24 European ones, Hong Kong and the United States', () => {
    expect(COUNTRIES).toHaveLength(26);
    expect(EUROPEAN).toHaveLength(24);
    expect(COUNTRIES.map((c) => c.name)).toEqual([...EUROPEAN, 'Hong Kong', 'United States'].sort(byName));
  });

  it('is sorted alphabetically by name', () => {
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort(byName));
  });

  it('has unique names and unique codes', () => {
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(26);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(26);
  });

  it('uses two-letter upper-case ISO 3166-1 codes', () => {
    for (const country of COUNTRIES) expect(country.code).toMatch(/^[A-Z]{2}$/);
  });

  it.each([
    ['Austria', 'AT'],
    ['Croatia', 'HR'],
    ['Czech Republic', 'CZ'],
    ['Germany', 'DE'],
    ['Greece', 'GR'],
    ['Hong Kong', 'HK'],
    ['Spain', 'ES'],
    ['Switzerland', 'CH'],
    ['United Kingdom', 'GB'],
    ['United States', 'US'],
  ])('gives %s the code %s', (name, code) => {
    expect(COUNTRIES.find((c) => c.name === name)?.code).toBe(code);
  });

  it('gives states only to the United States', () => {
    for (const country of COUNTRIES) {
      expect(country.states.length > 0).toBe(country.code === 'US');
    }
  });
});

describe('countries: the states of the United States', () => {
  it('has the 50 states and the District of Columbia', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES).toContainEqual({ name: 'District of Columbia', code: 'DC' });
    expect(unitedStates().states).toEqual(US_STATES);
  });

  it('is sorted alphabetically by name', () => {
    const names = US_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort(byName));
  });

  it('has unique names and unique two-letter USPS codes', () => {
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
    for (const state of US_STATES) expect(state.code).toMatch(/^[A-Z]{2}$/);
  });

  it.each([
    ['Alaska', 'AK'],
    ['Arizona', 'AZ'],
    ['Arkansas', 'AR'],
    ['Iowa', 'IA'],
    ['Maine', 'ME'],
    ['Mississippi', 'MS'],
    ['Missouri', 'MO'],
    ['Montana', 'MT'],
    ['Nebraska', 'NE'],
    ['Nevada', 'NV'],
    ['Tennessee', 'TN'],
    ['Texas', 'TX'],
    ['Wyoming', 'WY'],
  ])('gives %s the USPS code %s', (name, code) => {
    expect(US_STATES.find((s) => s.name === name)?.code).toBe(code);
  });
});

describe('countries: finding a country by name or code', () => {
  it.each([
    'US',
    'us',
    'Us',
    ' us ',
    'United States',
    'united states',
    'UNITED STATES',
    'united-states',
    'United-States',
    'united_states',
    'united  states',
    '  United States  ',
  ])('finds the United States from %j', (query) => {
    expect(findCountry(query)?.code).toBe('US');
  });

  it.each([
    ['czech-republic', 'CZ'],
    ['Czech Republic', 'CZ'],
    ['hong-kong', 'HK'],
    ['gb', 'GB'],
    ['united-kingdom', 'GB'],
    ['de', 'DE'],
    ['germany', 'DE'],
  ])('finds %j as %s', (query, code) => {
    expect(findCountry(query)?.code).toBe(code);
  });

  it('finds every country by its name, its code and its URL slug', () => {
    for (const country of COUNTRIES) {
      const slug = country.name.toLowerCase().replaceAll(' ', '-');
      expect(findCountry(country.name)).toBe(country);
      expect(findCountry(country.code)).toBe(country);
      expect(findCountry(country.code.toLowerCase())).toBe(country);
      expect(findCountry(slug)).toBe(country);
    }
  });

  it.each(['', '   ', '-', 'XX', 'Narnia', 'United', 'States', 'USA', 'UK', 'United%20States', 'unitedstates'])(
    'finds nothing for %j',
    (query) => {
      expect(findCountry(query)).toBeUndefined();
    },
  );

  it('finds nothing for a value that is not a string at run time', () => {
    expect(findCountry(undefined as unknown as string)).toBeUndefined();
    expect(findCountry(null as unknown as string)).toBeUndefined();
  });
});

describe('countries: finding a state by name or code', () => {
  it.each([
    ['NY', 'NY'],
    ['ny', 'NY'],
    ['New York', 'NY'],
    ['new-york', 'NY'],
    ['NEW_YORK', 'NY'],
    ['DC', 'DC'],
    ['D.C.', 'DC'],
    ['district-of-columbia', 'DC'],
    ['District of Columbia', 'DC'],
    ['west virginia', 'WV'],
    ['virginia', 'VA'],
  ])('finds %j as %s', (query, code) => {
    expect(findState(unitedStates(), query)?.code).toBe(code);
  });

  it('finds every state by its name, its code and its URL slug', () => {
    const us = unitedStates();
    for (const state of US_STATES) {
      const slug = state.name.toLowerCase().replaceAll(' ', '-');
      expect(findState(us, state.name)).toEqual(state);
      expect(findState(us, state.code.toLowerCase())).toEqual(state);
      expect(findState(us, slug)).toEqual(state);
    }
  });

  it.each(['', '  ', 'XX', 'Ontario', 'New', 'Washington DC'])('finds nothing for %j', (query) => {
    expect(findState(unitedStates(), query)).toBeUndefined();
  });

  it('finds no state in a country without states', () => {
    const uk = findCountry('GB');
    expect(uk).toBeDefined();
    if (uk) expect(findState(uk, 'NY')).toBeUndefined();
  });
});

describe('countries: whether a state is asked for (SPEC §5)', () => {
  it.each(['US', 'us', ' US '])('asks for a state for %j', (code) => {
    expect(requiresState(code)).toBe(true);
  });

  it('asks for no state for any other country in the list', () => {
    for (const country of COUNTRIES) {
      expect(requiresState(country.code)).toBe(country.code === 'US');
    }
  });

  it.each(['', 'GB', 'USA', 'United States', 'XX'])('asks for no state for %j', (code) => {
    expect(requiresState(code)).toBe(false);
  });

  it('asks for no state for a value that is not a string at run time', () => {
    expect(requiresState(undefined as unknown as string)).toBe(false);
  });
});

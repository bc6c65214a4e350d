import { describe, expect, it } from 'vitest';
import { CONTENT_INDUSTRIES } from '../launchpad-industries';
import { familyByKey, GENERAL_FAMILY, INDUSTRY_CATALOGUE, INDUSTRY_FAMILIES, industryByCode } from './index';

// ISO 3166-1 alpha-2 codes an institution may be listed under.
const COUNTRY_CODE = /^[A-Z]{2}$/;
// The industry keys events, communities and investors are tagged with.
const CONTENT_INDUSTRY_KEYS: string[] = CONTENT_INDUSTRIES.map((industry) => industry.key);
const NAICS_SECTORS = new Set([
  '11',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '42',
  '44',
  '45',
  '48',
  '49',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '61',
  '62',
  '71',
  '72',
  '81',
  '92',
]);

describe('industry catalogue (NAICS 2022)', () => {
  it('holds at least 150 industries with unique codes of 4 to 6 digits in a NAICS sector', () => {
    expect(INDUSTRY_CATALOGUE.length).toBeGreaterThanOrEqual(150);
    const codes = INDUSTRY_CATALOGUE.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toMatch(/^\d{4,6}$/);
      expect(NAICS_SECTORS.has(code.slice(0, 2)), code).toBe(true);
    }
  });

  it('covers every kind of business a founder starts', () => {
    const sectors = new Set(INDUSTRY_CATALOGUE.map((entry) => entry.code.slice(0, 2)));
    for (const sector of [
      '11',
      '23',
      '31',
      '44',
      '45',
      '48',
      '51',
      '52',
      '53',
      '54',
      '56',
      '61',
      '62',
      '71',
      '72',
      '81',
    ]) {
      expect(sectors.has(sector), sector).toBe(true);
    }
  });

  it('gives every industry a title, a lower-case label and lower-case terms', () => {
    for (const entry of INDUSTRY_CATALOGUE) {
      expect(entry.title.length, entry.code).toBeGreaterThan(3);
      expect(entry.label).toBe(entry.label.toLowerCase());
      expect(entry.terms.length, entry.code).toBeGreaterThan(0);
      for (const term of entry.terms) expect(term, entry.code).toBe(term.toLowerCase().trim());
    }
  });

  it('finds an industry by its code', () => {
    expect(industryByCode('812910')?.family).toBe('pet-care');
    expect(industryByCode('999999')).toBeUndefined();
  });
});

describe('industry families', () => {
  it('has 25 to 40 families besides the general one, with unique keys', () => {
    const keys = INDUSTRY_FAMILIES.map((family) => family.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain(GENERAL_FAMILY.key);
    expect(keys.length - 1).toBeGreaterThanOrEqual(25);
    expect(keys.length - 1).toBeLessThanOrEqual(40);
  });

  it('knows every family an industry refers to, and every family has industries', () => {
    const keys = new Set(INDUSTRY_FAMILIES.map((family) => family.key));
    for (const entry of INDUSTRY_CATALOGUE) expect(keys.has(entry.family), `${entry.code} ${entry.family}`).toBe(true);
    const used = new Set(INDUSTRY_CATALOGUE.map((entry) => entry.family));
    for (const family of INDUSTRY_FAMILIES) expect(used.has(family.key), family.key).toBe(true);
  });

  it('gives every family full vocabulary and at least three red flags', () => {
    for (const family of INDUSTRY_FAMILIES) {
      expect(family.red_flags.length, family.key).toBeGreaterThanOrEqual(3);
      for (const list of [
        family.alternatives,
        family.revenue,
        family.costs,
        family.channels,
        family.metrics,
        family.risks,
        family.trends,
        family.naming,
      ]) {
        expect(list.length, family.key).toBeGreaterThanOrEqual(2);
      }
      expect(family.colours.length).toBe(2);
      for (const [, hex] of family.colours) expect(hex).toMatch(/^#[0-9A-F]{6}$/i);
    }
  });

  it('maps every family to an industry key the content is tagged with', () => {
    for (const family of INDUSTRY_FAMILIES) expect(CONTENT_INDUSTRY_KEYS, family.key).toContain(family.content_key);
  });

  it('lists institutions only under country codes', () => {
    for (const family of INDUSTRY_FAMILIES) {
      for (const [country, names] of Object.entries(family.institutions)) {
        expect(country, family.key).toMatch(COUNTRY_CODE);
        expect(names.length, `${family.key} ${country}`).toBeGreaterThan(0);
      }
    }
  });

  it('falls back to the general family for an unknown key', () => {
    expect(familyByKey('no-such-family')).toBe(GENERAL_FAMILY);
    expect(familyByKey('fintech').content_key).toBe('finance');
  });
});

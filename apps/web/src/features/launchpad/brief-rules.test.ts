import { describe, expect, it } from 'vitest';
import { currencyLabel, isAssumed, placeName, placesWith, placesWithout, searchIndustries } from './brief-rules';

const leeds = { city: 'Leeds', region: 'England', region_code: 'ENG', country: 'United Kingdom', country_code: 'GB' };
const bavaria = { city: null, region: 'Bavaria', region_code: 'BY', country: 'Germany', country_code: 'DE' };
const portugal = { city: null, region: null, region_code: null, country: 'Portugal', country_code: 'PT' };

describe('brief rules: places as the founder types them', () => {
  it('names a city or region with its country, and a country alone', () => {
    expect(placeName(leeds)).toBe('Leeds, United Kingdom');
    expect(placeName(bavaria)).toBe('Bavaria, Germany');
    expect(placeName(portugal)).toBe('Portugal');
    expect(placeName({ ...portugal, city: 'Singapore', country: 'Singapore' })).toBe('Singapore');
  });

  it('replaces, adds and removes a place, keeping the order (the first is the main place)', () => {
    const brief = { places: [leeds, bavaria] };
    expect(placesWith(brief, 0, 'Munich')).toEqual(['Munich', 'Bavaria, Germany']);
    expect(placesWith(brief, null, 'Lisbon')).toEqual(['Leeds, United Kingdom', 'Bavaria, Germany', 'Lisbon']);
    expect(placesWithout(brief, 0)).toEqual(['Bavaria, Germany']);
  });
});

describe('brief rules: currency and confidence', () => {
  it('shows a currency with the symbol prices are written with', () => {
    expect(currencyLabel('GBP')).toBe('GBP (£)');
    expect(currencyLabel('EUR')).toBe('EUR (€)');
    expect(currencyLabel('USD')).toBe('USD ($)');
    expect(currencyLabel('CHF')).toBe('CHF');
  });

  it('treats an unsure field as assumed until the founder sets it', () => {
    const confidence = { offering: 0.9, buyer: 0.3, customer: 0.6, business_model: 0.59, industry: 1, places: 0 };
    expect(isAssumed({ confidence, corrected: [] }, 'buyer')).toBe(true);
    expect(isAssumed({ confidence, corrected: [] }, 'customer')).toBe(false);
    expect(isAssumed({ confidence, corrected: [] }, 'business_model')).toBe(true);
    expect(isAssumed({ confidence, corrected: ['buyer'] }, 'buyer')).toBe(false);
  });
});

describe('brief rules: industry search', () => {
  const entry = (code: string, label: string, title: string, terms: string[] = []) => ({ code, label, title, terms });
  const catalogue = [
    entry('722515', 'coffee shops and snack bars', 'Snack and Nonalcoholic Beverage Bars', ['cafe', 'juice bar']),
    entry('311811', 'bakeries', 'Retail Bakeries', ['sourdough', 'cake shop']),
    entry('445291', 'bakery shops', 'Baked Goods Retailers', ['bakery']),
    entry('532289', 'consumer goods rental', 'All Other Consumer Goods Rental', ['office chair rental']),
  ];

  it('needs every word, and ranks a label that starts with them first, then a title, then a term', () => {
    expect(searchIndustries(catalogue, 'bakery').map((e) => e.code)).toEqual(['445291']);
    expect(searchIndustries(catalogue, 'bak').map((e) => e.code)).toEqual(['311811', '445291']);
    expect(searchIndustries(catalogue, 'sourdough').map((e) => e.code)).toEqual(['311811']);
    expect(searchIndustries(catalogue, 'snack').map((e) => e.code)).toEqual(['722515']);
    expect(searchIndustries(catalogue, 'chair rental').map((e) => e.code)).toEqual(['532289']);
    expect(searchIndustries(catalogue, 'bakery rental')).toEqual([]);
  });

  it('lists the catalogue in label order when nothing is typed, up to the limit', () => {
    expect(searchIndustries(catalogue, '  ', 3).map((e) => e.label)).toEqual([
      'bakeries',
      'bakery shops',
      'coffee shops and snack bars',
    ]);
  });
});

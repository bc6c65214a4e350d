import { describe, expect, it } from 'vitest';
import { ZProductInput, productRuleIssues } from '../contracts/catalog-admin';
import {
  COUNTRIES,
  productAppliesTo,
  productTotalPence,
  resolvePlace,
  servicePagePath,
  slugify,
  subscriptionInterval,
  yearlySavingPence,
} from '../index';

describe('catalogue: resolving a place (SPEC §5)', () => {
  it('finds a US state by name or code and needs no more', () => {
    const place = resolvePlace('company-formation', 'united-states', 'd.c.');
    expect(place).toMatchObject({ ok: true, needsState: false, country: { code: 'US' }, state: { code: 'DC' } });
  });

  it('asks for a state only for company formation in the US', () => {
    expect(resolvePlace('company-formation', 'US')).toMatchObject({ ok: true, needsState: true, state: null });
    expect(resolvePlace('trade-mark', 'US')).toMatchObject({ ok: true, needsState: false });
    expect(resolvePlace('company-formation', 'Ireland')).toMatchObject({ ok: true, needsState: false });
  });

  it('rejects a state outside the US, a state without a country, and unknown places', () => {
    expect(resolvePlace('company-formation', 'Ireland', 'Delaware')).toMatchObject({ ok: false, status: 'invalid' });
    expect(resolvePlace('company-formation', '', 'Delaware')).toMatchObject({ ok: false, status: 'invalid' });
    expect(resolvePlace(null, 'Atlantis')).toMatchObject({ ok: false, status: 'not_found' });
    expect(resolvePlace(null, 'US', 'Narnia')).toMatchObject({ ok: false, status: 'not_found' });
  });

  it('resolves every country of the list by its name', () => {
    for (const country of COUNTRIES) expect(resolvePlace(null, country.name)).toMatchObject({ ok: true, country });
  });
});

describe('catalogue: where a product applies', () => {
  it('applies a product without a country everywhere, an EU product in member states only', () => {
    expect(productAppliesTo({ countryCode: null, stateCode: null }, { countryCode: 'CH' })).toBe(true);
    expect(productAppliesTo({ countryCode: 'EU', stateCode: null }, { countryCode: 'FR' })).toBe(true);
    expect(productAppliesTo({ countryCode: 'EU', stateCode: null }, { countryCode: 'CH' })).toBe(false);
    expect(productAppliesTo({ countryCode: 'EU', stateCode: null }, { countryCode: 'GB' })).toBe(false);
  });

  it('applies a state product in its state only, a national one in every state', () => {
    const delaware = { countryCode: 'US', stateCode: 'DE' };
    expect(productAppliesTo(delaware, { countryCode: 'US', stateCode: 'DE' })).toBe(true);
    expect(productAppliesTo(delaware, { countryCode: 'US', stateCode: 'WY' })).toBe(false);
    expect(productAppliesTo({ countryCode: 'US', stateCode: null }, { countryCode: 'US', stateCode: 'WY' })).toBe(true);
  });
});

describe('catalogue: small rules', () => {
  it('builds deep-link paths and slugs', () => {
    expect(servicePagePath('company-formation', 'United States', 'Delaware')).toBe(
      '/services/company-formation/United States/Delaware',
    );
    expect(servicePagePath('trade-mark', null, 'Delaware')).toBe('/services/trade-mark');
    expect(slugify('Société à responsabilité limitée & Co.')).toBe('societe-a-responsabilite-limitee-and-co');
  });

  it('adds the filing fee to the price and never reports a negative yearly saving', () => {
    expect(productTotalPence({ pricePence: 9900, filingFeePence: 8690 })).toBe(18590);
    expect(yearlySavingPence({ monthlyPricePence: 2900, yearlyPricePence: 29000 })).toBe(5800);
    expect(yearlySavingPence({ monthlyPricePence: 100, yearlyPricePence: 5000 })).toBe(0);
  });

  it('checks the rules across product fields', () => {
    const base = { category: 'other', billing: 'one_off', interval: null, countryCode: null, stateCode: null } as const;
    expect(productRuleIssues(base)).toEqual([]);
    expect(productRuleIssues({ ...base, billing: 'recurring' }).map((i) => i.field)).toEqual(['interval']);
    expect(productRuleIssues({ ...base, stateCode: 'DE', countryCode: 'GB' }).map((i) => i.field)).toEqual([
      'stateCode',
    ]);
    expect(productRuleIssues({ ...base, category: 'company_formation' }).map((i) => i.field)).toEqual(['countryCode']);
  });

  it('normalises country and state to codes and applies defaults', () => {
    const parsed = ZProductInput.parse({
      slug: 'Texas-LLC',
      name: 'Texas LLC',
      summary: 's',
      description: 'd',
      category: 'company_formation',
      pricePence: 9900,
      billing: 'one_off',
      countryCode: 'united states',
      stateCode: 'texas',
    });
    expect(parsed).toMatchObject({
      slug: 'texas-llc',
      countryCode: 'US',
      stateCode: 'TX',
      filingFeePence: 0,
      interval: null,
      features: [],
      isActive: true,
      sortOrder: 1000,
    });
    expect(
      ZProductInput.safeParse({ ...parsed, countryCode: 'European Union', stateCode: null }).data?.countryCode,
    ).toBe('EU');
  });
});

describe('subscriptionInterval', () => {
  it('sells a recurring product as a subscription, except domain services, which run for the term bought', () => {
    expect(subscriptionInterval({ billing: 'recurring', interval: 'month', category: 'bookkeeping' })).toBe('month');
    expect(subscriptionInterval({ billing: 'recurring', interval: 'year', category: 'other' })).toBe('year');
    expect(subscriptionInterval({ billing: 'recurring', interval: 'year', category: 'domain_service' })).toBeNull();
    expect(subscriptionInterval({ billing: 'one_off', interval: null, category: 'company_formation' })).toBeNull();
  });
});

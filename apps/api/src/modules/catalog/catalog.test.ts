import { randomUUID } from 'node:crypto';
import type { TProduct } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { seededStateFeePence } from '../../db/seed/catalog-formation';
import { type TTestContext, createTestContext } from '../../test/context';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (url: string, payload?: unknown) =>
  ctx.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });
const list = (payload: Record<string, unknown> = {}) => post('/api/products/list', payload);
const slugs = (items: TProduct[]) => items.map((p) => p.slug);

describe('catalogue: POST /api/products/list', () => {
  it('pages the active products with total_items_count and has_next_page', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(10);
    expect(body.page_meta).toMatchObject({ page: 1, page_size: 10, has_next_page: true });
    expect(body.page_meta.total_items_count).toBe(142);

    const last = (await list({ page: 15, pageSize: 10 })).json();
    expect(last.data).toHaveLength(2);
    expect(last.page_meta).toMatchObject({ total_items_count: 142, has_next_page: false });
    expect((await list({ page: 16 })).json()).toMatchObject({ data: [], page_meta: { has_next_page: false } });
  });

  it('returns every product exactly once when walking the pages', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      seen.push(...slugs((await list({ page, pageSize: 50, sort: 'price_asc' })).json().data));
    }
    expect(seen).toHaveLength(142);
    expect(new Set(seen).size).toBe(142);
  });

  it('refuses a page size over 50 and unknown fields', async () => {
    const big = await list({ pageSize: 51 });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('Page size must be at most 50');
    expect((await list({ colour: 'red' })).json().message).toBe('Unknown field: colour');
    expect((await list({ sort: 'cheapest' })).json().message).toMatch(/Sort must be one of: featured, price_asc/);
  });

  it('filters by category, country (name or code, EU products for member states) and US state', async () => {
    const marks = (await list({ category: 'trade_mark' })).json();
    expect(marks.page_meta.total_items_count).toBe(4);

    const german = (await list({ category: 'company_formation', country: 'Germany' })).json();
    expect(slugs(german.data)).toEqual(['germany-gmbh-formation']);
    expect(slugs((await list({ category: 'company_formation', country: 'de' })).json().data)).toEqual([
      'germany-gmbh-formation',
    ]);

    const france = (await list({ category: 'trade_mark', country: 'France' })).json();
    expect(slugs(france.data).sort()).toEqual(['eu-trade-mark', 'trade-mark-search']);

    const delaware = (
      await list({ category: 'company_formation', country: 'United States', state: 'Delaware' })
    ).json();
    expect(slugs(delaware.data)).toEqual(['delaware-llc-formation', 'delaware-c-corp-formation']);
  });

  it('rejects a state without a country, a state outside the US and an unknown country, with a message', async () => {
    const noCountry = await list({ state: 'Delaware' });
    expect(noCountry.statusCode).toBe(400);
    expect(noCountry.json().message).toBe('Choose a country before choosing a state.');
    const ireland = await list({ country: 'Ireland', state: 'Delaware' });
    expect(ireland.statusCode).toBe(400);
    expect(ireland.json().message).toMatch(/Ireland has no states/);
    const atlantis = await list({ country: 'Atlantis' });
    expect(atlantis.statusCode).toBe(400);
    expect(atlantis.json().message).toMatch(/We do not offer services in "Atlantis"/);
  });

  it('searches name and summary without regard to case, and treats % and _ as text', async () => {
    expect(slugs((await list({ search: 'DELAWARE' })).json().data).sort()).toEqual([
      'delaware-c-corp-formation',
      'delaware-llc-formation',
    ]);
    const bySummary = (await list({ search: 'whois record' })).json();
    expect(slugs(bySummary.data)).toEqual(['id-protect']);
    expect((await list({ search: '%' })).json().page_meta.total_items_count).toBe(0);
    expect((await list({ search: '_' })).json().page_meta.total_items_count).toBe(0);
  });

  it('filters by billing and sorts by total price and by name', async () => {
    const recurring = (await list({ billing: 'recurring', pageSize: 50 })).json();
    expect(recurring.data.length).toBeGreaterThan(5);
    expect(recurring.data.every((p: TProduct) => p.billing === 'recurring' && p.interval !== null)).toBe(true);

    const ascending = (await list({ sort: 'price_asc', pageSize: 50 })).json().data as TProduct[];
    const totals = ascending.map((p) => p.totalPence);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(ascending[0]?.slug).toBe('id-protect');
    const descending = (await list({ sort: 'price_desc', pageSize: 50 })).json().data as TProduct[];
    expect(descending.map((p) => p.totalPence)).toEqual([...descending.map((p) => p.totalPence)].sort((a, b) => b - a));

    const byName = (await list({ category: 'trade_mark', sort: 'name' })).json().data as TProduct[];
    expect(byName.map((p) => p.name)).toEqual([
      'EU trade mark registration',
      'Trade mark clearance search',
      'UK trade mark registration',
      'US trademark registration',
    ]);
  });

  it('shows our fee and the filing fee separately, in pence, with names for the place', async () => {
    const [delaware] = (await list({ search: 'Delaware LLC' })).json().data as TProduct[];
    expect(delaware).toMatchObject({
      slug: 'delaware-llc-formation',
      pricePence: 9900,
      filingFeePence: seededStateFeePence('DE', 'llc'),
      totalPence: 9900 + seededStateFeePence('DE', 'llc'),
      billing: 'one_off',
      interval: null,
      countryCode: 'US',
      countryName: 'United States',
      stateCode: 'DE',
      stateName: 'Delaware',
      path: '/services/delaware-llc-formation',
      category: 'company_formation',
      categoryLabel: 'Company formation',
    });
  });

  it('hides inactive products', async () => {
    await ctx.database.db.update(products).set({ isActive: false }).where(eq(products.slug, 'malta-ltd-formation'));
    const malta = (await list({ country: 'Malta', category: 'company_formation' })).json();
    expect(malta.data).toEqual([]);
    await ctx.database.db.update(products).set({ isActive: true }).where(eq(products.slug, 'malta-ltd-formation'));
  });
});

describe('catalogue: marketplace, packs and sections', () => {
  it('lists each category with its count, lowest price and featured products', async () => {
    const res = await post('/api/products/marketplace');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.categories.map((c: { category: string }) => c.category)).toEqual([
      'company_formation',
      'trade_mark',
      'bookkeeping',
      'domain_service',
      'other',
    ]);
    const formation = data.categories[0];
    expect(formation).toMatchObject({ count: 127, pageType: 'company-formation', path: '/services/company-formation' });
    expect(formation.featured).toHaveLength(4);
    expect(formation.featured[0].slug).toBe('uk-ltd-formation');
    expect(data.categories[3]).toMatchObject({ count: 2, pageType: null, path: '/services', fromPence: 299 });
    expect(data.totalProducts).toBe(142);
  });

  it('lists the packs with their items, what the items cost alone and the saving', async () => {
    const { data } = (await post('/api/products/grouplist', {})).json();
    expect(data.map((g: { slug: string }) => g.slug)).toEqual([
      'uk-launch-pack',
      'delaware-launch-pack',
      'brand-protection-pack',
    ]);
    const uk = data[0];
    expect(uk.items.map((i: { product: TProduct }) => i.product.slug)).toEqual([
      'bookkeeping-starter',
      'uk-ltd-formation',
      'uk-registered-office',
    ]);
    expect(uk).toMatchObject({ pricePence: 19900, itemsTotalPence: 7900 + 5000 + 5900 + 4900, savingPence: 3800 });
  });

  it('drops a pack while one of its products is off sale', async () => {
    await ctx.database.db.update(products).set({ isActive: false }).where(eq(products.slug, 'ein-application'));
    const { data } = (await post('/api/products/grouplist')).json();
    expect(data.map((g: { slug: string }) => g.slug)).not.toContain('delaware-launch-pack');
    await ctx.database.db.update(products).set({ isActive: true }).where(eq(products.slug, 'ein-application'));
  });

  it('builds the home page blocks from the catalogue', async () => {
    const res = await post('/api/products/sectionData', { section: 'home' });
    expect(res.statusCode).toBe(200);
    const { blocks } = res.json().data;
    expect(blocks.map((b: { key: string }) => b.key)).toEqual([
      'marketplace',
      'formation-countries',
      'popular-us-states',
      'plans',
      'domain-services',
    ]);
    const countries = blocks[1].items;
    expect(countries[0]).toMatchObject({
      title: 'United Kingdom',
      href: '/services/company-formation/United Kingdom',
      pricePence: 7900 + 5000,
      priceNote: 'from',
      countryCode: 'GB',
    });
    // The US price is the cheapest state: a Montana LLC ($35 state fee).
    expect(countries[1]).toMatchObject({ title: 'United States', pricePence: 9900 + seededStateFeePence('MT', 'llc') });
    expect(blocks[2].items[0]).toMatchObject({
      title: 'Delaware',
      href: '/services/company-formation/United States/Delaware',
      pricePence: 9900 + seededStateFeePence('DE', 'llc'),
    });
    expect(blocks[3].items.map((i: { title: string }) => i.title)).toEqual(['Starter', 'Growth', 'Scale']);
  });

  it('builds the services page blocks, with every country of the list', async () => {
    const { blocks } = (await post('/api/products/sectionData', { section: 'services' })).json().data;
    const countries = blocks.find((b: { key: string }) => b.key === 'formation-countries');
    expect(countries.items).toHaveLength(26);
    expect(blocks.find((b: { key: string }) => b.key === 'groups').items[0]).toMatchObject({
      title: 'UK launch pack',
      subtitle: 'Save £38.00',
    });
  });

  it('refuses an unknown section', async () => {
    const res = await post('/api/products/sectionData', { section: 'footer' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Section must be one of: home, services/);
  });
});

describe('catalogue: POST /api/products/{id}', () => {
  it('finds a product by slug with its add-ons and packs', async () => {
    const res = await post('/api/products/uk-trade-mark');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ slug: 'uk-trade-mark', pricePence: 14900, filingFeePence: 17000, countryCode: 'GB' });
    expect(data.addOns).toEqual([
      expect.objectContaining({ name: 'Additional class', maxQuantity: 44, pricePence: 7000 }),
    ]);
    expect(data.services).toEqual([]);
    expect(data.groups).toEqual([expect.objectContaining({ slug: 'brand-protection-pack' })]);
  });

  it('finds a product by uuid, with the services it offers and their durations', async () => {
    const { data: bySlug } = (await post('/api/products/ssl-certificates')).json();
    const res = await post(`/api/products/${bySlug.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.slug).toBe('ssl-certificates');
    expect(data.services.map((s: { slug: string }) => s.slug)).toEqual([
      'positive-ssl',
      'positive-ssl-wildcard',
      'ev-ssl',
    ]);
    expect(data.services[0]).toMatchObject({ serviceType: 'SSL', pricePerYearPence: 899, minYears: 1, maxYears: 5 });
    const { data: privacy } = (await post('/api/products/id-protect')).json();
    expect(privacy.services).toEqual([
      expect.objectContaining({ serviceType: 'ID Protect', pricePerYearPence: 299, minYears: 1, maxYears: 10 }),
    ]);
  });

  it('answers 404 with a message for an unknown slug or id, and for an inactive product', async () => {
    for (const id of ['no-such-product', randomUUID()]) {
      const res = await post(`/api/products/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        message: 'We could not find that product. It may have been removed; please browse our services.',
      });
    }
    await ctx.database.db.update(products).set({ isActive: false }).where(eq(products.slug, 'cyprus-ltd-formation'));
    expect((await post('/api/products/cyprus-ltd-formation')).statusCode).toBe(404);
    await ctx.database.db.update(products).set({ isActive: true }).where(eq(products.slug, 'cyprus-ltd-formation'));
  });
});

describe('catalogue: POST /api/products/relatedproducts', () => {
  it('puts the same kind for the same place first, then what complements it there, never the product itself', async () => {
    const res = await post('/api/products/relatedproducts', { productId: 'delaware-llc-formation' });
    expect(res.statusCode).toBe(200);
    const related = res.json().data as TProduct[];
    expect(related).toHaveLength(4);
    expect(related[0]?.slug).toBe('delaware-c-corp-formation');
    expect(slugs(related)).not.toContain('delaware-llc-formation');
    for (const product of related.slice(1)) {
      expect(product.category).not.toBe('company_formation');
      expect([null, 'US']).toContain(product.countryCode);
    }
  });

  it('accepts a uuid and answers 404 for an unknown product', async () => {
    const { data } = (await post('/api/products/bookkeeping-starter')).json();
    const related = (await post('/api/products/relatedproducts', { productId: data.id })).json().data as TProduct[];
    expect(slugs(related).slice(0, 2)).toEqual(['bookkeeping-growth', 'bookkeeping-scale']);
    expect(slugs(related)).not.toContain('bookkeeping-starter');
    const missing = await post('/api/products/relatedproducts', { productId: 'nothing-here' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('catalogue: POST /api/products/slug/{pageType} (SPEC §5)', () => {
  const servicePage = (pageType: string, payload?: unknown) => post(`/api/products/slug/${pageType}`, payload);

  it('lists the formations of a US state, by name or code', async () => {
    for (const payload of [
      { pageType: 'company-formation', country: 'United States', state: 'Delaware' },
      { country: 'us', state: 'de' },
      { country: 'united-states', state: 'DE' },
    ]) {
      const res = await servicePage('company-formation', payload);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toMatchObject({
        pageType: 'company-formation',
        category: 'company_formation',
        country: { name: 'United States', code: 'US' },
        state: { name: 'Delaware', code: 'DE' },
        needsCountry: false,
        needsState: false,
      });
      expect(slugs(data.products)).toEqual(['delaware-llc-formation', 'delaware-c-corp-formation']);
    }
  });

  it('asks for a country, then for a US state, before listing formations', async () => {
    const none = (await servicePage('company-formation')).json().data;
    expect(none).toMatchObject({ needsCountry: true, needsState: false, products: [], country: null });
    const us = (await servicePage('company-formation', { country: 'United States' })).json().data;
    expect(us).toMatchObject({ needsCountry: false, needsState: true, products: [], state: null });
  });

  it('lists the formation of a country without states', async () => {
    const { data } = (await servicePage('company-formation', { country: 'Ireland' })).json();
    expect(slugs(data.products)).toEqual(['ireland-ltd-formation']);
    expect(data.products[0]).toMatchObject({ pricePence: 59000, filingFeePence: 5000 });
  });

  it('lists trade marks and bookkeeping that apply to the place, or all of them without one', async () => {
    expect(slugs((await servicePage('trade-mark', { country: 'France' })).json().data.products)).toEqual([
      'eu-trade-mark',
      'trade-mark-search',
    ]);
    expect(slugs((await servicePage('trade-mark', { country: 'Switzerland' })).json().data.products)).toEqual([
      'trade-mark-search',
    ]);
    expect(
      slugs((await servicePage('trade-mark', { country: 'United States', state: 'Texas' })).json().data.products),
    ).toEqual(['us-trade-mark', 'trade-mark-search']);
    expect((await servicePage('trade-mark')).json().data.products).toHaveLength(4);
    expect(slugs((await servicePage('bookkeeping-accounting', { country: 'GB' })).json().data.products)).toEqual([
      'bookkeeping-starter',
      'bookkeeping-growth',
      'bookkeeping-scale',
      'uk-annual-accounts',
    ]);
  });

  it('rejects a state for a country without states with 400 and a message', async () => {
    const res = await servicePage('company-formation', { country: 'Ireland', state: 'Delaware' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Ireland has no states to choose from: a state is only asked for the United States.',
    );
    const noCountry = await servicePage('company-formation', { state: 'Delaware' });
    expect(noCountry.statusCode).toBe(400);
  });

  it('answers 404 for an unknown country or US state', async () => {
    const country = await servicePage('company-formation', { country: 'Atlantis' });
    expect(country.statusCode).toBe(404);
    expect(country.json().message).toMatch(/Atlantis/);
    const state = await servicePage('company-formation', { country: 'United States', state: 'Narnia' });
    expect(state.statusCode).toBe(404);
    expect(state.json().message).toMatch(/"Narnia" is not a state of the United States/);
  });

  it('refuses an unknown page type and a pageType that contradicts the path', async () => {
    const unknown = await servicePage('web-design', {});
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/company-formation, trade-mark, bookkeeping-accounting/);
    const mismatch = await servicePage('trade-mark', { pageType: 'company-formation' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(
      'pageType company-formation does not match the page trade-mark in the address.',
    );
  });
});

import { COUNTRIES, US_STATES } from '@launchpad/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogServices,
  pageMeta,
  plans,
  productAddOns,
  productGroupItems,
  productGroups,
  products,
  seedMarkers,
} from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { USD_TO_GBP_PENCE_PER_DOLLAR } from '../../db/seed/catalog-formation';
import { type TTestContext, createTestContext } from '../../test/context';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const formation = (countryCode: string, stateCode?: string) =>
  db()
    .select()
    .from(products)
    .where(
      and(
        eq(products.category, 'company_formation'),
        eq(products.countryCode, countryCode),
        stateCode ? eq(products.stateCode, stateCode) : undefined,
      ),
    );

describe('catalogue seed', () => {
  it('forms companies in every country of the list (26) and every US state including D.C. (51)', async () => {
    const countries = await db()
      .selectDistinct({ code: products.countryCode })
      .from(products)
      .where(eq(products.category, 'company_formation'));
    expect(countries.map((c) => c.code).sort()).toEqual(COUNTRIES.map((c) => c.code).sort());
    expect(countries).toHaveLength(26);

    const states = await db()
      .select({ state: products.stateCode, count: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.category, 'company_formation'), eq(products.countryCode, 'US')))
      .groupBy(products.stateCode);
    expect(states).toHaveLength(51);
    expect(states.map((s) => s.state).sort()).toEqual(US_STATES.map((s) => s.code).sort());
    expect(states.every((s) => s.count === 2)).toBe(true);
    expect((await formation('US', 'DC')).map((p) => p.name).sort()).toEqual([
      'District of Columbia C-Corp',
      'District of Columbia LLC',
    ]);
  });

  it('charges each state its own filing fee, converted from dollars at the documented rate', async () => {
    const llcFee = async (state: string) =>
      (await formation('US', state)).find((p) => p.slug.endsWith('-llc-formation'))?.filingFeePence;
    expect(USD_TO_GBP_PENCE_PER_DOLLAR).toBe(79);
    expect(await llcFee('DE')).toBe(110 * 79);
    expect(await llcFee('WY')).toBe(100 * 79);
    expect(await llcFee('CA')).toBe(70 * 79);
    expect(await llcFee('MA')).toBe(500 * 79);
    const fees = await db()
      .selectDistinct({ fee: products.filingFeePence })
      .from(products)
      .where(eq(products.countryCode, 'US'));
    expect(fees.length).toBeGreaterThan(20);
  });

  it('names the company types founders look for', async () => {
    const names = async (code: string) => (await formation(code)).map((p) => p.name);
    expect(await names('GB')).toEqual(['UK limited company (Ltd)']);
    expect(await names('IE')).toEqual(['Irish limited company (LTD)']);
    expect(await names('DE')).toEqual(['German GmbH']);
    expect(await names('FR')).toEqual(['French SAS']);
    expect(await names('NL')).toEqual(['Dutch BV']);
    expect(await names('HK')).toEqual(['Hong Kong limited company']);
    expect(await names('CH')).toEqual(['Swiss GmbH']);
  });

  it('sells trade marks with extra classes as add-ons, bookkeeping monthly and domain services', async () => {
    const [uk] = await db().select().from(products).where(eq(products.slug, 'uk-trade-mark'));
    const addOns = await db()
      .select()
      .from(productAddOns)
      .where(eq(productAddOns.productId, uk?.id ?? ''));
    expect(addOns).toEqual([expect.objectContaining({ name: 'Additional class', maxQuantity: 44 })]);
    const bookkeeping = await db().select().from(products).where(eq(products.category, 'bookkeeping'));
    expect(bookkeeping.filter((p) => p.interval === 'month').map((p) => p.slug)).toEqual([
      'bookkeeping-starter',
      'bookkeeping-growth',
      'bookkeeping-scale',
    ]);
    const services = await db().select().from(catalogServices);
    expect(services.map((s) => s.serviceType).sort()).toEqual(['ID Protect', 'SSL', 'SSL', 'SSL']);
  });

  it('has three plans whose flags and AI limits differ, with monthly and yearly prices', async () => {
    const rows = await db().select().from(plans).orderBy(plans.sortOrder);
    expect(rows.map((p) => [p.name, p.tools, p.buildStartupAi, p.aiMonthlyLimit])).toEqual([
      ['Starter', false, false, 0],
      ['Growth', true, false, 0],
      ['Scale', true, true, 100],
    ]);
    expect(rows.every((p) => p.yearlyPricePence < p.monthlyPricePence * 12)).toBe(true);
  });

  it('has packs and a metadata row for every product page', async () => {
    expect(await db().$count(productGroups)).toBe(3);
    expect(await db().$count(productGroupItems)).toBe(9);
    const [meta] = await db().select().from(pageMeta).where(eq(pageMeta.slug, '/services/wyoming-llc-formation'));
    expect(meta?.seoTitle).toBe('Form an LLC in Wyoming | Launchpad');
    expect(meta?.schemaData).toMatchObject({ '@type': 'Service', offers: { priceCurrency: 'GBP' } });
    const productPages = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(pageMeta)
      .where(sql`${pageMeta.slug} like '/services/%'`);
    expect(productPages[0]?.count).toBe(142 + 3);
  });
});

describe('catalogue seed: running again', () => {
  it('changes nothing, keeps staff edits and does not bring back deleted products', async () => {
    const count = async () => [
      await db().$count(products),
      await db().$count(productAddOns),
      await db().$count(pageMeta),
    ];
    await db()
      .update(products)
      .set({ pricePence: 1, updatedAt: new Date(Date.now() + 1000) })
      .where(eq(products.slug, 'spain-sl-formation'));
    await db().delete(products).where(eq(products.slug, 'greece-ike-formation'));
    const before = await count();
    await seedDatabase(db(), ctx.config.PUBLIC_URL);
    expect(await count()).toEqual(before);
    expect((await formation('ES'))[0]?.pricePence).toBe(1);
    expect(await formation('GR')).toEqual([]);
  });

  it('upserts by slug when the seed version moves on, leaving rows staff edited', async () => {
    await db().delete(seedMarkers);
    // An untouched row drifts (updated_at still equals created_at): the seed puts it back.
    await db()
      .update(products)
      .set({ pricePence: 2, updatedAt: sql`${products.createdAt}` })
      .where(eq(products.slug, 'latvia-sia-formation'));
    await seedDatabase(db(), ctx.config.PUBLIC_URL);
    expect((await formation('LV'))[0]?.pricePence).toBe(59000);
    expect((await formation('ES'))[0]?.pricePence).toBe(1);
    expect(await formation('GR')).toHaveLength(1);
  });
});

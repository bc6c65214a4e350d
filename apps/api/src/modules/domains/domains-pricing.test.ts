import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, domainTlds } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { SEED_TLDS } from '../../db/seed/domains';
import { AppError } from '../../lib/app-error';
import { type TTestContext, createTestContext } from '../../test/context';
import {
  assertRegistrationYears,
  findTldPrices,
  listTldPrices,
  normaliseTld,
  parseDomainName,
  registrationCostPence,
  requireTldPrice,
  toTldPrice,
} from './domains-pricing.service';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const deps = () => ({ db: ctx.database.db });

describe('domain names', () => {
  it('reads a tld in any case, with or without its dot', () => {
    expect(normaliseTld(' .CO.UK ')).toBe('co.uk');
    expect(normaliseTld('com')).toBe('com');
  });

  it('accepts one label of letters, digits and hyphens, with or without the tld', () => {
    expect(parseDomainName('Acme', 'com')).toEqual({ ok: true, name: 'acme', fullName: 'acme.com' });
    expect(parseDomainName('acme.co.uk', '.co.uk')).toEqual({ ok: true, name: 'acme', fullName: 'acme.co.uk' });
    expect(parseDomainName('my-startup-42', 'io')).toMatchObject({ ok: true, name: 'my-startup-42' });
    expect(parseDomainName('xn--bcher-kva', 'de')).toMatchObject({ ok: true });
    expect(parseDomainName('a'.repeat(63), 'com')).toMatchObject({ ok: true });
    // RFC 5891: internationalised names are registered as their punycode A-label.
    expect(parseDomainName('Café', 'com')).toEqual({ ok: true, name: 'xn--caf-dma', fullName: 'xn--caf-dma.com' });
  });

  it.each([
    ['', 'Type the domain name you want'],
    ['-acme', 'not a valid domain name'],
    ['acme-', 'not a valid domain name'],
    ['ac_me', 'not a valid domain name'],
    ['ac me', 'not a valid domain name'],
    ['ab--cd', 'hyphens in both the third and fourth positions'],
    ['xn--abc', 'not a valid internationalised'],
    ['a'.repeat(64), 'not a valid domain name'],
    ['shop.acme', 'without dots'],
  ])('refuses %j', (name, message) => {
    const result = parseDomainName(name, 'com');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });
});

describe('tld prices (domain_tlds)', () => {
  it('are seeded for every tld we sell, .ai for at least 2 years', async () => {
    const prices = await listTldPrices(deps());
    expect(prices.map((p) => p.tld).sort()).toEqual(
      ['ai', 'app', 'co', 'co.uk', 'com', 'de', 'dev', 'eu', 'io', 'net', 'org', 'shop', 'store', 'tech', 'uk'].sort(),
    );
    expect(prices.find((p) => p.tld === 'ai')).toMatchObject({
      minYears: 2,
      maxYears: 10,
      registrationPricePence: 6999,
    });
    expect(prices.find((p) => p.tld === 'com')).toEqual({
      tld: 'com',
      registrationPricePence: 1099,
      renewalPricePence: 1299,
      minYears: 1,
      maxYears: 10,
    });
    for (const price of prices) {
      expect(price.registrationPricePence).toBeGreaterThan(0);
      expect(price.minYears).toBeLessThanOrEqual(price.maxYears);
    }
  });

  it('finds only tlds on sale', async () => {
    await ctx.database.db.update(domainTlds).set({ isActive: false }).where(eq(domainTlds.tld, 'store'));
    try {
      const found = await findTldPrices(deps(), ['.COM', 'store', 'xyz', 'com']);
      expect([...found.keys()]).toEqual(['com']);
      await expect(requireTldPrice(deps(), 'store')).rejects.toThrow('We do not sell .store domains.');
    } finally {
      await ctx.database.db.update(domainTlds).set({ isActive: true }).where(eq(domainTlds.tld, 'store'));
    }
    expect(await requireTldPrice(deps(), '.Co.Uk')).toMatchObject({ tld: 'co.uk', registrationPricePence: 699 });
    const error = await requireTldPrice(deps(), 'xyz').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
  });

  it('checks registration years against the tld bounds (SPEC §5)', async () => {
    const ai = await requireTldPrice(deps(), 'ai');
    expect(() => assertRegistrationYears(ai, 2)).not.toThrow();
    expect(() => assertRegistrationYears(ai, 10)).not.toThrow();
    expect(() => assertRegistrationYears(ai, 1)).toThrow('A .ai domain is registered for 2 to 10 years; you chose 1.');
    expect(() => assertRegistrationYears(ai, 11)).toThrow(AppError);
    expect(() => assertRegistrationYears(ai, 2.5)).toThrow(AppError);
    expect(registrationCostPence(ai, 3)).toBe(3 * 6999);
  });

  it('keeps stored bounds within 1 to 10 years', () => {
    const row = {
      tld: 'odd',
      registrationPricePence: 100,
      renewalPricePence: 100,
      isActive: true,
      updatedAt: new Date(),
    };
    expect(toTldPrice({ ...row, minYears: 0, maxYears: 20 })).toMatchObject({ minYears: 1, maxYears: 10 });
    expect(toTldPrice({ ...row, minYears: 12, maxYears: 3 })).toMatchObject({ minYears: 10, maxYears: 10 });
  });
});

describe('seeds: tlds and development coupons', () => {
  it('run again without changing what staff edited or adding twice', async () => {
    await ctx.database.db.update(domainTlds).set({ registrationPricePence: 999 }).where(eq(domainTlds.tld, 'com'));
    await seedDatabase(ctx.database.db, ctx.config.PUBLIC_URL);
    const [com] = await ctx.database.db.select().from(domainTlds).where(eq(domainTlds.tld, 'com'));
    expect(com?.registrationPricePence).toBe(999);
    expect(await ctx.database.db.select().from(domainTlds)).toHaveLength(SEED_TLDS.length);
    const names = await ctx.database.db.select({ name: coupons.name }).from(coupons);
    expect(names.map((c) => c.name).sort()).toEqual(['LAUNCH50', 'SPRING2024', 'WELCOME10']);
  });

  it('seeds the development coupons as documented', async () => {
    const rows = await ctx.database.db.select().from(coupons);
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get('WELCOME10')).toMatchObject({
      discountType: 'percent_off',
      percentOff: 10,
      redeemBy: null,
      maxRedemptions: null,
    });
    expect(byName.get('LAUNCH50')).toMatchObject({
      discountType: 'amount_off',
      amountOffPence: 5000,
      maxRedemptions: 100,
    });
    expect(byName.get('SPRING2024')?.redeemBy?.getTime()).toBeLessThan(Date.now());
  });

  it('leaves the development coupons out when asked (production)', async () => {
    await ctx.database.db.delete(coupons).where(sql`true`);
    await seedDatabase(ctx.database.db, ctx.config.PUBLIC_URL, { devCoupons: false });
    expect(await ctx.database.db.select().from(coupons)).toEqual([]);
  });
});

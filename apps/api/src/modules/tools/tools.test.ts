import { NAME_IDEA_TLDS, toolsEndpoints as endpoints } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registryNames } from '../../db/schema';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';
import { customerOnPlan } from '../launchpad/launchpad.test-helpers';

let ctx: TTestContext;
let toolsHeaders: Record<string, string>;
let starterHeaders: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  toolsHeaders = (await customerOnPlan(ctx, 'growth')).headers;
  starterHeaders = (await customerOnPlan(ctx, 'starter')).headers;
});
afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });
const software = (payload: object, headers = toolsHeaders) => post(endpoints.softwareTools.path, headers, payload);
const names = (payload: object, headers = toolsHeaders) => post(endpoints.businessNames.path, headers, payload);

describe('software tools directory', () => {
  it('lists the curated directory A–Z, ten a page, with the total', async () => {
    const res = await software({});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(10);
    expect(body.page_meta).toMatchObject({ page: 1, page_size: 10, has_next_page: true });
    expect(body.page_meta.total_items_count).toBeGreaterThanOrEqual(40);
    const listed = body.data.map((t: { name: string }) => t.name);
    expect(listed).toEqual([...listed].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    expect(body.data[0]).toMatchObject({
      name: expect.any(String),
      category: expect.any(String),
      pricingModel: expect.any(String),
      websiteUrl: expect.stringMatching(/^https:\/\//),
    });

    const last = await software({ page: 100 });
    expect(last.json()).toMatchObject({ data: [], page_meta: { has_next_page: false, page: 100 } });
  });

  it('pages through every product exactly once', async () => {
    const first = (await software({ pageSize: 48 })).json();
    const total = first.page_meta.total_items_count;
    const second = (await software({ pageSize: 48, page: 2 })).json();
    const ids = [...first.data, ...second.data].map((t: { id: string }) => t.id);
    expect(new Set(ids).size).toBe(Math.min(total, 96));
  });

  it('searches names, categories and descriptions case-insensitively', async () => {
    const res = (await software({ search: 'SLACK' })).json();
    expect(res.data.map((t: { name: string }) => t.name)).toEqual(['Slack']);

    const payroll = (await software({ search: 'payroll' })).json();
    expect(payroll.data.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(['Deel', 'Gusto', 'Xero']),
    );

    const none = (await software({ search: 'no such software 100%' })).json();
    expect(none).toMatchObject({ data: [], page_meta: { total_items_count: 0, has_next_page: false } });
  });

  it('filters by category and pricing model, together with search', async () => {
    const design = (await software({ category: 'Design', pageSize: 48 })).json();
    expect(design.data.length).toBeGreaterThanOrEqual(3);
    expect(design.data.every((t: { category: string }) => t.category === 'Design')).toBe(true);

    const open = (await software({ pricing: 'open-source', pageSize: 48 })).json();
    expect(open.data.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(['PostHog', 'Supabase', 'WooCommerce']),
    );
    expect(open.data.every((t: { pricingModel: string }) => t.pricingModel === 'open-source')).toBe(true);

    const both = (await software({ category: 'Developer tools', pricing: 'open-source', search: 'postgres' })).json();
    expect(both.data.map((t: { name: string }) => t.name)).toEqual(['Supabase']);
  });

  it('refuses bad filters with a readable message', async () => {
    const category = await software({ category: 'Spaceships' });
    expect(category.statusCode).toBe(400);
    expect(category.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('Category must be one of'),
    });

    const size = await software({ pageSize: 500 });
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toContain('Page size must be at most 48');

    const long = await software({ search: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
  });
});

describe('business name ideas', () => {
  it('answers names for a keyword with .com and other domains, availability and prices', async () => {
    const res = await names({ keyword: 'coffee shop', style: 'modern' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ keyword: 'coffee shop', style: 'modern' });
    expect(body.data.names.length).toBeGreaterThanOrEqual(3);
    expect(body.data.names.length).toBeLessThanOrEqual(8);
    for (const idea of body.data.names) {
      expect(idea.name).toEqual(expect.any(String));
      expect(idea.rationale).toEqual(expect.any(String));
      expect(idea.domains.map((d: { tld: string }) => d.tld)).toEqual([...NAME_IDEA_TLDS]);
      for (const domain of idea.domains) {
        expect(domain.domain).toBe(`${domain.sld}.${domain.tld}`);
        expect(domain.sld).toMatch(/^[a-z0-9]+$/);
      }
    }
    // Fresh invented names are free, priced at the tld's yearly price (.com £10.99).
    const com = body.data.names[0].domains[0];
    expect(com).toMatchObject({ tld: 'com', available: true, pricePerYearPence: 1099, premium: false });
  });

  it('orders the names for the chosen style', async () => {
    const modern = (await names({ keyword: 'coffee', style: 'modern' })).json().data.names;
    const descriptive = (await names({ keyword: 'coffee', style: 'descriptive' })).json().data.names;
    expect(modern[0].name).not.toBe(descriptive[0].name);
    // Descriptive names say what the business does: the keyword leads.
    expect(descriptive[0].name.toLowerCase()).toContain('coffee');
  });

  it('shows a registered domain as taken, without a price', async () => {
    const first = (await names({ keyword: 'gardening', style: 'classic' })).json().data.names[0];
    await ctx.database.db.insert(registryNames).values({ label: first.domains[0].sld, tld: 'com', kind: 'registered' });
    const again = (await names({ keyword: 'gardening', style: 'classic' })).json().data.names;
    const same = again.find((n: { name: string }) => n.name === first.name);
    expect(same.domains[0]).toMatchObject({ tld: 'com', available: false, pricePerYearPence: null });
    expect(same.domains[1]).toMatchObject({ tld: 'co.uk', available: true, pricePerYearPence: 699 });
  });

  it('refuses a missing, short or unknown-style request with a readable message', async () => {
    const short = await names({ keyword: 'a', style: 'modern' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ success: false, message: expect.stringContaining('at least 2 characters') });

    const style = await names({ keyword: 'coffee', style: 'gothic' });
    expect(style.statusCode).toBe(400);
    expect(style.json().message).toContain('Style must be one of');

    const digits = await names({ keyword: '1234', style: 'modern' });
    expect(digits.statusCode).toBe(400);
    expect(digits.json().message).toContain('at least one letter');

    const long = await names({ keyword: 'x'.repeat(61), style: 'modern' });
    expect(long.statusCode).toBe(400);
  });
});

describe('plan gating', () => {
  it('refuses customers without the tools flag (403) and visitors (401)', async () => {
    for (const call of [
      () => software({}, starterHeaders),
      () => names({ keyword: 'coffee', style: 'modern' }, starterHeaders),
    ]) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    const noPlan = await createSignedInUser(ctx);
    expect((await software({}, noPlan.headers)).statusCode).toBe(403);
    expect((await software({}, {})).statusCode).toBe(401);
    expect((await names({ keyword: 'coffee', style: 'modern' }, {})).statusCode).toBe(401);
  });
});

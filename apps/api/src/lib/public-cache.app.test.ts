import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TTestContext, createSignedInUser, createTestContext } from '../test/context';

// The public cache is on outside NODE_ENV=test: this file runs the app as in development to see it work.
let ctx: TTestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext({ env: { NODE_ENV: 'development' } });
  admin = (await createSignedInUser(ctx, 'admin')).headers;
});
afterAll(() => ctx.close());

const list = async (search: string) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/products/list', payload: { search } });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { name: string; pricePence: number }[]).map((p) => `${p.name} ${p.pricePence}`);
};

describe('public cache (issue 11 "Load"): admin writes show at once', () => {
  it('lists a product an admin adds, and its new price, on the very next read', async () => {
    expect(await list('Zanzibar')).toEqual([]);
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/products/add',
      headers: admin,
      payload: {
        slug: 'zanzibar-company-formation',
        name: 'Zanzibar Ltd',
        summary: 'Form a company in Zanzibar.',
        description: 'We file with the registrar.',
        category: 'company_formation',
        pricePence: 50_000,
        billing: 'one_off',
        countryCode: 'HK',
        features: ['Registrar filing'],
      },
    });
    expect(added.statusCode).toBe(201);
    expect(await list('Zanzibar')).toEqual(['Zanzibar Ltd 50000']);

    const updated = await ctx.app.inject({
      method: 'PUT',
      url: '/api/products/zanzibar-company-formation',
      headers: admin,
      payload: { pricePence: 60_000 },
    });
    expect(updated.statusCode).toBe(200);
    expect(await list('Zanzibar')).toEqual(['Zanzibar Ltd 60000']);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageMeta, productAddOns, products } from '../../db/schema';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';
import { deleteProduct } from './products.service';

let ctx: TTestContext;
let admin: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await createSignedInUser(ctx, 'admin')).headers;
  customer = (await createSignedInUser(ctx, 'customer')).headers;
});
afterAll(() => ctx.close());

const newProduct = {
  slug: 'singapore-pte-ltd-formation',
  name: 'Singapore Pte Ltd',
  summary: 'Form a private limited company in Singapore.',
  description: 'We file with ACRA and appoint a local nominee director.',
  category: 'company_formation',
  pricePence: 99_000,
  filingFeePence: 18_000,
  billing: 'one_off',
  countryCode: 'HK',
  features: ['ACRA filing', 'Nominee director'],
  addOns: [{ name: 'Corporate bank account introduction', pricePence: 15_000, maxQuantity: 1 }],
};

const add = (payload: object, headers = admin) =>
  ctx.app.inject({ method: 'POST', url: '/api/products/add', headers, payload });
const update = (id: string, payload: object, headers = admin) =>
  ctx.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers, payload });
const remove = (id: string, headers = admin) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers });
const publicProduct = (id: string) => ctx.app.inject({ method: 'POST', url: `/api/products/${id}` });

describe('admin: who may change the catalogue', () => {
  it('answers 401 without a token and 403 for a customer on every admin route', async () => {
    const routes = [
      { method: 'POST', url: '/api/products/add', payload: newProduct },
      { method: 'PUT', url: '/api/products/uk-ltd-formation', payload: { pricePence: 1 } },
      { method: 'DELETE', url: '/api/products/uk-ltd-formation' },
      { method: 'POST', url: '/api/admin/upload/product' },
      { method: 'POST', url: '/api/admin/products', payload: {} },
      { method: 'POST', url: '/api/admin/products/uk-ltd-formation' },
      { method: 'POST', url: '/api/admin/quotations' },
    ] as const;
    for (const route of routes) {
      const anonymous = await ctx.app.inject(route);
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(anonymous.json().message).toBe('Please sign in to continue.');
      const forbidden = await ctx.app.inject({ ...route, headers: customer });
      expect(forbidden.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(forbidden.json().message).toBe('You do not have permission to do this.');
    }
    const [uk] = await ctx.database.db.select().from(products).where(eq(products.slug, 'uk-ltd-formation'));
    expect(uk?.pricePence).toBe(7900);
  });

  it('says 401 before looking at the body, so strangers learn nothing from validation', async () => {
    const res = await add({ nonsense: true }, {});
    expect(res.statusCode).toBe(401);
  });
});

describe('admin: POST /api/products/add', () => {
  it('adds a product with its add-ons and page metadata, and it is for sale at once', async () => {
    const res = await add(newProduct);
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe('Product added.');
    expect(data).toMatchObject({
      slug: 'singapore-pte-ltd-formation',
      totalPence: 117_000,
      interval: null,
      isActive: true,
      addOns: [expect.objectContaining({ name: 'Corporate bank account introduction', maxQuantity: 1 })],
    });
    expect((await publicProduct('singapore-pte-ltd-formation')).statusCode).toBe(200);
    const seo = await ctx.app.inject({
      method: 'POST',
      url: '/api/products/page-seo',
      payload: { slug: '/services/singapore-pte-ltd-formation' },
    });
    expect(seo.json().data.seo_title).toBe('Singapore Pte Ltd | Launchpad');
  });

  it('refuses a slug already taken with 409', async () => {
    const res = await add({ ...newProduct, name: 'Another' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Another product already uses the slug "singapore-pte-ltd-formation". Choose a different slug.',
    );
  });

  it('checks each field and the rules across fields, naming them', async () => {
    const cases: [object, string, string][] = [
      [{ ...newProduct, slug: 'Bad Slug!' }, 'slug', 'Slug must be lower-case letters, digits and single hyphens'],
      [{ ...newProduct, slug: 'company-formation' }, 'slug', 'Slug is reserved for a page of the site; choose another'],
      [{ ...newProduct, pricePence: 12.5 }, 'pricePence', 'Price must be whole pence'],
      [{ ...newProduct, pricePence: -1 }, 'pricePence', 'Price cannot be negative'],
      [{ ...newProduct, category: 'cars' }, 'category', 'Category must be one of'],
      [{ ...newProduct, countryCode: 'Atlantis' }, 'countryCode', '"Atlantis" is not one of our countries'],
      [{ ...newProduct, billing: 'recurring' }, 'interval', 'Interval is required for a recurring product'],
      [{ ...newProduct, interval: 'month' }, 'interval', 'Interval must be empty for a one-off product'],
      [{ ...newProduct, stateCode: 'DE' }, 'stateCode', 'A state can only be set for a United States product'],
      [{ ...newProduct, countryCode: null }, 'countryCode', 'A company formation product needs the country'],
      [
        { ...newProduct, addOns: [{ name: 'x', pricePence: 1, maxQuantity: 0 }] },
        'addOns.0.name',
        'Add-on name must be at least 2',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await add(payload);
      expect(res.statusCode, message).toBe(400);
      // The sentence is for people; which field it is about comes beside it.
      expect(res.json().message).toContain(message);
      expect(res.json().message).not.toMatch(/^[\w.]+: /);
      expect(res.json().fields[field]).toContain(message);
    }
  });

  it('stores a US state product by the state name or code', async () => {
    const res = await add({
      ...newProduct,
      slug: 'delaware-series-llc-formation',
      name: 'Delaware Series LLC',
      countryCode: 'United States',
      stateCode: 'delaware',
      addOns: [],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ countryCode: 'US', stateCode: 'DE', stateName: 'Delaware' });
  });
});

describe('admin: PUT /api/products/{id}', () => {
  it('changes fields, keeps add-on ids, adds new ones and switches removed ones off', async () => {
    const { data: before } = (await publicProduct('singapore-pte-ltd-formation')).json();
    const kept = before.addOns[0];
    const res = await update(before.id, {
      pricePence: 109_000,
      features: ['ACRA filing'],
      addOns: [
        { id: kept.id, name: kept.name, pricePence: 12_000, maxQuantity: 1 },
        { name: 'Local nominee director (12 months)', pricePence: 150_000, maxQuantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ pricePence: 109_000, totalPence: 127_000, features: ['ACRA filing'] });
    expect(data.addOns.map((a: { id: string; pricePence: number }) => [a.id === kept.id, a.pricePence])).toEqual([
      [true, 12_000],
      [false, 150_000],
    ]);

    const dropped = await update('singapore-pte-ltd-formation', { addOns: [] });
    expect(dropped.json().data.addOns).toEqual([]);
    const rows = await ctx.database.db.select().from(productAddOns).where(eq(productAddOns.productId, before.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => !row.isActive)).toBe(true);
  });

  it('checks the product the change would leave: a recurring product needs an interval', async () => {
    const res = await update('singapore-pte-ltd-formation', { billing: 'recurring' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Interval is required for a recurring product: month or year');
    const ok = await update('singapore-pte-ltd-formation', { billing: 'recurring', interval: 'year' });
    expect(ok.json().data).toMatchObject({ billing: 'recurring', interval: 'year' });
    await update('singapore-pte-ltd-formation', { billing: 'one_off', interval: null });
  });

  it('moves the page metadata with a new slug', async () => {
    const res = await update('singapore-pte-ltd-formation', { slug: 'singapore-company-formation' });
    expect(res.json().data.path).toBe('/services/singapore-company-formation');
    const metas = await ctx.database.db.select({ slug: pageMeta.slug }).from(pageMeta);
    expect(metas.map((m) => m.slug)).toContain('/services/singapore-company-formation');
    expect(metas.map((m) => m.slug)).not.toContain('/services/singapore-pte-ltd-formation');
  });

  it('can switch a product off: gone for the public, still there for staff', async () => {
    await update('singapore-company-formation', { isActive: false });
    expect((await publicProduct('singapore-company-formation')).statusCode).toBe(404);
    const staff = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/products/singapore-company-formation',
      headers: admin,
    });
    expect(staff.json().data.isActive).toBe(false);
    const inactive = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin,
      payload: { status: 'inactive' },
    });
    expect(inactive.json().data.map((p: { slug: string }) => p.slug)).toEqual(['singapore-company-formation']);
    await update('singapore-company-formation', { isActive: true });
  });

  it('answers 404 for an unknown product, 409 for a taken slug and 400 for an empty change', async () => {
    expect((await update('no-such-product', { pricePence: 1 })).statusCode).toBe(404);
    const taken = await update('singapore-company-formation', { slug: 'uk-ltd-formation' });
    expect(taken.statusCode).toBe(409);
    const empty = await update('singapore-company-formation', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Send at least one field to change');
  });
});

describe('admin: DELETE /api/products/{id}', () => {
  it('removes a product that was never ordered', async () => {
    const res = await remove('singapore-company-formation');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Product deleted.', data: { mode: 'hard' } });
    expect(
      await ctx.database.db.select().from(products).where(eq(products.slug, 'singapore-company-formation')),
    ).toEqual([]);
    expect((await remove('singapore-company-formation')).statusCode).toBe(404);
  });

  it('archives a product that was ordered: kept for history, gone from every public list, slug free again', async () => {
    const { id } = (await publicProduct('delaware-series-llc-formation')).json().data;
    const result = await deleteProduct(ctx.app.deps, { id, wasOrdered: async () => true });
    expect(result).toEqual({ id, mode: 'soft' });
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.slug).toMatch(/^delaware-series-llc-formation--deleted-/);
    expect((await publicProduct(id)).statusCode).toBe(404);
    const listed = await ctx.app.inject({ method: 'POST', url: '/api/products/list', payload: { search: 'Series' } });
    expect(listed.json().data).toEqual([]);
    const staff = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin,
      payload: { search: 'Series' },
    });
    expect(staff.json().data).toEqual([]);
    expect((await add({ ...newProduct, slug: 'delaware-series-llc-formation', addOns: [] })).statusCode).toBe(201);
  });

  it('refuses to delete a product that is part of a pack, naming the pack', async () => {
    const res = await remove('uk-registered-office');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'UK registered office address is part of UK launch pack. Take it out of that pack first.',
    );
  });
});

describe('admin: staff lists', () => {
  it('lists quotation requests newest first, paged', async () => {
    for (const name of ['First Person', 'Second Person']) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/orders/raise-quotation',
        payload: { name, email: 'someone@example.test', details: 'Please quote for a holding company.' },
      });
    }
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/quotations',
      headers: admin,
      payload: { pageSize: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((q: { name: string }) => q.name)).toEqual(['Second Person']);
    expect(res.json().page_meta).toMatchObject({ total_items_count: 2, has_next_page: true });
  });
});

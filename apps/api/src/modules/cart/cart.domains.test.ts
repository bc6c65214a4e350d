import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItemServices, registryNames } from '../../db/schema';
import { createSignedInUser } from '../../test/context';
import { useSeededContext } from '../../test/seeded';
import { cartApi, cartOf, failureOf } from './cart.test-helpers';

const { ctx, seed } = useSeededContext();
const api = cartApi(ctx);

const signIn = async () => (await createSignedInUser(ctx)).headers;
const COM = 1099;
const AI = 6999;

describe('cart: adding a domain', () => {
  it('prices the registration per year from domain_tlds, with SSL and ID Protect', async () => {
    const headers = await signIn();
    const res = await api.addDomain(headers, {
      domain: 'acme',
      tld: 'com',
      years: 2,
      services: [{ serviceId: seed.positiveSsl.id }, { serviceId: seed.idProtect.id, duration: 2 }],
    });
    expect(res.json().message).toBe('Domain added to cart!');
    const data = cartOf(res);
    expect(data.cart.CartItems).toEqual([
      {
        id: expect.any(String),
        productId: null,
        groupId: null,
        isGroup: false,
        quantity: 1,
        tld: 'com',
        domain: 'acme',
        price: COM,
        selected_years: 2,
        domain_details: { domain: 'acme.com' },
        isProductSelected: false,
        onlyAddOns: false,
        CartItemAddOns: [],
        CartItemServices: [
          {
            serviceId: seed.positiveSsl.id,
            serviceName: 'PositiveSSL (domain validated)',
            price: seed.positiveSsl.pricePerYearPence,
            duration: 1,
            quantity: 1,
            serviceType: 'SSL',
          },
          {
            serviceId: seed.idProtect.id,
            serviceName: 'ID Protect',
            price: seed.idProtect.pricePerYearPence,
            duration: 2,
            quantity: 1,
            serviceType: 'ID Protect',
          },
        ],
      },
    ]);
    expect(data.subtotalPence).toBe(
      2 * COM + seed.positiveSsl.pricePerYearPence + 2 * seed.idProtect.pricePerYearPence,
    );
    expect(data.lines[0]).toMatchObject({ kind: 'domain', name: 'acme.com', years: { min: 1, max: 10 } });
  });

  it('reads the name and tld in any case, with or without the dot, and defaults to the tld minimum years', async () => {
    const headers = await signIn();
    const data = cartOf(await api.addDomain(headers, { domain: 'Founders.AI', tld: '.AI' }));
    expect(data.cart.CartItems[0]).toMatchObject({
      domain: 'founders',
      tld: 'ai',
      selected_years: 2,
      price: AI,
      domain_details: { domain: 'founders.ai' },
    });
    expect(data.subtotalPence).toBe(2 * AI);
    const uk = cartOf(await api.addDomain(headers, { domain: 'founders', tld: 'co.uk' }));
    expect(uk.lines[1]).toMatchObject({ name: 'founders.co.uk', years: { min: 1, max: 10 } });
  });

  it('toggles an unselected domain off when added again, and replaces a selected one', async () => {
    const headers = await signIn();
    cartOf(await api.addDomain(headers, { domain: 'toggle', tld: 'com' }));
    expect(cartOf(await api.addDomain(headers, { domain: 'TOGGLE', tld: 'com' })).cart.CartItems).toEqual([]);
    const first = cartOf(await api.addDomain(headers, { domain: 'keep', tld: 'io', isProductSelected: true }));
    const second = cartOf(await api.addDomain(headers, { domain: 'keep', tld: 'io', years: 3 }));
    expect(second.cart.CartItems).toHaveLength(1);
    expect(second.cart.CartItems[0]).toMatchObject({ id: first.cart.CartItems[0]?.id, selected_years: 3 });
  });

  it('refuses names, tlds, years and services it cannot sell, with a message for each', async () => {
    const headers = await signIn();
    const cases: [unknown, number, string][] = [
      [{ domain: 'acme', tld: 'xyz' }, 400, 'We do not sell .xyz domains. Choose one of: .ai, .app, .co, .co.uk'],
      [{ domain: '-acme', tld: 'com' }, 400, '"-acme" is not a valid domain name'],
      [{ domain: 'ac me', tld: 'com' }, 400, '"ac me" is not a valid domain name'],
      [{ domain: 'shop.acme', tld: 'com' }, 400, 'send the part before .com only, without dots'],
      [{ domain: 'a'.repeat(64), tld: 'com' }, 400, 'is not a valid domain name'],
      [{ domain: 'acme', tld: 'ai', years: 1 }, 400, 'A .ai domain is registered for 2 to 10 years; you chose 1.'],
      [{ domain: 'acme', tld: 'de', years: 6 }, 400, 'A .de domain is registered for 1 to 5 years; you chose 6.'],
      [{ domain: 'acme', tld: 'com', years: 11 }, 400, 'Years must be a whole number from 1 to 10'],
      [{ domain: 'acme', tld: 'com', years: 1.5 }, 400, 'Years must be a whole number from 1 to 10'],
      [{ domain: 'acme', tld: 'com', quantity: 2 }, 400, 'Unknown field: quantity'],
      [
        { domain: 'acme', tld: 'com', services: [{ serviceId: '5c0d3f5e-0000-4000-8000-000000000000' }] },
        404,
        'We could not find that service: it may have been withdrawn.',
      ],
      [
        { domain: 'acme', tld: 'com', services: [{ serviceId: seed.evSsl.id, duration: 3 }] },
        400,
        'EV SSL (extended validation) is sold for 1 to 2 years; you chose 3.',
      ],
      [{ tld: 'com' }, 400, 'Domain is required'],
    ];
    for (const [body, status, message] of cases) {
      const failure = failureOf(await api.addDomain(headers, body));
      expect(failure.status, JSON.stringify(body)).toBe(status);
      expect(failure.message).toContain(message);
    }
    expect(cartOf(await api.read(headers)).cart.CartItems).toEqual([]);
  });
});

describe('cart: what the registry says about a name', () => {
  it('refuses a name that is already registered, and leaves the cart as it was', async () => {
    const headers = await signIn();
    const res = await api.addDomain(headers, { domain: 'google', tld: 'com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^google\.com is not available: /);
    expect(cartOf(await api.read(headers)).cart.CartItems).toEqual([]);
  });

  it('prices a premium name at the premium price of the registry, on every read and after sign-in merges', async () => {
    const [premium] = await ctx.database.db.select().from(registryNames).where(eq(registryNames.label, 'cloud'));
    const price = premium?.premiumPricePence ?? 0;
    expect(price).toBeGreaterThan(COM);
    const headers = await signIn();
    const added = cartOf(await api.addDomain(headers, { domain: 'cloud', tld: 'com', years: 2 }));
    expect(added.cart.CartItems[0]).toMatchObject({ domain: 'cloud', tld: 'com', price });
    expect(cartOf(await api.read(headers)).cart.CartItems[0]).toMatchObject({ price });
    expect(cartOf(await api.read(headers)).subtotalPence).toBe(2 * price);

    // A visitor's browser cart claiming the ordinary price is repriced when it merges at sign-in.
    const visitor = await signIn();
    const merged = await api.merge(visitor, {
      CartItems: [
        {
          id: 'local-1',
          domain: 'cloud',
          tld: 'io',
          selected_years: 1,
          price: 1,
          quantity: 1,
          CartItemAddOns: [],
          CartItemServices: [],
        },
      ],
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(cartOf(merged).cart.CartItems[0]).toMatchObject({ domain: 'cloud', tld: 'io', price });
  });
});

describe('cart: a domain in the cart', () => {
  it('changes its years within its tld bounds only', async () => {
    const headers = await signIn();
    const ai = cartOf(await api.addDomain(headers, { domain: 'bounded', tld: 'ai' })).cart.CartItems[0]?.id ?? '';
    const longer = cartOf(await api.updateDomainDuration(headers, { cartItemId: ai, duration: 5 }));
    expect(longer.cart.CartItems[0]?.selected_years).toBe(5);
    expect(longer.subtotalPence).toBe(5 * AI);
    expect(failureOf(await api.updateDomainDuration(headers, { cartItemId: ai, duration: 1 }))).toEqual({
      status: 400,
      message: 'Registration years must be a whole number from 2 to 10; got 1.',
    });
    expect(failureOf(await api.updateDomainDuration(headers, { cartItemId: ai, duration: 0 })).status).toBe(400);
    expect(failureOf(await api.setQuantity(headers, ai, { quantity: 2 }))).toEqual({
      status: 400,
      message: 'A domain is registered once: its quantity is 1; change its years instead.',
    });
    const product = cartOf(await api.addItem(headers, { productId: seed.ukLtd.id })).cart.CartItems[1]?.id ?? '';
    expect(failureOf(await api.updateDomainDuration(headers, { cartItemId: product, duration: 2 }))).toEqual({
      status: 400,
      message: 'Only a domain has registration years.',
    });
  });

  it('keeps its SSL and ID Protect for as long as the domain runs, as far as each is sold for', async () => {
    const headers = await signIn();
    const id = cartOf(
      await api.addDomain(headers, {
        domain: 'longterm',
        tld: 'com',
        services: [{ serviceId: seed.idProtect.id }, { serviceId: seed.evSsl.id }],
      }),
    ).cart.CartItems[0]?.id;
    const three = cartOf(await api.updateDomainDuration(headers, { cartItemId: id, duration: 3 }));
    const durations = Object.fromEntries(
      (three.cart.CartItems[0]?.CartItemServices ?? []).map((service) => [service.serviceId, service.duration]),
    );
    // ID Protect is paid for the three years; EV SSL is sold for at most two.
    expect(durations).toEqual({ [seed.idProtect.id]: 3, [seed.evSsl.id]: 2 });
    expect(three.lines[0]?.totals.services).toBe(
      3 * seed.idProtect.pricePerYearPence + 2 * seed.evSsl.pricePerYearPence,
    );
  });

  it('gives a domain any SSL or ID Protect service through update-services', async () => {
    const headers = await signIn();
    const id = cartOf(await api.addDomain(headers, { domain: 'secure', tld: 'dev' })).cart.CartItems[0]?.id ?? '';
    const data = cartOf(
      await api.updateServices(headers, { cartItemId: id, services: [{ serviceId: seed.evSsl.id, duration: 2 }] }),
    );
    expect(data.cart.CartItems[0]?.CartItemServices).toMatchObject([{ serviceId: seed.evSsl.id, duration: 2 }]);
    expect(data.lines[0]?.services).toEqual([{ serviceId: seed.evSsl.id, minYears: 1, maxYears: 2 }]);
  });

  it('removes one domain, by id or by name, with its SSL and ID Protect services', async () => {
    const headers = await signIn();
    const one = cartOf(
      await api.addDomain(headers, {
        domain: 'one',
        tld: 'com',
        services: [{ serviceId: seed.positiveSsl.id }, { serviceId: seed.idProtect.id }],
      }),
    ).cart.CartItems[0]?.id;
    cartOf(await api.addDomain(headers, { domain: 'two', tld: 'net' }));
    const product = cartOf(await api.addItem(headers, { productId: seed.ukLtd.id })).cart.CartItems[2]?.id ?? '';

    const afterOne = cartOf(await api.deleteDomain(headers, { cartItemId: one }));
    expect(afterOne.cart.CartItems.map((item) => item.domain ?? item.productId)).toEqual(['two', seed.ukLtd.id]);
    expect(
      await ctx.database.db
        .select()
        .from(cartItemServices)
        .where(eq(cartItemServices.cartItemId, one ?? '')),
    ).toEqual([]);

    const afterTwo = cartOf(await api.deleteDomain(headers, { domain: 'TWO.net', tld: '.net' }));
    expect(afterTwo.cart.CartItems.map((item) => item.productId)).toEqual([seed.ukLtd.id]);

    expect(failureOf(await api.deleteDomain(headers, { domain: 'two', tld: 'net' }))).toEqual({
      status: 404,
      message: 'That domain is not in your cart: it may have been removed already.',
    });
    expect(failureOf(await api.deleteDomain(headers, { cartItemId: product }))).toEqual({
      status: 400,
      message: 'That item is not a domain: remove it with DELETE /api/cart/items/delete.',
    });
    expect(failureOf(await api.deleteDomain(headers, { domain: 'two' }))).toEqual({
      status: 400,
      message: 'Send domain and tld together',
    });
  });

  it('takes the same body as items/delete, with null for the unused keys (SPEC §7)', async () => {
    const headers = await signIn();
    const added = cartOf(await api.addDomain(headers, { domain: 'gamma', tld: 'com' }));
    cartOf(await api.addItem(headers, { productId: seed.ukLtd.id }));
    const line = added.cart.CartItems[0]?.id;
    const refused = failureOf(
      await api.deleteDomain(headers, { productId: seed.ukLtd.id, groupId: null, cartItemId: line }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('Product ID must be null');
    const data = cartOf(await api.deleteDomain(headers, { productId: null, groupId: null, cartItemId: line }));
    expect(data.cart.CartItems.map((item) => item.productId)).toEqual([seed.ukLtd.id]);
  });

  it('removes every domain-related item when every key of the body is null', async () => {
    const headers = await signIn();
    cartOf(await api.addDomain(headers, { domain: 'delta', tld: 'com' }));
    cartOf(await api.addItem(headers, { productId: seed.ukLtd.id }));
    const data = cartOf(await api.deleteDomain(headers, { productId: null, groupId: null, cartItemId: null }));
    expect(data.cart.CartItems.map((item) => item.productId)).toEqual([seed.ukLtd.id]);
  });

  it('removes every domain-related item when no domain is named (SPEC §4)', async () => {
    const headers = await signIn();
    cartOf(await api.addDomain(headers, { domain: 'alpha', tld: 'com', services: [{ serviceId: seed.idProtect.id }] }));
    cartOf(await api.addDomain(headers, { domain: 'beta', tld: 'org' }));
    cartOf(
      await api.addItem(headers, {
        productId: seed.sslProduct.id,
        forDomain: 'example.com',
        services: [{ serviceId: seed.positiveSsl.id }],
      }),
    );
    const before = cartOf(await api.addItem(headers, { productId: seed.ukLtd.id }));
    const data = cartOf(await api.deleteDomain(headers));
    expect(data.cart.CartItems.map((item) => [item.productId, item.CartItemServices])).toEqual([
      [seed.sslProduct.id, []],
      [seed.ukLtd.id, []],
    ]);
    const ids = before.cart.CartItems.map((item) => item.id);
    expect(
      await ctx.database.db.select().from(cartItemServices).where(inArray(cartItemServices.cartItemId, ids)),
    ).toEqual([]);
  });
});

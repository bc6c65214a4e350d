import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, carts } from '../../db/schema';
import { createSignedInUser } from '../../test/context';
import { useSeededContext } from '../../test/seeded';
import { cartApi, cartOf, failureOf } from './cart.test-helpers';

const { ctx, seed } = useSeededContext();
const api = cartApi(ctx);

const signIn = async () => (await createSignedInUser(ctx)).headers;
const QUANTITY_MESSAGE = 'Quantity must be a whole number from 1 to 100';

describe('cart: signing in is required', () => {
  it('answers 401 to every cart endpoint without a token', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      api.read({}),
      api.addItem({}, { productId: seed.ukLtd.id }),
      api.addDomain({}, { domain: 'acme', tld: 'com' }),
      api.setQuantity({}, id, { quantity: 2 }),
      api.deleteItem({}, { cartItemId: id }),
      api.deleteDomain({}, { cartItemId: id }),
      api.toggleAddOn({}, id, id),
      api.setAddOnQuantity({}, id, id, { quantity: 2 }),
      api.clear({}, 'current'),
      api.updateServices({}, { cartItemId: id, services: [] }),
      api.updateDuration({}, { cartItemId: id, serviceId: id, duration: 2 }),
      api.updateQuantity({}, { cartItemId: id, serviceId: id, quantity: 2 }),
      api.updateDomainDuration({}, { cartItemId: id, duration: 2 }),
      api.merge({}, { CartItems: [] }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(failureOf(res)).toEqual({ status: 401, message: 'Please sign in to continue.' });
    }
  });
});

describe('cart: documented', () => {
  it('appears in the OpenAPI document with its shared schemas', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(
      doc.paths['/api/cart/add-item'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('productId');
    expect(doc.paths['/api/cart/items/{cartItemId}/addons/{addOnId}'].patch).toBeDefined();
    expect(doc.paths['/api/payment/coupan-check/{id}'].post).toBeDefined();
  });
});

describe('cart: reading', () => {
  it('reads an empty cart before anything is added, without creating one', async () => {
    const headers = await signIn();
    expect(cartOf(await api.read(headers))).toEqual({
      cartId: null,
      cart: { CartItems: [], totalQuantity: 0 },
      subtotalPence: 0,
      summary: { subtotal: 0, discount: 0, net: 0, vat: 0, total: 0 },
      lines: [],
      coupon: null,
    });
    expect((await ctx.database.db.select().from(carts)).length).toBe(0);
  });
});

describe('cart: adding a product or a pack', () => {
  it('prices the line, its add-ons and the summary from the catalogue', async () => {
    const headers = await signIn();
    const res = await api.addItem(headers, {
      productId: seed.ukTradeMark.id,
      isProductSelected: true,
      addOns: [{ addOnId: seed.extraClass.id, quantity: 3 }],
    });
    expect(res.json().message).toBe('Product added to cart!');
    const data = cartOf(res);
    const product = seed.ukTradeMark.pricePence + seed.ukTradeMark.filingFeePence;
    expect(data.cart).toEqual({
      totalQuantity: 1,
      CartItems: [
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          productId: seed.ukTradeMark.id,
          groupId: null,
          isGroup: false,
          quantity: 1,
          tld: null,
          domain: null,
          price: product,
          selected_years: null,
          domain_details: null,
          isProductSelected: true,
          onlyAddOns: false,
          CartItemAddOns: [{ addOnId: seed.extraClass.id, quantity: 3, price: seed.extraClass.pricePence }],
          CartItemServices: [],
        },
      ],
    });
    const subtotal = product + 3 * seed.extraClass.pricePence;
    expect(data.subtotalPence).toBe(subtotal);
    expect(data.summary).toEqual({
      subtotal,
      discount: 0,
      net: subtotal,
      vat: Math.round(subtotal * 0.2),
      total: subtotal + Math.round(subtotal * 0.2),
    });
    expect(data.lines).toEqual([
      {
        id: data.cart.CartItems[0]?.id,
        kind: 'product',
        name: 'UK trade mark registration',
        path: '/services/uk-trade-mark',
        totals: { product, addOns: 3 * seed.extraClass.pricePence, services: 0, total: subtotal },
        addOns: [{ addOnId: seed.extraClass.id, name: 'Additional class', maxQuantity: 44 }],
        services: [],
        years: null,
        renews: null,
      },
    ]);
    expect(data.cartId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('adds a product with its services, and a pack by its slug', async () => {
    const headers = await signIn();
    cartOf(
      await api.addItem(headers, {
        productId: seed.sslProduct.slug,
        forDomain: 'example.com',
        services: [{ serviceId: seed.positiveSsl.id, duration: 2 }],
      }),
    );
    const data = cartOf(await api.addItem(headers, { groupId: 'uk-launch-pack', quantity: 2 }));
    const [ssl, pack] = data.cart.CartItems;
    expect(ssl).toMatchObject({
      productId: seed.sslProduct.id,
      CartItemServices: [
        {
          serviceId: seed.positiveSsl.id,
          serviceName: 'PositiveSSL (domain validated)',
          serviceType: 'SSL',
          price: seed.positiveSsl.pricePerYearPence,
          duration: 2,
          quantity: 1,
        },
      ],
    });
    expect(pack).toMatchObject({ groupId: seed.ukPack.id, isGroup: true, productId: null, quantity: 2 });
    expect(pack?.price).toBe(seed.ukPack.pricePence);
    expect(data.cart.totalQuantity).toBe(3);
    expect(data.lines[1]).toMatchObject({ kind: 'group', name: 'UK launch pack', path: null });
    expect(data.subtotalPence).toBe(
      seed.sslProduct.pricePence + 2 * seed.positiveSsl.pricePerYearPence + 2 * seed.ukPack.pricePence,
    );
  });
});

describe('cart: adding an item that is already in the cart (SPEC §4 toggle)', () => {
  it('removes it when it is neither selected nor has add-ons', async () => {
    const headers = await signIn();
    expect(cartOf(await api.addItem(headers, { productId: seed.ukLtd.id })).cart.CartItems).toHaveLength(1);
    const again = cartOf(await api.addItem(headers, { productId: seed.ukLtd.id }));
    expect(again.cart).toEqual({ CartItems: [], totalQuantity: 0 });
    expect(await ctx.database.db.select().from(cartItems).where(eq(cartItems.productId, seed.ukLtd.id))).toEqual([]);
  });

  it('replaces it, keeping its id and place, when it is selected', async () => {
    const headers = await signIn();
    cartOf(await api.addItem(headers, { groupId: seed.ukPack.id }));
    const first = cartOf(await api.addItem(headers, { productId: seed.ukLtd.id, isProductSelected: true }));
    const line = first.cart.CartItems[1];
    const second = cartOf(await api.addItem(headers, { productId: seed.ukLtd.id, quantity: 4 }));
    expect(second.cart.CartItems.map((item) => item.id)).toEqual([first.cart.CartItems[0]?.id, line?.id]);
    expect(second.cart.CartItems[1]).toMatchObject({ quantity: 4, isProductSelected: false });
  });

  it('replaces it when it has add-ons', async () => {
    const headers = await signIn();
    cartOf(await api.addItem(headers, { productId: seed.ukTradeMark.id, addOns: [{ addOnId: seed.extraClass.id }] }));
    const data = cartOf(await api.addItem(headers, { productId: seed.ukTradeMark.id }));
    expect(data.cart.CartItems).toHaveLength(1);
    expect(data.cart.CartItems[0]?.CartItemAddOns).toEqual([]);
  });

  it('removes an add-on-only line when its last add-on is toggled off', async () => {
    const headers = await signIn();
    const data = cartOf(
      await api.addItem(headers, {
        productId: seed.euTradeMark.id,
        onlyAddOns: true,
        addOns: [{ addOnId: seed.euSecondClass.id }],
      }),
    );
    const line = data.cart.CartItems[0];
    expect(line?.onlyAddOns).toBe(true);
    // Only the add-on is charged.
    expect(data.subtotalPence).toBe(seed.euSecondClass.pricePence);
    const after = cartOf(await api.toggleAddOn(headers, line?.id ?? '', seed.euSecondClass.id));
    expect(after.cart.CartItems).toEqual([]);
  });
});

describe('cart: what add-item refuses', () => {
  it.each([0, -1, 1.5, '2', null])('refuses quantity %j with a 400', async (quantity) => {
    const headers = await signIn();
    const res = await api.addItem(headers, { productId: seed.ukLtd.id, quantity });
    expect(failureOf(res)).toEqual({ status: 400, message: QUANTITY_MESSAGE });
  });

  it('names each mistake in the body', async () => {
    const headers = await signIn();
    const cases: [unknown, string][] = [
      [{}, 'Send either productId or groupId'],
      [{ productId: seed.ukLtd.id, groupId: seed.ukPack.id }, 'Send either productId or groupId'],
      [{ productId: seed.ukLtd.id, price: 1 }, 'Unknown field: price'],
      [{ productId: seed.ukLtd.id, addOns: [{ addOnId: seed.extraClass.id, quantity: 0 }] }, QUANTITY_MESSAGE],
    ];
    for (const [body, message] of cases) {
      const failure = failureOf(await api.addItem(headers, body));
      expect(failure.status).toBe(400);
      expect(failure.message).toContain(message);
    }
  });

  it('answers 404 for a product or pack that is not on sale', async () => {
    const headers = await signIn();
    expect(failureOf(await api.addItem(headers, { productId: '5c0d3f5e-0000-4000-8000-000000000000' }))).toEqual({
      status: 404,
      message: 'We could not find that product. It may have been removed; please browse our services.',
    });
    expect(failureOf(await api.addItem(headers, { groupId: 'no-such-pack' }))).toEqual({
      status: 404,
      message: 'We could not find that pack. It may have been withdrawn; please browse our packs.',
    });
  });

  it('refuses add-ons and services the product is not sold with, and limits beyond the catalogue', async () => {
    const headers = await signIn();
    const cases: [unknown, string][] = [
      [
        { productId: seed.ukLtd.id, addOns: [{ addOnId: seed.extraClass.id }] },
        'That add-on is not sold with UK limited company (Ltd).',
      ],
      [
        { productId: seed.euTradeMark.id, addOns: [{ addOnId: seed.euSecondClass.id, quantity: 2 }] },
        'You can buy at most 1 of "Second class"; you chose 2.',
      ],
      [
        { productId: seed.ukLtd.id, services: [{ serviceId: seed.positiveSsl.id }] },
        'That service is not offered with UK limited company (Ltd).',
      ],
      [
        {
          productId: seed.sslProduct.id,
          forDomain: 'example.com',
          services: [{ serviceId: seed.evSsl.id, duration: 3 }],
        },
        'EV SSL (extended validation) is sold for 1 to 2 years; you chose 3.',
      ],
      [{ productId: seed.ukLtd.id, onlyAddOns: true }, 'An add-on-only item needs at least one add-on.'],
      [{ groupId: seed.ukPack.id, addOns: [{ addOnId: seed.extraClass.id }] }, 'UK launch pack is a pack'],
      [{ groupId: seed.ukPack.id, services: [{ serviceId: seed.idProtect.id }] }, 'A pack has no services'],
    ];
    for (const [body, message] of cases) {
      const failure = failureOf(await api.addItem(headers, body));
      expect(failure.status, message).toBe(400);
      expect(failure.message).toContain(message);
    }
    expect(cartOf(await api.read(headers)).cart.CartItems).toEqual([]);
  });
});

describe('cart: changing a line', () => {
  async function cartWithTradeMark() {
    const headers = await signIn();
    const data = cartOf(
      await api.addItem(headers, {
        productId: seed.ukTradeMark.id,
        isProductSelected: true,
        addOns: [{ addOnId: seed.extraClass.id }],
      }),
    );
    return { headers, item: data.cart.CartItems[0]?.id ?? '' };
  }

  it('sets the quantity, refusing 0, -1, 1.5 and "2"', async () => {
    const { headers, item } = await cartWithTradeMark();
    const res = await api.setQuantity(headers, item, { quantity: 3 });
    expect(res.json().message).toBe('Quantity updated.');
    expect(cartOf(res).cart).toMatchObject({ totalQuantity: 3, CartItems: [{ quantity: 3 }] });
    for (const quantity of [0, -1, 1.5, '2', 101]) {
      expect(failureOf(await api.setQuantity(headers, item, { quantity }))).toEqual({
        status: 400,
        message: QUANTITY_MESSAGE,
      });
    }
    expect(cartOf(await api.read(headers)).cart.totalQuantity).toBe(3);
  });

  it('answers 404 for a line that is not in the cart, however the id looks', async () => {
    const { headers } = await cartWithTradeMark();
    for (const id of ['0b6e2f52-1d1c-4c8e-9b1e-3b8f0c6a9d11', 'not-a-uuid']) {
      expect(failureOf(await api.setQuantity(headers, id, { quantity: 2 }))).toEqual({
        status: 404,
        message: 'That item is not in your cart: it may have been removed already.',
      });
    }
  });

  it("treats another user's line as missing and leaves it alone", async () => {
    const owner = await cartWithTradeMark();
    const intruder = await signIn();
    const attempts = [
      api.setQuantity(intruder, owner.item, { quantity: 5 }),
      api.deleteItem(intruder, { cartItemId: owner.item }),
      api.deleteDomain(intruder, { cartItemId: owner.item }),
      api.toggleAddOn(intruder, owner.item, seed.extraClass.id),
      api.setAddOnQuantity(intruder, owner.item, seed.extraClass.id, { quantity: 2 }),
      api.updateServices(intruder, { cartItemId: owner.item, services: [] }),
      api.updateDomainDuration(intruder, { cartItemId: owner.item, duration: 2 }),
    ];
    for (const res of await Promise.all(attempts)) expect(failureOf(res).status).toBe(404);
    const ownerCart = cartOf(await api.read(owner.headers)).cart;
    expect(ownerCart.CartItems).toMatchObject([{ id: owner.item, quantity: 1, CartItemAddOns: [{ quantity: 1 }] }]);
    expect(failureOf(await api.clear(intruder, cartOf(await api.read(owner.headers)).cartId ?? '')).status).toBe(404);
  });

  it('toggles an add-on on and off, and sets its quantity within its limit', async () => {
    const { headers, item } = await cartWithTradeMark();
    const off = cartOf(await api.toggleAddOn(headers, item, seed.extraClass.id));
    expect(off.cart.CartItems[0]?.CartItemAddOns).toEqual([]);
    const on = cartOf(await api.toggleAddOn(headers, item, seed.extraClass.id));
    expect(on.cart.CartItems[0]?.CartItemAddOns).toEqual([
      { addOnId: seed.extraClass.id, quantity: 1, price: seed.extraClass.pricePence },
    ]);
    const five = cartOf(await api.setAddOnQuantity(headers, item, seed.extraClass.id, { quantity: 5 }));
    expect(five.cart.CartItems[0]?.CartItemAddOns[0]?.quantity).toBe(5);
    expect(five.subtotalPence).toBe(
      seed.ukTradeMark.pricePence + seed.ukTradeMark.filingFeePence + 5 * seed.extraClass.pricePence,
    );
    expect(failureOf(await api.setAddOnQuantity(headers, item, seed.extraClass.id, { quantity: 45 }))).toEqual({
      status: 400,
      message: 'You can buy at most 44 of "Additional class"; you chose 45.',
    });
    expect(failureOf(await api.setAddOnQuantity(headers, item, seed.extraClass.id, { quantity: 0 })).status).toBe(400);
  });

  it('refuses add-ons the line is not sold with', async () => {
    const { headers, item } = await cartWithTradeMark();
    expect(failureOf(await api.toggleAddOn(headers, item, seed.euSecondClass.id))).toEqual({
      status: 404,
      message: 'That add-on is not sold with UK trade mark registration.',
    });
    expect(failureOf(await api.setAddOnQuantity(headers, item, seed.euSecondClass.id, { quantity: 1 }))).toEqual({
      status: 404,
      message: 'That add-on is not on this item: add it first.',
    });
    const pack = cartOf(await api.addItem(headers, { groupId: seed.ukPack.id })).cart.CartItems[1]?.id ?? '';
    expect(failureOf(await api.toggleAddOn(headers, pack, seed.extraClass.id)).status).toBe(400);
  });

  it('replaces services, changes their years and quantity within the catalogue limits', async () => {
    const headers = await signIn();
    const item =
      cartOf(
        await api.addItem(headers, {
          productId: seed.sslProduct.id,
          forDomain: 'example.com',
          isProductSelected: true,
        }),
      ).cart.CartItems[0]?.id ?? '';
    const replaced = cartOf(
      await api.updateServices(headers, {
        cartItemId: item,
        services: [{ serviceId: seed.positiveSsl.id, duration: 2 }, { serviceId: seed.evSsl.id }],
      }),
    );
    expect(replaced.cart.CartItems[0]?.CartItemServices.map((s) => [s.serviceId, s.duration, s.quantity])).toEqual([
      [seed.positiveSsl.id, 2, 1],
      [seed.evSsl.id, 1, 1],
    ]);
    const longer = cartOf(
      await api.updateDuration(headers, { cartItemId: item, serviceId: seed.positiveSsl.id, duration: 5 }),
    );
    expect(longer.cart.CartItems[0]?.CartItemServices[0]?.duration).toBe(5);
    const more = cartOf(await api.updateQuantity(headers, { cartItemId: item, serviceId: seed.evSsl.id, quantity: 3 }));
    expect(more.cart.CartItems[0]?.CartItemServices[1]?.quantity).toBe(3);
    expect(more.lines[0]?.totals.services).toBe(
      5 * seed.positiveSsl.pricePerYearPence + 3 * seed.evSsl.pricePerYearPence,
    );

    const refusals: [Awaited<ReturnType<typeof api.updateDuration>>, number, string][] = [
      [
        await api.updateDuration(headers, { cartItemId: item, serviceId: seed.evSsl.id, duration: 3 }),
        400,
        'EV SSL (extended validation) is sold for 1 to 2 years; you chose 3.',
      ],
      [
        await api.updateDuration(headers, { cartItemId: item, serviceId: seed.idProtect.id, duration: 2 }),
        404,
        'That service is not on this item: it may have been removed already.',
      ],
      [
        await api.updateQuantity(headers, { cartItemId: item, serviceId: seed.evSsl.id, quantity: 0 }),
        400,
        QUANTITY_MESSAGE,
      ],
      [
        await api.updateServices(headers, { cartItemId: item, services: [{ serviceId: seed.idProtect.id }] }),
        400,
        'That service is not offered with SSL certificates. Choose from: PositiveSSL (domain validated), PositiveSSL Wildcard, EV SSL (extended validation).',
      ],
      [
        await api.updateServices(headers, {
          cartItemId: item,
          services: [{ serviceId: seed.evSsl.id }, { serviceId: seed.evSsl.id }],
        }),
        400,
        `Service "${seed.evSsl.id}" appears twice; list each one once.`,
      ],
    ];
    for (const [res, status, message] of refusals) expect(failureOf(res)).toEqual({ status, message });
    const cleared = cartOf(await api.updateServices(headers, { cartItemId: item, services: [] }));
    expect(cleared.cart.CartItems[0]?.CartItemServices).toEqual([]);
  });
});

describe('cart: removing lines and clearing', () => {
  it('removes a line by cartItemId, by productId or by groupId', async () => {
    const headers = await signIn();
    cartOf(await api.addItem(headers, { productId: seed.ukLtd.id }));
    cartOf(await api.addItem(headers, { productId: seed.ukTradeMark.id }));
    const full = cartOf(await api.addItem(headers, { groupId: seed.ukPack.id }));
    const byId = cartOf(await api.deleteItem(headers, { cartItemId: full.cart.CartItems[0]?.id }));
    expect(byId.cart.CartItems.map((i) => i.productId ?? i.groupId)).toEqual([seed.ukTradeMark.id, seed.ukPack.id]);
    const byProduct = cartOf(await api.deleteItem(headers, { productId: seed.ukTradeMark.id }));
    expect(byProduct.cart.CartItems.map((i) => i.groupId)).toEqual([seed.ukPack.id]);
    const byGroup = cartOf(await api.deleteItem(headers, { groupId: seed.ukPack.id }));
    expect(byGroup.cart.CartItems).toEqual([]);
    expect(failureOf(await api.deleteItem(headers, { groupId: seed.ukPack.id })).status).toBe(404);
    expect(failureOf(await api.deleteItem(headers, {}))).toEqual({
      status: 400,
      message: 'Send cartItemId, productId or groupId',
    });
  });

  it('takes the same body for both delete calls, with null for the unused keys (SPEC §7)', async () => {
    const headers = await signIn();
    cartOf(await api.addItem(headers, { productId: seed.ukLtd.id }));
    const full = cartOf(await api.addItem(headers, { groupId: seed.ukPack.id }));
    const byProduct = cartOf(
      await api.deleteItem(headers, { productId: seed.ukLtd.id, groupId: null, cartItemId: null }),
    );
    expect(byProduct.cart.CartItems.map((i) => i.groupId)).toEqual([seed.ukPack.id]);
    const line = full.cart.CartItems.find((i) => i.groupId === seed.ukPack.id)?.id;
    const byLine = cartOf(await api.deleteItem(headers, { productId: null, groupId: null, cartItemId: line }));
    expect(byLine.cart.CartItems).toEqual([]);
    expect(failureOf(await api.deleteItem(headers, { productId: null, groupId: null, cartItemId: null }))).toEqual({
      status: 400,
      message: 'Send cartItemId, productId or groupId',
    });
  });

  it('clears the cart by its id or as `current`, and nothing else', async () => {
    const headers = await signIn();
    const data = cartOf(await api.addItem(headers, { productId: seed.ukLtd.id }));
    expect(failureOf(await api.clear(headers, '0b6e2f52-1d1c-4c8e-9b1e-3b8f0c6a9d11'))).toEqual({
      status: 404,
      message: 'That cart is not yours or no longer exists.',
    });
    const cleared = cartOf(await api.clear(headers, data.cartId ?? ''));
    expect(cleared).toMatchObject({ cartId: data.cartId, cart: { CartItems: [], totalQuantity: 0 }, subtotalPence: 0 });
    cartOf(await api.addItem(headers, { productId: seed.ukLtd.id }));
    expect(cartOf(await api.clear(headers, 'current')).cart.CartItems).toEqual([]);
  });
});

describe('cart: concurrent changes', () => {
  it('keeps one line when the same product is added many times at once', async () => {
    const headers = await signIn();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => api.addItem(headers, { productId: seed.ukLtd.id, isProductSelected: true })),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const data = cartOf(await api.read(headers));
    expect(data.cart.CartItems).toHaveLength(1);
    const rows = await ctx.database.db.select().from(cartItems).where(eq(cartItems.productId, seed.ukLtd.id));
    expect(rows.filter((row) => row.cartId === data.cartId)).toHaveLength(1);
  });

  it('keeps every line when different things are added at once to a new cart', async () => {
    const headers = await signIn();
    const results = await Promise.all([
      api.addItem(headers, { productId: seed.ukLtd.id }),
      api.addItem(headers, { productId: seed.ukTradeMark.id }),
      api.addItem(headers, { groupId: seed.ukPack.id }),
      api.addDomain(headers, { domain: 'parallel', tld: 'com' }),
    ]);
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const data = cartOf(await api.read(headers));
    expect(data.cart.CartItems).toHaveLength(4);
    expect(
      await ctx.database.db
        .select()
        .from(carts)
        .where(eq(carts.id, data.cartId ?? '')),
    ).toHaveLength(1);
  });
});

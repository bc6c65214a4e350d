import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';
import { type TSeeded, cartApi, cartOf, failureOf, seededCatalog } from './cart.test-helpers';

let ctx: TTestContext;
let api: ReturnType<typeof cartApi>;
let seed: TSeeded;
beforeAll(async () => {
  ctx = await createTestContext();
  api = cartApi(ctx);
  seed = await seededCatalog(ctx);
});
afterAll(() => ctx.close());

const signIn = async () => (await createSignedInUser(ctx)).headers;

/** A line as the browser's cart keeps it (domain/cart.ts TCartItem), with the browser's own id. */
const browserLine = (over: Record<string, unknown>) => ({
  id: `line-${Math.random().toString(36).slice(2)}`,
  productId: null,
  groupId: null,
  isGroup: false,
  quantity: 1,
  tld: null,
  domain: null,
  price: 0,
  selected_years: null,
  domain_details: null,
  isProductSelected: true,
  onlyAddOns: false,
  CartItemAddOns: [],
  CartItemServices: [],
  ...over,
});
const browserCart = (...lines: Record<string, unknown>[]) => ({
  CartItems: lines.map(browserLine),
  totalQuantity: lines.length,
});

describe('cart: merging the browser cart at sign-in (newcartwithuser)', () => {
  it('ignores a tampered client price: every price comes from the catalogue', async () => {
    const headers = await signIn();
    const res = await api.merge(
      headers,
      browserCart(
        {
          productId: seed.ukTradeMark.id,
          price: 1,
          CartItemAddOns: [{ addOnId: seed.extraClass.id, quantity: 2, price: 1 }],
        },
        {
          domain: 'cheap',
          tld: 'com',
          price: -500,
          selected_years: 2,
          CartItemServices: [
            {
              serviceId: seed.idProtect.id,
              serviceName: 'Free privacy',
              price: 0,
              duration: 1,
              quantity: 1,
              serviceType: 'SSL',
            },
          ],
        },
      ),
    );
    expect(res.json().message).toBe('Your cart is saved to your account.');
    const data = cartOf(res);
    const [mark, domain] = data.cart.CartItems;
    expect(mark).toMatchObject({
      price: seed.ukTradeMark.pricePence + seed.ukTradeMark.filingFeePence,
      CartItemAddOns: [{ addOnId: seed.extraClass.id, quantity: 2, price: seed.extraClass.pricePence }],
    });
    expect(domain).toMatchObject({
      price: 1099,
      selected_years: 2,
      CartItemServices: [
        { serviceName: 'ID Protect', serviceType: 'ID Protect', price: seed.idProtect.pricePerYearPence },
      ],
    });
    expect(data.subtotalPence).toBe(
      seed.ukTradeMark.pricePence +
        seed.ukTradeMark.filingFeePence +
        2 * seed.extraClass.pricePence +
        2 * 1099 +
        seed.idProtect.pricePerYearPence,
    );
    // The browser's ids are replaced by the server's.
    expect(data.cart.CartItems.every((item) => /^[0-9a-f-]{36}$/.test(item.id))).toBe(true);
  });

  it('keeps the server lines, and a browser line replaces the one it matches, keeping its id', async () => {
    const headers = await signIn();
    cartOf(await api.addItem(headers, { groupId: seed.ukPack.id }));
    const server = cartOf(await api.addItem(headers, { productId: seed.ukTradeMark.id, quantity: 1 }));
    const [packId, markId] = server.cart.CartItems.map((item) => item.id);

    const merged = cartOf(
      await api.merge(
        headers,
        browserCart(
          { productId: seed.ukTradeMark.id, quantity: 3, isProductSelected: false },
          { productId: seed.ukLtd.id },
        ),
      ),
    );
    expect(merged.cart.CartItems.map((item) => [item.id, item.groupId ?? item.productId, item.quantity])).toEqual([
      [packId, seed.ukPack.id, 1],
      [markId, seed.ukTradeMark.id, 3],
      [expect.any(String), seed.ukLtd.id, 1],
    ]);
    // Signing in must not toggle anything off, and merging the same cart again changes nothing.
    const again = cartOf(
      await api.merge(
        headers,
        browserCart(
          { productId: seed.ukTradeMark.id, quantity: 3, isProductSelected: false },
          { productId: seed.ukLtd.id },
        ),
      ),
    );
    expect(again.cart).toEqual(merged.cart);
  });

  it('drops what is not on sale and refuses what breaks a rule or a catalogue limit', async () => {
    const headers = await signIn();
    const dropped = cartOf(
      await api.merge(
        headers,
        browserCart(
          { productId: 'no-such-product' },
          { productId: '5c0d3f5e-0000-4000-8000-000000000000' },
          { domain: 'acme', tld: 'xyz', selected_years: 1 },
          { productId: seed.ukLtd.id, CartItemAddOns: [{ addOnId: seed.extraClass.id, quantity: 1 }] },
          { groupId: seed.ukPack.id, isGroup: true },
        ),
      ),
    );
    expect(dropped.cart.CartItems.map((item) => [item.productId ?? item.groupId, item.CartItemAddOns])).toEqual([
      [seed.ukLtd.id, []],
      [seed.ukPack.id, []],
    ]);

    const refusals: [unknown, string][] = [
      [browserCart({ productId: seed.ukLtd.id, quantity: 0 }), 'Quantity must be a whole number from 1 to 100; got 0.'],
      [
        browserCart({ productId: seed.ukLtd.id, quantity: 1.5 }),
        'Quantity must be a whole number from 1 to 100; got 1.5.',
      ],
      [
        browserCart({ domain: 'acme', tld: 'ai', selected_years: 1 }),
        'acme.ai can be registered for 2 to 10 years; you chose 1.',
      ],
      [
        browserCart({
          productId: seed.euTradeMark.id,
          CartItemAddOns: [{ addOnId: seed.euSecondClass.id, quantity: 2 }],
        }),
        'You can buy at most 1 of "Second class"; you chose 2.',
      ],
      [browserCart({ domain: 'bad name', tld: 'com', selected_years: 1 }), '"bad name" is not a valid domain name'],
    ];
    for (const [cart, message] of refusals) {
      const failure = failureOf(await api.merge(headers, cart));
      expect(failure.status).toBe(400);
      expect(failure.message).toContain(message);
    }
    expect(failureOf(await api.merge(headers, browserCart({ productId: seed.ukLtd.id, quantity: '2' }))).status).toBe(
      400,
    );
    // Nothing refused was half-written.
    expect(cartOf(await api.read(headers)).cart.CartItems).toHaveLength(2);
  });
});

describe('cart: signing up at checkout with the cart (newuserwithcart)', () => {
  const newUser = (email: string, cart: unknown, remoteAddress = '198.51.100.10') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user/newuserwithcart',
      remoteAddress,
      payload: { name: 'Ada Founder', email, country: 'gb', cart },
    });

  it('creates the account like partial-register and answers with its session and its cart', async () => {
    const res = await newUser(
      'ada.founder@example.test',
      browserCart({ productId: seed.ukLtd.id, price: 5 }, { domain: 'adaworks', tld: 'com', selected_years: 1 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Your account is ready and your cart is saved.');
    expect(body.data.user).toMatchObject({ name: 'Ada Founder', email: 'ada.founder@example.test', country: 'GB' });
    expect(body.data.accessToken).toEqual(expect.any(String));
    expect(body.data.refreshToken).toEqual(expect.any(String));
    expect(body.data.cart.cart.CartItems.map((item: { price: number }) => item.price)).toEqual([
      seed.ukLtd.pricePence + seed.ukLtd.filingFeePence,
      1099,
    ]);
    // The session works, and the cart is the account's.
    const headers = { authorization: `Bearer ${body.data.accessToken}` };
    expect(cartOf(await api.read(headers))).toEqual(body.data.cart);
    const [account] = await ctx.database.db.select().from(users).where(eq(users.email, 'ada.founder@example.test'));
    expect(account?.passwordHash).toBeNull();
  });

  it('creates no account when the cart is refused, and refuses an address already registered', async () => {
    const refused = await newUser('refused@example.test', browserCart({ productId: seed.ukLtd.id, quantity: -1 }));
    expect(failureOf(refused)).toEqual({
      status: 400,
      message: 'Quantity must be a whole number from 1 to 100; got -1.',
    });
    const [{ count } = { count: 0 }] = await ctx.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, 'refused@example.test'));
    expect(count).toBe(0);

    expect((await newUser('twice@example.test', browserCart())).statusCode).toBe(200);
    expect(failureOf(await newUser('TWICE@example.test', browserCart()))).toEqual({
      status: 409,
      message: 'An account with this email already exists. Sign in instead.',
    });
    expect(failureOf(await newUser('not-an-email', browserCart())).status).toBe(400);
  });
});

describe('cart: sign-up at checkout is rate limited like register', () => {
  it('answers the sixth attempt in a minute from one address with a 429', async () => {
    const limited = await createTestContext({ env: { RATE_LIMIT_ENABLED: 'true' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/user/newuserwithcart',
          remoteAddress: '203.0.113.40',
          payload: { name: 'Bot', email: `bot${i}@example.test`, cart: { CartItems: [] } },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

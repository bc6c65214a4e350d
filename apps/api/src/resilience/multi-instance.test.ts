import { randomUUID } from 'node:crypto';
import { catalogEndpoints, authEndpoints, paymentEndpoints } from '@launchpad/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayCharges, invoices, orders, payments, products } from '../db/schema';
import { type TSeeded, seededCatalog } from '../modules/cart/cart.test-helpers';
import { cardPayment } from '../modules/payments/checkout.test-helpers';
import { createSignedInUser } from '../test/context';
import { type TRedisServer, startRedisServer } from '../test/redis';
import {
  type TInstance,
  type TProxy,
  type TSharedStore,
  call,
  openSharedStore,
  post,
  startInstance,
  startRoundRobinProxy,
} from './instances';

// Issue 11, "several instances": two api instances over one store (with DATABASE_URL, two connection
// pools on one PostgreSQL database, as two processes would have; without it, two apps sharing one
// PGlite object) behind a round-robin proxy serve the same customers.
let store: TSharedStore;
let a: TInstance;
let b: TInstance;
let proxy: TProxy;
let seed: TSeeded;

beforeAll(async () => {
  store = await openSharedStore();
  [a, b] = await Promise.all([startInstance(store), startInstance(store)]);
  proxy = await startRoundRobinProxy([a.url, b.url]);
  seed = await seededCatalog(a.ctx);
});
afterAll(async () => {
  await proxy?.close();
  await a?.stop();
  await b?.stop();
  await store?.close();
});

const PASSWORD = 'correct horse battery';
let counter = 0;

/** Register through the proxy, returning the session and which instance created it. */
async function register(base = proxy.url) {
  counter += 1;
  const email = `multi${counter}-${randomUUID().slice(0, 8)}@example.test`;
  const res = await post(base, authEndpoints.register.path, { name: `Buyer ${counter}`, email, password: PASSWORD });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { accessToken, refreshToken, user } = res.body.data;
  return {
    email,
    accessToken: accessToken as string,
    refreshToken: refreshToken as string,
    userId: user.id as string,
    servedBy: res.servedBy,
  };
}

describe('several instances behind a round-robin proxy', () => {
  it('keeps sessions valid on both: registered on one, signed in on the other, tokens rotated across them', async () => {
    const account = await register();
    const login = await post(proxy.url, authEndpoints.login.path, { email: account.email, password: PASSWORD });
    expect(login.status).toBe(200);
    // The proxy alternates: sign-up and sign-in were served by different instances.
    expect(login.servedBy).not.toBe(account.servedBy);

    // An access token from either instance is honoured by both.
    for (const base of [a.url, b.url]) {
      for (const token of [account.accessToken, login.body.data.accessToken]) {
        const profile = await post(base, '/api/user', {}, token);
        expect(profile.status).toBe(200);
        expect(profile.body.data.email).toBe(account.email);
      }
    }

    // Refresh-token rotation: rotated on A, the new token rotates on B, and so on.
    const first = login.body.data.refreshToken as string;
    const onA = await post(a.url, authEndpoints.updateCreds.path, { refreshToken: first });
    expect(onA.status).toBe(200);
    const second = onA.body.data.refreshToken as string;
    expect(second).not.toBe(first);
    const onB = await post(b.url, authEndpoints.updateCreds.path, { refreshToken: second });
    expect(onB.status).toBe(200);
    const third = onB.body.data.refreshToken as string;
    expect((await post(a.url, '/api/user', {}, onB.body.data.accessToken)).status).toBe(200);

    // Signing out on one instance ends the session on the other.
    expect((await post(a.url, authEndpoints.logout.path, { refreshToken: third })).status).toBe(200);
    const afterLogout = await post(b.url, authEndpoints.updateCreds.path, { refreshToken: third });
    expect(afterLogout.status).toBe(401);
  });

  it('shows a cart filled through one instance when read through the other', async () => {
    const { accessToken } = await register();
    const added = await post(a.url, '/api/cart/add-item', { productId: seed.ukTradeMark.id }, accessToken);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const readOnB = await post(b.url, '/api/cart', {}, accessToken);
    expect(readOnB.status).toBe(200);
    expect(readOnB.body.data.cart.CartItems.map((item: { productId: string }) => item.productId)).toEqual([
      seed.ukTradeMark.id,
    ]);

    const more = await post(b.url, '/api/cart/add-item', { groupId: seed.ukPack.id }, accessToken);
    expect(more.status).toBe(200);
    const readOnA = await post(a.url, '/api/cart', {}, accessToken);
    expect(readOnA.body.data.cart.CartItems).toHaveLength(2);
    expect(readOnA.body.data.subtotalPence).toBe(readOnB.body.data.subtotalPence + seed.ukPack.pricePence);
  });

  it('charges every concurrent checkout once, a key sent to both instances at once included, and numbers invoices without gap or repeat', async () => {
    const N = 12;
    const buyers = await Promise.all(Array.from({ length: N + 1 }, () => register()));
    for (const buyer of buyers) {
      const added = await post(proxy.url, '/api/cart/add-item', { productId: seed.ukTradeMark.id }, buyer.accessToken);
      expect(added.status).toBe(200);
    }
    const [twice, ...others] = buyers as [(typeof buyers)[number], ...typeof buyers];
    const keyOf = new Map(buyers.map((buyer) => [buyer.userId, randomUUID()]));
    const body = (buyer: (typeof buyers)[number]) => ({
      idempotencyKey: keyOf.get(buyer.userId),
      paymentMethod: cardPayment(),
    });

    const [onA, onB, ...answers] = await Promise.all([
      // The same key, at the same moment, to both instances (a double submit split by the balancer).
      post(a.url, paymentEndpoints.checkout.path, body(twice), twice.accessToken),
      post(b.url, paymentEndpoints.checkout.path, body(twice), twice.accessToken),
      ...others.map((buyer) => post(proxy.url, paymentEndpoints.checkout.path, body(buyer), buyer.accessToken)),
    ]);
    for (const res of [onA, onB, ...answers]) {
      expect(res?.status, JSON.stringify(res?.body)).toBe(200);
      expect(res?.body.data.status).toBe('paid');
    }
    // Both instances answered the double submit with the same order and invoice.
    expect(onB?.body.data.order.id).toBe(onA?.body.data.order.id);
    expect(onB?.body.data.order.invoiceNumber).toBe(onA?.body.data.order.invoiceNumber);
    // The proxy spread the other checkouts over both instances.
    expect(new Set(proxy.servedBy)).toEqual(new Set([0, 1]));

    const db = store.database.db;
    const keys = [...keyOf.values()];
    const charges = await db.select().from(gatewayCharges).where(inArray(gatewayCharges.idempotencyKey, keys));
    expect(charges).toHaveLength(N + 1);
    expect(new Set(charges.map((charge) => charge.idempotencyKey)).size).toBe(N + 1);
    expect(charges.every((charge) => charge.status === 'succeeded')).toBe(true);

    const placed = await db.select().from(orders).where(inArray(orders.idempotencyKey, keys));
    expect(placed).toHaveLength(N + 1);
    expect(placed.every((order) => order.status === 'paid')).toBe(true);
    const paymentRows = await db.select().from(payments).where(inArray(payments.idempotencyKey, keys));
    expect(paymentRows).toHaveLength(N + 1);
    expect(paymentRows.every((payment) => payment.status === 'succeeded')).toBe(true);

    // Every paid order has exactly one invoice; the numbers run 1…N+1 with no gap and no repeat.
    const issued = await db
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.orderId,
          placed.map((order) => order.id),
        ),
      );
    expect(issued.map((invoice) => invoice.orderId).sort()).toEqual(placed.map((order) => order.id).sort());
    const allNumbers = (await db.select({ n: invoices.invoiceNumber }).from(invoices)).map((row) => row.n);
    expect(allNumbers.sort((x, y) => x - y)).toEqual(Array.from({ length: N + 1 }, (_, i) => i + 1));

    // Each customer's cart was emptied, whichever instance is asked.
    for (const buyer of [twice, ...others.slice(0, 2)]) {
      for (const base of [a.url, b.url]) {
        const cart = await post(base, '/api/cart', {}, buyer.accessToken);
        expect(cart.body.data.cart.CartItems).toEqual([]);
      }
    }
  });
});

// Issue 19, "a shared store": with REDIS_URL the per-address rate limits and the public cache are the
// same for every instance (without it each instance counted on its own: N instances allowed N× the rate).
describe('several instances sharing one Redis server (REDIS_URL)', () => {
  let redis: TRedisServer;
  let c: TInstance;
  let d: TInstance;

  beforeAll(async () => {
    redis = await startRedisServer();
    // Rate limits on, and the public cache on as outside tests (NODE_ENV=test turns it off).
    const env = { NODE_ENV: 'development', RATE_LIMIT_ENABLED: 'true', REDIS_URL: redis.url };
    [c, d] = await Promise.all([startInstance(store, { env }), startInstance(store, { env })]);
  });
  afterAll(async () => {
    await c?.stop();
    await d?.stop();
    await redis?.stop();
  });

  it('counts one per-address limit for both: 10 calls to one and 11 to the other, the 21st is refused', async () => {
    // check-existing-user allows 20 calls a minute from one address.
    const statuses: number[] = [];
    const answers = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await post(c.url, authEndpoints.checkExistingUser.path, { email: 'a@example.test' })).status);
    for (let i = 0; i < 11; i += 1) {
      const answer = await post(d.url, authEndpoints.checkExistingUser.path, { email: 'a@example.test' });
      answers.push(answer);
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(statuses[20]).toBe(429);
    expect(answers.at(-1)?.body).toEqual({ success: false, message: expect.stringContaining('Too many requests') });
    // The other instance refuses the address too: the count is one.
    expect((await post(c.url, authEndpoints.checkExistingUser.path, { email: 'a@example.test' })).status).toBe(429);
  });

  it('gives both the same cached public reads, and an admin write on one empties the cache for the other at once', async () => {
    const admin = await createSignedInUser(c.ctx, 'admin');
    const list = async (base: string) => {
      const res = await post(base, catalogEndpoints.list.path, { search: 'Zanzibar' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as { name: string; pricePence: number }[]).map((p) => `${p.name} ${p.pricePence}`);
    };
    const added = await post(
      c.url,
      '/api/products/add',
      {
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
      admin.token,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(await list(c.url)).toEqual(['Zanzibar Ltd 50000']);

    // Changed in the database behind the cache's back: the other instance still answers with the entry
    // the first one stored, so the two read one cache.
    await store.database.db
      .update(products)
      .set({ pricePence: 55_000 })
      .where(eq(products.slug, 'zanzibar-company-formation'));
    expect(await list(d.url)).toEqual(['Zanzibar Ltd 50000']);

    // An admin write on the first instance: the second serves the new price on its very next read.
    const updated = await call(c.url, 'PUT', '/api/products/zanzibar-company-formation', {
      body: { pricePence: 60_000 },
      token: admin.token,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(await list(d.url)).toEqual(['Zanzibar Ltd 60000']);
    expect(await list(c.url)).toEqual(['Zanzibar Ltd 60000']);
  });
});

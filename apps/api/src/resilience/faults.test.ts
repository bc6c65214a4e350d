import { randomUUID } from 'node:crypto';
import { SECTION_SCHEMAS, launchpadEndpoints, ordersEndpoints, pathOf, paymentEndpoints } from '@launchpad/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayCharges, invoices, launchpadSections, orders } from '../db/schema';
import { type TSeeded, seededCatalog } from '../modules/cart/cart.test-helpers';
import { createIdeaFor, customerOnPlan } from '../modules/launchpad/launchpad.test-helpers';
import { cardPayment } from '../modules/payments/checkout.test-helpers';
import { createPaymentProvider } from '../providers/payments';
import type { TPaymentProvider } from '../providers/payments/payment.provider';
import { createStripeGateway } from '../providers/payments/stripe.gateway';
import { createSignedInUser } from '../test/context';
import { databaseOutage, startHeldLlmServer, startSilentServer, withFaultSwitch } from './faults';
import { type TInstance, type TSharedStore, openSharedStore, post, sharedConfig, startInstance } from './instances';

/** The builder's section call for an idea. */
const sectionPath = (id: string, section: string) => pathOf(launchpadEndpoints.section, { id, section });

// Issue 11, "faults": the database dropping mid-checkout, the payment service and the LLM not
// answering, and the server restarting during a generation. Each must end with a clear message to
// the customer and no lost or duplicated data. With DATABASE_URL the outage is a real one on the
// PostgreSQL server (connections refused and terminated); on PGlite the instance's queries fail.
let store: TSharedStore;
let seed: TSeeded;
beforeAll(async () => {
  store = await openSharedStore();
});
afterAll(async () => {
  await store?.close();
});

describe('faults while paying', () => {
  let shop: TInstance;
  let silent: Awaited<ReturnType<typeof startSilentServer>>;
  let outage: ReturnType<typeof databaseOutage>;
  /** Runs once, right after the next charge succeeds at the processor. */
  let afterCharge: (() => Promise<void>) | null = null;
  let gatewayHangs = false;

  beforeAll(async () => {
    silent = await startSilentServer();
    const switched = withFaultSwitch(await store.open());
    const real = createPaymentProvider(sharedConfig(), switched.database.db);
    // While `gatewayHangs`, a charge goes through the Stripe adapter (the SDK) to a server that never
    // answers, so the customer sees exactly what the Stripe adapter says when the processor hangs.
    const hanging = createStripeGateway({
      secretKey: 'sk_test_faults',
      baseUrl: silent.url,
      timeoutMs: 300,
      maxNetworkRetries: 0,
    });
    const payments: TPaymentProvider = {
      ...real,
      async createCharge(input, options) {
        if (gatewayHangs) {
          await hanging.createCharge(input, options);
        }
        const charge = await real.createCharge(input, options);
        const fault = afterCharge;
        afterCharge = null;
        if (fault) await fault();
        return charge;
      },
    };
    shop = await startInstance(store, { database: switched.database, providers: { payments } });
    outage = databaseOutage(store, switched.state, [switched.database, store.database]);
    seed = await seededCatalog(shop.ctx);
  });
  afterAll(async () => {
    await shop?.stop();
    await silent?.close();
  });

  async function customerWithCart() {
    const { user, token } = await createSignedInUser(shop.ctx);
    const added = await post(shop.url, '/api/cart/add-item', { productId: seed.ukTradeMark.id }, token);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    return { user, token };
  }
  const db = () => store.database.db;
  const chargesFor = (key: string) => db().select().from(gatewayCharges).where(eq(gatewayCharges.idempotencyKey, key));
  const orderFor = async (key: string) => (await db().select().from(orders).where(eq(orders.idempotencyKey, key)))[0];

  it('answers a clear 5xx when the database drops right after the charge, and the retry completes once', async () => {
    const { user, token } = await customerWithCart();
    const body = { idempotencyKey: randomUUID(), paymentMethod: cardPayment() };
    afterCharge = () => outage.start();
    let failed;
    try {
      failed = await post(shop.url, paymentEndpoints.checkout.path, body, token);
    } finally {
      await outage.end();
    }
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({
      success: false,
      message: 'Our service is briefly unavailable. Please try again in a moment: nothing will be charged twice.',
    });
    // The processor took the money once; the order is not lost, it waits for the retry.
    expect(await chargesFor(body.idempotencyKey)).toHaveLength(1);
    expect((await orderFor(body.idempotencyKey))?.status).toBe('pending_payment');

    const retried = await post(shop.url, paymentEndpoints.checkout.path, body, token);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.data.status).toBe('paid');
    expect(retried.body.message).toMatch(/^Payment received\. Thank you for your order \(invoice \d+\)\.$/);
    const again = await post(shop.url, paymentEndpoints.checkout.path, body, token);
    expect(again.body.data.order.id).toBe(retried.body.data.order.id);

    const [charge] = await chargesFor(body.idempotencyKey);
    expect(await chargesFor(body.idempotencyKey)).toHaveLength(1);
    expect(charge?.amount).toBe(retried.body.data.order.totalPence);
    const userOrders = await db().select().from(orders).where(eq(orders.userId, user.id));
    expect(userOrders.map((order) => order.status)).toEqual(['paid']);
    const issued = await db().select().from(invoices).where(eq(invoices.userId, user.id));
    expect(issued.map((invoice) => invoice.invoiceNumber)).toEqual([retried.body.data.order.invoiceNumber]);
    const cart = await post(shop.url, '/api/cart', {}, token);
    expect(cart.body.data.cart.CartItems).toEqual([]);
  });

  it('tells the customer the payment service did not answer, marks nothing paid and keeps the cart', async () => {
    const { user, token } = await customerWithCart();
    const body = { idempotencyKey: randomUUID(), paymentMethod: cardPayment() };
    gatewayHangs = true;
    let failed;
    try {
      failed = await post(shop.url, paymentEndpoints.checkout.path, body, token);
    } finally {
      gatewayHangs = false;
    }
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({
      success: false,
      message: 'The payment service took too long to answer. Please try again in a moment.',
    });
    // The processor was asked with the checkout's own key, so asking again can never charge twice.
    expect(silent.received.at(-1)).toEqual({ path: '/v1/payment_intents', idempotencyKey: body.idempotencyKey });
    expect(await chargesFor(body.idempotencyKey)).toEqual([]);
    expect((await orderFor(body.idempotencyKey))?.status).toBe('pending_payment');
    expect(await db().select().from(invoices).where(eq(invoices.userId, user.id))).toEqual([]);
    const kept = await post(shop.url, '/api/cart', {}, token);
    expect(kept.body.data.cart.CartItems.map((item: { productId: string }) => item.productId)).toEqual([
      seed.ukTradeMark.id,
    ]);
    const history = await post(shop.url, ordersEndpoints.invoices.path, {}, token);
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body.data)).not.toContain(body.idempotencyKey);

    // The service answers again: the same checkout completes, once.
    const retried = await post(shop.url, paymentEndpoints.checkout.path, body, token);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.data.status).toBe('paid');
    expect(await chargesFor(body.idempotencyKey)).toHaveLength(1);
    expect((await post(shop.url, '/api/cart', {}, token)).body.data.cart.CartItems).toEqual([]);
  });
});

describe('faults while the AI builder writes', () => {
  let llm: Awaited<ReturnType<typeof startHeldLlmServer>>;
  beforeAll(async () => {
    llm = await startHeldLlmServer();
  });
  afterAll(async () => {
    llm.release();
    await llm?.close();
  });

  const sectionRows = (ideaId: string, section: string) =>
    store.database.db
      .select()
      .from(launchpadSections)
      .where(and(eq(launchpadSections.ideaId, ideaId), eq(launchpadSections.section, section)));

  /** An instance whose builder talks to the local LLM server, and a customer on a plan that includes it. */
  async function builder(timeoutMs: number) {
    const instance = await startInstance(store, {
      env: { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'local-model', LLM_TIMEOUT_MS: String(timeoutMs) },
    });
    return instance;
  }
  async function founderWithIdea(instance: TInstance) {
    const { headers, token } = await customerOnPlan(instance.ctx, 'scale');
    const ideaId = await createIdeaFor(instance.ctx, headers, 'Mobile bike repair for commuters in London');
    return { token, ideaId };
  }

  it('answers with the offline section and a note when the model times out, and stores that one result', async () => {
    const instance = await builder(1000);
    try {
      const { token, ideaId } = await founderWithIdea(instance);
      llm.queue({ delayMs: 5000 });
      const answered = await post(instance.url, sectionPath(ideaId, 'Problem'), {}, token);
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      expect(answered.body.data.note).toMatch(/built-in generator/);
      expect(SECTION_SCHEMAS.Problem.safeParse(JSON.parse(answered.body.data.content)).success).toBe(true);
      expect((await sectionRows(ideaId, 'Problem')).map((row) => row.provider)).toEqual(['builtin']);

      const again = await post(instance.url, sectionPath(ideaId, 'Problem'), {}, token);
      expect(again.body.data.content).toBe(answered.body.data.content);
      expect(await sectionRows(ideaId, 'Problem')).toHaveLength(1);
    } finally {
      await instance.stop();
    }
  });

  it('finishes a generation in flight when the server is stopped, and the restarted server serves that one result', async () => {
    const old = await builder(30_000);
    const { token, ideaId } = await founderWithIdea(old);
    const before = llm.requests.length;
    llm.hold();
    const inFlight = post(old.url, sectionPath(ideaId, 'Solution'), {}, token);
    await llm.received(before + 1);
    // SIGTERM in server.ts: app.close() stops taking requests and lets this one finish.
    const stopping = old.stop();
    llm.release();
    const first = await inFlight;
    await stopping;
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    const restarted = await builder(30_000);
    try {
      const again = await post(restarted.url, sectionPath(ideaId, 'Solution'), {}, token);
      expect(again.status).toBe(200);
      expect(again.body.data.content).toBe(first.body.data.content);
      expect(llm.requests.length).toBe(before + 1);
      expect(await sectionRows(ideaId, 'Solution')).toHaveLength(1);
    } finally {
      await restarted.stop();
    }
  });

  it('regenerates on a new server after one dies mid-generation, storing exactly one result', async () => {
    const switched = withFaultSwitch(await store.open());
    const old = await startInstance(store, {
      database: switched.database,
      env: { LLM_BASE_URL: llm.baseUrl, LLM_TIMEOUT_MS: '30000' },
    });
    const { token, ideaId } = await founderWithIdea(old);
    const before = llm.requests.length;
    llm.hold();
    const inFlight = post(old.url, sectionPath(ideaId, 'Channels'), {}, token).then(
      () => 'answered',
      () => 'connection lost',
    );
    await llm.received(before + 1);
    // The process dies: its connections are cut and it can reach the database no more.
    switched.state.down = true;
    old.app.server.closeAllConnections();
    expect(await inFlight).toBe('connection lost');

    const restarted = await builder(30_000);
    try {
      const again = post(restarted.url, sectionPath(ideaId, 'Channels'), {}, token);
      await llm.received(before + 2);
      // Both models answer now: the dead server's answer has nowhere to go, the new one is stored.
      llm.release();
      const res = await again;
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(SECTION_SCHEMAS.Channels.safeParse(JSON.parse(res.body.data.content)).success).toBe(true);
      const rows = await sectionRows(ideaId, 'Channels');
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows[0]?.content)).toBe(res.body.data.content);
      const read = await post(restarted.url, pathOf(launchpadEndpoints.idea, { id: ideaId }), {}, token);
      expect(Object.keys(read.body.data.sections)).toContain('Channels');
    } finally {
      await restarted.stop();
      await old.app.close();
    }
  });

  it('stores one result when two instances generate the same section at the same moment', async () => {
    const [one, two] = await Promise.all([builder(30_000), builder(30_000)]);
    try {
      const { token, ideaId } = await founderWithIdea(one);
      const before = llm.requests.length;
      llm.hold();
      const answers = Promise.all(
        [one, two].map((instance) => post(instance.url, sectionPath(ideaId, 'KeyMetrics'), {}, token)),
      );
      await llm.received(before + 2);
      llm.release();
      const [fromOne, fromTwo] = await answers;
      expect(fromOne?.status).toBe(200);
      expect(fromTwo?.status).toBe(200);
      expect(fromTwo?.body.data.content).toBe(fromOne?.body.data.content);
      expect(await sectionRows(ideaId, 'KeyMetrics')).toHaveLength(1);
    } finally {
      await one.stop();
      await two.stop();
    }
  });
});

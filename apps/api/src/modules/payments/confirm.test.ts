import { paymentEndpoints } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders } from '../../db/schema';
import { type TStripeTestServer, startStripeTestServer } from '../../providers/payments/stripe.test-server';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';
import { type TSeeded, cartApi, seededCatalog } from '../cart/cart.test-helpers';
import { newCard } from './cards.test-helpers';
import { checkoutApi, checkoutBody, fillCart } from './checkout.test-helpers';

type THeaders = Record<string, string>;
const THREE_D_SECURE = '4000002500003155';

const post = (ctx: TTestContext, url: string, headers: THeaders, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });

describe('3-D Secure through the built-in gateway: tokenise, pay, the bank’s step, finalise', () => {
  let ctx: TTestContext;
  let seed: TSeeded;
  beforeAll(async () => {
    ctx = await createTestContext();
    seed = await seededCatalog(ctx);
  });
  afterAll(() => ctx.close());

  async function payWithThreeDSecure() {
    const { headers } = await createSignedInUser(ctx);
    await fillCart(ctx, headers, seed);
    const token = await post(ctx, paymentEndpoints.builtinTokenise.path, headers, newCard(THREE_D_SECURE));
    expect(token.statusCode, token.body).toBe(200);
    const paymentMethodId: string = token.json().data.paymentMethodId;
    expect(paymentMethodId).toMatch(/^pm_/);
    const res = await checkoutApi(ctx).checkout(headers, checkoutBody({ paymentMethodId }));
    expect(res.statusCode, res.body).toBe(200);
    return { headers, result: res.json().data };
  }
  const invoicesOf = (orderId: string) => ctx.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));

  it('names the built-in gateway (the test-mode banner is for production only)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: paymentEndpoints.config.path });
    expect(res.json().data).toEqual({ provider: 'builtin', publishableKey: null, testMode: false, stripeJsUrl: null });
  });

  it('asks for the bank’s step, then settles once when the cardholder completes it', async () => {
    const { headers, result } = await payWithThreeDSecure();
    expect(result.status).toBe('requires_action');
    expect(result.order.status).toBe('pending_payment');
    const paymentIntentId = String(result.clientSecret).split('_secret_')[0];

    // Finalising before the bank's step changes nothing.
    const early = await post(ctx, paymentEndpoints.confirm.path, headers, { paymentIntentId });
    expect(early.json().data.status).toBe('requires_action');
    expect(await invoicesOf(result.order.id)).toHaveLength(0);

    const done = await post(ctx, paymentEndpoints.builtinAuthenticate.path, headers, {
      clientSecret: result.clientSecret,
      outcome: 'complete',
    });
    expect(done.json().data).toEqual({ status: 'succeeded' });
    expect(done.json().message).toBe('Payment confirmed with your bank.');
    const [first, second] = await Promise.all([
      post(ctx, paymentEndpoints.confirm.path, headers, { paymentIntentId }),
      post(ctx, paymentEndpoints.confirm.path, headers, { paymentIntentId }),
    ]);
    expect(first?.json().data.status).toBe('paid');
    expect(second?.json().data.status).toBe('paid');
    expect(await invoicesOf(result.order.id)).toHaveLength(1);
    expect((await cartApi(ctx).read(headers)).json().data.cart.CartItems).toEqual([]);
  });

  it('leaves the order unpaid with a clear message when the bank’s step fails', async () => {
    const { headers, result } = await payWithThreeDSecure();
    await post(ctx, paymentEndpoints.builtinAuthenticate.path, headers, {
      clientSecret: result.clientSecret,
      outcome: 'fail',
    });
    const paymentIntentId = String(result.clientSecret).split('_secret_')[0];
    const res = await post(ctx, paymentEndpoints.confirm.path, headers, { paymentIntentId });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/unable to authenticate your payment method/);
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, result.order.id));
    expect(order?.status).toBe('payment_failed');
    expect(await invoicesOf(result.order.id)).toHaveLength(0);
    expect((await cartApi(ctx).read(headers)).json().data.cart.CartItems).toHaveLength(3);
  });

  it('lets nobody else complete or finalise a customer’s payment', async () => {
    const { result } = await payWithThreeDSecure();
    const stranger = await createSignedInUser(ctx);
    const paymentIntentId = String(result.clientSecret).split('_secret_')[0];
    const auth = await post(ctx, paymentEndpoints.builtinAuthenticate.path, stranger.headers, {
      clientSecret: result.clientSecret,
      outcome: 'complete',
    });
    expect(auth.statusCode).toBe(404);
    const confirm = await post(ctx, paymentEndpoints.confirm.path, stranger.headers, { paymentIntentId });
    expect(confirm.statusCode).toBe(404);
  });
});

describe('3-D Secure through Stripe (the SDK against the local Stripe wire server)', () => {
  const WEBHOOK_SECRET = 'whsec_confirm_test';
  let stripe: TStripeTestServer;
  let ctx: TTestContext;
  let seed: TSeeded;
  beforeAll(async () => {
    stripe = await startStripeTestServer({ secretKey: 'sk_test_confirm' });
    ctx = await createTestContext({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_confirm',
        STRIPE_API_URL: stripe.url,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_confirm',
      },
    });
    seed = await seededCatalog(ctx);
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.close();
  });

  it('hands the browser the publishable key', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: paymentEndpoints.config.path });
    expect(res.json().data).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_confirm',
      testMode: false,
      stripeJsUrl: null,
    });
  });

  it('refuses raw card numbers with a clear 400', async () => {
    const { headers } = await createSignedInUser(ctx);
    const res = await post(ctx, paymentEndpoints.builtinTokenise.path, headers, newCard('4242424242424242'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/secure card form \(Stripe\.js\)/);
    expect(stripe.paymentMethods.size).toBe(0);
  });

  it('requires_action → confirmed → settled once, when the webhook and the browser’s finalise arrive together', async () => {
    const { headers } = await createSignedInUser(ctx);
    await fillCart(ctx, headers, seed);
    const res = await checkoutApi(ctx).checkout(
      headers,
      checkoutBody({ paymentMethodId: 'pm_card_authenticationRequired' }),
    );
    const { status, order, clientSecret } = res.json().data;
    expect(status).toBe('requires_action');
    const intent = [...stripe.paymentIntents.values()].find((pi) => pi.metadata.orderId === order.id);
    expect(clientSecret).toBe(intent?.clientSecret);

    const from = stripe.events.length;
    stripe.completeAuthentication(intent?.id ?? ''); // what Stripe.js handleNextAction does with the cardholder
    const succeeded = stripe.events.slice(from).find((e) => e.type === 'payment_intent.succeeded');
    if (!succeeded) throw new Error('no payment_intent.succeeded event');
    const { payload, signature } = stripe.webhook(succeeded, WEBHOOK_SECRET);
    const [webhook, confirm] = await Promise.all([
      ctx.app.inject({
        method: 'POST',
        url: paymentEndpoints.stripeWebhook.path,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      }),
      post(ctx, paymentEndpoints.confirm.path, headers, { paymentIntentId: intent?.id }),
    ]);
    expect(webhook.statusCode, webhook.body).toBe(200);
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().data.status).toBe('paid');
    const again = await post(ctx, paymentEndpoints.confirm.path, headers, { paymentIntentId: intent?.id });
    expect(again.json().data.order.invoiceNumber).toBe(confirm.json().data.order.invoiceNumber);
    const rows = await ctx.database.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a webhook signed with the wrong secret (400) and changes nothing', async () => {
    const event = {
      id: 'evt_forged',
      object: 'event' as const,
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      livemode: false as const,
      data: { object: { id: 'pi_forged' } },
    };
    const { payload, signature } = stripe.webhook(event, 'whsec_not_ours');
    const res = await ctx.app.inject({
      method: 'POST',
      url: paymentEndpoints.stripeWebhook.path,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Webhook signature rejected: no signature matches the payload.');
  });
});

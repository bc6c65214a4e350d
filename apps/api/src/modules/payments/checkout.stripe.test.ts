import { randomUUID } from 'node:crypto';
import { paymentEndpoints } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders, subscriptions, users } from '../../db/schema';
import {
  type TStripeEvent,
  type TStripeTestServer,
  startStripeTestServer,
} from '../../providers/payments/stripe.test-server';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';
import { type TSeeded, cartApi, seededCatalog } from '../cart/cart.test-helpers';
import { renewDueSubscriptions } from '../../flows/renewals';
import { checkoutApi, checkoutBody, fillCart } from './checkout.test-helpers';

const WEBHOOK_SECRET = 'whsec_launchpad_test';
let stripe: TStripeTestServer;
let ctx: TTestContext;
let api: ReturnType<typeof checkoutApi>;
let seed: TSeeded;

beforeAll(async () => {
  stripe = await startStripeTestServer({ secretKey: 'sk_test_checkout' });
  ctx = await createTestContext({
    env: { STRIPE_SECRET_KEY: 'sk_test_checkout', STRIPE_API_URL: stripe.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  });
  api = checkoutApi(ctx);
  seed = await seededCatalog(ctx);
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

const db = () => ctx.database.db;

/** Stripe posting an event to our webhook endpoint, signed with the endpoint's secret (or another). */
const deliver = (event: TStripeEvent, secret = WEBHOOK_SECRET) => {
  const { payload, signature } = stripe.webhook(event, secret);
  return ctx.app.inject({
    method: 'POST',
    url: paymentEndpoints.stripeWebhook.path,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
};
/** Deliver every event Stripe has produced since `from` (an index into its event list), in order. */
async function deliverSince(from: number) {
  for (const event of stripe.events.slice(from)) {
    const res = await deliver(event);
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function customerWithCart() {
  const signedIn = await createSignedInUser(ctx);
  const cart = await fillCart(ctx, signedIn.headers, seed);
  return { ...signedIn, cart };
}
const intentsOf = (orderId: string) =>
  [...stripe.paymentIntents.values()].filter((pi) => pi.metadata.orderId === orderId);
const invoicesOf = (orderId: string) => db().select().from(invoices).where(eq(invoices.orderId, orderId));

describe('checkout through Stripe', () => {
  it('confirms a PaymentIntent with the Stripe.js card under the client’s key, once however often it is sent', async () => {
    const { user, headers } = await customerWithCart();
    const body = checkoutBody({ paymentMethodId: 'pm_card_visa' });
    const first = await api.checkout(headers, body);
    expect(first.statusCode, first.body).toBe(200);
    const order = first.json().data.order;
    expect(order.status).toBe('paid');

    const [intent] = intentsOf(order.id);
    const [customer] = await db().select().from(users).where(eq(users.id, user.id));
    expect(intent).toMatchObject({
      amount: order.totalPence,
      currency: 'gbp',
      status: 'succeeded',
      customer: customer?.paymentCustomerId,
    });
    const request = stripe.requests.find(
      (r) =>
        r.path === '/v1/payment_intents' &&
        r.params.metadata &&
        (r.params.metadata as { orderId?: string }).orderId === order.id,
    );
    expect(request?.headers['idempotency-key']).toBe(body.idempotencyKey);

    const again = await api.checkout(headers, body);
    expect(again.json().data.order.id).toBe(order.id);
    expect(intentsOf(order.id)).toHaveLength(1);
    expect(await invoicesOf(order.id)).toHaveLength(1);
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
  ])('relays a decline (%s) and leaves the cart', async (token, message) => {
    const { headers } = await customerWithCart();
    const res = await api.checkout(headers, checkoutBody({ paymentMethodId: token }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect((await cartApi(ctx).read(headers)).json().data.cart.CartItems).toHaveLength(3);
  });

  it('refuses card numbers sent to the server: with Stripe they go to Stripe.js', async () => {
    const { headers } = await customerWithCart();
    const res = await api.checkout(
      headers,
      checkoutBody({ card: { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/secure card form \(Stripe\.js\)/);
  });

  it('asks for the bank’s authentication, then completes the order from the webhook, once', async () => {
    const { headers } = await customerWithCart();
    const res = await api.checkout(headers, checkoutBody({ paymentMethodId: 'pm_card_authenticationRequired' }));
    expect(res.statusCode, res.body).toBe(200);
    const { status, order, clientSecret } = res.json().data;
    expect(status).toBe('requires_action');
    expect(order.status).toBe('pending_payment');
    const [intent] = intentsOf(order.id);
    expect(clientSecret).toBe(intent?.clientSecret);
    expect((await cartApi(ctx).read(headers)).json().data.cart.CartItems).toHaveLength(3);

    const from = stripe.events.length;
    stripe.completeAuthentication(intent?.id ?? '');
    const succeeded = stripe.events.slice(from).find((e) => e.type === 'payment_intent.succeeded');
    if (!succeeded) throw new Error('no payment_intent.succeeded event');
    const delivered = await deliver(succeeded);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().data).toEqual({ type: 'payment_intent.succeeded', handled: true });
    expect((await deliver(succeeded)).statusCode).toBe(200); // Stripe retries: nothing happens twice

    const [paid] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(paid?.status).toBe('paid');
    expect(await invoicesOf(order.id)).toHaveLength(1);
    expect((await cartApi(ctx).read(headers)).json().data.cart.CartItems).toEqual([]);
  });

  it('finishes an authenticated payment when the browser sends the same checkout again', async () => {
    const { headers } = await customerWithCart();
    const body = checkoutBody({ paymentMethodId: 'pm_card_authenticationRequired' });
    const first = (await api.checkout(headers, body)).json().data;
    stripe.completeAuthentication(intentsOf(first.order.id)[0]?.id ?? '');
    const second = await api.checkout(headers, body);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({
      status: 'paid',
      order: { id: first.order.id, invoiceNumber: expect.any(Number) },
    });
  });

  it('refuses a webhook whose signature does not match, and acknowledges types it does not act on', async () => {
    const event: TStripeEvent = {
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { id: 'pi_unknown' } },
    };
    const forged = await deliver(event, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Webhook signature rejected: no signature matches the payload.');
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: paymentEndpoints.stripeWebhook.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    const other = await deliver({ ...event, type: 'charge.refund.updated' });
    expect(other.json().data).toEqual({ type: 'charge.refund.updated', handled: false });
    expect((await deliver(event)).json().data.handled).toBe(true); // an unknown payment is ignored
  });
});

describe('subscriptions through Stripe', () => {
  const subscribe = (headers: Record<string, string>, paymentMethodId = 'pm_card_visa') =>
    api.subscribe(headers, {
      planId: seed.growth.id,
      interval: 'month',
      paymentMethod: { paymentMethodId },
      idempotencyKey: randomUUID(),
    });
  const ours = async (userId: string) =>
    (await db().select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

  it('bills renewals with a Stripe Subscription that starts at the period end, recording each invoice.paid once', async () => {
    const { user, headers } = await createSignedInUser(ctx);
    const res = await subscribe(headers);
    expect(res.statusCode, res.body).toBe(200);
    const sub = await ours(user.id);
    const stripeSub = stripe.subscriptions.get(sub?.providerSubscriptionId ?? '');
    expect(stripeSub).toMatchObject({ status: 'trialing', amount: 3480, interval: 'month', currency: 'gbp' });
    expect(stripeSub?.currentPeriodEnd).toBe(Math.floor((sub?.currentPeriodEnd.getTime() ?? 0) / 1000));

    // Our renewal run leaves the charging to Stripe.
    const intentsBefore = stripe.paymentIntents.size;
    await renewDueSubscriptions(ctx.app.deps, new Date((sub?.currentPeriodEnd.getTime() ?? 0) + 60_000));
    expect(stripe.paymentIntents.size).toBe(intentsBefore);

    const from = stripe.events.length;
    stripe.advanceClock(new Date((sub?.currentPeriodEnd.getTime() ?? 0) + 1000));
    await deliverSince(from);
    await deliverSince(from); // delivered twice
    const renewed = await ours(user.id);
    // Stripe counts in whole seconds.
    expect(renewed?.currentPeriodStart.getTime()).toBe(
      Math.floor((sub?.currentPeriodEnd.getTime() ?? 0) / 1000) * 1000,
    );
    const mine = await db().select().from(orders).where(eq(orders.userId, user.id));
    expect(mine.map((o) => o.subscriptionIntent?.action).sort()).toEqual(['renewal', 'start']);
  });

  it('marks the subscription past due when Stripe cannot take the renewal', async () => {
    const { user, headers } = await createSignedInUser(ctx);
    await subscribe(headers);
    const sub = await ours(user.id);
    const stripeSub = stripe.subscriptions.get(sub?.providerSubscriptionId ?? '');
    if (!stripeSub) throw new Error('no Stripe subscription');
    // The customer's bank now refuses their card.
    const failing = stripe.tokenise({ number: '4000000000000341', brand: 'visa', expMonth: 12, expYear: 2040 });
    const stored = stripe.paymentMethods.get(failing);
    if (stored) stored.customer = stripeSub.customer;
    stripeSub.defaultPaymentMethod = failing;

    const from = stripe.events.length;
    stripe.advanceClock(new Date(stripeSub.currentPeriodEnd * 1000 + 1000));
    await deliverSince(from);
    expect((await ours(user.id))?.status).toBe('past_due');
    expect((await api.profile(headers)).json().data.planType).toBeNull();
  });

  it('ends the plan when the Stripe subscription cancelled at period end is deleted', async () => {
    const { user, headers } = await createSignedInUser(ctx);
    await subscribe(headers);
    const cancelled = await api.cancel(headers);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const sub = await ours(user.id);
    const stripeSub = stripe.subscriptions.get(sub?.providerSubscriptionId ?? '');
    expect(stripeSub?.cancelAtPeriodEnd).toBe(true);

    const from = stripe.events.length;
    stripe.advanceClock(new Date((stripeSub?.currentPeriodEnd ?? 0) * 1000 + 1000));
    await deliverSince(from);
    expect((await ours(user.id))?.status).toBe('ended');
    expect((await api.current(headers)).json().data).toBeNull();
  });
});

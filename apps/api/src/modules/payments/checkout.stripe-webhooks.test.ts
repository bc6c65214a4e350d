// The local Stripe wire server sending its events to the app's webhook endpoint, signed, as Stripe does
// (the journeys run it this way): an order whose browser never comes back after the bank's step settles
// from the webhook alone, once, and an endpoint that fails gets the event again with backoff.
import { paymentEndpoints } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orders } from '../../db/schema';
import { type TStripeTestServer, startStripeTestServer } from '../../providers/payments/stripe.test-server';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';
import { type TSeeded, seededCatalog } from '../cart/cart.test-helpers';
import { checkoutApi, checkoutBody, fillCart } from './checkout.test-helpers';

const WEBHOOK_SECRET = 'whsec_delivered';
let stripe: TStripeTestServer;
let ctx: TTestContext;
let seed: TSeeded;
/** Answers the endpoint gives before it recovers (a deploy in progress, say). */
let outage = 0;

beforeAll(async () => {
  stripe = await startStripeTestServer({
    secretKey: 'sk_test_webhooks',
    webhooks: {
      secret: WEBHOOK_SECRET,
      send: async ({ payload, signature }) => {
        if (outage > 0) {
          outage -= 1;
          return 503;
        }
        const res = await ctx.app.inject({
          method: 'POST',
          url: paymentEndpoints.stripeWebhook.path,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        });
        return res.statusCode;
      },
    },
  });
  ctx = await createTestContext({
    env: { STRIPE_SECRET_KEY: 'sk_test_webhooks', STRIPE_API_URL: stripe.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  });
  seed = await seededCatalog(ctx);
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

const db = () => ctx.database.db;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(what: string, probe: () => Promise<boolean> | boolean) {
  const deadline = Date.now() + 20_000;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await sleep(50);
  }
}

/** A checkout with a card whose bank asks for 3-D Secure: the order waits for the bank's step. */
async function orderWaitingForTheBank() {
  const signedIn = await createSignedInUser(ctx);
  await fillCart(ctx, signedIn.headers, seed);
  const res = await checkoutApi(ctx).checkout(
    signedIn.headers,
    checkoutBody({ paymentMethodId: 'pm_card_authenticationRequired' }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const { status, order } = res.json().data;
  expect(status).toBe('requires_action');
  const intent = [...stripe.paymentIntents.values()].find((pi) => pi.metadata.orderId === order.id);
  if (!intent) throw new Error('no PaymentIntent for the order');
  return { orderId: order.id as string, intentId: intent.id };
}

const succeededDelivery = (intentId: string) =>
  stripe.deliveries.find(
    (delivery) =>
      delivery.type === 'payment_intent.succeeded' &&
      stripe.events.find((event) => event.id === delivery.eventId)?.data.object.id === intentId,
  );

async function settled(orderId: string) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const issued = await db().select().from(invoices).where(eq(invoices.orderId, orderId));
  return { status: order?.status, invoices: issued.length };
}

describe('Stripe’s webhooks, delivered by the wire server', () => {
  it('settle an order whose confirmation never came from the browser: paid, one invoice', async () => {
    const { orderId, intentId } = await orderWaitingForTheBank();
    // The bank's step completes in Stripe.js; the page is closed before it calls /api/payment/confirm.
    stripe.completeAuthentication(intentId);
    await until('the webhook to be answered', () => succeededDelivery(intentId)?.status === 200);
    expect(await settled(orderId)).toEqual({ status: 'paid', invoices: 1 });
    // The event reached the endpoint once, signed with its secret (the endpoint answered 200).
    expect(stripe.deliveries.filter((delivery) => delivery.eventId === succeededDelivery(intentId)?.eventId)).toEqual([
      expect.objectContaining({ attempts: 1, status: 200 }),
    ]);
  });

  it('are sent again with backoff while the endpoint fails, and the order still settles once', async () => {
    const { orderId, intentId } = await orderWaitingForTheBank();
    outage = 2;
    stripe.completeAuthentication(intentId);
    await until('the webhook to be answered', () => succeededDelivery(intentId)?.status === 200);
    expect(succeededDelivery(intentId)?.attempts).toBe(3);
    expect(await settled(orderId)).toEqual({ status: 'paid', invoices: 1 });
  });
});

import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeChargeLookup, stripeSdkOptions } from './charge-lookup';
import { createStripeGateway } from './stripe.gateway';
import { type TStripeTestServer, startStripeTestServer } from './stripe.test-server';

/*
 * What Stripe.js does in the browser, over HTTP against the local Stripe wire server: a PaymentMethod
 * from a test card (never a card number), the server's PaymentIntent asking for the bank's step, the
 * step failing and then succeeding, each call with the publishable key and the intent's client secret.
 */

let server: TStripeTestServer;
beforeAll(async () => {
  server = await startStripeTestServer({
    secretKey: 'sk_test_browser',
    publishableKey: 'pk_test_browser',
    stripeJs: 'window.Stripe = function Stripe() {};',
  });
});
afterAll(() => server.close());

const gateway = () => createStripeGateway({ secretKey: 'sk_test_browser', baseUrl: server.url });

type TBody = Record<string, unknown> & { id?: string };

/** Stripe.js: a form-encoded call with the publishable key in the body (GET: in the query). */
async function fromBrowser(method: 'GET' | 'POST', path: string, params: Record<string, string>) {
  const body = new URLSearchParams({ key: 'pk_test_browser', ...params });
  const response =
    method === 'GET'
      ? await fetch(`${server.url}${path}?${body.toString()}`)
      : await fetch(`${server.url}${path}`, { method, body });
  return {
    status: response.status,
    cors: response.headers.get('access-control-allow-origin'),
    body: (await response.json()) as TBody,
  };
}

async function orderCharge(token: string, orderId = randomUUID()) {
  const { customerId } = await gateway().createCustomer({ email: 'sca@example.test', name: 'Sam' });
  const made = await fromBrowser('POST', '/v1/payment_methods', { type: 'card', test_payment_method: token });
  expect(made.status).toBe(200);
  const charge = await gateway().createCharge(
    {
      customerId,
      paymentMethodId: String(made.body.id),
      amount: 7199,
      currency: 'gbp',
      description: 'Launchpad order',
      metadata: { orderId },
    },
    { idempotencyKey: randomUUID() },
  );
  return { customerId, orderId, paymentMethodId: String(made.body.id), charge };
}

describe('local Stripe wire server: the calls Stripe.js makes', () => {
  it('serves the configured Stripe.js script', async () => {
    const response = await fetch(`${server.url}/v3/`);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toContain('window.Stripe');
  });

  it('makes a PaymentMethod only from a test card with the publishable key; a card number sent with the secret key is refused', async () => {
    const made = await fromBrowser('POST', '/v1/payment_methods', {
      type: 'card',
      test_payment_method: 'pm_card_visa',
    });
    expect(made).toMatchObject({ status: 200, cors: '*' });
    expect(made.body).toMatchObject({ object: 'payment_method', card: { brand: 'visa', last4: '4242' } });
    expect(made.body.id).toMatch(/^pm_/);

    const wrongKey = await fetch(`${server.url}/v1/payment_methods`, {
      method: 'POST',
      body: new URLSearchParams({ key: 'pk_test_other', type: 'card', test_payment_method: 'pm_card_visa' }),
    });
    expect(wrongKey.status).toBe(401);

    const stripe = new Stripe('sk_test_browser', stripeSdkOptions(server.url));
    const raw = await stripe.paymentMethods
      .create({ type: 'card', card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' } })
      .then(
        () => null,
        (error: unknown) => error as { message: string },
      );
    expect(raw?.message).toMatch(/Sending credit card numbers directly to the Stripe API is generally unsafe/);
  });

  it('runs the bank’s step of a 3-D Secure card: only with the client secret; failing it, confirming again, then completing it', async () => {
    const { charge } = await orderCharge('pm_card_threeDSecure2Required');
    expect(charge.status).toBe('requires_action');
    const secret = charge.clientSecret ?? '';
    const path = `/v1/payment_intents/${charge.id}`;

    expect((await fromBrowser('GET', path, { client_secret: `${charge.id}_secret_wrong` })).status).toBe(404);
    expect((await fromBrowser('GET', path, { client_secret: secret })).body).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'use_stripe_sdk' },
    });

    const failed = await fromBrowser('POST', `${path}/test_authenticate`, { client_secret: secret, outcome: 'fail' });
    expect(failed.body).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
    expect((await gateway().retrieveCharge(charge.id)).status).not.toBe('succeeded');

    const again = await fromBrowser('POST', `${path}/confirm`, {
      client_secret: secret,
      payment_method: 'pm_card_threeDSecure2Required',
    });
    expect(again.body).toMatchObject({ status: 'requires_action' });
    const done = await fromBrowser('POST', `${path}/test_authenticate`, { client_secret: secret, outcome: 'complete' });
    expect(done.body).toMatchObject({ status: 'succeeded', amount_received: 7199 });
    expect(await gateway().retrieveCharge(charge.id)).toMatchObject({ status: 'succeeded', amount: 7199 });
  });

  it('declines the declined test card when the browser confirms with it', async () => {
    const { charge } = await orderCharge('pm_card_threeDSecure2Required');
    const path = `/v1/payment_intents/${charge.id}`;
    const secret = charge.clientSecret ?? '';
    await fromBrowser('POST', `${path}/test_authenticate`, { client_secret: secret, outcome: 'fail' });
    const declined = await fromBrowser('POST', `${path}/confirm`, {
      client_secret: secret,
      payment_method: 'pm_card_chargeDeclined',
    });
    expect(declined).toMatchObject({ status: 402, body: { error: { code: 'card_declined' } } });
  });
});

describe('reconciliation lookup (stripeChargeLookup) against the wire server', () => {
  it('finds the PaymentIntent made for an order by its metadata, and nothing for an order never charged', async () => {
    const lookup = stripeChargeLookup({ secretKey: 'sk_test_browser', apiUrl: server.url });
    const { customerId, orderId, charge } = await orderCharge('pm_card_visa');
    const createdAt = new Date();
    expect(await lookup.findOrderCharge({ orderId, customerId, idempotencyKey: randomUUID(), createdAt })).toEqual({
      id: charge.id,
      status: 'succeeded',
      failureMessage: null,
    });
    expect(
      await lookup.findOrderCharge({ orderId: randomUUID(), customerId, idempotencyKey: randomUUID(), createdAt }),
    ).toBeNull();
    expect(
      await lookup.findOrderCharge({
        orderId,
        customerId,
        idempotencyKey: randomUUID(),
        createdAt: new Date(Date.now() + 3_600_000),
      }),
    ).toBeNull();
  });
});

import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { CardDeclinedError, PaymentProviderError } from './payment.provider';
import Stripe from 'stripe';
import { createStripeGateway } from './stripe.gateway';
import { STRIPE_API_VERSION, stripeErrorToAppError } from './stripe.sdk';
import { type TStripeTestServer, startStripeTestServer } from './stripe.test-server';

let server: TStripeTestServer;
beforeAll(async () => {
  server = await startStripeTestServer({ secretKey: 'sk_test_adapter' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.delayMs = 0;
  server.requests.length = 0;
});

const gateway = (overrides: { secretKey?: string; baseUrl?: string; timeoutMs?: number } = {}) =>
  createStripeGateway({ secretKey: 'sk_test_adapter', baseUrl: server.url, maxNetworkRetries: 0, ...overrides });

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('stripe adapter: the wire format', () => {
  it('creates a customer with a form-encoded body, the secret key, the pinned version and an idempotency key', async () => {
    const { customerId } = await gateway().createCustomer({ email: 'ada+cards@example.test', name: 'Ada Lovelace' });
    expect(customerId).toMatch(/^cus_\w+$/);
    expect(server.customers.get(customerId)).toMatchObject({ email: 'ada+cards@example.test', name: 'Ada Lovelace' });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/customers');
    expect(request?.headers.authorization).toBe('Bearer sk_test_adapter');
    expect(request?.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers['idempotency-key']).toMatch(UUID);
    expect(request?.rawBody).toBe('email=ada%2Bcards%40example.test&name=Ada%20Lovelace');
  });

  it('uses a fresh idempotency key for each change unless the caller gives one, and a retry then changes nothing', async () => {
    await gateway().createCustomer({ email: 'a@example.test', name: 'A' });
    await gateway().createCustomer({ email: 'a@example.test', name: 'A' });
    const [k1, k2] = server.requests.map((r) => r.headers['idempotency-key']);
    expect(k1).not.toBe(k2);

    const before = server.customers.size;
    const first = await gateway().createCustomer(
      { email: 'b@example.test', name: 'B' },
      { idempotencyKey: 'signup-42' },
    );
    const retry = await gateway().createCustomer(
      { email: 'b@example.test', name: 'B' },
      { idempotencyKey: 'signup-42' },
    );
    expect(retry).toEqual(first);
    expect(server.customers.size).toBe(before + 1);
    expect(server.requests.at(-1)?.headers['idempotency-key']).toBe('signup-42');
  });

  it('sets the default card with the nested invoice_settings[default_payment_method] key', async () => {
    const stripe = gateway();
    const { customerId } = await stripe.createCustomer({ email: 'c@example.test', name: 'C' });
    const card = await stripe.attachPaymentMethod(customerId, 'pm_card_visa');
    await stripe.setDefaultPaymentMethod(customerId, card.id);
    const request = server.requests.at(-1);
    expect(request?.path).toBe(`/v1/customers/${customerId}`);
    expect(request?.rawBody).toBe(`invoice_settings[default_payment_method]=${card.id}`);
    expect(request?.params).toEqual({ invoice_settings: { default_payment_method: card.id } });
    expect(server.customers.get(customerId)?.defaultPaymentMethod).toBe(card.id);
  });

  it('reads with GET and a query string, without a body or idempotency key', async () => {
    const stripe = gateway();
    const { customerId } = await stripe.createCustomer({ email: 'd@example.test', name: 'D' });
    await stripe.listPaymentMethods(customerId);
    const request = server.requests.at(-1);
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe(`/v1/customers/${customerId}/payment_methods`);
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ type: 'card', limit: '100' });
    expect(request?.headers['idempotency-key']).toBeUndefined();
    expect(request?.rawBody).toBe('');
  });

  it('escapes ids in the path, so a crafted id cannot reach another endpoint', async () => {
    const stripe = gateway();
    const { customerId } = await stripe.createCustomer({ email: 'e@example.test', name: 'E' });
    await stripe.detachPaymentMethod(`../customers/${customerId}`);
    expect(server.requests.at(-1)?.path).toBe(`/v1/payment_methods/..%2Fcustomers%2F${customerId}/detach`);
    expect(server.customers.get(customerId)).toBeDefined();
  });
});

describe('stripe adapter: cards', () => {
  it('attaches a Stripe.js token, keeping the id Stripe returns, and lists it', async () => {
    const stripe = gateway();
    const { customerId } = await stripe.createCustomer({ email: 'f@example.test', name: 'F' });
    const visa = await stripe.attachPaymentMethod(customerId, 'pm_card_visa');
    expect(visa).toEqual({
      id: expect.stringMatching(/^pm_\w+$/),
      customerId,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 3,
      fingerprint: expect.any(String),
    });
    expect(visa.id).not.toBe('pm_card_visa');
    // Saved with a SetupIntent confirmed at once, for later payments without the cardholder.
    const setup = server.requests.find((r) => r.path === '/v1/setup_intents');
    expect(setup?.params).toEqual({
      customer: customerId,
      payment_method: 'pm_card_visa',
      allowed_payment_method_types: { 0: 'card' },
      usage: 'off_session',
      confirm: 'true',
    });
    expect(server.paymentMethods.get(visa.id)?.customer).toBe(customerId);

    const token = server.tokenise({ number: '378282246310005', brand: 'amex', expMonth: 3, expYear: 2031 });
    const amex = await stripe.attachPaymentMethod(customerId, token);
    expect(amex).toMatchObject({ id: token, brand: 'amex', last4: '0005', expMonth: 3, expYear: 2031 });

    const listed = await stripe.listPaymentMethods(customerId);
    expect(listed.map((m) => m.id)).toEqual([amex.id, visa.id]);
  });

  it('gives the same card number the same fingerprint', async () => {
    const stripe = gateway();
    const { customerId } = await stripe.createCustomer({ email: 'g@example.test', name: 'G' });
    const a = await stripe.attachPaymentMethod(customerId, 'pm_card_visa');
    const b = await stripe.attachPaymentMethod(customerId, 'pm_card_visa');
    const c = await stripe.attachPaymentMethod(customerId, 'pm_card_mastercard');
    expect(a.id).not.toBe(b.id);
    expect(a.fingerprint).toBe(b.fingerprint);
    expect(a.fingerprint).not.toBe(c.fingerprint);
  });

  it("relays Stripe's message when a card is declined", async () => {
    const stripe = gateway();
    const { customerId } = await stripe.createCustomer({ email: 'h@example.test', name: 'H' });
    const cases = [
      ['pm_card_chargeDeclinedExpiredCard', 'Your card has expired.', 'expired_card'],
      ['pm_card_chargeDeclinedIncorrectCvc', "Your card's security code is incorrect.", 'incorrect_cvc'],
      ['pm_card_chargeDeclined', 'Your card was declined.', 'generic_decline'],
      ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.', 'insufficient_funds'],
    ] as const;
    for (const [token, message, declineCode] of cases) {
      const error = await failure(stripe.attachPaymentMethod(customerId, token));
      expect(error, token).toBeInstanceOf(CardDeclinedError);
      expect(error.statusCode).toBe(422);
      expect(error.message).toBe(message);
      expect((error as CardDeclinedError).declineCode).toBe(declineCode);
    }
    expect(await stripe.listPaymentMethods(customerId)).toEqual([]);
  });

  it('detaches, and treats a card already detached or gone as done', async () => {
    const stripe = gateway();
    const { customerId } = await stripe.createCustomer({ email: 'i@example.test', name: 'I' });
    const card = await stripe.attachPaymentMethod(customerId, 'pm_card_visa');
    await stripe.detachPaymentMethod(card.id);
    expect(server.paymentMethods.get(card.id)?.customer).toBeNull();
    expect(server.requests.at(-1)?.path).toBe(`/v1/payment_methods/${card.id}/detach`);
    await expect(stripe.detachPaymentMethod(card.id)).resolves.toBeUndefined();
    await expect(stripe.detachPaymentMethod('pm_gone')).resolves.toBeUndefined();
  });

  it('refuses to take card details: the browser tokenises them with Stripe.js', async () => {
    const error = await failure(
      gateway().createCardPaymentMethod({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toMatch(/Stripe\.js.*paymentMethodId/);
    expect(server.requests).toHaveLength(0);
  });
});

describe('stripe adapter: failures', () => {
  it("gives a general message, not Stripe's, for a request Stripe rejects", async () => {
    const stripe = gateway();
    const { customerId } = await stripe.createCustomer({ email: 'j@example.test', name: 'J' });
    const notAttached = server.tokenise({ number: '4242424242424242', brand: 'visa', expMonth: 1, expYear: 2030 });
    const error = await failure(stripe.setDefaultPaymentMethod(customerId, notAttached));
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(
      'The payment service could not process this request. Please check the card and try again.',
    );
    expect((error as PaymentProviderError).detail).toMatchObject({
      httpStatus: 400,
      processorType: 'invalid_request_error',
      processorMessage: expect.stringContaining('does not have a payment method'),
    });
  });

  it('says a missing card could not be found', async () => {
    const stripe = gateway();
    const { customerId } = await stripe.createCustomer({ email: 'k@example.test', name: 'K' });
    const error = await failure(stripe.attachPaymentMethod(customerId, 'pm_nonexistent'));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('We could not find that card. Please enter the card again.');
  });

  it('reports a wrong secret key as the service being unavailable, without details', async () => {
    const error = await failure(
      gateway({ secretKey: 'sk_test_wrong' }).createCustomer({ email: 'l@x.test', name: 'L' }),
    );
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.statusCode).toBe(503);
    expect(error.message).toBe('The payment service is unavailable right now. Please try again in a moment.');
    expect(error.message).not.toContain('sk_test');
  });

  it('gives up after the timeout with a 503', async () => {
    // The service answers only after 3 s; the gateway gives up at 100 ms (well before, even on a busy machine).
    server.delayMs = 3_000;
    const started = Date.now();
    const error = await failure(gateway({ timeoutMs: 100 }).createCustomer({ email: 'm@x.test', name: 'M' }));
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe('The payment service took too long to answer. Please try again in a moment.');
  });

  it('reports an unreachable service as a 503', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const error = await failure(
      gateway({ baseUrl: `http://127.0.0.1:${port}` }).createCustomer({ email: 'n@x.test', name: 'N' }),
    );
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe('We could not reach the payment service. Please try again in a moment.');
  });

  it('maps each kind of Stripe error to a status', () => {
    const map = (statusCode: number, error: Record<string, string>) => {
      const mapped = stripeErrorToAppError(Stripe.errors.StripeError.generate({ statusCode, ...error }));
      return [mapped.code, mapped.message];
    };
    expect(map(402, { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' })).toEqual([
      'UNPROCESSABLE',
      'Your card was declined.',
    ]);
    expect(map(429, { type: 'rate_limit_error', message: 'Too many requests' })[0]).toBe('SERVICE_UNAVAILABLE');
    expect(map(500, { type: 'api_error', message: 'boom' })[0]).toBe('SERVICE_UNAVAILABLE');
    expect(map(400, { type: 'idempotency_error', message: 'Keys for idempotent requests…' })[0]).toBe(
      'SERVICE_UNAVAILABLE',
    );
    expect(map(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' })[0]).toBe(
      'SERVICE_UNAVAILABLE',
    );
    expect(map(400, { type: 'invalid_request_error', message: 'Received unknown parameter: x' })).toEqual([
      'BAD_REQUEST',
      'The payment service could not process this request. Please check the card and try again.',
    ]);
    expect(stripeErrorToAppError(new Error('socket hang up')).code).toBe('SERVICE_UNAVAILABLE');
    expect(map(502, { type: 'api_error' })[0]).toBe('SERVICE_UNAVAILABLE');
    expect(map(402, { type: 'card_error' })[1]).toBe('Your card was declined.');
  });
});

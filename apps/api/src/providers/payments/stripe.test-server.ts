// Test helper (not a test): a local HTTP server on 127.0.0.1 that speaks Stripe's wire format for the
// calls the cards and checkout features make, so the adapter is tested over real HTTP rather than
// against a mock. Customers and PaymentMethods live here; PaymentIntents, Products, Subscriptions and
// events in stripe.test-server.checkout.ts.
import { createHash } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TRecordedRequest } from './stripe.test-server.checkout';
import {
  type TStoredPaymentIntent,
  type TStoredRefund,
  type TStoredSubscription,
  type TStripeEvent,
  createCheckoutWire,
} from './stripe.test-server.checkout';
import {
  AUTHENTICATION_REQUIRED,
  DECLINED,
  type TCardDecline,
  type TCardSpec,
  type TStoredCustomer,
  type TStoredPaymentMethod,
  type TStripeObject,
  StripeHttpError,
  invalid,
  missing,
  signStripeWebhook,
  stripeId,
} from './stripe.test-server.wire';

export type { TStripeEvent } from './stripe.test-server.checkout';

export type TStoredSetupIntent = {
  id: string;
  customer: string | null;
  paymentMethod: string | null;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded';
  usage: string;
  clientSecret: string;
  lastError: { code: string; message: string } | null;
};

export type { TRecordedRequest };

/** Stripe's test payment-method tokens: each use mints a new PaymentMethod for that card. */
const TEST_TOKENS: Record<string, { number: string; brand: string; decline?: TCardDecline }> = {
  pm_card_visa: { number: '4242424242424242', brand: 'visa' },
  pm_card_mastercard: { number: '5555555555554444', brand: 'mastercard' },
  pm_card_amex: { number: '378282246310005', brand: 'amex' },
  pm_card_discover: { number: '6011111111111117', brand: 'discover' },
  pm_card_chargeCustomerFail: { number: '4000000000000341', brand: 'visa' },
  pm_card_authenticationRequired: { number: '4000002500003155', brand: 'visa' },
  pm_card_threeDSecure2Required: { number: '4000000000003220', brand: 'visa' },
  pm_card_chargeDeclined: { number: '4000000000000002', brand: 'visa', decline: DECLINED },
  pm_card_chargeDeclinedInsufficientFunds: {
    number: '4000000000009995',
    brand: 'visa',
    decline: { ...DECLINED, declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
  pm_card_chargeDeclinedExpiredCard: {
    number: '4000000000000069',
    brand: 'visa',
    decline: { code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' },
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    number: '4000000000000127',
    brand: 'visa',
    decline: { code: 'incorrect_cvc', message: "Your card's security code is incorrect.", param: 'cvc' },
  },
};

/** Stripe's form decoding: `a[b][0]=x` becomes `{ a: { b: { 0: 'x' } } }`. */
export function decodeStripeForm(raw: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const [head = '', ...rest] = key.split('[');
    const path = [head, ...rest.map((part) => part.replace(/\]$/, ''))];
    let node = result;
    path.forEach((segment, index) => {
      if (index === path.length - 1) node[segment] = value;
      else node = (node[segment] ??= {}) as Record<string, unknown>;
    });
  }
  return result;
}

export type TStripeTestServer = {
  url: string;
  secretKey: string;
  /** What Stripe.js in the browser (the stand-in) sends, with an intent's client secret. */
  publishableKey: string;
  requests: TRecordedRequest[];
  customers: Map<string, TStoredCustomer>;
  paymentMethods: Map<string, TStoredPaymentMethod>;
  paymentIntents: Map<string, TStoredPaymentIntent>;
  setupIntents: Map<string, TStoredSetupIntent>;
  subscriptions: Map<string, TStoredSubscription>;
  refunds: Map<string, TStoredRefund>;
  /** Every event Stripe would have sent to a webhook endpoint, oldest first. */
  events: TStripeEvent[];
  /** With `webhooks`: each event sent to the endpoint, with the endpoint's last answer. */
  deliveries: TWebhookDelivery[];
  /** Hold every answer this long (to test timeouts). */
  delayMs: number;
  /** What Stripe.js does in the browser: tokenise a card and return the PaymentMethod id. */
  tokenise(card: TCardSpec): string;
  /** Move the server's clock and bill every subscription whose period has ended (Stripe's test clocks). */
  advanceClock(now: Date): void;
  /** The cardholder completes (or fails) the bank's authentication of a PaymentIntent. */
  completeAuthentication(paymentIntentId: string, succeed?: boolean): void;
  /** The same for a SetupIntent (a card being saved). */
  completeSetupAuthentication(setupIntentId: string, succeed?: boolean): void;
  /** An event as Stripe delivers it: the JSON body and its Stripe-Signature header for `secret`. */
  webhook(event: TStripeEvent, secret: string, timestamp?: number): { payload: string; signature: string };
  close(): Promise<void>;
};

/** Where events go: the endpoint's signing secret, and how a signed event reaches it (its HTTP status). */
export type TWebhookEndpoint = {
  secret: string;
  send: (delivery: { payload: string; signature: string }) => Promise<number>;
};

export type TWebhookDelivery = { eventId: string; type: string; attempts: number; status: number | null };

/** A webhook endpoint at a URL, posted to as Stripe posts (JSON body, Stripe-Signature header). */
export const webhookTo = (url: string, secret: string): TWebhookEndpoint => ({
  secret,
  send: async ({ payload, signature }) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return res.status;
  },
});

const WEBHOOK_ATTEMPTS = 5;
const WEBHOOK_FIRST_RETRY_MS = 250;

/**
 * Like Stripe: each event is sent after the request that caused it has been answered, and an endpoint
 * that does not answer 2xx gets it again with backoff (here a few times within seconds, not days).
 */
function deliverWebhooks(endpoint: TWebhookEndpoint, deliveries: TWebhookDelivery[]) {
  return (event: TStripeEvent) => {
    const delivery: TWebhookDelivery = { eventId: event.id, type: event.type, attempts: 0, status: null };
    deliveries.push(delivery);
    const payload = JSON.stringify(event);
    const attempt = async () => {
      delivery.attempts += 1;
      const status = await endpoint
        .send({ payload, signature: signStripeWebhook(payload, endpoint.secret) })
        .catch(() => null);
      delivery.status = status;
      const delivered = status !== null && status >= 200 && status < 300;
      if (!delivered && delivery.attempts < WEBHOOK_ATTEMPTS) {
        setTimeout(() => void attempt(), WEBHOOK_FIRST_RETRY_MS * 2 ** (delivery.attempts - 1));
      }
    };
    setTimeout(() => void attempt(), 0);
  };
}

/** Stripe's answer to a card number sent to its api (only Stripe.js, on Stripe's own page, may take one). */
const RAW_CARD_REFUSED =
  'Sending credit card numbers directly to the Stripe API is generally unsafe. To continue processing use Stripe.js, the Stripe mobile bindings, or Stripe Elements. For testing, use test tokens (such as pm_card_visa) instead.';

export async function startStripeTestServer(
  options: {
    secretKey?: string;
    publishableKey?: string;
    /** Listen here (the journeys' fixed port); by default any free port. */
    port?: number;
    /** Served at GET /v3/ and /v3/stripe.js: the browser's Stripe.js (the journeys' local stand-in). */
    stripeJs?: string;
    /** Send every event, signed with `secret`, as Stripe does to a webhook endpoint (see webhookTo). */
    webhooks?: TWebhookEndpoint;
  } = {},
): Promise<TStripeTestServer> {
  const secretKey = options.secretKey ?? 'sk_test_x';
  const publishableKey = options.publishableKey ?? 'pk_test_x';
  const customers = new Map<string, TStoredCustomer>();
  const paymentMethods = new Map<string, TStoredPaymentMethod>();
  const setupIntents = new Map<string, TStoredSetupIntent>();
  const requests: TRecordedRequest[] = [];
  const idempotency = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  let seq = 0;

  const newPaymentMethod = (card: TCardSpec): TStoredPaymentMethod => {
    seq += 1;
    const method = { id: stripeId('pm'), customer: null, card, created: Math.floor(Date.now() / 1000), seq };
    paymentMethods.set(method.id, method);
    return method;
  };

  const customerJson = (c: TStoredCustomer): TStripeObject => ({
    id: c.id,
    object: 'customer',
    email: c.email,
    name: c.name,
    invoice_settings: { default_payment_method: c.defaultPaymentMethod, custom_fields: null, footer: null },
    livemode: false,
    metadata: {},
  });

  const paymentMethodJson = (m: TStoredPaymentMethod): TStripeObject => ({
    id: m.id,
    object: 'payment_method',
    type: 'card',
    customer: m.customer,
    created: m.created,
    livemode: false,
    billing_details: { address: null, email: null, name: null, phone: null },
    card: {
      brand: m.card.brand,
      country: 'US',
      exp_month: m.card.expMonth,
      exp_year: m.card.expYear,
      fingerprint: createHash('sha256').update(m.card.number).digest('base64url').slice(0, 16),
      funding: 'credit',
      last4: m.card.number.slice(-4),
    },
    metadata: {},
  });

  const deliveries: TWebhookDelivery[] = [];
  const checkout = createCheckoutWire({
    customers,
    paymentMethods,
    ...(options.webhooks ? { onEvent: deliverWebhooks(options.webhooks, deliveries) } : {}),
    resolvePaymentMethod: (id, param) => {
      const token = TEST_TOKENS[id];
      if (token) {
        return newPaymentMethod({
          number: token.number,
          brand: token.brand,
          expMonth: 12,
          expYear: new Date().getFullYear() + 3,
        });
      }
      const stored = paymentMethods.get(id);
      if (!stored) throw missing('PaymentMethod', id, param);
      return stored;
    },
  });

  const findCustomer = (id: string, param = 'id') => {
    const customer = customers.get(id);
    if (!customer) throw missing('customer', id, param);
    return customer;
  };

  /** Attach a card (a stored one, or a new one minted for a test token) to a customer, as setting it up does. */
  function attach(customerId: string, id: string, param: string): TStoredPaymentMethod {
    const token = TEST_TOKENS[id];
    if (token?.decline) {
      const { code, declineCode, message, param: declineParam } = token.decline;
      throw new StripeHttpError(402, {
        type: 'card_error',
        code,
        decline_code: declineCode,
        message,
        param: declineParam,
      });
    }
    const stored = token
      ? newPaymentMethod({
          number: token.number,
          brand: token.brand,
          expMonth: 12,
          expYear: new Date().getFullYear() + 3,
        })
      : paymentMethods.get(id);
    if (!stored) throw missing('PaymentMethod', id, param);
    if (stored.customer && stored.customer !== customerId) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        message: 'The payment method you provided has already been attached to a customer.',
      });
    }
    stored.customer = customerId;
    return stored;
  }

  const setupIntentJson = (si: TStoredSetupIntent): TStripeObject => ({
    id: si.id,
    object: 'setup_intent',
    customer: si.customer,
    payment_method: si.paymentMethod,
    status: si.status,
    usage: si.usage,
    client_secret: si.clientSecret,
    next_action: si.status === 'requires_action' ? { type: 'use_stripe_sdk', use_stripe_sdk: {} } : null,
    last_setup_error: si.lastError
      ? { type: 'card_error', code: si.lastError.code, message: si.lastError.message }
      : null,
    payment_method_types: ['card'],
    livemode: false,
    metadata: {},
  });

  /** Confirm a SetupIntent with a card: the bank may ask the cardholder to authenticate first. */
  function confirmSetup(si: TStoredSetupIntent, paymentMethodId: string) {
    const resolved = TEST_TOKENS[paymentMethodId] || paymentMethods.get(paymentMethodId);
    if (!resolved) throw missing('PaymentMethod', paymentMethodId, 'payment_method');
    const number = TEST_TOKENS[paymentMethodId]?.number ?? paymentMethods.get(paymentMethodId)?.card.number ?? '';
    if (AUTHENTICATION_REQUIRED.has(number)) {
      const minted = TEST_TOKENS[paymentMethodId]
        ? newPaymentMethod({ number, brand: 'visa', expMonth: 12, expYear: new Date().getFullYear() + 3 })
        : paymentMethods.get(paymentMethodId);
      si.paymentMethod = minted?.id ?? paymentMethodId;
      si.status = 'requires_action';
      return;
    }
    try {
      si.paymentMethod = attach(si.customer ?? '', paymentMethodId, 'payment_method').id;
      si.status = 'succeeded';
      si.lastError = null;
      checkout.emit('setup_intent.succeeded', setupIntentJson(si));
    } catch (error) {
      if (error instanceof StripeHttpError && error.status === 402) {
        si.status = 'requires_payment_method';
        si.lastError = { code: error.body.code ?? 'card_declined', message: error.body.message };
        throw new StripeHttpError(402, { ...error.body, setup_intent: setupIntentJson(si) });
      }
      throw error;
    }
  }

  function routeSetupIntent(req: TRecordedRequest, id: string | undefined, action: string | undefined) {
    const { method, params } = req;
    if (!id && method === 'POST') {
      const customerId = typeof params.customer === 'string' ? params.customer : null;
      if (customerId) findCustomer(customerId, 'customer');
      const siId = stripeId('seti');
      const si: TStoredSetupIntent = {
        id: siId,
        customer: customerId,
        paymentMethod: null,
        status: 'requires_payment_method',
        usage: typeof params.usage === 'string' ? params.usage : 'off_session',
        clientSecret: `${siId}_secret_${stripeId('x').slice(2, 14)}`,
        lastError: null,
      };
      setupIntents.set(si.id, si);
      if (params.confirm === 'true') {
        if (typeof params.payment_method !== 'string')
          throw invalid('Missing required param: payment_method.', 'payment_method');
        confirmSetup(si, params.payment_method);
      }
      return { status: 200, body: setupIntentJson(si) };
    }
    const si = id ? setupIntents.get(id) : undefined;
    if (id && !si) throw missing('setup_intent', id);
    if (si && !action && method === 'GET') return { status: 200, body: setupIntentJson(si) };
    if (si && action === 'confirm' && method === 'POST') {
      if (si.status !== 'requires_payment_method') {
        throw invalid(`This SetupIntent's status is ${si.status}: it cannot be confirmed again.`);
      }
      if (typeof params.payment_method !== 'string')
        throw invalid('Missing required param: payment_method.', 'payment_method');
      confirmSetup(si, params.payment_method);
      return { status: 200, body: setupIntentJson(si) };
    }
    return null;
  }

  /** The cardholder completes (or fails) the bank's step of a SetupIntent, as Stripe.js would report. */
  function completeSetupAuthentication(setupIntentId: string, succeed: boolean) {
    const si = setupIntents.get(setupIntentId);
    if (!si || si.status !== 'requires_action') throw new Error(`${setupIntentId} is not awaiting authentication`);
    if (!succeed) {
      si.status = 'requires_payment_method';
      si.lastError = {
        code: 'setup_intent_authentication_failure',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      };
      return;
    }
    const stored = paymentMethods.get(si.paymentMethod ?? '');
    if (stored) stored.customer = si.customer;
    si.status = 'succeeded';
    si.lastError = null;
    checkout.emit('setup_intent.succeeded', setupIntentJson(si));
  }

  /** A PaymentIntent or SetupIntent as the browser may see it: only with its client secret. */
  function intentFor(resource: string | undefined, id: string | undefined, clientSecret: unknown) {
    const intent =
      resource === 'payment_intents'
        ? checkout.paymentIntents.get(id ?? '')
        : resource === 'setup_intents'
          ? setupIntents.get(id ?? '')
          : undefined;
    if (!intent || intent.clientSecret !== clientSecret) {
      throw missing(resource === 'setup_intents' ? 'setup_intent' : 'payment_intent', id ?? '', 'client_secret');
    }
    return intent;
  }

  /**
   * What Stripe.js calls with the publishable key: make a PaymentMethod (from a test token only; the
   * card field is Stripe's), read, confirm and authenticate an intent given its client secret.
   */
  function routeBrowser(req: TRecordedRequest): { status: number; body: unknown } {
    const { method, params } = req;
    const [, resource, id, action] = req.path.split('/').filter(Boolean).map(decodeURIComponent);
    if (resource === 'payment_methods' && !id && method === 'POST') {
      const token = TEST_TOKENS[String(params.test_payment_method ?? '')];
      if (!token) throw invalid('Send one of the test payment methods (pm_card_visa, …).', 'test_payment_method');
      return {
        status: 200,
        body: paymentMethodJson(
          newPaymentMethod({
            number: token.number,
            brand: token.brand,
            expMonth: 12,
            expYear: new Date().getFullYear() + 3,
          }),
        ),
      };
    }
    const clientSecret = method === 'GET' ? req.query.get('client_secret') : params.client_secret;
    if (resource === 'payment_intents' && id) {
      const intent = intentFor(resource, id, clientSecret) as TStoredPaymentIntent;
      if (!action && method === 'GET') return { status: 200, body: checkout.intentJson(intent) };
      if (action === 'confirm' && method === 'POST')
        return checkout.confirmPaymentIntent(intent, params.payment_method);
      if (action === 'test_authenticate' && method === 'POST') {
        if (intent.status !== 'requires_action') throw invalid('This PaymentIntent needs no authentication.');
        checkout.completeAuthentication(intent.id, params.outcome === 'complete');
        return { status: 200, body: checkout.intentJson(intent) };
      }
    }
    if (resource === 'setup_intents' && id) {
      const si = intentFor(resource, id, clientSecret) as TStoredSetupIntent;
      if (!action && method === 'GET') return { status: 200, body: setupIntentJson(si) };
      if (action === 'confirm' && method === 'POST') {
        const handled = routeSetupIntent(req, id, action);
        if (handled) return handled;
      }
      if (action === 'test_authenticate' && method === 'POST') {
        if (si.status !== 'requires_action') throw invalid('This SetupIntent needs no authentication.');
        completeSetupAuthentication(si.id, params.outcome === 'complete');
        return { status: 200, body: setupIntentJson(si) };
      }
    }
    throw new StripeHttpError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${req.path}).`,
    });
  }

  function route(req: TRecordedRequest): { status: number; body: unknown } {
    const { method, params } = req;
    const parts = req.path.split('/').filter(Boolean).map(decodeURIComponent);
    const [version, resource, id, action] = parts;
    if (version !== 'v1')
      throw new StripeHttpError(404, { type: 'invalid_request_error', message: 'Unrecognized request URL.' });

    if (resource === 'customers' && method === 'POST' && !id) {
      const customer = {
        id: stripeId('cus'),
        email: typeof params.email === 'string' ? params.email : null,
        name: typeof params.name === 'string' ? params.name : null,
        defaultPaymentMethod: null,
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customerJson(customer) };
    }
    if (resource === 'customers' && id && !action) {
      const customer = findCustomer(id);
      if (method === 'GET') return { status: 200, body: customerJson(customer) };
      const settings = params.invoice_settings as Record<string, unknown> | undefined;
      const wanted = settings?.default_payment_method;
      if (typeof wanted === 'string' && wanted !== '') {
        if (paymentMethods.get(wanted)?.customer !== customer.id) {
          throw new StripeHttpError(400, {
            type: 'invalid_request_error',
            message: `The customer does not have a payment method with the ID ${wanted}. The payment method must be attached to the customer.`,
            param: 'invoice_settings[default_payment_method]',
          });
        }
        customer.defaultPaymentMethod = wanted;
      } else if (wanted === '') {
        customer.defaultPaymentMethod = null;
      }
      return { status: 200, body: customerJson(customer) };
    }
    if (resource === 'customers' && id && action === 'payment_methods' && method === 'GET') {
      const customer = findCustomer(id);
      const limit = Math.min(Number(req.query.get('limit') ?? 10), 100);
      const mine = [...paymentMethods.values()].filter((m) => m.customer === customer.id).sort((a, b) => b.seq - a.seq);
      return {
        status: 200,
        body: {
          object: 'list',
          url: req.path,
          has_more: mine.length > limit,
          data: mine.slice(0, limit).map(paymentMethodJson),
        },
      };
    }
    if (resource === 'payment_methods' && !id && method === 'POST') {
      const card = params.card as Record<string, unknown> | undefined;
      if (card?.number !== undefined) throw new StripeHttpError(402, { type: 'card_error', message: RAW_CARD_REFUSED });
    }
    if (resource === 'payment_methods' && id && !action && method === 'GET') {
      const stored = paymentMethods.get(id);
      if (!stored) throw missing('PaymentMethod', id);
      return { status: 200, body: paymentMethodJson(stored) };
    }
    if (resource === 'payment_methods' && id && action === 'attach' && method === 'POST') {
      const customer = findCustomer(String(params.customer ?? ''), 'customer');
      return { status: 200, body: paymentMethodJson(attach(customer.id, id, 'id')) };
    }
    if (resource === 'setup_intents') {
      const handled = routeSetupIntent(req, id, action);
      if (handled) return handled;
    }
    if (resource === 'payment_methods' && id && action === 'detach' && method === 'POST') {
      const stored = paymentMethods.get(id);
      if (!stored) throw missing('PaymentMethod', id);
      if (!stored.customer) {
        throw new StripeHttpError(400, {
          type: 'invalid_request_error',
          message: 'The payment method you provided is not attached to a customer so detachment is impossible.',
        });
      }
      const owner = customers.get(stored.customer);
      if (owner?.defaultPaymentMethod === stored.id) owner.defaultPaymentMethod = null;
      stored.customer = null;
      return { status: 200, body: paymentMethodJson(stored) };
    }
    const handled = checkout.route(req, [resource, id, action]);
    if (handled) return handled;
    throw new StripeHttpError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${req.path}).`,
    });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const recorded: TRecordedRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      rawBody,
      params: decodeStripeForm(rawBody),
    };
    requests.push(recorded);

    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': stripeId('req'),
          // Stripe.js calls the api from the shop's pages.
          'access-control-allow-origin': '*',
          ...headers,
        });
        response.end(JSON.stringify(body));
      };
      if (server.delayMs > 0) setTimeout(send, server.delayMs);
      else send();
    };
    const fail = (error: StripeHttpError) => reply(error.status, { error: error.body });

    if (recorded.method === 'GET' && /^\/v3(\/|\/stripe\.js)?$/.test(recorded.path) && options.stripeJs) {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
        'cross-origin-resource-policy': 'cross-origin',
      });
      response.end(options.stripeJs);
      return;
    }
    if (recorded.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'content-type',
      });
      response.end();
      return;
    }
    // Stripe.js authenticates with the publishable key in the request, never the secret key.
    const browserKey = recorded.method === 'GET' ? recorded.query.get('key') : recorded.params.key;
    if (typeof browserKey === 'string' && !request.headers.authorization) {
      if (browserKey !== publishableKey) {
        return fail(
          new StripeHttpError(401, {
            type: 'invalid_request_error',
            message: `Invalid API Key provided: ${browserKey.slice(0, 8)}****`,
          }),
        );
      }
      try {
        const answer = routeBrowser(recorded);
        return reply(answer.status, answer.body);
      } catch (error) {
        if (!(error instanceof StripeHttpError)) throw error;
        return fail(error);
      }
    }
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return fail(
        new StripeHttpError(401, {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${String(request.headers.authorization ?? '').slice(7, 15)}****`,
        }),
      );
    }
    let idempotencyKey: string | undefined;
    if (recorded.method === 'POST') {
      if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') {
        return fail(new StripeHttpError(400, { type: 'invalid_request_error', message: 'Send a form-encoded body.' }));
      }
      idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      // Stripe accepts a POST without one; this server insists, because our adapter promises one on every POST.
      if (!idempotencyKey) {
        return fail(
          new StripeHttpError(400, {
            type: 'invalid_request_error',
            message: 'This test server needs an Idempotency-Key.',
          }),
        );
      }
      const seen = idempotency.get(idempotencyKey);
      if (seen) {
        if (seen.fingerprint !== `${recorded.path}\n${rawBody}`) {
          return fail(
            new StripeHttpError(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
            }),
          );
        }
        return reply(seen.status, seen.body, { 'idempotent-replayed': 'true' });
      }
    }
    let result: { status: number; body: unknown };
    try {
      result = route(recorded);
    } catch (error) {
      if (!(error instanceof StripeHttpError)) throw error;
      result = { status: error.status, body: { error: error.body } };
    }
    if (idempotencyKey) idempotency.set(idempotencyKey, { fingerprint: `${recorded.path}\n${rawBody}`, ...result });
    return reply(result.status, result.body);
  }

  const httpServer = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;

  const server: TStripeTestServer = {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    publishableKey,
    requests,
    customers,
    paymentMethods,
    paymentIntents: checkout.paymentIntents,
    setupIntents,
    subscriptions: checkout.subscriptions,
    refunds: checkout.refunds,
    events: checkout.events,
    deliveries,
    delayMs: 0,
    tokenise: (card) => newPaymentMethod(card).id,
    advanceClock: checkout.advanceClock,
    completeAuthentication: checkout.completeAuthentication,
    completeSetupAuthentication: (id, succeed = true) => completeSetupAuthentication(id, succeed),
    webhook: (event, secret, timestamp) => {
      const payload = JSON.stringify(event);
      return { payload, signature: signStripeWebhook(payload, secret, timestamp) };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        httpServer.closeAllConnections();
        httpServer.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return server;
}

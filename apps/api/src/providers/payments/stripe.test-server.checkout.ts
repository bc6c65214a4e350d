// Test helper (not a test): the PaymentIntents, Products, Subscriptions and events part of the local
// Stripe wire server (stripe.test-server.ts), with a clock that tests move to bill subscriptions.
import { addBillingInterval } from '@launchpad/shared';
import type { IncomingMessage } from 'node:http';
import {
  AUTHENTICATION_REQUIRED,
  CHARGE_DECLINES,
  type TCardDecline,
  type TStoredCustomer,
  type TStoredPaymentMethod,
  type TStripeObject,
  StripeHttpError,
  invalid,
  missing,
  stripeId,
} from './stripe.test-server.wire';

/** A call the fake Stripe received, as the tests read it back. */
export type TRecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  rawBody: string;
  params: Record<string, unknown>;
};

export type TStoredPaymentIntent = {
  id: string;
  amount: number;
  currency: string;
  customer: string | null;
  paymentMethod: string;
  description: string | null;
  metadata: Record<string, unknown>;
  status: 'succeeded' | 'requires_action' | 'requires_payment_method';
  clientSecret: string;
  lastError: TCardDecline | null;
  created: number;
};

export type TStoredRefund = {
  id: string;
  paymentIntent: string;
  amount: number;
  status: 'succeeded';
  metadata: Record<string, unknown>;
  created: number;
};

export type TStoredSubscription = {
  id: string;
  customer: string;
  defaultPaymentMethod: string;
  product: string;
  amount: number;
  currency: string;
  interval: 'month' | 'year';
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, unknown>;
};

export type TStripeEvent = {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  data: { object: TStripeObject };
};

type TResult = { status: number; body: unknown };

const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const integerParam = (value: unknown, param: string) => {
  const number = Number(value);
  if (typeof value !== 'string' || !Number.isInteger(number)) throw invalid(`Invalid integer: ${String(value)}`, param);
  return number;
};

export function createCheckoutWire(deps: {
  customers: Map<string, TStoredCustomer>;
  paymentMethods: Map<string, TStoredPaymentMethod>;
  /** A stored PaymentMethod, or a new one minted for a test token such as pm_card_visa. */
  resolvePaymentMethod: (id: string, param: string) => TStoredPaymentMethod;
  /** Told of every event as it happens (the webhook delivery, when one is set up). */
  onEvent?: (event: TStripeEvent) => void;
}) {
  const paymentIntents = new Map<string, TStoredPaymentIntent>();
  const subscriptions = new Map<string, TStoredSubscription>();
  const products = new Map<string, { id: string; name: string }>();
  const refunds = new Map<string, TStoredRefund>();
  const events: TStripeEvent[] = [];
  // Objects are created at the real time; only the billing run of advanceClock sees a later one.
  const clock = () => new Date();

  const emit = (type: string, object: TStripeObject) => {
    const event: TStripeEvent = {
      id: stripeId('evt'),
      object: 'event',
      type,
      created: unix(clock()),
      livemode: false,
      data: { object },
    };
    events.push(event);
    deps.onEvent?.(event);
  };

  const intentJson = (pi: TStoredPaymentIntent): TStripeObject => ({
    id: pi.id,
    object: 'payment_intent',
    amount: pi.amount,
    amount_received: pi.status === 'succeeded' ? pi.amount : 0,
    currency: pi.currency,
    customer: pi.customer,
    payment_method: pi.paymentMethod,
    description: pi.description,
    metadata: pi.metadata,
    status: pi.status,
    client_secret: pi.clientSecret,
    next_action: pi.status === 'requires_action' ? { type: 'use_stripe_sdk' } : null,
    last_payment_error: pi.lastError
      ? {
          type: 'card_error',
          code: pi.lastError.code,
          decline_code: pi.lastError.declineCode,
          message: pi.lastError.message,
        }
      : null,
    created: pi.created,
    livemode: false,
  });

  const subscriptionJson = (sub: TStoredSubscription): TStripeObject => ({
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    default_payment_method: sub.defaultPaymentMethod,
    status: sub.status,
    current_period_start: sub.currentPeriodStart,
    current_period_end: sub.currentPeriodEnd,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id.slice(4)}`,
          current_period_start: sub.currentPeriodStart,
          current_period_end: sub.currentPeriodEnd,
          price: {
            product: sub.product,
            unit_amount: sub.amount,
            currency: sub.currency,
            recurring: { interval: sub.interval },
          },
        },
      ],
    },
    metadata: sub.metadata,
    livemode: false,
  });

  function invoiceJson(
    sub: TStoredSubscription,
    amount: number,
    reason: string,
    start: number,
    end: number,
    paid: boolean,
  ) {
    return {
      id: stripeId('in'),
      object: 'invoice',
      customer: sub.customer,
      subscription: sub.id,
      billing_reason: reason,
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      currency: sub.currency,
      status: paid ? 'paid' : 'open',
      charge: paid && amount > 0 ? stripeId('ch') : null,
      lines: { object: 'list', data: [{ period: { start, end }, amount }] },
      livemode: false,
    };
  }

  function chargeOutcome(method: TStoredPaymentMethod): 'succeeded' | 'requires_action' | TCardDecline {
    if (AUTHENTICATION_REQUIRED.has(method.card.number)) return 'requires_action';
    return CHARGE_DECLINES[method.card.number] ?? 'succeeded';
  }

  function createPaymentIntent(params: Record<string, unknown>): TResult {
    const amount = integerParam(params.amount, 'amount');
    if (amount < 30) throw invalid('Amount must be at least £0.30 gbp', 'amount');
    if (params.currency !== 'gbp') throw invalid('This account takes payments in gbp only.', 'currency');
    const customerId = typeof params.customer === 'string' ? params.customer : null;
    if (customerId && !deps.customers.has(customerId)) throw missing('customer', customerId, 'customer');
    if (typeof params.payment_method !== 'string')
      throw invalid('Missing required param: payment_method.', 'payment_method');
    const method = deps.resolvePaymentMethod(params.payment_method, 'payment_method');
    if (method.customer && method.customer !== customerId) {
      throw invalid('The provided PaymentMethod is attached to another customer.', 'payment_method');
    }
    const id = stripeId('pi');
    const intent: TStoredPaymentIntent = {
      id,
      amount,
      currency: 'gbp',
      customer: customerId,
      paymentMethod: method.id,
      description: typeof params.description === 'string' ? params.description : null,
      metadata: (params.metadata as Record<string, unknown> | undefined) ?? {},
      status: 'succeeded',
      clientSecret: `${id}_secret_${stripeId('x').slice(2, 14)}`,
      lastError: null,
      created: unix(clock()),
    };
    paymentIntents.set(id, intent);
    if (params.confirm !== 'true')
      throw invalid('This test server only confirms at creation: send confirm=true.', 'confirm');
    const outcome = chargeOutcome(method);
    if (outcome === 'requires_action') {
      intent.status = 'requires_action';
      return { status: 200, body: intentJson(intent) };
    }
    if (outcome !== 'succeeded') {
      intent.status = 'requires_payment_method';
      intent.lastError = outcome;
      emit('payment_intent.payment_failed', intentJson(intent));
      throw new StripeHttpError(402, {
        type: 'card_error',
        code: outcome.code,
        ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
        message: outcome.message,
        ...(outcome.param ? { param: outcome.param } : {}),
        payment_intent: intentJson(intent),
      });
    }
    emit('payment_intent.succeeded', intentJson(intent));
    return { status: 200, body: intentJson(intent) };
  }

  /**
   * POST /v1/payment_intents/:id/confirm (the server with its secret key, or Stripe.js with the
   * publishable key and the client secret): charge the intent's card, or a new one after a failure.
   */
  function confirmPaymentIntent(intent: TStoredPaymentIntent, paymentMethodId: unknown): TResult {
    if (intent.status !== 'requires_payment_method') {
      throw invalid(`This PaymentIntent's status is ${intent.status}: it cannot be confirmed.`);
    }
    const method =
      typeof paymentMethodId === 'string' && paymentMethodId !== ''
        ? deps.resolvePaymentMethod(paymentMethodId, 'payment_method')
        : deps.paymentMethods.get(intent.paymentMethod);
    if (!method) throw invalid('Missing required param: payment_method.', 'payment_method');
    intent.paymentMethod = method.id;
    intent.lastError = null;
    const outcome = chargeOutcome(method);
    if (outcome === 'requires_action') {
      intent.status = 'requires_action';
      return { status: 200, body: intentJson(intent) };
    }
    if (outcome !== 'succeeded') {
      intent.lastError = outcome;
      emit('payment_intent.payment_failed', intentJson(intent));
      throw new StripeHttpError(402, {
        type: 'card_error',
        code: outcome.code,
        ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
        message: outcome.message,
        payment_intent: intentJson(intent),
      });
    }
    intent.status = 'succeeded';
    emit('payment_intent.succeeded', intentJson(intent));
    return { status: 200, body: intentJson(intent) };
  }

  /** GET /v1/payment_intents: newest first, by customer and `created[gte]` (what the reconciliation asks). */
  function listPaymentIntents(query: URLSearchParams): TResult {
    const customer = query.get('customer');
    const since = query.get('created[gte]');
    const limit = Math.min(Number(query.get('limit') ?? 10), 100);
    const matching = [...paymentIntents.values()]
      .filter((pi) => (customer ? pi.customer === customer : true))
      .filter((pi) => (since ? pi.created >= Number(since) : true))
      .reverse();
    return {
      status: 200,
      body: {
        object: 'list',
        url: '/v1/payment_intents',
        has_more: matching.length > limit,
        data: matching.slice(0, limit).map(intentJson),
      },
    };
  }

  const refundJson = (refund: TStoredRefund): TStripeObject => ({
    id: refund.id,
    object: 'refund',
    amount: refund.amount,
    currency: 'gbp',
    payment_intent: refund.paymentIntent,
    status: refund.status,
    metadata: refund.metadata,
    created: refund.created,
  });

  /** POST /v1/refunds: part or all of a succeeded PaymentIntent, never more than is left of it. */
  function createRefund(params: Record<string, unknown>): TResult {
    const intentId = typeof params.payment_intent === 'string' ? params.payment_intent : '';
    if (!intentId) throw invalid('Missing required param: payment_intent.', 'payment_intent');
    const intent = paymentIntents.get(intentId);
    if (!intent) throw missing('payment_intent', intentId, 'payment_intent');
    if (intent.status !== 'succeeded') {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'charge_not_refundable',
        message: `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
      });
    }
    const refunded = [...refunds.values()]
      .filter((refund) => refund.paymentIntent === intentId)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const left = intent.amount - refunded;
    const amount = params.amount === undefined ? left : integerParam(params.amount, 'amount');
    if (amount < 1) throw invalid('Refund amount must be at least 1.', 'amount');
    if (amount > left) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${(left / 100).toFixed(2)})`,
        param: 'amount',
      });
    }
    const refund: TStoredRefund = {
      id: stripeId('re'),
      paymentIntent: intentId,
      amount,
      status: 'succeeded',
      metadata: (params.metadata as Record<string, unknown> | undefined) ?? {},
      created: unix(clock()),
    };
    refunds.set(refund.id, refund);
    emit('charge.refunded', { ...intentJson(intent), amount_refunded: refunded + amount });
    return { status: 200, body: refundJson(refund) };
  }

  function createSubscription(params: Record<string, unknown>): TResult {
    const customerId = String(params.customer ?? '');
    const customer = deps.customers.get(customerId);
    if (!customer) throw missing('customer', customerId, 'customer');
    const methodId = String(params.default_payment_method ?? customer.defaultPaymentMethod ?? '');
    if (deps.paymentMethods.get(methodId)?.customer !== customerId) {
      throw invalid(
        'The customer does not have a payment method with the ID given. The payment method must be attached to the customer.',
        'default_payment_method',
      );
    }
    const item = ((params.items as Record<string, unknown> | undefined)?.['0'] ?? {}) as Record<string, unknown>;
    const price = (item.price_data ?? {}) as Record<string, unknown>;
    const product = String(price.product ?? '');
    if (!products.has(product)) throw missing('product', product, 'items[0][price_data][product]');
    const interval = (price.recurring as Record<string, unknown> | undefined)?.interval;
    if (interval !== 'month' && interval !== 'year')
      throw invalid('Invalid recurring interval.', 'items[0][price_data][recurring][interval]');
    const trialEnd = params.trial_end === undefined ? null : integerParam(params.trial_end, 'trial_end');
    if (trialEnd !== null && trialEnd <= unix(clock())) throw invalid('trial_end must be in the future.', 'trial_end');
    const start = unix(clock());
    const sub: TStoredSubscription = {
      id: stripeId('sub'),
      customer: customerId,
      defaultPaymentMethod: methodId,
      product,
      amount: integerParam(price.unit_amount, 'items[0][price_data][unit_amount]'),
      currency: String(price.currency ?? 'gbp'),
      interval,
      status: trialEnd ? 'trialing' : 'active',
      currentPeriodStart: start,
      currentPeriodEnd: trialEnd ?? unix(addBillingInterval(clock(), interval)),
      cancelAtPeriodEnd: false,
      metadata: (params.metadata as Record<string, unknown> | undefined) ?? {},
    };
    subscriptions.set(sub.id, sub);
    emit('customer.subscription.created', subscriptionJson(sub));
    // As Stripe does, the trial starts with an invoice for nothing, paid at once.
    emit('invoice.paid', invoiceJson(sub, 0, 'subscription_create', start, sub.currentPeriodEnd, true));
    return { status: 200, body: subscriptionJson(sub) };
  }

  function endSubscription(sub: TStoredSubscription) {
    sub.status = 'canceled';
    emit('customer.subscription.deleted', subscriptionJson(sub));
  }

  function route(req: TRecordedRequest, [resource, id, action]: (string | undefined)[]): TResult | null {
    const { method, params } = req;
    if (resource === 'payment_intents' && !id && method === 'POST') return createPaymentIntent(params);
    if (resource === 'payment_intents' && !id && method === 'GET') return listPaymentIntents(req.query);
    if (resource === 'payment_intents' && id && action === 'confirm' && method === 'POST') {
      const intent = paymentIntents.get(id);
      if (!intent) throw missing('payment_intent', id);
      return confirmPaymentIntent(intent, params.payment_method);
    }
    if (resource === 'payment_intents' && id && !action && method === 'GET') {
      const intent = paymentIntents.get(id);
      if (!intent) throw missing('payment_intent', id);
      return { status: 200, body: intentJson(intent) };
    }
    if (resource === 'refunds' && !id && method === 'POST') return createRefund(params);
    if (resource === 'refunds' && id && !action && method === 'GET') {
      const refund = refunds.get(id);
      if (!refund) throw missing('refund', id);
      return { status: 200, body: refundJson(refund) };
    }
    if (resource === 'products' && !id && method === 'POST') {
      if (typeof params.name !== 'string' || params.name === '') throw invalid('Missing required param: name.', 'name');
      const product = { id: stripeId('prod'), name: params.name };
      products.set(product.id, product);
      return { status: 200, body: { ...product, object: 'product', active: true, livemode: false } };
    }
    if (resource === 'subscriptions' && !id && method === 'POST') return createSubscription(params);
    if (resource === 'subscriptions' && id && !action) {
      const sub = subscriptions.get(id);
      if (!sub) throw missing('subscription', id);
      if (method === 'DELETE') {
        if (sub.status !== 'canceled') endSubscription(sub);
        return { status: 200, body: subscriptionJson(sub) };
      }
      if (method === 'POST') {
        if (sub.status === 'canceled')
          throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
        if (params.cancel_at_period_end !== undefined) sub.cancelAtPeriodEnd = params.cancel_at_period_end === 'true';
        emit('customer.subscription.updated', subscriptionJson(sub));
      }
      return { status: 200, body: subscriptionJson(sub) };
    }
    return null;
  }

  /** Stripe's test clocks in miniature: bill, as at `now`, every subscription whose period has ended by then. */
  function advanceClock(now: Date) {
    for (const sub of subscriptions.values()) {
      if (sub.status === 'canceled' || sub.currentPeriodEnd > unix(now)) continue;
      if (sub.cancelAtPeriodEnd) {
        endSubscription(sub);
        continue;
      }
      const method = deps.paymentMethods.get(sub.defaultPaymentMethod);
      const outcome = method ? chargeOutcome(method) : DECLINED_NO_CARD;
      const start = sub.currentPeriodEnd;
      const end = unix(addBillingInterval(new Date(start * 1000), sub.interval));
      if (outcome === 'succeeded') {
        sub.status = 'active';
        sub.currentPeriodStart = start;
        sub.currentPeriodEnd = end;
        emit('invoice.paid', invoiceJson(sub, sub.amount, 'subscription_cycle', start, end, true));
      } else {
        sub.status = 'past_due';
        emit('invoice.payment_failed', invoiceJson(sub, sub.amount, 'subscription_cycle', start, end, false));
      }
    }
  }

  /** The cardholder finishes (or abandons) the bank's authentication step, as Stripe.js would report. */
  function completeAuthentication(paymentIntentId: string, succeed = true) {
    const intent = paymentIntents.get(paymentIntentId);
    if (!intent || intent.status !== 'requires_action')
      throw new Error(`${paymentIntentId} is not awaiting authentication`);
    if (succeed) {
      intent.status = 'succeeded';
      emit('payment_intent.succeeded', intentJson(intent));
    } else {
      intent.status = 'requires_payment_method';
      intent.lastError = {
        code: 'payment_intent_authentication_failure',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      };
      emit('payment_intent.payment_failed', intentJson(intent));
    }
  }

  return {
    paymentIntents,
    subscriptions,
    products,
    refunds,
    events,
    emit,
    route,
    advanceClock,
    completeAuthentication,
    intentJson,
    confirmPaymentIntent,
  };
}

const DECLINED_NO_CARD: TCardDecline = { code: 'card_declined', message: 'There is no card to charge.' };

export type TCheckoutWire = ReturnType<typeof createCheckoutWire>;

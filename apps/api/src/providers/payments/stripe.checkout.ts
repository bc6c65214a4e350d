import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import {
  CardDeclinedError,
  PaymentProviderError,
  type TCharge,
  type TPaymentEvent,
  type TPaymentProviderCheckout,
  type TRefund,
  type TSubscription,
} from './payment.provider';
import type { TStripeClient } from './stripe.client';

/** Stripe's default: a signed webhook older (or newer) than five minutes is refused, so it cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

type TStripePaymentIntent = {
  id: string;
  object: 'payment_intent';
  status: string;
  amount: number;
  client_secret?: string | null;
  payment_method: string | { id: string } | null;
  last_payment_error?: { message?: string; decline_code?: string; code?: string } | null;
};
type TStripeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string | { id: string } | null;
  status: string;
};
type TStripeSubscription = {
  id: string;
  object: 'subscription';
  status: string;
  current_period_end: number;
  cancel_at_period_end: boolean;
};
type TStripeInvoice = {
  id: string;
  subscription?: string | { id: string } | null;
  parent?: { subscription_details?: { subscription?: string | null } | null } | null;
  amount_paid?: number;
  amount_due?: number;
  billing_reason?: string | null;
  period_start?: number;
  period_end?: number;
  lines?: { data?: { period?: { start: number; end: number } }[] };
  charge?: string | null;
  payment_intent?: string | null;
};

const path = (...segments: string[]) => `/v1/${segments.map(encodeURIComponent).join('/')}`;
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);
const fromUnix = (seconds: number) => new Date(seconds * 1000);
const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);

const FAILED_STATUSES = new Set(['requires_payment_method', 'canceled']);

function toCharge(intent: TStripePaymentIntent): TCharge {
  const status: TCharge['status'] =
    intent.status === 'succeeded'
      ? 'succeeded'
      : intent.status === 'requires_action' || intent.status === 'requires_confirmation'
        ? 'requires_action'
        : FAILED_STATUSES.has(intent.status)
          ? 'failed'
          : 'processing';
  return {
    id: intent.id,
    status,
    amount: intent.amount,
    paymentMethodId: idOf(intent.payment_method) ?? '',
    clientSecret: status === 'requires_action' ? (intent.client_secret ?? null) : null,
    failureMessage: status === 'failed' ? (intent.last_payment_error?.message ?? 'Your card was declined.') : null,
  };
}

function toSubscription(sub: TStripeSubscription): TSubscription {
  // A subscription in its trial (the first period, which we charged ourselves) is live: "active" for us.
  const status: TSubscription['status'] =
    sub.status === 'active' || sub.status === 'trialing'
      ? 'active'
      : sub.status === 'past_due' || sub.status === 'unpaid'
        ? 'past_due'
        : sub.status === 'canceled' || sub.status === 'incomplete_expired'
          ? 'canceled'
          : 'incomplete';
  return {
    id: sub.id,
    status,
    currentPeriodEnd: fromUnix(sub.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
  };
}

const badSignature = (why: string) => new AppError('BAD_REQUEST', `Webhook signature rejected: ${why}.`);

/**
 * Stripe's scheme: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">[,v1=…]`.
 * Any v1 that matches (compared in constant time) within the tolerance is accepted.
 */
export function verifyStripeSignature(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  now: Date,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): void {
  if (!header) throw badSignature('the Stripe-Signature header is missing');
  const parts = header.split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value as string);
  if (!Number.isInteger(timestamp) || signatures.length === 0) {
    throw badSignature('the header has no timestamp or no v1 signature');
  }
  if (Math.abs(toUnix(now) - timestamp) > toleranceSeconds)
    throw badSignature('the timestamp is outside the tolerance');
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw badSignature('no signature matches the payload');
}

/** The event as we act on it: only the fields each type needs, read defensively. */
export function toPaymentEvent(event: { id: string; type: string; data?: { object?: unknown } }): TPaymentEvent {
  const object = (event.data?.object ?? {}) as Record<string, unknown> & { id?: string };
  const objectId = typeof object.id === 'string' ? object.id : '';
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { id: event.id, type: event.type, objectId };
    case 'payment_intent.payment_failed': {
      const intent = object as unknown as TStripePaymentIntent;
      return {
        id: event.id,
        type: event.type,
        objectId,
        failureMessage: intent.last_payment_error?.message ?? 'Your card was declined.',
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = object as unknown as TStripeInvoice;
      const subscriptionId = idOf(invoice.subscription) ?? invoice.parent?.subscription_details?.subscription ?? '';
      if (event.type === 'invoice.payment_failed') {
        return {
          id: event.id,
          type: event.type,
          objectId,
          subscriptionId,
          failureMessage: 'We could not take the payment for your plan renewal.',
        };
      }
      const period = invoice.lines?.data?.[0]?.period;
      const reason = invoice.billing_reason;
      return {
        id: event.id,
        type: event.type,
        objectId,
        subscriptionId,
        amount: invoice.amount_paid ?? 0,
        billingReason: reason === 'subscription_create' || reason === 'subscription_cycle' ? reason : 'other',
        periodStart: fromUnix(period?.start ?? invoice.period_start ?? 0),
        periodEnd: fromUnix(period?.end ?? invoice.period_end ?? 0),
        chargeId: invoice.charge ?? invoice.payment_intent ?? null,
      };
    }
    case 'customer.subscription.deleted':
      return { id: event.id, type: event.type, objectId };
    case 'charge.dispute.created': {
      const paymentIntentId = idOf(object.payment_intent as string | { id: string } | null | undefined) ?? '';
      return { id: event.id, type: event.type, objectId, paymentIntentId };
    }
    default:
      return { id: event.id, type: 'other', objectId, originalType: event.type };
  }
}

/**
 * Charges as PaymentIntents confirmed at once with a saved card, subscriptions as Stripe
 * Subscriptions whose first period is a trial (we charged it with a PaymentIntent, VAT and coupon
 * included) and webhooks checked against STRIPE_WEBHOOK_SECRET.
 */
export function createStripeCheckout(
  stripe: TStripeClient,
  options: { webhookSecret?: string | undefined; now?: () => Date },
): TPaymentProviderCheckout {
  const now = options.now ?? (() => new Date());

  return {
    async createCharge(input, { idempotencyKey }) {
      const intent = await stripe.post<TStripePaymentIntent>(
        path('payment_intents'),
        {
          amount: input.amount,
          currency: input.currency,
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          payment_method_types: ['card'],
          confirm: true,
          description: input.description,
          metadata: input.metadata ?? {},
        },
        { idempotencyKey },
      );
      const charge = toCharge(intent);
      if (charge.status === 'failed') {
        throw new CardDeclinedError(charge.failureMessage ?? 'Your card was declined.', 'card_declined');
      }
      return charge;
    },

    async retrieveCharge(chargeId) {
      return toCharge(await stripe.get<TStripePaymentIntent>(path('payment_intents', chargeId)));
    },

    async refundCharge(input, { idempotencyKey }) {
      const refund = await stripe.post<TStripeRefund>(
        path('refunds'),
        {
          payment_intent: input.chargeId,
          amount: input.amount,
          metadata: { ...input.metadata, reason: input.reason },
        },
        { idempotencyKey },
      );
      const status: TRefund['status'] =
        refund.status === 'succeeded'
          ? 'succeeded'
          : refund.status === 'failed' || refund.status === 'canceled'
            ? 'failed'
            : 'pending';
      return { id: refund.id, chargeId: idOf(refund.payment_intent) ?? input.chargeId, amount: refund.amount, status };
    },

    async createSubscription(input, { idempotencyKey }) {
      // Subscription items price a product by id, so the plan is created as a Stripe product first.
      const product = await stripe.post<{ id: string }>(
        path('products'),
        { name: input.description },
        { idempotencyKey: `${idempotencyKey}:product` },
      );
      const sub = await stripe.post<TStripeSubscription>(
        path('subscriptions'),
        {
          customer: input.customerId,
          default_payment_method: input.paymentMethodId,
          items: [
            {
              price_data: {
                currency: input.currency,
                product: product.id,
                unit_amount: input.amount,
                recurring: { interval: input.interval },
              },
            },
          ],
          trial_end: toUnix(input.firstBillingAt),
          off_session: true,
          metadata: input.metadata ?? {},
        },
        { idempotencyKey },
      );
      return toSubscription(sub);
    },

    async cancelSubscription(subscriptionId, when, requestOptions) {
      const sub =
        when === 'now'
          ? await stripe.del<TStripeSubscription>(path('subscriptions', subscriptionId))
          : await stripe.post<TStripeSubscription>(
              path('subscriptions', subscriptionId),
              { cancel_at_period_end: true },
              requestOptions,
            );
      return toSubscription(sub);
    },

    parseWebhookEvent(rawBody, signatureHeader) {
      if (!options.webhookSecret) {
        throw new PaymentProviderError('SERVICE_UNAVAILABLE', 'Stripe webhooks are not configured on this server.', {
          processorMessage: 'STRIPE_WEBHOOK_SECRET is not set',
        });
      }
      verifyStripeSignature(rawBody, signatureHeader, options.webhookSecret, now());
      let event: { id?: unknown; type?: unknown; data?: { object?: unknown } };
      try {
        event = JSON.parse(rawBody.toString('utf8')) as typeof event;
      } catch {
        throw new AppError('BAD_REQUEST', 'The webhook body is not JSON.');
      }
      if (typeof event.id !== 'string' || typeof event.type !== 'string') {
        throw new AppError('BAD_REQUEST', 'The webhook body is not a Stripe event.');
      }
      return toPaymentEvent({ id: event.id, type: event.type, data: event.data ?? {} });
    },
  };
}

import Stripe from 'stripe';
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
import { idOf, keyed, stripeCall } from './stripe.sdk';

/** Stripe's default: a signed webhook older (or newer) than five minutes is refused, so it cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The fields of an invoice we read, across API versions (the subscription moved under `parent`). */
type TStripeInvoice = {
  id: string;
  subscription?: string | { id: string } | null;
  parent?: { subscription_details?: { subscription?: string | { id: string } | null } | null } | null;
  amount_paid?: number;
  amount_due?: number;
  billing_reason?: string | null;
  period_start?: number;
  period_end?: number;
  lines?: { data?: { period?: { start: number; end: number } }[] };
  charge?: string | null;
  payment_intent?: string | null;
};

const fromUnix = (seconds: number) => new Date(seconds * 1000);
const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);

const FAILED_STATUSES = new Set(['requires_payment_method', 'canceled']);

function toCharge(intent: Stripe.PaymentIntent): TCharge {
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
    metadata: { ...intent.metadata },
  };
}

function toSubscription(sub: Stripe.Subscription): TSubscription {
  // A subscription in its trial (the first period, which we charged ourselves) is live: "active" for us.
  const status: TSubscription['status'] =
    sub.status === 'active' || sub.status === 'trialing'
      ? 'active'
      : sub.status === 'past_due' || sub.status === 'unpaid'
        ? 'past_due'
        : sub.status === 'canceled' || sub.status === 'incomplete_expired'
          ? 'canceled'
          : 'incomplete';
  // Since API version 2025-03-31 the period is kept per item; older versions had it on the subscription.
  const legacy = sub as unknown as { current_period_end?: number };
  const periodEnd = sub.items.data[0]?.current_period_end ?? legacy.current_period_end ?? 0;
  return {
    id: sub.id,
    status,
    currentPeriodEnd: fromUnix(periodEnd),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
  };
}

const badSignature = (why: string) => new AppError('BAD_REQUEST', `Webhook signature rejected: ${why}.`);

/** The SDK's reason a signature was refused, in a short sentence of ours. */
function signatureProblem(message: string): string {
  if (message.startsWith('No stripe-signature header')) return 'the Stripe-Signature header is missing';
  if (message.startsWith('Timestamp outside')) return 'the timestamp is outside the tolerance';
  if (message.startsWith('No signatures found matching')) return 'no signature matches the payload';
  return 'the header has no timestamp or no v1 signature';
}

/** The event as we act on it: only the fields each type needs, read defensively. */
export function toPaymentEvent(event: { id: string; type: string; data?: { object?: unknown } }): TPaymentEvent {
  const object = (event.data?.object ?? {}) as Record<string, unknown> & { id?: string };
  const objectId = typeof object.id === 'string' ? object.id : '';
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { id: event.id, type: event.type, objectId };
    case 'payment_intent.payment_failed': {
      const intent = object as { last_payment_error?: { message?: string } | null };
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
      const subscriptionId =
        idOf(invoice.subscription) ?? idOf(invoice.parent?.subscription_details?.subscription) ?? '';
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
 * Charges as PaymentIntents confirmed at creation with a card the browser tokenised (Stripe.js) or a
 * saved one; when the bank wants the cardholder to authenticate, the client secret goes back to the
 * browser for Stripe.js `handleNextAction`. Subscriptions are Stripe Subscriptions whose first period
 * is a trial (we charged it with a PaymentIntent, VAT and coupon included); webhooks are verified
 * with the SDK's `constructEvent` against STRIPE_WEBHOOK_SECRET.
 */
export function createStripeCheckout(
  stripe: Stripe,
  options: { webhookSecret?: string | undefined; now?: () => Date },
): TPaymentProviderCheckout {
  const now = options.now ?? (() => new Date());

  return {
    async createCharge(input, { idempotencyKey }) {
      const intent = await stripeCall(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency,
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            allowed_payment_method_types: ['card'],
            confirm: true,
            // The bank's step, when there is one, is shown by Stripe.js in the browser (handleNextAction).
            use_stripe_sdk: true,
            description: input.description,
            metadata: input.metadata ?? {},
          },
          { idempotencyKey },
        ),
      );
      const charge = toCharge(intent);
      if (charge.status === 'failed') {
        throw new CardDeclinedError(charge.failureMessage ?? 'Your card was declined.', 'card_declined');
      }
      return charge;
    },

    async retrieveCharge(chargeId) {
      return toCharge(await stripeCall(() => stripe.paymentIntents.retrieve(chargeId)));
    },

    async refundCharge(input, { idempotencyKey }) {
      const refund = await stripeCall(() =>
        stripe.refunds.create(
          {
            payment_intent: input.chargeId,
            amount: input.amount,
            metadata: { ...input.metadata, reason: input.reason },
          },
          { idempotencyKey },
        ),
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
      const product = await stripeCall(() =>
        stripe.products.create({ name: input.description }, { idempotencyKey: `${idempotencyKey}:product` }),
      );
      const sub = await stripeCall(() =>
        stripe.subscriptions.create(
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
        ),
      );
      return toSubscription(sub);
    },

    async cancelSubscription(subscriptionId, when, requestOptions) {
      const sub =
        when === 'now'
          ? await stripeCall(() => stripe.subscriptions.cancel(subscriptionId))
          : await stripeCall(() =>
              stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }, keyed(requestOptions)),
            );
      return toSubscription(sub);
    },

    parseWebhookEvent(rawBody, signatureHeader) {
      if (!options.webhookSecret) {
        throw new PaymentProviderError('SERVICE_UNAVAILABLE', 'Stripe webhooks are not configured on this server.', {
          processorMessage: 'STRIPE_WEBHOOK_SECRET is not set',
        });
      }
      if (!signatureHeader) throw badSignature('the Stripe-Signature header is missing');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now().getTime(),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw badSignature(signatureProblem(error.message));
        }
        throw new AppError('BAD_REQUEST', 'The webhook body is not a Stripe event.');
      }
      const parsed = event as { id?: unknown; type?: unknown; data?: { object?: unknown } };
      if (typeof parsed.id !== 'string' || typeof parsed.type !== 'string') {
        throw new AppError('BAD_REQUEST', 'The webhook body is not a Stripe event.');
      }
      return toPaymentEvent({ id: parsed.id, type: parsed.type, data: parsed.data ?? {} });
    },
  };
}

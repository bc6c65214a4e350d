import { asCardBrand } from '@launchpad/shared';
import { AppError } from '../../lib/app-error';
import { PaymentProviderError, type TPaymentProvider, type TProviderCard } from './payment.provider';
import { createStripeCheckout } from './stripe.checkout';
import { type TStripeClientOptions, createStripeClient } from './stripe.client';

export type TStripeGatewayOptions = TStripeClientOptions & {
  /** STRIPE_WEBHOOK_SECRET (`whsec_…`): without it webhooks are refused. */
  webhookSecret?: string | undefined;
  /** The clock webhook timestamps are checked against. */
  now?: () => Date;
};

/** The fields of Stripe's PaymentMethod object that we read. */
type TStripePaymentMethod = {
  id: string;
  object: 'payment_method';
  type: string;
  customer: string | null;
  card?: { brand: string; last4: string; exp_month: number; exp_year: number; fingerprint?: string | null };
};
type TStripeList<T> = { object: 'list'; data: T[]; has_more: boolean };

/** Stripe said no to the request itself (4xx other than card errors), as opposed to being unreachable. */
const isRefusal = (error: unknown): error is PaymentProviderError =>
  error instanceof PaymentProviderError && error.code === 'BAD_REQUEST';

const path = (...segments: string[]) => `/v1/${segments.map(encodeURIComponent).join('/')}`;

function toProviderCard(method: TStripePaymentMethod): TProviderCard {
  if (method.type !== 'card' || !method.card) {
    throw new PaymentProviderError('BAD_REQUEST', 'Only cards can be saved here.', {
      processorMessage: `payment method ${method.id} is of type ${method.type}`,
    });
  }
  return {
    id: method.id,
    customerId: method.customer,
    brand: asCardBrand(method.card.brand),
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
    // Stripe gives every card a fingerprint; if one is ever missing the card only matches itself.
    fingerprint: method.card.fingerprint ?? `pm:${method.id}`,
  };
}

/**
 * Stripe through its REST API. Cards are tokenised in the browser by Stripe.js, so the card number
 * never reaches this server: we only attach, detach and choose among the tokens. Charges,
 * subscriptions and webhooks: stripe.checkout.ts.
 */
export function createStripeGateway(options: TStripeGatewayOptions): TPaymentProvider {
  const stripe = createStripeClient(options);

  return {
    name: 'stripe',
    ...createStripeCheckout(stripe, { webhookSecret: options.webhookSecret, now: options.now }),

    async createCustomer(input, requestOptions) {
      const customer = await stripe.post<{ id: string }>(
        path('customers'),
        { email: input.email, name: input.name },
        requestOptions,
      );
      return { customerId: customer.id };
    },

    async createCardPaymentMethod() {
      throw new AppError(
        'BAD_REQUEST',
        'Card details cannot be sent to this server. Enter the card in the secure card form (Stripe.js) and send the paymentMethodId it returns.',
      );
    },

    async attachPaymentMethod(customerId, paymentMethodId, requestOptions) {
      const method = await stripe.post<TStripePaymentMethod>(
        path('payment_methods', paymentMethodId, 'attach'),
        { customer: customerId },
        requestOptions,
      );
      return toProviderCard(method);
    },

    async detachPaymentMethod(paymentMethodId, requestOptions) {
      try {
        await stripe.post(path('payment_methods', paymentMethodId, 'detach'), {}, requestOptions);
      } catch (error) {
        // Stripe refuses to detach a card that is gone or not attached; for us that is already done.
        if (!isRefusal(error)) throw error;
        if (error.detail.httpStatus === 404) return;
        const method = await stripe
          .get<TStripePaymentMethod>(path('payment_methods', paymentMethodId))
          .catch((lookup: unknown) =>
            isRefusal(lookup) && lookup.detail.httpStatus === 404 ? null : Promise.reject(lookup),
          );
        if (method && method.customer !== null) throw error;
      }
    },

    async setDefaultPaymentMethod(customerId, paymentMethodId, requestOptions) {
      await stripe.post(
        path('customers', customerId),
        { invoice_settings: { default_payment_method: paymentMethodId } },
        requestOptions,
      );
    },

    async listPaymentMethods(customerId) {
      const list = await stripe.get<TStripeList<TStripePaymentMethod>>(
        path('customers', customerId, 'payment_methods'),
        {
          type: 'card',
          limit: 100,
        },
      );
      return list.data.map(toProviderCard);
    },
  };
}

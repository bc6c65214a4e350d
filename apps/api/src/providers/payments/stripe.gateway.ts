import { asCardBrand } from '@launchpad/shared';
import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import {
  PaymentProviderError,
  type TPaymentProvider,
  type TProviderCard,
  type TRequestOptions,
  type TSetupIntent,
} from './payment.provider';
import { createStripeCheckout } from './stripe.checkout';
import { type TStripeSdkOptions, createStripeSdk, idOf, keyed, stripeCall } from './stripe.sdk';

export type TStripeGatewayOptions = TStripeSdkOptions & {
  /** STRIPE_WEBHOOK_SECRET (`whsec_…`): without it webhooks are refused. */
  webhookSecret?: string | undefined;
  /** The clock webhook timestamps are checked against. */
  now?: () => Date;
};

/** Stripe said no to the request itself (4xx other than card errors), as opposed to being unreachable. */
const isRefusal = (error: unknown): error is PaymentProviderError =>
  error instanceof PaymentProviderError && error.code === 'BAD_REQUEST';

function toProviderCard(method: Stripe.PaymentMethod): TProviderCard {
  if (method.type !== 'card' || !method.card) {
    throw new PaymentProviderError('BAD_REQUEST', 'Only cards can be saved here.', {
      processorMessage: `payment method ${method.id} is of type ${method.type}`,
    });
  }
  return {
    id: method.id,
    customerId: idOf(method.customer),
    brand: asCardBrand(method.card.brand),
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
    // Stripe gives every card a fingerprint; if one is ever missing the card only matches itself.
    fingerprint: method.card.fingerprint ?? `pm:${method.id}`,
  };
}

function toSetupIntent(intent: Stripe.SetupIntent): TSetupIntent {
  const status: TSetupIntent['status'] =
    intent.status === 'succeeded'
      ? 'succeeded'
      : intent.status === 'requires_action' || intent.status === 'requires_confirmation'
        ? 'requires_action'
        : intent.status === 'processing'
          ? 'processing'
          : 'failed';
  return {
    id: intent.id,
    status,
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    clientSecret: intent.client_secret ?? null,
    failureMessage: status === 'failed' ? (intent.last_setup_error?.message ?? 'Your card was declined.') : null,
  };
}

/**
 * Stripe through its official SDK. Cards are tokenised in the browser by Stripe.js, so the card
 * number never reaches this server. A card is saved with a SetupIntent (Stripe checks it with the
 * bank and attaches it to the customer); charges, subscriptions and webhooks: stripe.checkout.ts.
 */
export function createStripeGateway(options: TStripeGatewayOptions): TPaymentProvider {
  const stripe = createStripeSdk(options);

  async function setUpCard(
    customerId: string,
    paymentMethodId: string,
    requestOptions?: TRequestOptions,
  ): Promise<TSetupIntent> {
    // A SetupIntent confirmed at once: Stripe checks the card with the bank and, when it succeeds,
    // attaches it to the customer for later (off-session) payments. A bank that asks for 3-D Secure
    // leaves it `requires_action` until Stripe.js has run that step in the browser.
    const intent = toSetupIntent(
      await stripeCall(() =>
        stripe.setupIntents.create(
          {
            customer: customerId,
            payment_method: paymentMethodId,
            allowed_payment_method_types: ['card'],
            usage: 'off_session',
            confirm: true,
          },
          keyed(requestOptions),
        ),
      ),
    );
    if (intent.status === 'failed') {
      throw new PaymentProviderError('BAD_REQUEST', intent.failureMessage ?? 'Your card could not be saved.', {
        processorMessage: `setup intent ${intent.id} is ${intent.status}`,
      });
    }
    return intent;
  }

  return {
    name: 'stripe',
    ...createStripeCheckout(stripe, { webhookSecret: options.webhookSecret, now: options.now }),

    async createCustomer(input, requestOptions) {
      const customer = await stripeCall(() =>
        stripe.customers.create({ email: input.email, name: input.name }, keyed(requestOptions)),
      );
      return { customerId: customer.id };
    },

    async createCardPaymentMethod() {
      throw new AppError(
        'BAD_REQUEST',
        'Card details cannot be sent to this server. Enter the card in the secure card form (Stripe.js) and send the paymentMethodId it returns.',
      );
    },

    setUpCard,

    async retrieveSetupIntent(setupIntentId) {
      return toSetupIntent(await stripeCall(() => stripe.setupIntents.retrieve(setupIntentId)));
    },

    async retrievePaymentMethod(paymentMethodId) {
      return toProviderCard(await stripeCall(() => stripe.paymentMethods.retrieve(paymentMethodId)));
    },

    async attachPaymentMethod(customerId, paymentMethodId, requestOptions) {
      const intent = await setUpCard(customerId, paymentMethodId, requestOptions);
      if (intent.status === 'requires_action') {
        throw new AppError(
          'UNPROCESSABLE',
          'Your bank needs you to confirm this card. Add it in the secure card form, which shows the bank’s step.',
        );
      }
      if (intent.status !== 'succeeded' || !intent.paymentMethodId) {
        throw new PaymentProviderError('BAD_REQUEST', intent.failureMessage ?? 'Your card could not be saved.', {
          processorMessage: `setup intent ${intent.id} is ${intent.status}`,
        });
      }
      const saved = intent.paymentMethodId;
      return toProviderCard(await stripeCall(() => stripe.paymentMethods.retrieve(saved)));
    },

    async detachPaymentMethod(paymentMethodId, requestOptions) {
      try {
        await stripeCall(() => stripe.paymentMethods.detach(paymentMethodId, {}, keyed(requestOptions)));
      } catch (error) {
        // Stripe refuses to detach a card that is gone or not attached; for us that is already done.
        if (!isRefusal(error)) throw error;
        if (error.detail.httpStatus === 404) return;
        const method = await stripeCall(() => stripe.paymentMethods.retrieve(paymentMethodId)).catch(
          (lookup: unknown) => (isRefusal(lookup) && lookup.detail.httpStatus === 404 ? null : Promise.reject(lookup)),
        );
        if (method && method.customer !== null) throw error;
      }
    },

    async setDefaultPaymentMethod(customerId, paymentMethodId, requestOptions) {
      await stripeCall(() =>
        stripe.customers.update(
          customerId,
          { invoice_settings: { default_payment_method: paymentMethodId } },
          keyed(requestOptions),
        ),
      );
    },

    async listPaymentMethods(customerId) {
      const list = await stripeCall(() =>
        stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 }),
      );
      return list.data.map(toProviderCard);
    },
  };
}

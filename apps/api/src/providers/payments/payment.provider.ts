import type { TAppErrorCode, TCardBrand } from '@launchpad/shared';
import { AppError } from '../../lib/app-error';

/**
 * The payment processor behind saved cards and, from issue 5, charges and subscriptions.
 * Two implementations: the built-in test gateway (default, offline, its books in our database) and
 * Stripe (when STRIPE_SECRET_KEY is set). Ids are the processor's own (`cus_…`, `pm_…`).
 */
export type TPaymentProvider = TPaymentProviderCards & {
  name: TPaymentProviderName;
};

export type TPaymentProviderName = 'builtin' | 'stripe';

/**
 * Options every request that changes something at the processor accepts. Retrying with the same
 * idempotency key never repeats the change; when none is given the adapter makes a fresh one.
 * Issue 5 passes its own keys for charges so that a double-submitted checkout charges once.
 */
export type TRequestOptions = { idempotencyKey?: string };

/** A tokenised card as the processor describes it. `fingerprint` is the same for the same card number. */
export type TProviderCard = {
  id: string;
  customerId: string | null;
  brand: TCardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  fingerprint: string;
};

/** Raw card details: only the built-in gateway takes these (see createCardPaymentMethod). */
export type TRawCard = { number: string; expMonth: number; expYear: number; cvc: string; name?: string | undefined };

export type TPaymentProviderCards = {
  createCustomer(input: { email: string; name: string }, options?: TRequestOptions): Promise<{ customerId: string }>;
  /**
   * Tokenise card details, as a processor's card form does. Only the built-in gateway does this on the
   * server; the Stripe adapter refuses, because with Stripe the number must go from the browser to
   * Stripe.js and never through our server.
   */
  createCardPaymentMethod(card: TRawCard, options?: TRequestOptions): Promise<{ paymentMethodId: string }>;
  /**
   * Attach a tokenised card to a customer so it can be charged later. The processor may decline here
   * (expired card, wrong security code): that is a CardDeclinedError with the processor's message.
   * The returned id is the one to keep: a processor may issue a new one (Stripe's pm_card_* test tokens).
   */
  attachPaymentMethod(customerId: string, paymentMethodId: string, options?: TRequestOptions): Promise<TProviderCard>;
  /** After this the card is attached to no customer. Detaching a card that is gone or already detached is not an error. */
  detachPaymentMethod(paymentMethodId: string, options?: TRequestOptions): Promise<void>;
  /** The card charged when none is named (invoices, subscriptions). It must be attached to the customer. */
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string, options?: TRequestOptions): Promise<void>;
  /** The cards attached to a customer, newest first (used to spot the same card saved twice). */
  listPaymentMethods(customerId: string): Promise<TProviderCard[]>;
};

/**
 * Issue 5 (checkout): TPaymentProvider becomes `TPaymentProviderCards & TPaymentProviderCheckout & { name }`.
 * Declared here so that both adapters grow the same way; neither implements it yet. Every money-moving
 * call takes a required idempotency key. A charge the card declines throws CardDeclinedError (the
 * built-in gateway declines by the `behaviour` it recorded for the card: generic_decline, insufficient_funds).
 */
export type TPaymentProviderCheckout = {
  createCharge(input: TChargeInput, options: Required<TRequestOptions>): Promise<TCharge>;
  createSubscription(input: TSubscriptionInput, options: Required<TRequestOptions>): Promise<TSubscription>;
  cancelSubscription(subscriptionId: string, options?: TRequestOptions): Promise<TSubscription>;
  /** Verifies the signature (STRIPE_WEBHOOK_SECRET for Stripe) before anything in the body is trusted. */
  parseWebhookEvent(rawBody: Buffer, signatureHeader: string | undefined): TPaymentEvent;
};
export type TChargeInput = {
  customerId: string;
  paymentMethodId: string;
  /** Integer pence. */
  amount: number;
  currency: 'gbp';
  description: string;
  metadata?: Record<string, string>;
};
export type TCharge = { id: string; status: 'succeeded' | 'requires_action'; amount: number; paymentMethodId: string };
export type TSubscriptionInput = {
  customerId: string;
  paymentMethodId: string;
  /** Integer pence per interval. */
  amount: number;
  interval: 'month' | 'year';
  description: string;
};
export type TSubscription = {
  id: string;
  status: 'active' | 'past_due' | 'canceled' | 'incomplete';
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
};
export type TPaymentEvent = { id: string; type: string; objectId: string };

/**
 * The card was declined: the message comes from the processor and is written for the cardholder.
 * `declineCode` is in Stripe's vocabulary, which the built-in gateway shares: expired_card,
 * incorrect_cvc, generic_decline, insufficient_funds, …
 */
export class CardDeclinedError extends AppError {
  constructor(
    message: string,
    readonly declineCode: string,
  ) {
    super('UNPROCESSABLE', message);
    this.name = 'CardDeclinedError';
  }
}

/**
 * Any other failure at the processor. The person sees a general sentence; `detail` keeps what the
 * processor said (for logs), and `processorCode`/`httpStatus` let an adapter recognise a case.
 */
export class PaymentProviderError extends AppError {
  constructor(
    code: TAppErrorCode,
    message: string,
    readonly detail: { httpStatus?: number; processorCode?: string; processorType?: string; processorMessage?: string },
  ) {
    super(code, message);
    this.name = 'PaymentProviderError';
  }
}

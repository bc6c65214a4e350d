import type { TAppErrorCode, TCardBrand } from '@launchpad/shared';
import { AppError } from '../../lib/app-error';

/**
 * The payment processor behind saved cards, charges and subscriptions.
 * Two implementations: the built-in test gateway (default, offline, its books in our database) and
 * Stripe (when STRIPE_SECRET_KEY is set). Ids are the processor's own (`cus_…`, `pm_…`).
 */
export type TPaymentProvider = TPaymentProviderCards &
  TPaymentProviderCheckout & {
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
  /**
   * Save a tokenised card for later with a SetupIntent confirmed at once: the processor checks the card
   * with the bank. `succeeded`: the card is attached to the customer (read it with retrievePaymentMethod,
   * the intent's paymentMethodId is the one to keep). `requires_action`: the bank asks the cardholder to
   * confirm it first (3-D Secure); the browser runs that step with the intent's clientSecret and the
   * card is attached only when it succeeds. A declined card throws CardDeclinedError.
   */
  setUpCard(customerId: string, paymentMethodId: string, options?: TRequestOptions): Promise<TSetupIntent>;
  /** The SetupIntent as it is now (after the browser ran the bank's step). */
  retrieveSetupIntent(setupIntentId: string): Promise<TSetupIntent>;
  retrievePaymentMethod(paymentMethodId: string): Promise<TProviderCard>;
  /**
   * Only the built-in gateway, which has no bank of its own: the cardholder completes (or fails) the
   * bank's step of a card being saved, named by its SetupIntent's client secret.
   */
  authenticateSetupIntent?: (input: { clientSecret: string; succeed: boolean }) => Promise<TSetupIntent>;
};

/** A card being set up for later payments (Stripe's SetupIntent). */
export type TSetupIntent = {
  id: string;
  status: 'succeeded' | 'requires_action' | 'processing' | 'failed';
  customerId: string | null;
  paymentMethodId: string | null;
  clientSecret: string | null;
  failureMessage: string | null;
};

/**
 * Charges and subscriptions (issue 5). Every money-moving call takes a required idempotency key: the
 * same key with the same request answers with the first outcome and never moves money twice, under
 * concurrency too. A charge the card declines throws CardDeclinedError with the processor's message
 * (the built-in gateway declines by the `behaviour` it recorded for the card).
 *
 * Subscriptions: the first period is charged with createCharge (so VAT, coupons and the invoice are
 * ours), then createSubscription asks the processor to bill every later period from `firstBillingAt`.
 * The processor reports each renewal as an event (`invoice.paid`, `invoice.payment_failed`,
 * `customer.subscription.deleted`): Stripe by webhook (parseWebhookEvent), the built-in gateway,
 * which has no clock of its own, from its billing run (runSubscriptionBilling).
 */
export type TPaymentProviderCheckout = {
  createCharge(input: TChargeInput, options: Required<TRequestOptions>): Promise<TCharge>;
  /** The charge as it is now: a charge that needed authentication may have succeeded or failed since. */
  retrieveCharge(chargeId: string): Promise<TCharge>;
  /**
   * Only the built-in gateway, which has no bank of its own: the cardholder completes (or fails) the
   * authentication step of a charge that answered `requires_action`, named by its client secret.
   * Stripe's step runs in the browser (Stripe.js `handleNextAction`).
   */
  authenticateCharge?: (input: { clientSecret: string; succeed: boolean }) => Promise<TCharge>;
  /**
   * Give back part or all of a succeeded charge (issue 6: a domain that could not be registered after
   * payment). The refunds of one charge never add up to more than it; the same key never refunds twice.
   */
  refundCharge(input: TRefundInput, options: Required<TRequestOptions>): Promise<TRefund>;
  createSubscription(input: TSubscriptionInput, options: Required<TRequestOptions>): Promise<TSubscription>;
  /** `period_end`: bill nothing more, end when the paid period does; `now`: end at once. */
  cancelSubscription(
    subscriptionId: string,
    when: 'now' | 'period_end',
    options?: TRequestOptions,
  ): Promise<TSubscription>;
  /** Verifies the signature (STRIPE_WEBHOOK_SECRET for Stripe) before anything in the body is trusted. */
  parseWebhookEvent(rawBody: Buffer, signatureHeader: string | undefined): TPaymentEvent;
  /**
   * Only a processor without a clock of its own (the built-in gateway): bill every subscription due at
   * `now` and report each outcome as the event Stripe would send. Running it twice bills nothing twice.
   */
  runSubscriptionBilling?: (now: Date) => Promise<TPaymentEvent[]>;
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
export type TRefundInput = {
  /** The charge (PaymentIntent) to refund. */
  chargeId: string;
  /** Integer pence, at most what is left of the charge. */
  amount: number;
  /** Why, for the books (kept in metadata at Stripe, whose `reason` takes only its own words). */
  reason: string;
  metadata?: Record<string, string>;
};
export type TRefund = {
  id: string;
  chargeId: string;
  amount: number;
  status: 'succeeded' | 'pending' | 'failed';
};
export type TChargeStatus = 'succeeded' | 'requires_action' | 'processing' | 'failed';
export type TCharge = {
  id: string;
  status: TChargeStatus;
  amount: number;
  paymentMethodId: string;
  /** For `requires_action`: what Stripe.js needs to show the bank's authentication step. */
  clientSecret: string | null;
  /** For `failed`: the processor's message for the cardholder. */
  failureMessage: string | null;
  /** What the charge was created with (`orderId`): checked before an order settles from it. */
  metadata?: Record<string, string>;
};
export type TSubscriptionInput = {
  customerId: string;
  paymentMethodId: string;
  /** Integer pence per interval, VAT included: what the processor takes each period. */
  amount: number;
  currency: 'gbp';
  interval: 'month' | 'year';
  description: string;
  /** The first charge the processor makes; the time before it is already paid for. */
  firstBillingAt: Date;
  metadata?: Record<string, string>;
};
export type TSubscription = {
  id: string;
  status: 'active' | 'past_due' | 'canceled' | 'incomplete';
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
};
/** What a processor tells us happened, in Stripe's vocabulary. Types we do not act on are `other`. */
export type TPaymentEvent =
  | { id: string; type: 'payment_intent.succeeded'; objectId: string }
  | { id: string; type: 'payment_intent.payment_failed'; objectId: string; failureMessage: string }
  | {
      id: string;
      type: 'invoice.paid';
      /** The processor's invoice id: one renewal is recorded once, however often the event arrives. */
      objectId: string;
      subscriptionId: string;
      /** Pence, VAT included. */
      amount: number;
      billingReason: 'subscription_create' | 'subscription_cycle' | 'other';
      periodStart: Date;
      periodEnd: Date;
      chargeId: string | null;
    }
  | { id: string; type: 'invoice.payment_failed'; objectId: string; subscriptionId: string; failureMessage: string }
  | { id: string; type: 'customer.subscription.deleted'; objectId: string }
  /** The cardholder disputed a charge (a chargeback): `paymentIntentId` is the charge it is about. */
  | { id: string; type: 'charge.dispute.created'; objectId: string; paymentIntentId: string }
  | { id: string; type: 'other'; objectId: string; originalType: string };

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

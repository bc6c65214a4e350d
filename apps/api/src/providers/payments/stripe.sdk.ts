import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { CardDeclinedError, PaymentProviderError } from './payment.provider';

/**
 * The API version every request is pinned to: the one this SDK release is generated against, so
 * the account's default version (set in the Stripe dashboard) can never change what we receive.
 */
export const STRIPE_API_VERSION = Stripe.API_VERSION;
export const STRIPE_DEFAULT_URL = 'https://api.stripe.com';
const DEFAULT_TIMEOUT_MS = 15_000;

export type TStripeSdkOptions = {
  secretKey: string;
  /** Where the Stripe API answers: https://api.stripe.com, or the local wire server in tests. */
  baseUrl?: string | undefined;
  timeoutMs?: number;
  /**
   * Retries of a request whose connection failed, with the same idempotency key (so a retry never
   * moves money twice). 1 by default; tests that time requests out use 0.
   */
  maxNetworkRetries?: number;
};

/** The official client, pointed at `baseUrl` through its host/port/protocol settings. */
export function createStripeSdk(options: TStripeSdkOptions): Stripe {
  const url = new URL(options.baseUrl ?? STRIPE_DEFAULT_URL);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxNetworkRetries: options.maxNetworkRetries ?? 1,
    telemetry: false,
    appInfo: { name: 'Launchpad' },
  });
}

/** Every change at Stripe carries an idempotency key: the caller's, or a fresh one. */
export const keyed = (options?: { idempotencyKey?: string }) => ({
  idempotencyKey: options?.idempotencyKey ?? randomUUID(),
});

const UNAVAILABLE = 'The payment service is unavailable right now. Please try again in a moment.';
const REJECTED = 'The payment service could not process this request. Please check the card and try again.';

/**
 * Stripe's error as an AppError. Card errors carry Stripe's own message, which is written for the
 * cardholder; anything else gets a general sentence and keeps Stripe's words in `detail` for the logs.
 */
export function stripeErrorToAppError(error: unknown): CardDeclinedError | PaymentProviderError {
  if (!(error instanceof Stripe.errors.StripeError)) {
    return new PaymentProviderError('SERVICE_UNAVAILABLE', UNAVAILABLE, {
      processorMessage: error instanceof Error ? error.message : String(error),
    });
  }
  if (error instanceof Stripe.errors.StripeConnectionError) {
    const timedOut = (error.detail as { code?: string } | undefined)?.code === 'ETIMEDOUT';
    return new PaymentProviderError(
      'SERVICE_UNAVAILABLE',
      timedOut
        ? 'The payment service took too long to answer. Please try again in a moment.'
        : 'We could not reach the payment service. Please try again in a moment.',
      { processorMessage: error.message },
    );
  }
  const httpStatus = error.statusCode ?? 0;
  const detail = {
    httpStatus,
    processorCode: error.code,
    processorType: error.rawType ?? error.type,
    processorMessage: error.message,
  };
  if (error.type === 'StripeCardError') {
    return new CardDeclinedError(
      error.message || 'Your card was declined.',
      error.decline_code || error.code || 'card_declined',
    );
  }
  if (httpStatus === 404 || error.code === 'resource_missing') {
    return new PaymentProviderError('BAD_REQUEST', 'We could not find that card. Please enter the card again.', detail);
  }
  // Our key or account is wrong, Stripe is busy or down, or a retried request did not match: not the person's doing.
  if (
    httpStatus === 401 ||
    httpStatus === 403 ||
    httpStatus === 429 ||
    httpStatus >= 500 ||
    httpStatus === 0 ||
    error.type === 'StripeAuthenticationError' ||
    error.type === 'StripeAPIError' ||
    error.type === 'StripeIdempotencyError' ||
    error.type === 'StripeRateLimitError'
  ) {
    return new PaymentProviderError('SERVICE_UNAVAILABLE', UNAVAILABLE, detail);
  }
  return new PaymentProviderError('BAD_REQUEST', REJECTED, detail);
}

/** Run one SDK call; its failure becomes the AppError the person sees. */
export async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw stripeErrorToAppError(error);
  }
}

/** Stripe's expandable fields: an id, or the object when expanded. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

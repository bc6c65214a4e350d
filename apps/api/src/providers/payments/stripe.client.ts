import { randomUUID } from 'node:crypto';
import { CardDeclinedError, PaymentProviderError, type TRequestOptions } from './payment.provider';

/** The API version this adapter is written against; sent on every request so account defaults cannot change it. */
export const STRIPE_API_VERSION = '2024-06-20';
export const STRIPE_DEFAULT_URL = 'https://api.stripe.com';
const DEFAULT_TIMEOUT_MS = 15_000;

export type TFormValue = string | number | boolean | null | undefined | TFormValue[] | { [key: string]: TFormValue };

/**
 * Stripe's form encoding: nested objects as `a[b][c]=v`, arrays as `a[0]=v`, null as an empty value
 * (which unsets a field), undefined left out.
 */
export function encodeStripeForm(params: Record<string, TFormValue>): string {
  const pairs: string[] = [];
  const add = (key: string, value: TFormValue) => {
    if (value === undefined) return;
    if (value === null) pairs.push(`${encodeURIComponent(key)}=`);
    else if (Array.isArray(value)) value.forEach((item, index) => add(`${key}[${index}]`, item));
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.join('&');
}

/** Stripe's error body: `{ error: { type, code, decline_code, message, param } }`. */
type TStripeErrorBody = {
  error?: { type?: string; code?: string; decline_code?: string; message?: string; param?: string };
};

const UNAVAILABLE = 'The payment service is unavailable right now. Please try again in a moment.';
const REJECTED = 'The payment service could not process this request. Please check the card and try again.';

/**
 * Stripe's answer as an AppError. Card errors carry Stripe's own message, which is written for the
 * cardholder; anything else gets a general sentence and keeps Stripe's words in `detail` for the logs.
 */
export function stripeErrorToAppError(httpStatus: number, body: unknown): CardDeclinedError | PaymentProviderError {
  const error = (body as TStripeErrorBody | null)?.error ?? {};
  const detail = {
    httpStatus,
    processorCode: error.code,
    processorType: error.type,
    processorMessage: error.message,
  };
  if (error.type === 'card_error') {
    return new CardDeclinedError(
      error.message ?? 'Your card was declined.',
      error.decline_code ?? error.code ?? 'card_declined',
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
    error.type === 'authentication_error' ||
    error.type === 'api_error' ||
    error.type === 'idempotency_error'
  ) {
    return new PaymentProviderError('SERVICE_UNAVAILABLE', UNAVAILABLE, detail);
  }
  return new PaymentProviderError('BAD_REQUEST', REJECTED, detail);
}

export type TStripeClientOptions = {
  secretKey: string;
  baseUrl?: string | undefined;
  timeoutMs?: number;
};

export type TStripeClient = {
  get<T>(path: string, query?: Record<string, TFormValue>): Promise<T>;
  /** Every POST carries an Idempotency-Key: the caller's, or a fresh one. */
  post<T>(path: string, params?: Record<string, TFormValue>, options?: TRequestOptions): Promise<T>;
  /** DELETE is idempotent by itself at Stripe: deleting twice answers with the deleted object. */
  del<T>(path: string): Promise<T>;
};

/** A small client for Stripe's REST API over fetch: form bodies, bearer key, pinned version, timeouts. */
export function createStripeClient(options: TStripeClientOptions): TStripeClient {
  const baseUrl = (options.baseUrl ?? STRIPE_DEFAULT_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function send<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body: string | undefined,
    idempotencyKey?: string,
  ) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.secretKey}`,
      'stripe-version': STRIPE_API_VERSION,
      accept: 'application/json',
    };
    if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;

    let response: Response;
    let parsed: unknown;
    try {
      response = await fetch(`${baseUrl}${path}`, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
      parsed = await response.json().catch(() => null);
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new PaymentProviderError(
        'SERVICE_UNAVAILABLE',
        timedOut
          ? 'The payment service took too long to answer. Please try again in a moment.'
          : 'We could not reach the payment service. Please try again in a moment.',
        { processorMessage: error instanceof Error ? error.message : String(error) },
      );
    }
    if (!response.ok) throw stripeErrorToAppError(response.status, parsed);
    if (parsed === null || typeof parsed !== 'object') {
      throw new PaymentProviderError('SERVICE_UNAVAILABLE', UNAVAILABLE, {
        httpStatus: response.status,
        processorMessage: 'The response was not JSON.',
      });
    }
    return parsed as T;
  }

  return {
    get: (path, query) => {
      const search = query ? encodeStripeForm(query) : '';
      return send(`GET`, search ? `${path}?${search}` : path, undefined);
    },
    post: (path, params = {}, requestOptions = {}) =>
      send('POST', path, encodeStripeForm(params), requestOptions.idempotencyKey ?? randomUUID()),
    del: (path) => send('DELETE', path, undefined),
  };
}

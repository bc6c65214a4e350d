// Test helper (not a test): the pieces of the local Stripe wire server that its parts share.
import { createHmac, randomBytes } from 'node:crypto';

export type TStripeObject = Record<string, unknown>;
export type TCardSpec = { number: string; brand: string; expMonth: number; expYear: number };
export type TStoredPaymentMethod = {
  id: string;
  customer: string | null;
  card: TCardSpec;
  created: number;
  seq: number;
};
export type TStoredCustomer = {
  id: string;
  email: string | null;
  name: string | null;
  defaultPaymentMethod: string | null;
};

/** A decline Stripe returns when a card is set up (attached) or charged. */
export type TCardDecline = { code: string; declineCode?: string; message: string; param?: string };

export const DECLINED: TCardDecline = {
  code: 'card_declined',
  declineCode: 'generic_decline',
  message: 'Your card was declined.',
};

/** What each public test card number does when money moves (attaching is checked separately). */
export const CHARGE_DECLINES: Record<string, TCardDecline> = {
  '4000000000000002': DECLINED,
  '4000000000000341': DECLINED,
  '4000000000009995': { ...DECLINED, declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect.", param: 'cvc' },
};
/** Cards whose bank asks the cardholder to authenticate (3D Secure) before a payment. */
export const AUTHENTICATION_REQUIRED = new Set(['4000002500003155', '4000000000003220']);

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const stripeId = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(24), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('')}`;

export class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: {
      type: string;
      code?: string;
      decline_code?: string;
      message: string;
      param?: string;
      payment_intent?: TStripeObject;
      setup_intent?: TStripeObject;
    },
  ) {
    super(body.message);
  }
}

export const missing = (kind: string, id: string, param = 'id') =>
  new StripeHttpError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });

export const invalid = (message: string, param?: string) =>
  new StripeHttpError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });

/** The `Stripe-Signature` header Stripe sends with a webhook: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.body">`. */
export function signStripeWebhook(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

import { z } from 'zod';
import { CARD_BRANDS, cardNumberIssue, cvcIssue, detectCardBrand, expiryIssue } from '../domain/cards';
import { success } from './envelope';

export const ZCardBrand = z.enum(CARD_BRANDS);

/**
 * Card details typed into the form. Only the built-in gateway accepts them; with Stripe the browser
 * tokenises the card with Stripe.js and sends `paymentMethodId`, so the number never reaches us.
 */
export const ZNewCard = z
  .object({
    number: z
      .string()
      .max(40, 'Your card number is too long.')
      .superRefine((number, ctx) => {
        const issue = cardNumberIssue(number);
        if (issue) ctx.addIssue({ code: 'custom', message: issue.message });
      }),
    expMonth: z.number().int('Expiry month must be a whole number.'),
    expYear: z.number().int('Expiry year must be a whole number.'),
    cvc: z.string().max(4, 'Security code must be at most 4 digits.'),
    name: z.string().trim().max(100, 'Name on card must be at most 100 characters.').optional(),
  })
  .strict()
  .superRefine((card, ctx) => {
    // Checked against the clock when the request arrives; the gateway checks again when it tokenises.
    const issues = [
      expiryIssue(card.expMonth, card.expYear, new Date()),
      cvcIssue(card.cvc, detectCardBrand(card.number)),
    ];
    for (const issue of issues) {
      if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
  });
export type TNewCard = z.infer<typeof ZNewCard>;

/** A processor's id for a tokenised card (Stripe: `pm_…`); letters, digits and underscores only. */
export const ZPaymentMethodId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{3,255}$/, 'Payment method must be an id such as pm_…, as returned by Stripe.js');

export const ZAddCardRequest = z
  .object({ paymentMethodId: ZPaymentMethodId.optional(), card: ZNewCard.optional() })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.paymentMethodId === undefined) === (body.card === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Send either paymentMethodId (a card tokenised with Stripe.js) or card details, not both',
      });
    }
  });
export type TAddCardRequest = z.infer<typeof ZAddCardRequest>;

/**
 * Saving a card whose bank asks the cardholder to confirm it (3-D Secure) answers 202 with this
 * instead of the card: nothing is saved yet. The page runs the bank's step with `clientSecret`
 * (Stripe.js `handleNextAction`, or the built-in gateway's confirmation dialog), then sends
 * `setupIntentId` to cardEndpoints.confirm, which saves the card only if the bank confirmed it.
 */
export const ZCardSetupAction = z.object({
  status: z.literal('requires_action'),
  setupIntentId: z.string(),
  clientSecret: z.string(),
});
export type TCardSetupAction = z.infer<typeof ZCardSetupAction>;
export const ZCardSetupActionResponse = success(ZCardSetupAction);

export const ZConfirmCardRequest = z
  .object({
    /** The SetupIntent of the card being saved (Stripe: seti_…), as the add-card answer gave it. */
    setupIntentId: z
      .string()
      .trim()
      .regex(/^seti_[A-Za-z0-9_]{1,250}$/, 'Setup intent must be the setupIntentId (seti_…) the add-card answer gave'),
  })
  .strict();
export type TConfirmCardRequest = z.infer<typeof ZConfirmCardRequest>;

/** List and set-primary take no fields; an empty JSON object or no body at all are both fine. */
export const ZNoFieldsRequest = z.object({}).strict().nullish();

export const ZCardIdParams = z.object({ id: z.uuid('ID must be the id of one of your saved cards') });

/** What the server keeps and shows of a card: never the number, only brand, last 4 digits and expiry. */
export const ZSavedCard = z.object({
  id: z.string(),
  brand: ZCardBrand,
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isPrimary: z.boolean(),
});
export type TSavedCard = z.infer<typeof ZSavedCard>;

// ---- paying with a tokenised card and the bank's step (issue 20) ------------------------------------

// The browser's side of a card payment, the same for both processors (endpoints/payments.ts): the card is
// tokenised first (Stripe.js, or the built-in gateway's tokenise call), the order is paid with the token,
// and when the bank wants the cardholder to authenticate (3-D Secure) the page shows that step (Stripe.js
// `handleNextAction`, or the built-in gateway's confirmation dialog) and then finalises the payment.

/** Which processor takes payments, and what the browser needs to talk to it. */
export const ZPaymentConfig = z.object({
  provider: z.enum(['builtin', 'stripe']),
  /** Stripe's publishable key (pk_…), for Stripe.js; null with the built-in gateway. */
  publishableKey: z.string().nullable(),
  /** Production running the built-in test gateway (chosen explicitly): no real money moves, every page says so. */
  testMode: z.boolean(),
  /** Tests and journeys only: a local stand-in for Stripe.js (null: Stripe's own script). */
  stripeJsUrl: z.string().nullable(),
});
export type TPaymentConfig = z.infer<typeof ZPaymentConfig>;

export const ZConfirmPaymentRequest = z
  .object({
    /** The processor's id of the payment (Stripe: pi_…), as the checkout answered it. */
    paymentIntentId: ZPaymentMethodId,
  })
  .strict();
export type TConfirmPaymentRequest = z.infer<typeof ZConfirmPaymentRequest>;

export const ZTokeniseCardRequest = z.object({ card: ZNewCard }).strict();

export const ZAuthenticatePaymentRequest = z
  .object({
    clientSecret: z.string().trim().min(10).max(255),
    outcome: z.enum(['complete', 'fail']),
  })
  .strict();
export type TAuthenticatePaymentRequest = z.infer<typeof ZAuthenticatePaymentRequest>;

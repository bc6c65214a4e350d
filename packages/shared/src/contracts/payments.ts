import { z } from 'zod';
import { CARD_BRANDS, cardNumberIssue, cvcIssue, detectCardBrand, expiryIssue } from '../domain/cards';
import { success } from './envelope';

/** SPEC §7 "User": saved cards. */
export const CARDS_PATHS = {
  list: '/api/user/cards',
  add: '/api/user/addcard',
  /** Set primary (POST) and delete (DELETE). */
  card: '/api/user/cards/:id',
} as const;
export const cardPath = (id: string) => `/api/user/cards/${encodeURIComponent(id)}`;

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
  .regex(/^[A-Za-z0-9_]{3,255}$/, 'must be a payment method id such as pm_…, as returned by Stripe.js');

export const ZAddCardRequest = z
  .object({ paymentMethodId: ZPaymentMethodId.optional(), card: ZNewCard.optional() })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.paymentMethodId === undefined) === (body.card === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: 'send either paymentMethodId (a card tokenised with Stripe.js) or card details, not both',
      });
    }
  });
export type TAddCardRequest = z.infer<typeof ZAddCardRequest>;

/** List and set-primary take no fields; an empty JSON object or no body at all are both fine. */
export const ZNoFieldsRequest = z.object({}).strict().nullish();

export const ZCardIdParams = z.object({ id: z.uuid('id must be the id of one of your saved cards') });

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

/** Primary first, then newest first. Set-primary and delete answer with the whole list, as it now is. */
export const ZCardListResponse = success(z.array(ZSavedCard));
export const ZSavedCardResponse = success(ZSavedCard);

import { z } from 'zod';
import { PAGE_SIZE } from '../domain/pagination';
import { ZPage, ZPageSize } from './catalog';
import { ZCouponCode } from './coupons';
import { ZCountryCode, ZPersonName } from './fields';
import { ZNewCard, ZPaymentMethodId } from './payments';

// SPEC §7 "Payments and orders" and issue 5 (endpoints/orders.ts, endpoints/payments.ts): checkout, order
// history with invoices, the order page with each line's fulfilment timeline and documents, and the staff's
// fulfilment routes.

export const ORDER_STATUSES = ['pending_payment', 'paid', 'payment_failed', 'cancelled', 'refunded'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_LINE_KINDS = ['product', 'group', 'domain', 'add_on', 'service', 'plan'] as const;
export const FULFILMENT_STATUSES = ['received', 'submitted', 'completed', 'failed'] as const;
export type TFulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];
/** The statuses staff move a line to (received is where every paid line starts). */
export const FULFILMENT_UPDATES = ['submitted', 'completed', 'failed'] as const;

/** Fulfilment documents: PDF, PNG or JPEG (checked by content), at most 10 MB, in the field `file`. */
export const ORDER_DOCUMENT_FIELD = 'file';
export const ORDER_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ORDER_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

// ---- checkout -------------------------------------------------------------------------------------------

/** One per checkout attempt, made by the browser (crypto.randomUUID()): sending it again never charges twice. */
export const ZIdempotencyKey = z.uuid('Idempotency key must be a UUID made for this checkout attempt');

/**
 * How to pay: exactly one of a saved card (`cardId`, from POST /api/user/cards), card details (the
 * built-in gateway only) or a card tokenised in the browser by Stripe.js (`paymentMethodId`).
 */
export const ZPaymentMethodChoice = z
  .object({
    cardId: z.uuid('Card ID must be the id of one of your saved cards').optional(),
    card: ZNewCard.optional(),
    paymentMethodId: ZPaymentMethodId.optional(),
  })
  .strict()
  .superRefine((choice, ctx) => {
    const given = [choice.cardId, choice.card, choice.paymentMethodId].filter((value) => value !== undefined);
    if (given.length !== 1) {
      ctx.addIssue({ code: 'custom', message: 'Send exactly one of cardId, card or paymentMethodId' });
    }
  });
export type TPaymentMethodChoice = z.infer<typeof ZPaymentMethodChoice>;

/** Who the invoice is made out to; defaults to the account's name and country. */
export const ZBuyerDetails = z.object({ name: ZPersonName, country: ZCountryCode }).strict();

export const ZCheckoutRequest = z
  .object({
    idempotencyKey: ZIdempotencyKey,
    paymentMethod: ZPaymentMethodChoice,
    couponCode: ZCouponCode.optional(),
    buyer: ZBuyerDetails.optional(),
  })
  .strict();
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;

// ---- orders ---------------------------------------------------------------------------------------------

export const ZOrderLineEvent = z.object({
  status: z.enum(FULFILMENT_STATUSES),
  note: z.string().nullable(),
  /** ISO time. */
  at: z.string(),
});

export const ZOrderDocument = z.object({
  id: z.string(),
  orderLineId: z.string(),
  filename: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  /** GET this (with the access token) to download the file. */
  url: z.string(),
});
export type TOrderDocument = z.infer<typeof ZOrderDocument>;

/**
 * A line as bought, frozen at the time of purchase. `amountPence` = unitPricePence × quantity
 * (× years for domains and services); `discountPence` is this line's share of the coupon. Add-ons and
 * services have `parentLineId` set to the line they were bought with.
 */
export const ZOrderLine = z.object({
  id: z.string(),
  parentLineId: z.string().nullable(),
  kind: z.enum(ORDER_LINE_KINDS),
  description: z.string(),
  quantity: z.number().int(),
  years: z.number().int().nullable(),
  unitPricePence: z.number().int(),
  amountPence: z.number().int(),
  discountPence: z.number().int(),
  fulfilmentStatus: z.enum(FULFILMENT_STATUSES),
  failureReason: z.string().nullable(),
  timeline: z.array(ZOrderLineEvent),
  documents: z.array(ZOrderDocument),
});
export type TOrderLine = z.infer<typeof ZOrderLine>;

export const ZOrderBuyer = z.object({ name: z.string(), email: z.string().nullable(), country: z.string().nullable() });

/** Totals are pence: subtotal − discount = net; VAT (vatRatePercent, UK 20%) on net; total = net + VAT. */
export const ZOrder = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  buyer: ZOrderBuyer,
  couponName: z.string().nullable(),
  subtotalPence: z.number().int(),
  discountPence: z.number().int(),
  vatPence: z.number().int(),
  vatRatePercent: z.number(),
  totalPence: z.number().int(),
  currency: z.literal('GBP'),
  /** Why the payment failed, in the processor's words. */
  failureMessage: z.string().nullable(),
  invoiceNumber: z.number().int().nullable(),
  /** Set for a plan order: the subscription it started, upgraded or renewed. */
  subscriptionId: z.string().nullable(),
  lines: z.array(ZOrderLine),
});
export type TOrder = z.infer<typeof ZOrder>;
export const ZOrderIdParams = z.object({ orderId: z.uuid('Order ID must be the id of one of your orders') });

/**
 * What a checkout (or plan payment) ends with. `paid`: the order is paid and invoiced. `requires_action`:
 * the bank wants the cardholder to authenticate; confirm `clientSecret` with Stripe.js, then send the
 * same request (same idempotencyKey) again, or wait: the webhook completes the order. `processing`:
 * the processor has not decided yet; send the same request again shortly.
 */
export const ZCheckoutResult = z.object({
  status: z.enum(['paid', 'requires_action', 'processing']),
  order: ZOrder,
  clientSecret: z.string().nullable(),
});
export type TCheckoutResult = z.infer<typeof ZCheckoutResult>;

// ---- invoices -------------------------------------------------------------------------------------------

export const ZInvoiceListRequest = z
  .object({ page: ZPage.default(1), pageSize: ZPageSize.default(PAGE_SIZE) })
  .strict()
  .nullish();

/** Credit notes are numbered in their own series: CN-000001, CN-000002, … */
export const formatCreditNoteNumber = (value: number) => `CN-${String(value).padStart(6, '0')}`;

/** A credit note: money given back on an invoice (issue 20). Pence; net + VAT = amount. */
export const ZCreditNote = z.object({
  /** CN-000001 */
  number: z.string(),
  invoiceNumber: z.number().int(),
  /** ISO time it was issued (the refund went through). */
  issuedAt: z.string(),
  netPence: z.number().int(),
  vatPence: z.number().int(),
  amountPence: z.number().int(),
  reason: z.string(),
});
export type TCreditNote = z.infer<typeof ZCreditNote>;

export const ZCreditNoteNumberRequest = z
  .object({
    creditNoteNumber: z
      .string({ error: 'Credit note number must be the number of a credit note, like CN-000001' })
      .trim()
      .regex(/^CN-\d{6,15}$/i, 'Credit note number must be the number of a credit note, like CN-000001')
      .transform((value) => Number(value.slice(3))),
  })
  .strict();

export const ZInvoiceSummary = z.object({
  invoice_number: z.number().int(),
  /** ISO time the invoice was issued (the payment was confirmed). */
  date: z.string(),
  orderId: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  couponName: z.string().nullable(),
  subtotalPence: z.number().int(),
  discountPence: z.number().int(),
  vatPence: z.number().int(),
  totalPence: z.number().int(),
  lines: z.array(
    z.object({
      id: z.string(),
      description: z.string(),
      quantity: z.number().int(),
      amountPence: z.number().int(),
      discountPence: z.number().int(),
      fulfilmentStatus: z.enum(FULFILMENT_STATUSES),
    }),
  ),
  documentsCount: z.number().int(),
  /** A plan invoice: the subscription it paid for. */
  subscriptionId: z.string().nullable(),
  /** True when that subscription is the live one and not already set to end: invoice/cancelSubscription applies. */
  canCancelSubscription: z.boolean(),
  /** Refunds on this invoice, oldest first (download each with creditNoteDownload). */
  creditNotes: z.array(ZCreditNote),
});
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;

/** An invoice number as a number or as digits. */
export const ZInvoiceNumber = z.union(
  [
    z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number),
  ],
  { error: 'Invoice number must be the number of one of your invoices' },
);
export const ZInvoiceNumberRequest = z.object({ invoiceNumber: ZInvoiceNumber }).strict();

// ---- staff ----------------------------------------------------------------------------------------------

export const ZAdminOrderListRequest = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: `Status must be one of: ${ORDER_STATUSES.join(', ')}` }).optional(),
    /** Orders with at least one line in this fulfilment status. */
    fulfilmentStatus: z
      .enum(FULFILMENT_STATUSES, { error: `Fulfilment status must be one of: ${FULFILMENT_STATUSES.join(', ')}` })
      .optional(),
    /** A buyer's email (or part of it), or an order id. */
    search: z.string().trim().max(254, 'Search must be at most 254 characters').optional(),
    page: ZPage.default(1),
    pageSize: ZPageSize.default(PAGE_SIZE),
  })
  .strict()
  .nullish();

export const ZAdminOrder = ZOrder.extend({
  userId: z.string().nullable(),
  /** Given back so far (pence, VAT included): totalPence − refundedPence is what may still be refunded. */
  refundedPence: z.number().int(),
  creditNotes: z.array(ZCreditNote),
});
export type TAdminOrder = z.infer<typeof ZAdminOrder>;

/**
 * Staff refund (issue 20). `amountPence` (VAT included) defaults to everything left; the same
 * `idempotencyKey` (made when the refund form opens) refunds once, however often it is sent.
 */
export const ZOrderRefundRequest = z
  .object({
    idempotencyKey: z.uuid('Idempotency key must be a UUID made for this refund'),
    amountPence: z
      .number({ error: 'Amount must be a whole number of pence' })
      .int('Amount must be a whole number of pence')
      .min(1, 'Amount must be at least 1p')
      .optional(),
    reason: z
      .string({ error: 'Reason is required' })
      .trim()
      .min(1, 'Say why the order is refunded')
      .max(500, 'Reason must be at most 500 characters'),
  })
  .strict();
export type TOrderRefundRequest = z.infer<typeof ZOrderRefundRequest>;

export const ZOrderLineParams = z.object({ lineId: z.uuid('Line ID must be the id of an order line') });

/**
 * Move a line on: received → submitted → completed, or to failed (with a reason) from received or
 * submitted; a failed line can be submitted again. Completed is final.
 */
export const ZLineStatusRequest = z
  .object({
    status: z.enum(FULFILMENT_UPDATES, { error: `Status must be one of: ${FULFILMENT_UPDATES.join(', ')}` }),
    note: z.string().trim().max(1000, 'Note must be at most 1000 characters').optional(),
    failureReason: z.string().trim().min(1).max(500, 'Failure reason must be at most 500 characters').optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.status === 'failed' && !body.failureReason) {
      ctx.addIssue({ code: 'custom', path: ['failureReason'], message: 'Say why the line failed' });
    }
    if (body.status !== 'failed' && body.failureReason !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['failureReason'], message: 'Only a failed line has a failure reason' });
    }
  });
export type TLineStatusRequest = z.infer<typeof ZLineStatusRequest>;

export const ZOrderDocumentParams = z.object({ documentId: z.uuid('Document ID must be the id of a document') });

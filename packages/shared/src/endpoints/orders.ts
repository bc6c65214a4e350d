import { z } from 'zod';
import { ZNoFieldsRequest } from '../contracts/payments';
import {
  ORDER_DOCUMENT_TYPES,
  ZAdminOrder,
  ZAdminOrderListRequest,
  ZCreditNoteNumberRequest,
  ZInvoiceListRequest,
  ZInvoiceNumberRequest,
  ZInvoiceSummary,
  ZLineStatusRequest,
  ZOrder,
  ZOrderDocument,
  ZOrderDocumentParams,
  ZOrderIdParams,
  ZOrderLineParams,
  ZOrderRefundRequest,
} from '../contracts/orders';
import { defineEndpoint } from './define';

const PDF = 'application/pdf';
/** A file answer has no JSON envelope (see `produces`). */
const noEnvelope = z.never();

/** SPEC §7 "Payments and orders": the signed-in customer's invoices, invoice PDFs, orders and documents. */
export const ordersEndpoints = {
  /** Paged (SPEC §9: 10 a page), newest first. */
  invoices: defineEndpoint({
    method: 'POST',
    path: '/api/orders/invoice',
    summary: "Orders: the customer's invoices, with their lines and credit notes",
    access: 'signed-in',
    body: ZInvoiceListRequest,
    data: z.array(ZInvoiceSummary),
    paged: true,
    tags: ['orders'],
  }),
  /** The invoice as a PDF named `{invoice_number}.pdf`. */
  invoiceDownload: defineEndpoint({
    method: 'POST',
    path: '/api/orders/invoice/download',
    summary: 'Orders: an invoice as PDF',
    access: 'signed-in',
    body: ZInvoiceNumberRequest,
    data: noEnvelope,
    produces: [PDF],
    tags: ['orders'],
  }),
  /** The customer's credit note as a PDF named `{CN-000001}.pdf`. */
  creditNoteDownload: defineEndpoint({
    method: 'POST',
    path: '/api/orders/credit-note/download',
    summary: 'Orders: a credit note as PDF',
    access: 'signed-in',
    body: ZCreditNoteNumberRequest,
    data: noEnvelope,
    produces: [PDF],
    tags: ['orders'],
  }),
  /** One of the customer's orders, with each line's fulfilment timeline and documents. */
  order: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:orderId',
    summary: 'Orders: one order with its timelines and documents',
    access: 'signed-in',
    params: ZOrderIdParams,
    data: ZOrder,
    tags: ['orders'],
  }),
  /** The same read as a POST (what the web sends). */
  readOrder: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:orderId',
    summary: 'Orders: one order with its timelines and documents (POST)',
    access: 'signed-in',
    params: ZOrderIdParams,
    body: ZNoFieldsRequest,
    data: ZOrder,
    tags: ['orders'],
  }),
  /** A fulfilment document as it was uploaded (the order's owner or staff only). */
  document: defineEndpoint({
    method: 'GET',
    path: '/api/orders/documents/:documentId',
    summary: 'Orders: a fulfilment document (PDF, PNG or JPEG)',
    access: 'signed-in',
    params: ZOrderDocumentParams,
    data: noEnvelope,
    produces: ORDER_DOCUMENT_TYPES,
    tags: ['orders'],
  }),
};

/** Staff fulfilment (issue 5) and refunds (issue 20): role admin. */
export const ordersAdminEndpoints = {
  /** Every order, newest first, filtered by status, a line's fulfilment status or the buyer. */
  orders: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders',
    summary: 'Admin: list orders',
    access: 'admin',
    body: ZAdminOrderListRequest,
    data: z.array(ZAdminOrder),
    paged: true,
    tags: ['admin'],
  }),
  /** Move a line on (received → submitted → completed, or failed); the customer is emailed. */
  lineStatus: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/lines/:lineId/status',
    summary: "Admin: move an order line's fulfilment on",
    access: 'admin',
    message: 'Order line updated and the customer told.',
    params: ZOrderLineParams,
    body: ZLineStatusRequest,
    data: ZAdminOrder,
    tags: ['admin'],
  }),
  /** Multipart, one PDF, PNG or JPEG in the field ORDER_DOCUMENT_FIELD. */
  lineDocuments: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/lines/:lineId/documents',
    summary: 'Admin: add a document to an order line',
    access: 'admin',
    params: ZOrderLineParams,
    data: ZOrderDocument,
    upload: true,
    status: 201,
    tags: ['admin'],
  }),
  /** In full or in part; the same idempotency key refunds once. The invoice gets a credit note. */
  refund: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/:orderId/refund',
    summary: 'Admin: refund an order',
    access: 'admin',
    params: ZOrderIdParams,
    body: ZOrderRefundRequest,
    data: ZAdminOrder,
    tags: ['admin'],
  }),
  /** Any credit note as a PDF. */
  creditNoteDownload: defineEndpoint({
    method: 'POST',
    path: '/api/admin/orders/credit-note/download',
    summary: 'Admin: a credit note as PDF',
    access: 'admin',
    body: ZCreditNoteNumberRequest,
    data: noEnvelope,
    produces: [PDF],
    tags: ['admin'],
  }),
};

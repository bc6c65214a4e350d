import {
  ORDERS_PATHS,
  PAGE_SIZE,
  ZInvoiceListRequest,
  ZInvoiceListResponse,
  ZCreditNoteNumberRequest,
  ZInvoiceNumberRequest,
  ZNoFieldsRequest,
  ZOrderDocumentParams,
  ZOrderIdParams,
  ZOrderResponse,
  listPageMeta,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/content-disposition';
import { creditNotePdf } from './credit-notes';
import * as orders from './orders.service';

const docs = { tags: ['orders'], security: [{ bearer: [] }] };

/** SPEC §7 "Payments and orders": the signed-in customer's invoices, invoice PDFs, orders and documents. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    ORDERS_PATHS.invoices,
    {
      schema: { ...docs, body: ZInvoiceListRequest, response: { 200: ZInvoiceListResponse } },
      preValidation: app.requireUser,
    },
    async (req) => {
      const page = req.body?.page ?? 1;
      const pageSize = req.body?.pageSize ?? PAGE_SIZE;
      const { items, total } = await orders.listInvoices(deps, { userId: req.auth.userId, page, pageSize });
      return {
        success: true as const,
        data: items,
        page_meta: listPageMeta(total, page, pageSize),
      };
    },
  );

  app.post(
    ORDERS_PATHS.invoiceDownload,
    { schema: { ...docs, body: ZInvoiceNumberRequest, produces: ['application/pdf'] }, preValidation: app.requireUser },
    async (req, reply) => {
      const { filename, pdf } = await orders.invoicePdf(deps, {
        userId: req.auth.userId,
        invoiceNumber: req.body.invoiceNumber,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(filename))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    ORDERS_PATHS.creditNoteDownload,
    {
      schema: { ...docs, body: ZCreditNoteNumberRequest, produces: ['application/pdf'] },
      preValidation: app.requireUser,
    },
    async (req, reply) => {
      const { filename, pdf } = await creditNotePdf(deps.db, {
        userId: req.auth.userId,
        creditNoteNumber: req.body.creditNoteNumber,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(filename))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  const readOrder = {
    schema: { ...docs, params: ZOrderIdParams, response: { 200: ZOrderResponse } },
    preValidation: app.requireUser,
  };
  app.get(ORDERS_PATHS.order, readOrder, async (req) => ({
    success: true as const,
    data: await orders.getOrder(deps, { userId: req.auth.userId, orderId: req.params.orderId }),
  }));
  app.post(
    ORDERS_PATHS.order,
    { ...readOrder, schema: { ...readOrder.schema, body: ZNoFieldsRequest } },
    async (req) => ({
      success: true as const,
      data: await orders.getOrder(deps, { userId: req.auth.userId, orderId: req.params.orderId }),
    }),
  );

  app.get(
    ORDERS_PATHS.document,
    { schema: { ...docs, params: ZOrderDocumentParams }, preValidation: app.requireUser },
    async (req, reply) => {
      const file = await orders.readOrderDocument(deps, {
        userId: req.auth.userId,
        role: req.auth.role,
        documentId: req.params.documentId,
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.filename))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.body);
    },
  );
};

import multipart from '@fastify/multipart';
import {
  ORDERS_PATHS,
  ORDER_DOCUMENT_FIELD,
  ORDER_DOCUMENT_MAX_BYTES,
  PAGE_SIZE,
  ZAdminOrderListRequest,
  ZAdminOrderListResponse,
  ZLineStatusRequest,
  ZOrderDocumentResponse,
  ZOrderLineParams,
  ZAdminOrder,
  ZCreditNoteNumberRequest,
  ZOrderIdParams,
  ZOrderRefundRequest,
  formatPounds,
  success,
  listPageMeta,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSingleFile, singleFileLimits } from '../../lib/multipart-upload';
import { attachment } from '../../lib/content-disposition';
import { refundOrder } from '../payments/refunds.service';
import { creditNotePdf } from './credit-notes';
import * as fulfilment from './orders.admin.service';

const docs = { tags: ['admin'], security: [{ bearer: [] }] };
const ZAdminOrderResponse = success(ZAdminOrder);
const DOCUMENT_UPLOAD = {
  field: ORDER_DOCUMENT_FIELD,
  noun: 'document',
  fileNoun: 'PDF, PNG or JPEG file',
  tooLarge: `The document is larger than ${ORDER_DOCUMENT_MAX_BYTES / (1024 * 1024)} MB.`,
};

/** Staff fulfilment (issue 5): every route needs the admin role. */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // onRequest, before the body is read: a stranger learns nothing from validation messages.
  app.addHook('onRequest', app.requireRole('admin'));
  await app.register(multipart, { limits: singleFileLimits(ORDER_DOCUMENT_MAX_BYTES) });

  app.post(
    ORDERS_PATHS.adminOrders,
    { schema: { ...docs, body: ZAdminOrderListRequest, response: { 200: ZAdminOrderListResponse } } },
    async (req) => {
      const page = req.body?.page ?? 1;
      const pageSize = req.body?.pageSize ?? PAGE_SIZE;
      const { items, total } = await fulfilment.listOrdersForAdmin(deps, {
        status: req.body?.status,
        fulfilmentStatus: req.body?.fulfilmentStatus,
        search: req.body?.search,
        page,
        pageSize,
      });
      return {
        success: true as const,
        data: items,
        page_meta: listPageMeta(total, page, pageSize),
      };
    },
  );

  app.post(
    ORDERS_PATHS.adminLineStatus,
    { schema: { ...docs, params: ZOrderLineParams, body: ZLineStatusRequest, response: { 200: ZAdminOrderResponse } } },
    async (req) => ({
      success: true as const,
      message: 'Order line updated and the customer told.',
      data: await fulfilment.updateLineStatus(deps, {
        ...req.body,
        lineId: req.params.lineId,
        actorUserId: req.auth.userId,
      }),
    }),
  );

  app.post(
    ORDERS_PATHS.adminOrderRefund,
    {
      schema: { ...docs, params: ZOrderIdParams, body: ZOrderRefundRequest, response: { 200: ZAdminOrderResponse } },
    },
    async (req) => {
      const refund = await refundOrder(deps, {
        ...req.body,
        orderId: req.params.orderId,
        actorUserId: req.auth.userId,
      });
      return {
        success: true as const,
        message: refund.created
          ? `Refunded ${formatPounds(refund.amountPence)}${refund.creditNoteNumber ? ` with credit note ${refund.creditNoteNumber}` : ''}; the customer has been emailed.`
          : `This refund was already made (${formatPounds(refund.amountPence)}); nothing more was refunded.`,
        data: await fulfilment.adminOrder(deps.db, refund.orderId),
      };
    },
  );

  app.post(
    ORDERS_PATHS.adminCreditNoteDownload,
    { schema: { ...docs, body: ZCreditNoteNumberRequest, produces: ['application/pdf'] } },
    async (req, reply) => {
      const { filename, pdf } = await creditNotePdf(deps.db, {
        userId: null,
        creditNoteNumber: req.body.creditNoteNumber,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(filename))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    ORDERS_PATHS.adminLineDocuments,
    {
      schema: {
        ...docs,
        params: ZOrderLineParams,
        consumes: ['multipart/form-data'],
        response: { 201: ZOrderDocumentResponse },
      },
    },
    async (req, reply) => {
      const document = await fulfilment.addLineDocument(deps, {
        lineId: req.params.lineId,
        actorUserId: req.auth.userId,
        file: await readSingleFile(req, DOCUMENT_UPLOAD),
      });
      return reply.code(201).send({ success: true as const, message: 'Document added.', data: document });
    },
  );
};

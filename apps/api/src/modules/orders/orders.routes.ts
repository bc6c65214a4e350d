import { PAGE_SIZE, listPageMeta, ordersEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/content-disposition';
import { addEndpoint, addServiceEndpoints } from '../../lib/endpoint';
import { creditNotePdf } from './credit-notes.service';
import * as orders from './orders.service';

/**
 * SPEC §7 "Payments and orders": the signed-in customer's invoices, invoice PDFs, orders and documents. The
 * order itself is answered by its service function (ordersServices); the handlers here page or send files.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  addServiceEndpoints(app, orders.ordersServices);

  addEndpoint(app, endpoints.invoices, {
    handler: async (req) => {
      const page = req.body?.page ?? 1;
      const pageSize = req.body?.pageSize ?? PAGE_SIZE;
      const { items, total } = await orders.listInvoices(deps, { userId: req.auth.userId, page, pageSize });
      return { data: items, page_meta: listPageMeta(total, page, pageSize) };
    },
  });

  addEndpoint(app, endpoints.invoiceDownload, {
    handler: async (req, reply) => {
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
  });

  addEndpoint(app, endpoints.creditNoteDownload, {
    handler: async (req, reply) => {
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
  });

  addEndpoint(app, endpoints.document, {
    handler: async (req, reply) => {
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
  });
};

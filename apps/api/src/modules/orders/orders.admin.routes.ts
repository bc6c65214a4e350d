import multipart from '@fastify/multipart';
import {
  ORDER_DOCUMENT_FIELD,
  ORDER_DOCUMENT_MAX_BYTES,
  PAGE_SIZE,
  listPageMeta,
  ordersAdminEndpoints as endpoints,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/content-disposition';
import { addEndpoint, addServiceEndpoints } from '../../lib/endpoint';
import { readSingleFile, singleFileLimits } from '../../lib/multipart-upload';
import { creditNotePdf } from './credit-notes.service';
import * as fulfilment from './orders.admin.service';

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
  // A line's status is answered by its service function; the handlers here page, send files or take uploads.
  addServiceEndpoints(app, fulfilment.ordersAdminServices);

  addEndpoint(app, endpoints.orders, {
    handler: async (req) => {
      const page = req.body?.page ?? 1;
      const pageSize = req.body?.pageSize ?? PAGE_SIZE;
      const { items, total } = await fulfilment.listOrdersForAdmin(deps, {
        status: req.body?.status,
        fulfilmentStatus: req.body?.fulfilmentStatus,
        search: req.body?.search,
        page,
        pageSize,
      });
      return { data: items, page_meta: listPageMeta(total, page, pageSize) };
    },
  });

  addEndpoint(app, endpoints.creditNoteDownload, {
    handler: async (req, reply) => {
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
  });

  addEndpoint(app, endpoints.lineDocuments, {
    handler: async (req) => ({
      data: await fulfilment.addLineDocument(deps, {
        lineId: req.params.lineId,
        actorUserId: req.auth.userId,
        file: await readSingleFile(req, DOCUMENT_UPLOAD),
      }),
      message: 'Document added.',
    }),
  });
};

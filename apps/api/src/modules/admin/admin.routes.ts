import multipart from '@fastify/multipart';
import { PAGE_SIZE, ZUploadReport, catalogAdminEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../lib/endpoint';
import { readSingleFile } from '../../lib/multipart-upload';
import { getProductDetail, listProductsForAdmin, listQuotations } from '../catalog';
import * as admin from './products.service';
import { PRODUCT_UPLOAD_FILE, PRODUCT_UPLOAD_LIMITS } from './upload-parse.service';
import { importProducts } from './upload.service';

/** SPEC §6 Admin: product create, update, delete and upload; staff lists. Every route needs role admin. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // onRequest, before the body is read: a stranger learns nothing from validation messages.
  app.addHook('onRequest', app.requireRole('admin'));
  // Encapsulated: only these routes accept multipart bodies, one file within the upload limits.
  await app.register(multipart, { limits: PRODUCT_UPLOAD_LIMITS });

  addEndpoint(app, endpoints.add, {
    handler: async (req) => ({ data: await admin.createProduct(deps, req.body), message: 'Product added.' }),
  });

  addEndpoint(app, endpoints.update, {
    handler: async (req) => ({
      data: await admin.updateProduct(deps, { id: req.params.id, changes: req.body }),
      message: 'Product updated.',
    }),
  });

  addEndpoint(app, endpoints.remove, {
    handler: async (req) => {
      const result = await admin.deleteProduct(deps, { id: req.params.id });
      const message =
        result.mode === 'soft'
          ? 'Product archived: it was ordered before, so it is kept for order history.'
          : 'Product deleted.';
      return { data: result, message };
    },
  });

  // A file with bad rows is refused whole, with a report of each row (422).
  addEndpoint(app, endpoints.upload, {
    otherAnswers: { 422: ZUploadReport },
    handler: async (req, reply) => {
      const outcome = await importProducts(deps, { file: await readSingleFile(req, PRODUCT_UPLOAD_FILE) });
      if (!outcome.ok) return reply.code(422).send(outcome.report);
      return { data: outcome.result, message: outcome.message };
    },
  });

  addEndpoint(app, endpoints.products, {
    handler: async (req) => {
      const { items, page_meta } = await listProductsForAdmin(deps, req.body);
      return { data: items, page_meta };
    },
  });

  addEndpoint(app, endpoints.product, {
    handler: async (req) => ({
      data: await getProductDetail(deps, { id: req.params.id, includeInactive: true }),
    }),
  });

  addEndpoint(app, endpoints.quotations, {
    handler: async (req) => {
      const { items, page_meta } = await listQuotations(deps, {
        status: req.body?.status,
        page: req.body?.page ?? 1,
        pageSize: req.body?.pageSize ?? PAGE_SIZE,
      });
      return { data: items, page_meta };
    },
  });
};

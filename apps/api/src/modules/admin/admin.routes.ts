import multipart from '@fastify/multipart';
import {
  CATALOG_PATHS,
  PAGE_SIZE,
  ZAdminProductListRequest,
  ZAdminQuotationListRequest,
  ZDeleteProductResponse,
  ZNoFieldsRequest,
  ZProductDetailResponse,
  ZProductIdParams,
  ZProductInput,
  ZProductListResponse,
  ZProductUpdate,
  ZQuotationListResponse,
  ZUploadReport,
  ZUploadResponse,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSingleFile } from '../../lib/multipart-upload';
import { getProductDetail, listProductsForAdmin, listQuotations } from '../catalog';
import * as admin from './products.service';
import { PRODUCT_UPLOAD_FILE, PRODUCT_UPLOAD_LIMITS } from './upload.parse';
import { importProducts } from './upload.service';

const docs = { tags: ['admin'], security: [{ bearer: [] }] };

/** SPEC §6 Admin: product create, update, delete and upload; staff lists. Every route needs role admin. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // onRequest, before the body is read: a stranger learns nothing from validation messages.
  app.addHook('onRequest', app.requireRole('admin'));
  // Encapsulated: only these routes accept multipart bodies, one file within the upload limits.
  await app.register(multipart, { limits: PRODUCT_UPLOAD_LIMITS });

  app.post(
    CATALOG_PATHS.add,
    { schema: { ...docs, body: ZProductInput, response: { 201: ZProductDetailResponse } } },
    async (req, reply) =>
      reply
        .code(201)
        .send({ success: true as const, message: 'Product added.', data: await admin.createProduct(deps, req.body) }),
  );

  app.put(
    CATALOG_PATHS.product,
    { schema: { ...docs, params: ZProductIdParams, body: ZProductUpdate, response: { 200: ZProductDetailResponse } } },
    async (req) => ({
      success: true as const,
      message: 'Product updated.',
      data: await admin.updateProduct(deps, { id: req.params.id, changes: req.body }),
    }),
  );

  app.delete(
    CATALOG_PATHS.product,
    { schema: { ...docs, params: ZProductIdParams, response: { 200: ZDeleteProductResponse } } },
    async (req) => {
      const result = await admin.deleteProduct(deps, { id: req.params.id });
      const message =
        result.mode === 'soft'
          ? 'Product archived: it was ordered before, so it is kept for order history.'
          : 'Product deleted.';
      return { success: true as const, message, data: result };
    },
  );

  app.post(
    CATALOG_PATHS.upload,
    { schema: { ...docs, consumes: ['multipart/form-data'], response: { 200: ZUploadResponse, 422: ZUploadReport } } },
    async (req, reply) => {
      const outcome = await importProducts(deps, { file: await readSingleFile(req, PRODUCT_UPLOAD_FILE) });
      if (!outcome.ok) return reply.code(422).send(outcome.report);
      return { success: true as const, message: outcome.message, data: outcome.result };
    },
  );

  app.post(
    CATALOG_PATHS.adminProducts,
    { schema: { ...docs, body: ZAdminProductListRequest, response: { 200: ZProductListResponse } } },
    async (req) => {
      const { items, page_meta } = await listProductsForAdmin(deps, req.body);
      return { success: true as const, data: items, page_meta };
    },
  );

  app.post(
    CATALOG_PATHS.adminProduct,
    {
      schema: { ...docs, params: ZProductIdParams, body: ZNoFieldsRequest, response: { 200: ZProductDetailResponse } },
    },
    async (req) => ({
      success: true as const,
      data: await getProductDetail(deps, { id: req.params.id, includeInactive: true }),
    }),
  );

  app.post(
    CATALOG_PATHS.adminQuotations,
    { schema: { ...docs, body: ZAdminQuotationListRequest, response: { 200: ZQuotationListResponse } } },
    async (req) => {
      const { items, page_meta } = await listQuotations(deps, {
        status: req.body?.status,
        page: req.body?.page ?? 1,
        pageSize: req.body?.pageSize ?? PAGE_SIZE,
      });
      return { success: true as const, data: items, page_meta };
    },
  );
};

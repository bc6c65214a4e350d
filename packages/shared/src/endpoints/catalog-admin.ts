import { z } from 'zod';
import {
  ZAdminProductListRequest,
  ZAdminQuotationListRequest,
  ZDeleteProductResult,
  ZProductInput,
  ZProductUpdate,
  ZUploadResult,
} from '../contracts/catalog-admin';
import { ZProduct, ZProductDetail, ZProductIdParams, ZQuotation } from '../contracts/catalog';
import { ZNoFieldsRequest } from '../contracts/payments';
import { defineEndpoint } from './define';

/** SPEC §6 Admin: product create, update, delete and upload, and the staff lists (role admin). */
export const catalogAdminEndpoints = {
  add: defineEndpoint({
    method: 'POST',
    path: '/api/products/add',
    summary: 'Admin: add a product',
    access: 'admin',
    body: ZProductInput,
    data: ZProductDetail,
    status: 201,
    tags: ['admin'],
  }),
  /** `:id` is a uuid or a slug. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/products/:id',
    summary: 'Admin: change a product',
    access: 'admin',
    params: ZProductIdParams,
    body: ZProductUpdate,
    data: ZProductDetail,
    tags: ['admin'],
  }),
  /** Archived instead when it was ordered before (`mode: 'soft'`). */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/products/:id',
    summary: 'Admin: delete or archive a product',
    access: 'admin',
    params: ZProductIdParams,
    data: ZDeleteProductResult,
    tags: ['admin'],
  }),
  /** Multipart, one CSV or XLSX file; a 422 carries the per-row report: registered by hand in the api. */
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/admin/upload/product',
    summary: 'Admin: add or update products from a CSV or XLSX file',
    access: 'admin',
    data: ZUploadResult,
    upload: true,
    tags: ['admin'],
  }),
  products: defineEndpoint({
    method: 'POST',
    path: '/api/admin/products',
    summary: 'Admin: list products, archived ones included',
    access: 'admin',
    body: ZAdminProductListRequest,
    data: z.array(ZProduct),
    paged: true,
    tags: ['admin'],
  }),
  product: defineEndpoint({
    method: 'POST',
    path: '/api/admin/products/:id',
    summary: 'Admin: one product with its details, archived or not',
    access: 'admin',
    params: ZProductIdParams,
    body: ZNoFieldsRequest,
    data: ZProductDetail,
    tags: ['admin'],
  }),
  quotations: defineEndpoint({
    method: 'POST',
    path: '/api/admin/quotations',
    summary: 'Admin: list quotation requests',
    access: 'admin',
    body: ZAdminQuotationListRequest,
    data: z.array(ZQuotation),
    paged: true,
    tags: ['admin'],
  }),
};

import {
  PRODUCT_UPLOAD_FIELD,
  pathOf,
  catalogAdminEndpoints as endpoints,
  type TAdminProductListRequest,
  type TListPageMeta,
  type TProduct,
  type TProductDetail,
  type TQuotation,
  type TUploadResult,
  type ZAdminQuotationListRequest,
  type ZProductInput,
  type ZProductUpdate,
} from '@launchpad/shared';
import type { z } from 'zod';
import { api } from '@/lib/api';

type TEnvelope<T> = { success: true; message?: string; data: T };
type TPaged<T> = { data: T[]; page_meta: TListPageMeta };
export type TPage<T> = { items: T[]; pageMeta: TListPageMeta };
/** What a write answered: the server's message (shown as is) and its data. */
export type TWriteResult<T> = { message: string | null; data: T };

export type TProductInputBody = z.input<typeof ZProductInput>;
export type TProductUpdateBody = z.input<typeof ZProductUpdate>;
export type TQuotationListArgs = NonNullable<z.input<typeof ZAdminQuotationListRequest>>;
export type TDeleteResult = { id: string; mode: 'soft' | 'hard' };

const paged = <T>(response: TPaged<T>): TPage<T> => ({ items: response.data, pageMeta: response.page_meta });
const written = <T>(response: TEnvelope<T>): TWriteResult<T> => ({
  message: response.message ?? null,
  data: response.data,
});

/** SPEC §6 Admin: product create, update, delete and upload, and the staff lists (role admin). */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminProducts: build.query<TPage<TProduct>, Partial<TAdminProductListRequest>>({
      query: (body) => ({ url: endpoints.products.path, method: endpoints.products.method, body }),
      transformResponse: paged<TProduct>,
      providesTags: ['Products'],
    }),
    getAdminProduct: build.query<TProductDetail, string>({
      query: (id) => ({ url: pathOf(endpoints.product, { id }), method: endpoints.product.method, body: {} }),
      transformResponse: (response: TEnvelope<TProductDetail>) => response.data,
      providesTags: ['Products'],
    }),
    addProduct: build.mutation<TWriteResult<TProductDetail>, TProductInputBody>({
      query: (body) => ({ url: endpoints.add.path, method: endpoints.add.method, body }),
      transformResponse: written<TProductDetail>,
      invalidatesTags: ['Products'],
    }),
    updateProduct: build.mutation<TWriteResult<TProductDetail>, { id: string; changes: TProductUpdateBody }>({
      query: ({ id, changes }) => ({
        url: pathOf(endpoints.update, { id }),
        method: endpoints.update.method,
        body: changes,
      }),
      transformResponse: written<TProductDetail>,
      invalidatesTags: ['Products'],
    }),
    deleteProduct: build.mutation<TWriteResult<TDeleteResult>, string>({
      query: (id) => ({ url: pathOf(endpoints.remove, { id }), method: endpoints.remove.method }),
      transformResponse: written<TDeleteResult>,
      invalidatesTags: ['Products'],
    }),
    /** Multipart, one CSV or XLSX file; a 422 carries the per-row report (ZUploadReport). */
    uploadProducts: build.mutation<TWriteResult<TUploadResult>, File>({
      query: (file) => {
        const body = new FormData();
        body.append(PRODUCT_UPLOAD_FIELD, file);
        return { url: endpoints.upload.path, method: endpoints.upload.method, body };
      },
      transformResponse: written<TUploadResult>,
      invalidatesTags: ['Products'],
    }),
    listQuotations: build.query<TPage<TQuotation>, TQuotationListArgs>({
      query: (body) => ({ url: endpoints.quotations.path, method: endpoints.quotations.method, body }),
      transformResponse: paged<TQuotation>,
    }),
  }),
});

export const {
  useListAdminProductsQuery,
  useGetAdminProductQuery,
  useAddProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useUploadProductsMutation,
  useListQuotationsQuery,
} = adminApi;

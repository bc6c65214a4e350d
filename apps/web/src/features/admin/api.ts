import {
  PRODUCT_UPLOAD_FIELD,
  catalogAdminRoutes as routes,
  type catalogAdminEndpoints as endpoints,
  type TAdminProductListRequest,
  type ZAdminQuotationListRequest,
  type ZProductInput,
  type ZProductUpdate,
} from '@launchpad/shared';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { type TDataOf, endpointRequest, fromEndpoint, pageOf, written } from '@/lib/endpoint';

export type { TPageOf as TPage, TWritten as TWriteResult } from '@/lib/endpoint';

export type TProductInputBody = z.input<typeof ZProductInput>;
export type TProductUpdateBody = z.input<typeof ZProductUpdate>;
export type TQuotationListArgs = NonNullable<z.input<typeof ZAdminQuotationListRequest>>;
export type TDeleteResult = TDataOf<typeof endpoints.remove>;

/** SPEC §6 Admin: product create, update, delete and upload, and the staff lists (role admin). */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminProducts: build.query({
      ...fromEndpoint(routes.products, (body: Partial<TAdminProductListRequest>) => ({ body }), pageOf),
      providesTags: ['Products'],
    }),
    getAdminProduct: build.query({
      ...fromEndpoint(routes.product, (id: string) => ({ params: { id }, body: {} })),
      providesTags: ['Products'],
    }),
    addProduct: build.mutation({
      ...fromEndpoint(routes.add, (body: TProductInputBody) => ({ body }), written),
      invalidatesTags: ['Products'],
    }),
    updateProduct: build.mutation({
      ...fromEndpoint(
        routes.update,
        ({ id, changes }: { id: string; changes: TProductUpdateBody }) => ({ params: { id }, body: changes }),
        written,
      ),
      invalidatesTags: ['Products'],
    }),
    deleteProduct: build.mutation({
      ...fromEndpoint(routes.remove, (id: string) => ({ params: { id } }), written),
      invalidatesTags: ['Products'],
    }),
    /** Multipart, one CSV or XLSX file; a 422 carries the per-row report (ZUploadReport). */
    uploadProducts: build.mutation({
      ...fromEndpoint(routes.upload, (_: File) => ({}), written),
      query: (file: File) => {
        const body = new FormData();
        body.append(PRODUCT_UPLOAD_FIELD, file);
        return { ...endpointRequest(routes.upload, {}), body };
      },
      invalidatesTags: ['Products'],
    }),
    listQuotations: build.query({
      ...fromEndpoint(routes.quotations, (body: TQuotationListArgs) => ({ body }), pageOf),
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

import { ORDERS_PATHS, orderPath, type TInvoiceSummary, type TListPageMeta, type TOrder } from '@launchpad/shared';
import { PAGE_SIZE } from '@launchpad/shared/domain/pagination';
import { api, fileAsObjectUrl } from '@/lib/api';

export type TInvoicePage = { items: TInvoiceSummary[]; pageMeta: TListPageMeta };

/** SPEC §7 "Payments and orders": invoice history, one order, and the invoice PDF. */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Paged (SPEC §9: 10 a page). */
    listInvoices: build.query<TInvoicePage, number>({
      query: (page) => ({ url: ORDERS_PATHS.invoices, method: 'POST', body: { page, pageSize: PAGE_SIZE } }),
      transformResponse: (response: { data: TInvoiceSummary[]; page_meta: TListPageMeta }) => ({
        items: response.data,
        pageMeta: response.page_meta,
      }),
      providesTags: ['Orders'],
    }),
    getOrder: build.query<TOrder, string>({
      query: (orderId) => ({ url: orderPath(orderId), method: 'POST', body: {} }),
      transformResponse: (response: { data: TOrder }) => response.data,
      providesTags: ['Orders'],
    }),
    /** A fulfilment document (its `url`, GET with the access token), as an object URL. */
    documentFileUrl: build.mutation<string, string>({
      query: (url) => ({
        url,
        method: 'GET',
        responseHandler: fileAsObjectUrl,
      }),
    }),
    /**
     * The invoice PDF, fetched with the access token (refresh and retry as any call), answered as an
     * object URL: the caller saves it and revokes it.
     */
    invoicePdfUrl: build.mutation<string, number>({
      query: (invoiceNumber) => ({
        url: ORDERS_PATHS.invoiceDownload,
        method: 'POST',
        body: { invoiceNumber },
        responseHandler: fileAsObjectUrl,
      }),
    }),
    /** A credit note's PDF (`CN-000001`), fetched like the invoice PDF. */
    creditNotePdfUrl: build.mutation<string, string>({
      query: (creditNoteNumber) => ({
        url: ORDERS_PATHS.creditNoteDownload,
        method: 'POST',
        body: { creditNoteNumber },
        responseHandler: fileAsObjectUrl,
      }),
    }),
  }),
});

export const {
  useListInvoicesQuery,
  useGetOrderQuery,
  useInvoicePdfUrlMutation,
  useDocumentFileUrlMutation,
  useCreditNotePdfUrlMutation,
} = ordersApi;

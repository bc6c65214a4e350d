import { type TInvoiceSummary, ordersRoutes as routes } from '@launchpad/shared';
import { PAGE_SIZE } from '@launchpad/shared/domain/pagination';
import { api, fileAsObjectUrl } from '@/lib/api';
import { type TPageOf, fileFromEndpoint, fromEndpoint, pageOf } from '@/lib/endpoint';

export type TInvoicePage = TPageOf<TInvoiceSummary>;

/** SPEC §7 "Payments and orders": invoice history, one order, and the invoice PDF. */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Paged (SPEC §9: 10 a page). */
    listInvoices: build.query({
      ...fromEndpoint(
        routes.invoices,
        (page: number) => ({ body: { page, pageSize: PAGE_SIZE } }),
        (response) => pageOf(response),
      ),
      providesTags: ['Orders'],
    }),
    getOrder: build.query({
      ...fromEndpoint(routes.readOrder, (orderId: string) => ({ params: { orderId }, body: {} })),
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
    invoicePdfUrl: build.mutation(
      fileFromEndpoint(routes.invoiceDownload, (invoiceNumber: number) => ({ body: { invoiceNumber } })),
    ),
    /** A credit note's PDF (`CN-000001`), fetched like the invoice PDF. */
    creditNotePdfUrl: build.mutation(
      fileFromEndpoint(routes.creditNoteDownload, (creditNoteNumber: string) => ({ body: { creditNoteNumber } })),
    ),
  }),
});

export const {
  useListInvoicesQuery,
  useGetOrderQuery,
  useInvoicePdfUrlMutation,
  useDocumentFileUrlMutation,
  useCreditNotePdfUrlMutation,
} = ordersApi;

import {
  ORDER_DOCUMENT_FIELD,
  ORDER_DOCUMENT_MAX_BYTES,
  ORDER_DOCUMENT_TYPES,
  type TAdminOrder,
  type TFulfilmentStatus,
  type TOrderRefundRequest,
  type TOrderStatus,
  type ZLineStatusRequest,
  ordersAdminRoutes as routes,
  type ordersAdminEndpoints as endpoints,
} from '@launchpad/shared';
import type { z } from 'zod';
import { api, fileAsObjectUrl } from '@/lib/api';
import {
  type TPageOf,
  type TWritten,
  endpointRequest,
  fileFromEndpoint,
  fromEndpoint,
  pageOf,
  written,
} from '@/lib/endpoint';

/** An order as staff see it: the customer's order, the buyer's account id, its refunds and credit notes. */
export type { TAdminOrder };
export type TAdminOrderPage = TPageOf<TAdminOrder>;
export type TAdminOrderListArgs = {
  page: number;
  pageSize: number;
  status?: TOrderStatus;
  fulfilmentStatus?: TFulfilmentStatus;
  /** Part of the buyer's email, or an order id. */
  search?: string;
};
export type TLineStatusBody = z.input<typeof ZLineStatusRequest>;
/** What a write answered: the server's message (shown as is) and its data. */
export type TFulfilmentWrite<T> = TWritten<T>;

/**
 * Where staff may move a line from where it is; mirrors the server's rule (received → submitted →
 * completed, failed from before completion, a failed line may be submitted again, completed is final).
 */
export const NEXT_FULFILMENT: Record<TFulfilmentStatus, readonly Exclude<TFulfilmentStatus, 'received'>[]> = {
  received: ['submitted', 'completed', 'failed'],
  submitted: ['completed', 'failed'],
  failed: ['submitted'],
  completed: [],
};

export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
const EXTENSION_TYPES: Record<string, (typeof ORDER_DOCUMENT_TYPES)[number]> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** "1.2 MB", "340 KB", "12 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The browser's own check before an upload (the server checks the content again): a PDF, PNG or
 * JPEG by type or extension, not empty, at most 10 MB. Null when the file may be sent.
 */
export function documentFileProblem(file: File | null): string | null {
  if (!file) return 'Choose a PDF, PNG or JPEG file first.';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const type = (ORDER_DOCUMENT_TYPES as readonly string[]).includes(file.type)
    ? file.type
    : (EXTENSION_TYPES[extension] ?? null);
  if (!type) return `${file.name} is not a PDF, PNG or JPEG file.`;
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > ORDER_DOCUMENT_MAX_BYTES) {
    return `${file.name} is ${formatBytes(file.size)}; documents may be at most ${formatBytes(ORDER_DOCUMENT_MAX_BYTES)}.`;
  }
  return null;
}

/** Issue 5, staff fulfilment: the orders, a line's next step, its documents (role admin). */
export const adminOrdersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminOrders: build.query({
      ...fromEndpoint(
        routes.orders,
        (body: TAdminOrderListArgs) => ({ body }),
        (response) => pageOf(response),
      ),
      providesTags: ['Orders'],
    }),
    updateLineStatus: build.mutation({
      ...fromEndpoint(
        routes.lineStatus,
        ({ lineId, body }: { lineId: string; body: TLineStatusBody }) => ({ params: { lineId }, body }),
        written,
      ),
      invalidatesTags: ['Orders'],
    }),
    /** Multipart, one file in the field the server reads. */
    uploadLineDocument: build.mutation({
      query: ({ lineId, file }: { lineId: string; file: File }) => {
        const body = new FormData();
        body.append(ORDER_DOCUMENT_FIELD, file);
        return { ...endpointRequest(routes.lineDocuments, { params: { lineId } }), body };
      },
      transformResponse: (response: z.output<typeof endpoints.lineDocuments.response>) => written(response),
      invalidatesTags: ['Orders'],
    }),
    /** Issue 20: give back part or all of an order; the answer is the order with its new credit note. */
    refundOrder: build.mutation({
      ...fromEndpoint(
        routes.refund,
        ({ orderId, body }: { orderId: string; body: TOrderRefundRequest }) => ({ params: { orderId }, body }),
        written,
      ),
      invalidatesTags: ['Orders'],
    }),
    /** A credit note's PDF (`CN-000001`) as an object URL the caller saves and revokes. */
    adminCreditNoteUrl: build.mutation(
      fileFromEndpoint(routes.creditNoteDownload, (creditNoteNumber: string) => ({ body: { creditNoteNumber } })),
    ),
    /** A document (its `url`, GET with the access token) as an object URL the caller saves and revokes. */
    adminDocumentFileUrl: build.mutation<string, string>({
      query: (url) => ({
        url,
        method: 'GET',
        responseHandler: fileAsObjectUrl,
      }),
    }),
  }),
});

export const {
  useListAdminOrdersQuery,
  useUpdateLineStatusMutation,
  useUploadLineDocumentMutation,
  useAdminDocumentFileUrlMutation,
  useRefundOrderMutation,
  useAdminCreditNoteUrlMutation,
} = adminOrdersApi;

// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { ordersEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const ordersRoutes: TRoutesOf<typeof ordersEndpoints> = {
  invoices: { method: 'POST', path: '/api/orders/invoice' },
  invoiceDownload: { method: 'POST', path: '/api/orders/invoice/download' },
  creditNoteDownload: { method: 'POST', path: '/api/orders/credit-note/download' },
  order: { method: 'GET', path: '/api/orders/:orderId' },
  readOrder: { method: 'POST', path: '/api/orders/:orderId' },
  document: { method: 'GET', path: '/api/orders/documents/:documentId' },
};

// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { ordersAdminEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const ordersAdminRoutes: TRoutesOf<typeof ordersAdminEndpoints> = {
  orders: { method: 'POST', path: '/api/admin/orders' },
  lineStatus: { method: 'POST', path: '/api/admin/orders/lines/:lineId/status' },
  lineDocuments: { method: 'POST', path: '/api/admin/orders/lines/:lineId/documents' },
  refund: { method: 'POST', path: '/api/admin/orders/:orderId/refund' },
  creditNoteDownload: { method: 'POST', path: '/api/admin/orders/credit-note/download' },
};

// The orders module's public surface: what other modules and the flows may use. The module's own
// files import each other directly, never through this file.
export { issueCreditNote } from './credit-notes.service';
export { orderMails, orderReceiptMail } from './orders-mails.service';
export { markLine } from './orders-timeline.store';
export { adminOrder } from './orders.admin.service';
export {
  anonymiseOrdersOf,
  completeAllLines,
  composeOrderDraft,
  describeLine,
  findOrder,
  findOrderByKey,
  insertOrder,
  issueInvoice,
  lockOrder,
  markOrderFailed,
  markOrderPaid,
  markOrderRefunded,
  noteOnLine,
  paymentOf,
  startTimelines,
  type TDraftLine,
  toOrder,
  toOrders,
  type TOrderDraft,
  type TOrderRow,
} from './orders.store';

// What the app starts: its routes, and the servers and jobs server.ts runs.
export { ordersAdminRoutes } from './orders.admin.routes';
export { ordersRoutes } from './orders.routes';

// The orders module's public surface: what other modules and the flows may use. The module's own
// files import each other directly, never through this file.
export {
  anonymiseOrdersOf,
  composeOrderDraft,
  describeLine,
  findOrder,
  findOrderByKey,
  insertOrder,
  issueInvoice,
  lockOrder,
  markOrderFailed,
  markOrderPaid,
  paymentOf,
  startTimelines,
  type TDraftLine,
  toOrder,
  type TOrderDraft,
  type TOrderRow,
} from './orders.store';
export { adminOrder } from './orders.admin.service';
export { orderReceiptMail } from './orders-mails.service';

// The payments module's public surface: what other modules and the flows may use. The module's own
// files import each other directly, never through this file.
export { paymentCustomerFor } from './cards.service';
export { authenticateBuiltinPayment } from './confirm.service';
export { forgetDeclinedCard, resolvePaymentMethod, type TCardUse, type TPaymentDeps } from './order-payment.service';
export { insertPaidRenewal } from './paid-renewals.service';
export { pauseForFault } from './payment-fault.service';
export {
  claimPaymentMethod,
  linkPaymentToSubscription,
  markPaymentFailed,
  markPaymentSucceeded,
  openPayment,
  orderIdOfCharge,
  paymentMethodOf,
  recordProviderPaymentId,
  recordSucceededPayment,
} from './payments.store';
export { chargeOf, NOTHING_CHARGED, stuckOrders, type TReconcileResult } from './reconcile.service';
export { refundOrderLine } from './refunds.service';

// What the app starts: its routes, and the servers and jobs server.ts runs.
export { cardsRoutes } from './cards.routes';
export { finishPendingRefunds } from './refunds.service';
export { refundsAdminRoutes } from './refunds.routes';

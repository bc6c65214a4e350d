// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { subscriptionEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const subscriptionRoutes: TRoutesOf<typeof subscriptionEndpoints> = {
  current: { method: 'POST', path: '/api/orders/current-subscription' },
  cancelCurrent: { method: 'POST', path: '/api/orders/cancel-current-subscription' },
  cancelByInvoice: { method: 'POST', path: '/api/orders/invoice/cancelSubscription' },
  services: { method: 'POST', path: '/api/orders/service-subscriptions' },
  cancelService: { method: 'POST', path: '/api/orders/service-subscriptions/cancel' },
  createPayment: { method: 'POST', path: '/api/payment/create-subscription-payment' },
  createPaymentDirect: { method: 'POST', path: '/api/payment/create-subscription-payment-direct' },
  create: { method: 'POST', path: '/api/payment/create-subscription' },
};

// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { paymentEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const paymentRoutes: TRoutesOf<typeof paymentEndpoints> = {
  checkout: { method: 'POST', path: '/api/payment/checkout' },
  confirm: { method: 'POST', path: '/api/payment/checkout/confirm' },
  config: { method: 'GET', path: '/api/payment/config' },
  builtinTokenise: { method: 'POST', path: '/api/payment/builtin/payment-methods' },
  builtinAuthenticate: { method: 'POST', path: '/api/payment/builtin/authenticate' },
  stripeWebhook: { method: 'POST', path: '/api/payment/webhooks/stripe' },
};

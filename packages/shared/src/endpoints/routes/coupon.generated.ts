// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { couponEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const couponRoutes: TRoutesOf<typeof couponEndpoints> = {
  check: { method: 'POST', path: '/api/payment/coupan-check/:id' },
};

import { catalogEndpoints } from './catalog';
import { couponEndpoints } from './coupons';
import type { TAnyEndpoint } from './define';

export * from './define';
export { catalogEndpoints, productPath } from './catalog';
export { couponEndpoints } from './coupons';

/**
 * Every endpoint defined here, one module after another. The api registers each from its definition,
 * the authorisation matrix and the OpenAPI document read its access and summary, and the web tests hold
 * their stand-in answers to its response.
 */
export const ENDPOINTS: readonly TAnyEndpoint[] = [
  ...Object.values(catalogEndpoints),
  ...Object.values(couponEndpoints),
];

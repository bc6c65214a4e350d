import { catalogEndpoints } from './catalog';
import { catalogAdminEndpoints } from './catalog-admin';
import { contactEndpoints } from './contact';
import { couponEndpoints } from './coupons';
import { healthEndpoints } from './health';
import { outboxEndpoints } from './outbox';
import { usersEndpoints } from './users';
import type { TAnyEndpoint } from './define';
import { influencerEndpoints } from './influencer';

export * from './define';
export { catalogEndpoints, productPath } from './catalog';
export { catalogAdminEndpoints } from './catalog-admin';
export { contactEndpoints } from './contact';
export { couponEndpoints } from './coupons';
export { healthEndpoints } from './health';
export { ZOutboxEffect, ZOutboxListQuery, outboxEndpoints } from './outbox';
export { usersEndpoints } from './users';
export { influencerEndpoints } from './influencer';

/**
 * Every endpoint defined here, one module after another. The api registers each from its definition,
 * the authorisation matrix and the OpenAPI document read its access and summary, and the web tests hold
 * their stand-in answers to its response.
 */
export const ENDPOINTS: readonly TAnyEndpoint[] = [
  ...Object.values(catalogEndpoints),
  ...Object.values(catalogAdminEndpoints),
  ...Object.values(contactEndpoints),
  ...Object.values(couponEndpoints),
  ...Object.values(usersEndpoints),
  ...Object.values(healthEndpoints),
  ...Object.values(outboxEndpoints),
  ...Object.values(influencerEndpoints),
];

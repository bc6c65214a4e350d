import { authEndpoints, oauthFinishEndpoints } from './auth';
import { cartEndpoints } from './cart';
import { catalogEndpoints } from './catalog';
import { catalogAdminEndpoints } from './catalog-admin';
import { contactEndpoints } from './contact';
import { couponEndpoints } from './coupons';
import { healthEndpoints } from './health';
import { ordersAdminEndpoints, ordersEndpoints } from './orders';
import { outboxEndpoints } from './outbox';
import { cardEndpoints, paymentEndpoints } from './payments';
import { subscriptionEndpoints } from './subscriptions';
import { usersEndpoints } from './users';
import type { TAnyEndpoint } from './define';
import { influencerEndpoints } from './influencer';
import { launchpadEndpoints } from './launchpad';
import { publishingEndpoints } from './publishing';
import { domainsEndpoints } from './domains';
import { dnsEndpoints } from './dns';
import { sslEndpoints } from './ssl';
import { toolsEndpoints } from './tools';
import { contentAdminEndpoints, contentEndpoints, contentWriteEndpoints } from './content';
import { seoEndpoints } from './seo';
import { mailEndpoints } from './mail';

export * from './define';
export { authEndpoints, oauthFinishEndpoints } from './auth';
export { cardEndpoints, paymentEndpoints } from './payments';
export { subscriptionEndpoints } from './subscriptions';
export { cartEndpoints } from './cart';
export { catalogEndpoints } from './catalog';
export { ordersAdminEndpoints, ordersEndpoints } from './orders';
export { catalogAdminEndpoints } from './catalog-admin';
export { contactEndpoints } from './contact';
export { couponEndpoints } from './coupons';
export { healthEndpoints } from './health';
export { ZOutboxEffect, ZOutboxListQuery, outboxEndpoints } from './outbox';
export { usersEndpoints } from './users';
export { influencerEndpoints } from './influencer';
export { launchpadEndpoints } from './launchpad';
export { publishingEndpoints } from './publishing';
export { domainsEndpoints } from './domains';
export { dnsEndpoints } from './dns';
export { sslEndpoints } from './ssl';
export { toolsEndpoints } from './tools';
export { ZAdminContentItem, contentAdminEndpoints, contentEndpoints, contentWriteEndpoints } from './content';
export { seoEndpoints } from './seo';
export { ZOutboxMessage, mailEndpoints } from './mail';
export * from './routes.generated';

/**
 * Every endpoint defined here, one module after another. The api registers each from its definition,
 * the authorisation matrix and the OpenAPI document read its access and summary, and the web tests hold
 * their stand-in answers to its response.
 */
export const ENDPOINTS: readonly TAnyEndpoint[] = [
  ...Object.values(authEndpoints),
  ...Object.values(oauthFinishEndpoints),
  ...Object.values(cardEndpoints),
  ...Object.values(paymentEndpoints),
  ...Object.values(subscriptionEndpoints),
  ...Object.values(cartEndpoints),
  ...Object.values(ordersEndpoints),
  ...Object.values(ordersAdminEndpoints),
  ...Object.values(catalogEndpoints),
  ...Object.values(catalogAdminEndpoints),
  ...Object.values(contactEndpoints),
  ...Object.values(couponEndpoints),
  ...Object.values(usersEndpoints),
  ...Object.values(healthEndpoints),
  ...Object.values(outboxEndpoints),
  ...Object.values(influencerEndpoints),
  ...Object.values(launchpadEndpoints),
  ...Object.values(publishingEndpoints),
  ...Object.values(domainsEndpoints),
  ...Object.values(dnsEndpoints),
  ...Object.values(sslEndpoints),
  ...Object.values(toolsEndpoints),
  ...Object.values(contentEndpoints),
  ...Object.values(contentAdminEndpoints),
  ...Object.values(contentWriteEndpoints).flatMap(({ create, update }) => [create, update]),
  ...Object.values(seoEndpoints),
  ...Object.values(mailEndpoints),
];

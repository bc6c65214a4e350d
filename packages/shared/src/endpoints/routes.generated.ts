// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
// The browser builds its calls on these plain values, so loading an api slice evaluates no zod schema
// (issue 23); the type of each route carries its definition for the types of the call.
export { authRoutes } from './routes/auth.generated';
export { cardRoutes } from './routes/card.generated';
export { cartRoutes } from './routes/cart.generated';
export { catalogAdminRoutes } from './routes/catalog-admin.generated';
export { catalogRoutes } from './routes/catalog.generated';
export { contactRoutes } from './routes/contact.generated';
export { contentAdminRoutes } from './routes/content-admin.generated';
export { contentRoutes } from './routes/content.generated';
export { contentWriteRoutes } from './routes/content-write.generated';
export { couponRoutes } from './routes/coupon.generated';
export { dnsRoutes } from './routes/dns.generated';
export { domainsRoutes } from './routes/domains.generated';
export { healthRoutes } from './routes/health.generated';
export { influencerRoutes } from './routes/influencer.generated';
export { launchpadRoutes } from './routes/launchpad.generated';
export { mailRoutes } from './routes/mail.generated';
export { oauthFinishRoutes } from './routes/oauth-finish.generated';
export { ordersAdminRoutes } from './routes/orders-admin.generated';
export { ordersRoutes } from './routes/orders.generated';
export { outboxRoutes } from './routes/outbox.generated';
export { paymentRoutes } from './routes/payment.generated';
export { publishingRoutes } from './routes/publishing.generated';
export { seoRoutes } from './routes/seo.generated';
export { sslRoutes } from './routes/ssl.generated';
export { subscriptionRoutes } from './routes/subscription.generated';
export { toolsRoutes } from './routes/tools.generated';
export { usersRoutes } from './routes/users.generated';

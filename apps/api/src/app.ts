import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config/env';
import type { TDeps } from './core';
import { type TDatabase, openDatabase } from './db/client';
import { oauthRoutes } from './modules/auth/auth.oauth.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { launchpadRoutes } from './modules/launchpad/launchpad.routes';
import { legalRoutes } from './modules/tools/legal.routes';
import { seoAuditRoutes } from './modules/tools/seo-audit.routes';
import { toolsRoutes } from './modules/tools/tools.routes';
import { toolsWorkspaceRoutes } from './modules/tools/tools.workspace.routes';
import { devOutboxRoutes } from './modules/mail/mail.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { dnsRoutes } from './modules/domains/dns.routes';
import { domainsRoutes } from './modules/domains/domains.routes';
import { sslRoutes } from './modules/domains/ssl.routes';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { plansRoutes } from './modules/catalog/plans.routes';
import { quotationsRoutes } from './modules/catalog/quotations.routes';
import { cardsRoutes } from './modules/payments/cards.routes';
import { checkoutRoutes, stripeWebhookRoutes } from './modules/payments/checkout.routes';
import { ordersAdminRoutes } from './modules/orders/orders.admin.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { usersRoutes } from './modules/users/users.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { contentAdminRoutes } from './modules/content/content.admin.routes';
import { contentRoutes } from './modules/content/content.routes';
import { influencerAdminRoutes } from './modules/influencer/influencer.admin.routes';
import { influencerRoutes } from './modules/influencer/influencer.routes';
import { publishedSiteRoutes, registerPublishedHosts } from './modules/publishing/publishing.hosts';
import { publishingRoutes } from './modules/publishing/publishing.routes';
import { watchActiveAccounts } from './modules/users/active-accounts';
import { authPlugin } from './plugins/auth';
import { type TProviders, createProviders } from './providers';
import { createOutbox } from './modules/outbox/outbox.service';
import { outboxAdminRoutes } from './modules/outbox/outbox.routes';
import { registerBodyDepthLimit } from './plugins/body-depth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { isServerRenderCall, registerSpa, type TWebRenderer } from './plugins/spa';
import { publicCache } from './lib/public-cache';
import { openRedisStore } from './lib/redis-store';
import { fastifyTrustProxy } from './config/trust-proxy';

declare module 'fastify' {
  interface FastifyInstance {
    deps: TDeps;
  }
}

export type TAppInstance = FastifyInstance;

export type TBuildOptions = {
  /** An open database; when omitted one is opened from the config and closed with the app. */
  database?: TDatabase;
  /** Serve the built web app (off in api tests that do not need it). */
  serveWeb?: boolean;
  /** Renders the web app's pages (default: the web build's dist/server bundle; tests pass the source). */
  webRenderer?: TWebRenderer;
  /** Replace providers, e.g. an SMTP transport pointed at a test server. */
  providers?: Partial<TProviders>;
  /** Where log lines go instead of stdout (the security suite captures them to look for secrets). */
  logStream?: NodeJS.WritableStream;
};

const BODY_LIMIT = 1024 * 1024; // 1 MB for JSON; upload routes set their own.
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Every write route without its own limit gets this one (per address), so no write is unlimited. */
export const DEFAULT_WRITE_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/** Build the whole application without listening: tests use it through `inject` or a real listen. */
export async function buildApp(config: TConfig, options: TBuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    // Off unless TRUST_PROXY names the proxies in front: otherwise anyone could choose their own address.
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(options.logStream ? { stream: options.logStream } : {}),
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                '*.password',
                '*.token',
                '*.refreshToken',
                '*.accessToken',
              ],
              censor: '[redacted]',
            },
          },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // First, so that a wrong REDIS_URL stops start-up before anything else is opened.
  const redis = config.REDIS_URL ? await openRedisStore(config.REDIS_URL, app.log) : null;
  if (redis) app.addHook('onClose', () => redis.close());

  const database =
    options.database ??
    (await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR, poolMax: config.DATABASE_POOL_MAX }));
  if (!options.database) app.addHook('onClose', () => database.close());
  const accounts = await watchActiveAccounts(database);
  app.addHook('onClose', () => accounts.close());
  const providers = { ...createProviders(config, database.db), ...options.providers };
  app.addHook('onClose', () => providers.mailer.close());
  const outbox = createOutbox(() => app.deps, app.log);
  app.decorate('deps', {
    ...providers,
    config,
    database,
    db: database.db,
    accounts,
    startedAt: Date.now(),
    redis,
    outbox,
    log: app.log,
  });

  registerErrorHandler(app);
  registerBodyDepthLimit(app);
  await registerSecurityHeaders(app, config);
  // Published landing pages (issue 24) are answered by host name before any route, auth or the SPA.
  registerPublishedHosts(app);
  await app.register(compress, { global: true, threshold: 1024 });
  // Any successful write by an admin may change the catalogue, page metadata or content: the public
  // cache (lib/public-cache.ts) starts again from the database. It is emptied before the answer leaves,
  // so whoever reads after seeing the answer, on any instance, gets fresh data.
  app.addHook('onSend', async (request, reply, payload) => {
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
    if (isWrite && reply.statusCode < 400 && request.auth?.role === 'admin') {
      await publicCache(app.deps)
        .clear()
        .catch((error: unknown) =>
          request.log.error({ err: error }, 'could not empty the public cache; entries expire on their own'),
        );
    }
    return payload;
  });
  await registerDocs(app);
  await app.register(authPlugin);
  if (config.RATE_LIMIT_ENABLED) {
    // Added before the plugin so its own onRoute hook already sees the default on each write route.
    app.addHook('onRoute', (route) => {
      if (![route.method].flat().some((method) => WRITE_METHODS.has(method))) return;
      const routeConfig = (route.config ?? {}) as { rateLimit?: unknown };
      if (routeConfig.rateLimit === undefined) route.config = { ...routeConfig, rateLimit: DEFAULT_WRITE_RATE_LIMIT };
    });
    await app.register(rateLimit, {
      global: false,
      // A page's data calls made by the server rendering it (plugins/spa.ts) count against no one.
      allowList: (request) => isServerRenderCall(request),
      // With REDIS_URL every instance counts in the same place. While Redis is unreachable requests are
      // let through (the store logs the outage); the per-account limits in the database still hold.
      ...(redis ? { redis: redis.client, nameSpace: 'launchpad:rate-limit:', skipOnError: true } : {}),
      errorResponseBuilder: (_req, context) => ({
        statusCode: 429,
        message: `Too many requests. Please wait ${context.after} and try again.`,
      }),
    });
  }

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(oauthRoutes);
  await app.register(seoRoutes);
  await app.register(usersRoutes);
  await app.register(mediaRoutes);
  await app.register(cardsRoutes);
  await app.register(catalogRoutes);
  await app.register(plansRoutes);
  await app.register(quotationsRoutes);
  await app.register(adminRoutes);
  await app.register(cartRoutes);
  await app.register(couponsRoutes);
  await app.register(checkoutRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(ordersRoutes);
  await app.register(ordersAdminRoutes);
  await app.register(domainsRoutes);
  await app.register(dnsRoutes);
  await app.register(sslRoutes);
  await app.register(launchpadRoutes);
  await app.register(toolsRoutes);
  await app.register(toolsWorkspaceRoutes);
  await app.register(legalRoutes);
  await app.register(seoAuditRoutes);
  await app.register(contentRoutes);
  await app.register(contactRoutes);
  await app.register(contentAdminRoutes);
  await app.register(influencerRoutes);
  await app.register(influencerAdminRoutes);
  await app.register(outboxAdminRoutes);
  await app.register(publishingRoutes);
  await app.register(publishedSiteRoutes);
  if (config.NODE_ENV !== 'production') await app.register(devOutboxRoutes);

  if (options.serveWeb !== false) {
    await registerSpa(app, config.WEB_DIST_DIR, options.webRenderer ? { renderer: options.webRenderer } : {});
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    return reply.code(404).send({ success: false, message: `No route for ${request.method} ${path}.` });
  });

  return app;
}

import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { ENDPOINTS, mailEndpoints } from '@launchpad/shared';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TDeps } from './core';
import type { TCore } from './core/create';
import { checkCouponRoutes } from './flows/check-coupon.routes';
import { checkoutRoutes, stripeWebhookRoutes } from './flows/checkout.routes';
import { deleteAccountRoutes } from './flows/delete-account.routes';
import { publishSiteRoutes } from './flows/publish-site.routes';
import { subscribeToPlanRoutes } from './flows/subscribe-to-plan.routes';
import { adminRoutes } from './modules/admin';
import { authRoutes, oauthRoutes, verifyAccessToken } from './modules/auth';
import { cartRoutes } from './modules/cart';
import { catalogRoutes, plansRoutes, quotationsRoutes } from './modules/catalog';
import { contactRoutes } from './modules/contact';
import { contentAdminRoutes, contentRoutes } from './modules/content';
import { dnsRoutes, domainsRoutes, sslRoutes } from './modules/domains';
import { healthRoutes } from './modules/health';
import { influencerAdminRoutes, influencerRoutes } from './modules/influencer';
import { launchpadRoutes } from './modules/launchpad';
import { devOutboxRoutes } from './modules/mail';
import { mediaRoutes } from './modules/media';
import { ordersAdminRoutes, ordersRoutes } from './modules/orders';
import { outboxAdminRoutes } from './modules/outbox';
import { cardsRoutes, refundsAdminRoutes } from './modules/payments';
import { publishedSiteRoutes, publishingRoutes, registerPublishedHosts } from './modules/publishing';
import { pageStatus, renderDefaultPageHtml, renderNotFoundPageHtml, renderPageHtml, seoRoutes } from './modules/seo';
import { subscriptionsRoutes } from './modules/subscriptions';
import { legalRoutes, toolsRoutes, toolsWorkspaceRoutes } from './modules/tools';
import { hasPlanFeature, usersRoutes } from './modules/users';
import { authPlugin } from './plugins/auth';
import { registerBodyDepthLimit } from './plugins/body-depth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { isServerRenderCall, registerSpa, type TWebRenderer } from './plugins/spa';
import { publicCache } from './lib/public-cache';
import { fastifyTrustProxy } from './config/trust-proxy';

declare module 'fastify' {
  interface FastifyInstance {
    deps: TDeps;
  }
}

export type TAppInstance = FastifyInstance;

export type TBuildOptions = {
  /** Serve the built web app (off in api tests that do not need it). */
  serveWeb?: boolean;
  /** Renders the web app's pages (default: the web build's dist/server bundle; tests pass the source). */
  webRenderer?: TWebRenderer;
};

const BODY_LIMIT = 1024 * 1024; // 1 MB for JSON; upload routes set their own.
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Every write route without its own limit gets this one (per address), so no write is unlimited. */
export const DEFAULT_WRITE_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/**
 * Every module's routes and the routes that start a flow (apps/api/src/flows/*.routes.ts: work that spans
 * modules), registered in this order; a new module's routes are added here.
 */
function moduleRoutes(config: TDeps['config']): FastifyPluginAsync[] {
  return [
    healthRoutes,
    authRoutes,
    deleteAccountRoutes,
    oauthRoutes,
    seoRoutes,
    usersRoutes,
    mediaRoutes,
    cardsRoutes,
    catalogRoutes,
    plansRoutes,
    quotationsRoutes,
    adminRoutes,
    cartRoutes,
    checkCouponRoutes,
    checkoutRoutes,
    stripeWebhookRoutes,
    subscribeToPlanRoutes,
    subscriptionsRoutes,
    ordersRoutes,
    ordersAdminRoutes,
    refundsAdminRoutes,
    domainsRoutes,
    dnsRoutes,
    sslRoutes,
    launchpadRoutes,
    toolsRoutes,
    toolsWorkspaceRoutes,
    legalRoutes,
    contentRoutes,
    contactRoutes,
    contentAdminRoutes,
    influencerRoutes,
    influencerAdminRoutes,
    outboxAdminRoutes,
    publishSiteRoutes,
    publishingRoutes,
    publishedSiteRoutes,
    // The developer's view of sent mail (GET /api/dev/outbox) exists outside production only.
    ...(config.NODE_ENV !== 'production' ? [devOutboxRoutes] : []),
  ];
}

/**
 * Every endpoint defined in packages/shared has a route once the modules are registered: a definition that
 * no service map (serviceEndpoints) or routes file answers stops the app at start, naming it. The outbox
 * viewer for development (mailEndpoints) is not served in production.
 */
export function assertEveryEndpointAnswered(routeKeys: ReadonlySet<string>, config: TDeps['config']): void {
  const devOnly = new Set<unknown>(config.NODE_ENV === 'production' ? Object.values(mailEndpoints) : []);
  const unanswered = ENDPOINTS.filter((endpoint) => !devOnly.has(endpoint))
    .map((endpoint) => `${endpoint.method} ${endpoint.path}`)
    .filter((key) => !routeKeys.has(key));
  if (unanswered.length > 0) {
    throw new Error(
      `Defined but not answered: ${unanswered.join(', ')}. Name each one's service function in its module's ` +
        `serviceEndpoints map, or give it a handler in the module's routes file.`,
    );
  }
}

/**
 * The HTTP app over what core/create.ts built, without listening: plugins, then every module's routes.
 * Closing the app closes the core. Tests use it through `inject` or a real listen.
 */
export async function buildApp(core: TCore, options: TBuildOptions = {}): Promise<FastifyInstance> {
  try {
    return await buildHttpApp(core, options);
  } catch (error) {
    await core.close();
    throw error;
  }
}

async function buildHttpApp(core: TCore, options: TBuildOptions): Promise<FastifyInstance> {
  const { deps } = core;
  const { config, redis } = deps;
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    // Off unless TRUST_PROXY names the proxies in front: otherwise anyone could choose their own address.
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    loggerInstance: core.logger,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onClose', core.close);
  app.decorate('deps', deps);

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
  await app.register(authPlugin, { verifyAccessToken, hasPlanFeature });
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

  const routeKeys = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeKeys.add(`${method} ${route.url}`);
  });
  for (const routes of moduleRoutes(config)) await app.register(routes);
  await app.after();
  assertEveryEndpointAnswered(routeKeys, config);

  if (options.serveWeb !== false) {
    await registerSpa(app, config.WEB_DIST_DIR, {
      pages: {
        status: pageStatus,
        html: renderPageHtml,
        defaultHtml: renderDefaultPageHtml,
        notFoundHtml: renderNotFoundPageHtml,
      },
      ...(options.webRenderer ? { renderer: options.webRenderer } : {}),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    return reply.code(404).send({ success: false, message: `No route for ${request.method} ${path}.` });
  });

  return app;
}

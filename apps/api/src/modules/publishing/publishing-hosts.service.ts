// Serving published landing pages by host name (issue 24). A request whose Host is a domain that was
// published here (apex or www) gets that page and nothing else of the app: no shell, no cookies, no
// tokens, a strict CSP. Over HTTPS the server picks the domain's certificate by SNI (startHttpsServer).
import { readFileSync } from 'node:fs';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import { isIP } from 'node:net';
import { type SecureContext, createSecureContext } from 'node:tls';
import { PUBLISHED_SITE_PATHS, WAITLIST_CONSENT_TEXT } from '@launchpad/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config/env';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { publishedSites } from '../../db/schema';
import type { TPublishedSiteRow } from '../../db/schema/publishing';
import { unsealKey } from './publishing-certificates.service';
import { PUBLISHED_PAGE_CSP, renderLandingPage, renderMessagePage } from './publishing-page.service';
import { servedContent } from './publishing.service';
import { confirmSignup, joinWaitlist } from './publishing-waitlist.store';

const normaliseHost = (hostname: string) => hostname.toLowerCase().replace(/\.$/, '');
const apexOf = (host: string) => (host.startsWith('www.') ? host.slice(4) : host);

/** The site most recently published on this host name (apex or www), whatever its status; null if none. */
export async function siteForHost(db: TDb, hostname: string): Promise<TPublishedSiteRow | null> {
  const host = normaliseHost(hostname);
  if (!host || host.length > 253 || isIP(host.replace(/^\[|\]$/g, ''))) return null;
  const [row] = await db
    .select()
    .from(publishedSites)
    .where(eq(publishedSites.host, apexOf(host)))
    .orderBy(desc(publishedSites.createdAt))
    .limit(1);
  return row ?? null;
}

/** The app's own host names: never looked up as published sites. */
function mainHosts(config: Pick<TConfig, 'PUBLIC_URL' | 'CORS_ORIGINS'>): Set<string> {
  const hosts = new Set(['localhost']);
  for (const origin of [config.PUBLIC_URL, ...(config.CORS_ORIGINS ?? [])]) {
    try {
      hosts.add(new URL(origin).hostname.toLowerCase());
    } catch {
      // not a URL: nothing to add
    }
  }
  return hosts;
}

/** Headers of every answer on a published host: its own policy, nothing cached that could go stale. */
function pageHeaders(reply: FastifyReply, type = 'text/html; charset=utf-8') {
  return reply
    .header('content-type', type)
    .header('content-security-policy', PUBLISHED_PAGE_CSP)
    .header('cache-control', 'no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'strict-origin-when-cross-origin')
    .header('x-frame-options', 'DENY');
}

const notHere = (reply: FastifyReply, status = 404) =>
  pageHeaders(reply)
    .code(status)
    .send(renderMessagePage('Not found', 'Nothing here', 'There is no page at this address.'));

async function servePage(db: TDb, site: TPublishedSiteRow, reply: FastifyReply, status = 200, extra = {}) {
  const content = await servedContent(db, site);
  if (!content) return notHere(reply);
  return pageHeaders(reply).code(status).send(renderLandingPage(content, extra));
}

/**
 * The onRequest hook: answers every request for a published host before any route, auth or the SPA
 * sees it, except the waitlist form's routes below (they are rate limited like any write).
 */
export function registerPublishedHosts(app: FastifyInstance) {
  const ours = mainHosts(app.deps.config);
  app.addHook('onRequest', async (request, reply) => {
    const hostname = normaliseHost(request.hostname);
    if (ours.has(hostname)) return;
    const site = await siteForHost(app.deps.db, hostname);
    if (!site) return;
    const path = request.url.split('?', 1)[0] ?? '/';
    if (path.startsWith(PUBLISHED_SITE_PATHS.acmeChallenge)) {
      const token = path.slice(PUBLISHED_SITE_PATHS.acmeChallenge.length);
      const keyAuthorization = site.status === 'unpublished' ? undefined : site.challenges[token];
      if (!keyAuthorization) return notHere(reply);
      return pageHeaders(reply, 'text/plain; charset=utf-8').send(keyAuthorization);
    }
    if (site.status !== 'live') {
      return notHere(reply);
    }
    if (path === PUBLISHED_SITE_PATHS.waitlist || path === PUBLISHED_SITE_PATHS.waitlistConfirm) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return pageHeaders(reply)
        .header('allow', 'GET, HEAD')
        .code(405)
        .send(renderMessagePage('Not allowed', 'Not allowed', 'This page can only be read.'));
    }
    if (path === '/robots.txt')
      return pageHeaders(reply, 'text/plain; charset=utf-8').send('User-agent: *\nAllow: /\n');
    if (path !== '/' && path !== '/index.html') return notHere(reply);
    return servePage(app.deps.db, site, reply);
  });
}

/** The waitlist form (POST /_waitlist, urlencoded) and the confirmation link, on published hosts only. */
export const publishedSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // The published page posts an HTML form: parsed here only, for these routes.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const liveSite = async (hostname: string) => {
    const site = await siteForHost(deps.db, normaliseHost(hostname));
    return site?.status === 'live' ? site : null;
  };

  app.post(
    PUBLISHED_SITE_PATHS.waitlist,
    { schema: { hide: true }, config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const site = await liveSite(request.hostname);
      if (!site) return notHere(reply);
      const content = await servedContent(deps.db, site);
      if (!content) return notHere(reply);
      const form = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
      const outcome = await joinWaitlist(deps, { ...site, title: content.main_title }, form);
      if (outcome.kind === 'invalid') {
        return servePage(deps.db, site, reply, 400, {
          notice: { kind: 'error', text: outcome.message },
          email: outcome.email,
          note: outcome.note,
        });
      }
      return servePage(deps.db, site, reply, 200, {
        notice: {
          kind: 'notice',
          text: 'Almost there: we have sent you an email. Open the link in it to confirm your place on the waitlist.',
        },
      });
    },
  );

  app.get(
    PUBLISHED_SITE_PATHS.waitlistConfirm,
    { schema: { hide: true }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const site = await liveSite(request.hostname);
      if (!site) return notHere(reply);
      const token = (request.query as { token?: unknown }).token;
      const confirmed = typeof token === 'string' && (await confirmSignup(deps.db, site.id, token));
      if (!confirmed) {
        return pageHeaders(reply)
          .code(400)
          .send(
            renderMessagePage(
              'Link not valid',
              'This link is not valid',
              'It may have been copied incompletely. Join the waitlist again to get a new one.',
            ),
          );
      }
      return pageHeaders(reply).send(
        renderMessagePage(
          'You are on the list',
          'You are on the list',
          `Thank you: your place is confirmed. ${WAITLIST_CONSENT_TEXT}`,
        ),
      );
    },
  );
};

// ---- HTTPS with SNI ------------------------------------------------------------------------------------------

const contexts = new Map<string, SecureContext>();

/** The secure context for a published host that is live with a certificate; null for any other name. */
export async function secureContextFor(
  deps: Pick<TDeps, 'db' | 'config'>,
  servername: string,
): Promise<SecureContext | null> {
  const site = await siteForHost(deps.db, servername);
  if (!site || site.status !== 'live' || !site.certificatePem || !site.sealedPrivateKey) return null;
  const key = `${site.id}:${site.certificateExpiresAt?.getTime() ?? 0}`;
  let context = contexts.get(key);
  if (!context) {
    context = createSecureContext({
      cert: site.certificatePem,
      key: unsealKey(deps.config.JWT_SECRET, site.sealedPrivateKey),
    });
    if (contexts.size > 1000) contexts.clear();
    contexts.set(key, context);
  }
  return context;
}

/**
 * An HTTPS listener for the same app: each published domain's certificate chosen by SNI, the default
 * certificate (HTTPS_CERT_FILE / HTTPS_KEY_FILE) for any other name, or no handshake without one.
 */
export async function startHttpsServer(
  app: FastifyInstance,
  options: { host: string; port: number },
): Promise<{ server: HttpsServer; port: number; close(): Promise<void> }> {
  await app.ready();
  const { config, db } = app.deps;
  const fallback =
    config.HTTPS_CERT_FILE && config.HTTPS_KEY_FILE
      ? { cert: readFileSync(config.HTTPS_CERT_FILE), key: readFileSync(config.HTTPS_KEY_FILE) }
      : {};
  const server = createHttpsServer(
    {
      ...fallback,
      SNICallback: (servername, callback) => {
        secureContextFor({ db, config }, servername).then(
          (context) => callback(null, context ?? undefined),
          (error: Error) => callback(error),
        );
      },
    },
    (req, res) => app.routing(req, res),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : options.port;
  return {
    server,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

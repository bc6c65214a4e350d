import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { TConfig } from '../config/env';
import { paymentProviderName } from '../providers/payments';
import { SSR_CLEANUP_SCRIPT } from '../lib/html';

/** The one inline script the server writes into pages, allowed by its hash instead of 'unsafe-inline'. */
const cleanupHash = `'sha256-${createHash('sha256').update(SSR_CLEANUP_SCRIPT).digest('base64')}'`;

/** Pages that may be framed by the site itself: the generated landing page in the builder's overlay (SPEC §2). */
export const FRAMEABLE_PREFIX = '/build-startup-landingpage/';

/** The browser origins allowed to call the api: the site itself and any configured in CORS_ORIGINS. */
export function allowedOrigins(config: Pick<TConfig, 'PUBLIC_URL' | 'CORS_ORIGINS'>): string[] {
  const extra = (config.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return [...new Set([new URL(config.PUBLIC_URL).origin, ...extra])];
}

/**
 * With Stripe the card form is Stripe.js (https://docs.stripe.com/security/guide#content-security-policy):
 * its script and frames from js.stripe.com, its calls to api.stripe.com; or, when STRIPE_JS_URL names
 * another Stripe.js (the journeys' local stand-in), that script's origin for all three.
 */
export function stripeSources(config: TConfig): { script: string[]; connect: string[]; frame: string[] } {
  if (paymentProviderName(config) !== 'stripe') return { script: [], connect: [], frame: [] };
  if (config.STRIPE_JS_URL) {
    const origin = new URL(config.STRIPE_JS_URL).origin;
    return { script: [origin], connect: [origin], frame: [origin] };
  }
  return {
    script: ['https://js.stripe.com'],
    connect: ['https://api.stripe.com'],
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  };
}

/**
 * The headers a helmet middleware sets, taken once: none of ours depends on the request (the CSP allows its one
 * inline script by hash, not by a nonce per request), so each answer gets these instead of a run through helmet's
 * middlewares. A policy helmet refuses fails here, at start, rather than on every request.
 */
function headersSetBy(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    // X-Powered-By, which Node never sets.
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every answer (issue 11): a Content-Security-Policy without 'unsafe-inline' scripts,
 * frame-ancestors 'none' except for the landing page (framed by the site), HSTS in production, a strict
 * referrer policy, nosniff; and CORS for the configured origins only.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: TConfig) {
  const origins = allowedOrigins(config);
  const stripe = stripeSources(config);
  await app.register(cors, {
    origin: origins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
  // helmet run once, not @fastify/helmet, which builds a new helmet (parsing the policy again) on every request:
  // that cost 6% of a signed-in api call.
  const securityHeaders = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", cleanupHash, ...stripe.script],
          // Inline style elements (toasts, print rules) are needed; styles cannot run code.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...stripe.connect],
          frameSrc: ["'self'", 'blob:', ...stripe.frame],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(config.NODE_ENV === 'production' ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity:
        config.NODE_ENV === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // frame-ancestors decides framing; X-Frame-Options would forbid the landing page overlay too.
      xFrameOptions: false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    done();
  });

  // The api reference (Swagger UI, /api/docs) needs no exception: it loads its scripts from files.
  app.addHook('onSend', (request, reply, payload, done) => {
    const csp = request.url.startsWith(FRAMEABLE_PREFIX) ? reply.getHeader('content-security-policy') : undefined;
    if (typeof csp === 'string') {
      reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    }
    done(null, payload);
  });
}

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSR_CLEANUP_SCRIPT } from '../lib/html';
import type { TConfig } from '../config/env';
import { type TTestContext, createTestContext } from '../test/context';
import { stripeSources } from './security-headers';

let ctx: TTestContext;
let production: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { PUBLIC_URL: 'https://launchpad.test', CORS_ORIGINS: 'https://partner.test' },
  });
  production = await createTestContext({
    env: { NODE_ENV: 'production', PUBLIC_URL: 'https://launchpad.test' },
  });
});
afterAll(async () => {
  await ctx.close();
  await production.close();
});

const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('sends a CSP without inline scripts (only the page clean-up script, by hash) and no framing', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = directives(res.headers['content-security-policy']);
    const hash = `'sha256-${createHash('sha256').update(SSR_CLEANUP_SCRIPT).digest('base64')}'`;
    expect(csp['script-src']).toEqual(["'self'", hash]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets the site frame the generated landing page, and nothing else', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/build-startup-landingpage/123' });
    expect(directives(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('sends HSTS in production', async () => {
    const res = await production.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('answers CORS for the site and the configured origins only', async () => {
    const preflight = (origin: string) =>
      ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/cart',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight('https://launchpad.test')).headers['access-control-allow-origin']).toBe(
      'https://launchpad.test',
    );
    expect((await preflight('https://partner.test')).headers['access-control-allow-origin']).toBe(
      'https://partner.test',
    );
    expect((await preflight('https://evil.test')).headers['access-control-allow-origin']).toBeUndefined();
    const simple = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.test' },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CSP for Stripe.js', () => {
  const config = (env: Partial<TConfig>) => ({ NODE_ENV: 'production', ...env }) as TConfig;

  it('allows js.stripe.com, its frames and api.stripe.com only when Stripe takes payments', () => {
    expect(stripeSources(config({ PAYMENT_PROVIDER: 'builtin' }))).toEqual({ script: [], connect: [], frame: [] });
    expect(stripeSources(config({ STRIPE_SECRET_KEY: 'sk_test_x' }))).toEqual({
      script: ['https://js.stripe.com'],
      connect: ['https://api.stripe.com'],
      frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    });
  });

  it('allows the origin of STRIPE_JS_URL instead when another Stripe.js is configured (the local stand-in)', () => {
    const local = config({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_JS_URL: 'http://127.0.0.1:3112/v3/' });
    expect(stripeSources(local)).toEqual({
      script: ['http://127.0.0.1:3112'],
      connect: ['http://127.0.0.1:3112'],
      frame: ['http://127.0.0.1:3112'],
    });
  });
});

import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, cartEndpoints, mailEndpoints } from '@launchpad/shared';
import { assertEveryEndpointAnswered } from './app';
import { type TTestContext, createTestContext } from './test/context';

let ctx: TTestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    beforeReady: (app) => {
      app.get('/api/test/boom', async () => {
        throw new Error('secret internal detail at /srv/db.ts:42');
      });
    },
  });
});
afterAll(() => ctx.close());

describe('api: health', () => {
  it('reports the database as up with its engine', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.status).toBe('ok');
    expect(body.data.database.up).toBe(true);
    expect(body.data.database.engine).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });
});

describe('api: every defined endpoint is answered', () => {
  const keyOf = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;
  const config = (NODE_ENV: 'production' | 'test') => ({ ...ctx.app.deps.config, NODE_ENV });

  it('serves a route for every definition', async () => {
    const unserved = ENDPOINTS.filter((endpoint) => !ctx.app.hasRoute({ method: endpoint.method, url: endpoint.path }));
    expect(unserved.map(keyOf)).toEqual([]);
    const res = await ctx.app.inject({ method: 'POST', url: cartEndpoints.read.path, payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('refuses to start with a definition nothing answers, naming it', () => {
    const answered = new Set(ENDPOINTS.map(keyOf));
    expect(() => assertEveryEndpointAnswered(answered, config('test'))).not.toThrow();
    answered.delete(keyOf(cartEndpoints.merge));
    expect(() => assertEveryEndpointAnswered(answered, config('test'))).toThrow(
      /Defined but not answered: POST \/api\/cart\/newcartwithuser\./,
    );
  });

  it('does not expect the development outbox viewer in production', () => {
    const mail = new Set<unknown>(Object.values(mailEndpoints));
    const withoutMail = new Set(ENDPOINTS.filter((endpoint) => !mail.has(endpoint)).map(keyOf));
    expect(() => assertEveryEndpointAnswered(withoutMail, config('production'))).not.toThrow();
    expect(() => assertEveryEndpointAnswered(withoutMail, config('test'))).toThrow(/Defined but not answered/);
  });
});

describe('api: bad input', () => {
  const pageSeo = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    ctx.app.inject({ method: 'POST', url: '/api/products/page-seo', payload, headers });

  it('answers malformed JSON with a 400 that says so', async () => {
    const res = await pageSeo('{"slug": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('answers a body that is not JSON with a 415', async () => {
    const res = await pageSeo('slug=/', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/application\/json/);
  });

  it('answers a body over 1 MB with a 413', async () => {
    const res = await pageSeo(JSON.stringify({ slug: 'x'.repeat(1024 * 1024 + 10) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, message: 'The request body is too large.' });
  });

  it('names an unknown field', async () => {
    const res = await pageSeo(JSON.stringify({ slug: '/', admin: true }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Unknown field: admin' });
  });

  it('names a missing field', async () => {
    const res = await pageSeo(JSON.stringify({}));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Slug is required', fields: { slug: 'Slug is required' } });
  });

  it('names a field of the wrong type', async () => {
    const res = await pageSeo(JSON.stringify({ slug: 42 }));
    expect(res.statusCode).toBe(400);
    // The message is for people (no "slug: " prefix); `fields` says which field it is about.
    const body = res.json();
    expect(body.message).toBe('Slug must be text');
    expect(body.fields).toEqual({ slug: body.message });
  });

  it('hides the details of an internal failure', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toContain('secret internal detail');
  });
});

describe('api: unknown routes', () => {
  it('answers an unknown api path with a 404 JSON error', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ success: false, message: 'No route for POST /api/no-such-thing.' });
  });

  it('answers a page path with 404 when the web app is not being served', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/services' });
    expect(res.statusCode).toBe(404);
  });
});

describe('api: OpenAPI document', () => {
  it('describes the routes from their zod schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const pageSeo = doc.paths['/api/products/page-seo'].post;
    expect(pageSeo.requestBody.content['application/json'].schema.required).toContain('slug');
    expect(doc.paths['/api/health'].get).toBeDefined();
  });

  it('serves the documentation UI', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('api: serving the web app', () => {
  let web: TTestContext;
  const dist = mkdtempSync(join(tmpdir(), 'lp-web-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Launchpad</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    web = await createTestContext({ env: { WEB_DIST_DIR: dist }, serveWeb: true });
  });
  afterAll(() => web.close());

  it('serves index.html for any page path so the client router can route it (404 when there is no page)', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/services/company-formation/United%20States/Delaware', 200],
      ['/no-such-page', 404],
    ] as const) {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await web.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('console.log');
  });

  it('revalidates files outside the hashed assets folder', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('still answers unknown api paths with JSON, not the page', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});

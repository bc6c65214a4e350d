// Issue 19: the api reference (Swagger UI and its OpenAPI document) is not public in production unless
// API_DOCS_PUBLIC=true, and when it is on its page runs under the site's CSP, without 'unsafe-inline'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TTestContext, createTestContext } from '../test/context';

let hidden: TTestContext;
let published: TTestContext;
beforeAll(async () => {
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://launchpad.test' };
  hidden = await createTestContext({ env: production });
  published = await createTestContext({ env: { ...production, API_DOCS_PUBLIC: 'true' } });
});
afterAll(async () => {
  await hidden.close();
  await published.close();
});

const scriptSources = (csp: unknown) =>
  /(?:^|;)\s*script-src ([^;]*)/.exec(String(csp))?.[1]?.trim().split(/\s+/) ?? [];

describe('api reference in production', () => {
  it('is not served by default: the page, its assets and the OpenAPI document answer 404', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/swagger-initializer.js']) {
      const res = await hidden.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ success: false, message: `No route for GET ${url}.` });
    }
  });

  it('is served with API_DOCS_PUBLIC=true, under a CSP that allows no inline script', async () => {
    const page = await published.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // Every script of the page is a file of its own, so 'self' covers it.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    const sources = scriptSources(page.headers['content-security-policy']);
    expect(sources).toContain("'self'");
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
    const doc = await published.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/api/health']).toBeDefined();
  });
});

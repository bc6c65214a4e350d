import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../test/context';

describe('web app pages: route code preloads (issue 11 "Page speed")', () => {
  let web: TTestContext;
  const dist = mkdtempSync(join(tmpdir(), 'lp-web-preloads-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Launchpad</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      join(dist, 'route-preloads.json'),
      JSON.stringify({ '/': ['/assets/home-page-abc.js'], '/services': ['/assets/services-page-def.js'] }),
    );
    web = await createTestContext({ env: { WEB_DIST_DIR: dist }, serveWeb: true });
  });
  afterAll(async () => {
    await web.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("preloads a listed page's route code in that page's HTML, and nothing else's", async () => {
    const home = await web.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-abc.js">');
    expect(home.body).not.toContain('services-page-def.js');

    const services = await web.app.inject({ method: 'GET', url: '/services/?ref=x' });
    expect(services.body).toContain('<link rel="modulepreload" crossorigin href="/assets/services-page-def.js">');
    expect(services.body).not.toContain('home-page-abc.js');
  });

  it('serves other pages without route preloads, and does not serve the preload list itself', async () => {
    const other = await web.app.inject({ method: 'GET', url: '/blog' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('<div id="root">');
    expect(other.body).not.toContain('modulepreload');

    const list = await web.app.inject({ method: 'GET', url: '/route-preloads.json' });
    expect(list.body).not.toContain('home-page-abc.js');
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { articles, products } from '../db/schema';
import { createSignedInUser, createTestContext, type TTestContext } from '../test/context';
import type { TWebRenderer } from './spa';

// Issue 23: every public page is rendered by React on the server with its data. The web app's own source
// renders here (its server entry, as the web build bundles it into dist/server/).
const WEB_ENTRY = new URL('../../../web/src/entry-server.tsx', import.meta.url).href;

const INDEX_HTML =
  '<!doctype html><html><head><title>Launchpad</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body>' +
  '<div id="root">\n  <!--app-->\n  <div class="placeholder">Launchpad</div>\n  <!--/app-->\n</div></body></html>';

/** The JSON the browser hydrates from (the RTK Query state's answered queries). */
function serverData(body: string): { queries: Record<string, { endpointName: string; data: unknown }> } {
  const json = /<script type="application\/json" id="server-data">(.*?)<\/script>/s.exec(body)?.[1];
  if (!json) throw new Error('the page carries no server data');
  return JSON.parse(json) as { queries: Record<string, { endpointName: string; data: unknown }> };
}

/** The contents of #root. */
const rootOf = (body: string) => /<div id="root"[^>]*>([\s\S]*)<\/div><script type="application\/json"/.exec(body)?.[1];

describe('server rendering of the public pages (issue 23)', () => {
  let web: TTestContext;
  const dist = mkdtempSync(join(tmpdir(), 'lp-ssr-'));
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    const renderer = (await import(/* @vite-ignore */ WEB_ENTRY)) as TWebRenderer;
    web = await createTestContext({ env: { WEB_DIST_DIR: dist }, serveWeb: true, webRenderer: renderer });
  });
  afterAll(async () => {
    await web.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => web.app.inject({ method: 'GET', url, headers });

  it("renders a product page with the product's content, and the data the browser starts from", async () => {
    const [product] = await web.database.db.select().from(products).where(eq(products.slug, 'uk-ltd-formation'));
    if (!product) throw new Error('no seeded product');
    const page = await get('/services/uk-ltd-formation');
    expect(page.statusCode).toBe(200);
    const root = rootOf(page.body) ?? '';
    expect(root).toContain('<h1');
    expect(root).toContain(product.name.replace(/&/g, '&amp;'));
    expect(page.body).toContain('<div id="root" data-server-rendered>');
    expect(page.body).not.toContain('<div class="placeholder">');
    // In one piece, in order: no fallbacks left and no inline scripts (the CSP would refuse them).
    expect(root).not.toContain('<script');
    expect(root).not.toContain('<!--$?-->');
    const endpoints = Object.values(serverData(page.body).queries).map((query) => query.endpointName);
    expect(endpoints).toEqual(expect.arrayContaining(['getProduct', 'getPageSeo']));
    // The code loads once the page is painted; the page's metadata is in <head> as before.
    expect(page.body).toContain('src="/start-after-paint.js" data-entry="/assets/index-1.js"');
    expect(page.body).not.toContain('modulepreload');
    expect(page.body).toMatch(/<title data-ssr>[^<]+<\/title>/);
  });

  it('renders a blog article with its title and body in the HTML', async () => {
    const [post] = await web.database.db
      .select()
      .from(articles)
      .where(and(eq(articles.kind, 'blog'), eq(articles.status, 'published')))
      .orderBy(asc(articles.slug))
      .limit(1);
    if (!post) throw new Error('no published blog post in the seed');
    const page = await get(`/blog/${encodeURIComponent(post.slug)}`);
    expect(page.statusCode).toBe(200);
    const root = rootOf(page.body) ?? '';
    expect(root).toContain(post.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    const firstWords = post.body
      .replace(/[#*_>`[\]()]/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 3)
      .join(' ');
    expect(root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).toContain(firstWords);
  });

  it('renders list pages (services, events) with their items, and the login page', async () => {
    const events = await get('/events');
    expect(events.statusCode).toBe(200);
    expect(Object.values(serverData(events.body).queries).map((q) => q.endpointName)).toContain('listContent');
    const services = await get('/services');
    expect(rootOf(services.body)).toContain('<h1');
    const login = await get('/login');
    expect(rootOf(login.body)).toContain('<form');
  });

  it("puts a service dialog's products for the address's place into the data (a deep link asks for them once)", async () => {
    const page = await get('/services/company-formation/United%20States/Delaware');
    expect(page.statusCode).toBe(200);
    const queries = Object.values(serverData(page.body).queries);
    const servicePage = queries.find((query) => query.endpointName === 'getServicePage');
    expect(servicePage?.data).toEqual(expect.objectContaining({ products: expect.any(Array) }));
    expect(JSON.stringify(Object.keys(serverData(page.body).queries))).toContain('Delaware');
    // The dialog itself is in the HTML, open, with the place's packages: seen before the app's code runs.
    const dialog = /<div role="dialog"[^>]*data-state="open"[\s\S]*$/.exec(rootOf(page.body) ?? '')?.[0] ?? '';
    expect(dialog).toContain('Company formation');
    expect(dialog).toContain('Delaware LLC');
  });

  it('leaves pages behind a guard (session, role, plan) to the browser: the shell, with no redirect rendered', async () => {
    const warn = vi.spyOn(console, 'warn');
    try {
      for (const url of ['/account/orders', '/admin', '/tools/business-plan']) {
        const page = await get(url);
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toContain('<div class="placeholder">Launchpad</div>');
        expect(page.body, url).not.toContain('data-server-rendered');
      }
      expect(warn.mock.calls.flat().join(' ')).not.toContain('<Navigate>');
    } finally {
      warn.mockRestore();
    }
  });

  it('answers 404 with the rendered 404 page for unknown paths, products and articles', async () => {
    for (const url of ['/no-such-page', '/services/no-such-product', '/blog/no-such-article']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      const root = rootOf(page.body) ?? '';
      expect(root, url).toContain('Error 404');
      expect(root, url).not.toContain('<script');
      // Rendered at /404: the browser renders it afresh at its own address rather than hydrating.
      expect(page.body, url).not.toContain('data-server-rendered');
    }
  });

  it('sends a shared page compressed as the browser accepts (Brotli, else gzip), the whole page once decoded', async () => {
    const plain = await get('/startup-package');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Each render here is fresh (no cache in tests): the page without its data's timestamps is the same.
    const page = (body: string) => body.replace(/<script type="application\/json" id="server-data">.*?<\/script>/s, '');
    const brotli = await get('/startup-package', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(page(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toBe(page(plain.body));
    const gzip = await get('/startup-package', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(page(gunzipSync(gzip.rawPayload).toString('utf8'))).toBe(page(plain.body));
    expect(String(gzip.headers.vary)).toContain('Accept-Encoding');
  });

  it('keeps anonymous renders shareable and renders for a visitor with a cookie or credentials alone', async () => {
    const anonymous = await get('/services/uk-ltd-formation');
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    expect(anonymous.headers.vary).toContain('Cookie');

    const signedIn = await createSignedInUser(web, 'customer', { name: 'Zebedee Quartermain' });
    for (const headers of [signedIn.headers, { cookie: 'lp_session=abc' }]) {
      const page = await get('/services/uk-ltd-formation', headers);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(rootOf(page.body)).toContain('<h1');
      // Always rendered signed out: nothing of the person is in the page.
      expect(page.body).not.toContain('Zebedee');
      expect(page.body).not.toContain(signedIn.user.email);
    }
  });
});

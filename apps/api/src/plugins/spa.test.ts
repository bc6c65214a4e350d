import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { articles, events, products } from '../db/schema';
import { createContent, deleteContent } from '../modules/content/content.admin.service';
import { loadConfig } from '../config/env';
import { paymentsInTestMode } from '../providers/payments';
import { createTestContext, type TTestContext } from '../test/context';
import { markTestMode, type TWebRenderer } from './spa';

/** A server for a web build made of these files (name → content), removed with the server. */
function serveBuiltWeb(files: Record<string, string>) {
  const served: { web: TTestContext } = { web: undefined as unknown as TTestContext };
  const dist = mkdtempSync(join(tmpdir(), 'lp-web-'));
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dist, name), content);
    served.web = await createTestContext({ env: { WEB_DIST_DIR: dist }, serveWeb: true });
  });
  afterAll(async () => {
    await served.web.close();
    rmSync(dist, { recursive: true, force: true });
  });
  return served;
}

describe('web app pages: warmed up at start', () => {
  it('renders the busiest pages once as soon as the server listens, before anyone asks for them', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'lp-warm-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    const rendered: string[] = [];
    const renderer: TWebRenderer = {
      render: async ({ url }) => {
        rendered.push(url);
        return { kind: 'browser' };
      },
    };
    const web = await createTestContext({ env: { WEB_DIST_DIR: dist }, serveWeb: true, webRenderer: renderer });
    try {
      expect(rendered).toEqual([]);
      await web.app.listen({ port: 0, host: '127.0.0.1' });
      await vi.waitFor(() =>
        expect(rendered).toEqual(['/', '/services', '/build-startup', '/blog', '/guide', '/tips-and-tricks']),
      );
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('web app pages: without a server-rendering bundle', () => {
  const served = serveBuiltWeb({
    'index.html':
      '<!doctype html><html><head><title>Launchpad</title>' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body>' +
      '<div id="root">\n  <!--app-->\n  <div class="placeholder">Launchpad</div>\n  <!--/app-->\n</div>' +
      '<noscript>Launchpad needs JavaScript.</noscript></body></html>',
  });
  const get = (url: string) => served.web.app.inject({ method: 'GET', url });

  it('serves the shell with the page metadata, for the browser to render', async () => {
    for (const url of ['/blog', '/services?page=2']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div class="placeholder">Launchpad</div>');
      expect(page.body).not.toContain('data-server-rendered');
      expect(page.body).toMatch(/<title data-ssr>[^<]+<\/title>/);
      expect(page.body).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
      // Rendered in the browser, the page needs the entry's modules at once: the parser starts them.
      expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/react-1.js">');
      expect(page.body).not.toContain('start-after-paint');
    }
  });

  it('compresses pages, and answers unknown api paths and missing build files with a 404 rather than a page', async () => {
    const page = await served.web.app.inject({
      method: 'GET',
      url: '/services',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(page.headers['content-encoding']).toBe('gzip');
    const api = await served.web.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: 'No route for GET /api/no-such-thing.' });
    const chunk = await served.web.app.inject({ method: 'GET', url: '/assets/removed-chunk-1.js' });
    expect(chunk.statusCode).toBe(404);
  });
});

describe('web app pages: HTTP status (issue 22 "HTTP status")', () => {
  const served = serveBuiltWeb({
    'index.html':
      '<!doctype html><html><head><title>Launchpad</title>' +
      '<script type="module" crossorigin src="/assets/index-1.js"></script></head><body>' +
      '<div id="root">\n  <!--app-->\n  <div class="placeholder">Launchpad</div>\n  <!--/app-->\n</div></body></html>',
  });
  const get = (url: string) => served.web.app.inject({ method: 'GET', url });
  /** The slug of a published row of a content table (seeded). */
  const publishedEvent = async () => {
    const [row] = await served.web.database.db
      .select({ slug: events.slug })
      .from(events)
      .where(eq(events.status, 'published'))
      .orderBy(asc(events.slug))
      .limit(1);
    if (!row) throw new Error('no published event in the seed');
    return row.slug;
  };
  const publishedBlogPost = async () => {
    const [row] = await served.web.database.db
      .select({ slug: articles.slug })
      .from(articles)
      .where(and(eq(articles.kind, 'blog'), eq(articles.status, 'published')))
      .limit(1);
    if (!row) throw new Error('no published blog post in the seed');
    return row.slug;
  };
  /** The app's shell (no renderer in this build: its router shows the 404 page), titled as not found, never indexed. */
  const expectNotFoundPage = (body: string, title: string) => {
    expect(body).toContain('<div class="placeholder">Launchpad</div>');
    expect(body).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(body).not.toContain('data-server-rendered');
    expect(body).toContain(`<title data-ssr>${title} | Launchpad</title>`);
    expect(body).toContain('<meta data-ssr name="robots" content="noindex">');
  };

  it('answers 404 with the app for paths no page has and for details that do not exist', async () => {
    for (const url of [
      '/no-such-page',
      '/no-such-page/at/all?x=1',
      '/events/does-not-exist',
      '/blog/does-not-exist',
      '/investor/does-not-exist',
      '/tips-and-tricks/does-not-exist',
      '/services/no-such-product',
      '/services/company-formation/Narnia',
      '/tools/no-such-tool',
      '/account/no-such-page',
      '/404',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expectNotFoundPage(res.body, 'Page not found');
    }
  });

  it('answers 200 for real pages and for details that exist', async () => {
    const event = await publishedEvent();
    const post = await publishedBlogPost();
    for (const url of [
      '/',
      '/events',
      `/events/${encodeURIComponent(event)}`,
      `/blog/${encodeURIComponent(post)}/`,
      '/services/uk-ltd-formation',
      '/services/company-formation',
      '/services/company-formation/United%20States/Delaware',
      '/terms-&-conditions',
      '/tools/seo-audit',
      '/domains/search?query=acme',
      '/account/orders',
      '/build-startup/123/leancanvas',
      '/login',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('Page not found');
    }
  });

  it('answers 404 for a draft and a product off sale, and 410 for a deleted product', async () => {
    const db = served.web.database.db;
    const event = await publishedEvent();
    await db.update(events).set({ status: 'draft' }).where(eq(events.slug, event));
    expect((await get(`/events/${encodeURIComponent(event)}`)).statusCode).toBe(404);
    await db.update(events).set({ status: 'published' }).where(eq(events.slug, event));

    await db.update(products).set({ isActive: false }).where(eq(products.slug, 'uk-ltd-formation'));
    expect((await get('/services/uk-ltd-formation')).statusCode).toBe(404);
    await db.update(products).set({ isActive: true }).where(eq(products.slug, 'uk-ltd-formation'));

    await db.update(products).set({ deletedAt: new Date() }).where(eq(products.slug, 'delaware-llc-formation'));
    const gone = await get('/services/delaware-llc-formation');
    expect(gone.statusCode).toBe(410);
    expectNotFoundPage(gone.body, 'Page removed');
  });

  it('answers 410 for content staff deleted, by slug or id, until something new is saved at that address', async () => {
    const db = served.web.database.db;
    const slug = await publishedBlogPost();
    const [post] = await db.select().from(articles).where(eq(articles.slug, slug));
    if (!post) throw new Error('no post');
    await deleteContent({ db }, { type: 'blog', id: slug });

    for (const url of [`/blog/${encodeURIComponent(slug)}`, `/blog/${post.id}`]) {
      const gone = await get(url);
      expect(gone.statusCode, url).toBe(410);
      expectNotFoundPage(gone.body, 'Page removed');
    }
    // The same slug in another area was never there.
    expect((await get(`/guide/${encodeURIComponent(slug)}`)).statusCode).toBe(404);

    const { title, summary, body, category, tags, author } = post;
    const input = { slug, title, summary, body, category, tags, author, status: 'published' };
    await createContent({ db }, { type: 'blog', input });
    expect((await get(`/blog/${encodeURIComponent(slug)}`)).statusCode).toBe(200);
    // The deleted item's own id stays gone.
    expect((await get(`/blog/${post.id}`)).statusCode).toBe(404);
  });

  it('keeps unknown api paths a 404 in JSON', async () => {
    const api = await get('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: 'No route for GET /api/no-such-thing.' });
  });
});

describe('web app pages: the payments test-mode mark', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: randomBytes(48).toString('base64') };

  it('marks every page when production runs the built-in test gateway, and no page otherwise', () => {
    const page = '<!doctype html><html lang="en"><head></head><body></body></html>';
    const testGateway = loadConfig({ ...production, PAYMENT_PROVIDER: 'builtin' });
    expect(markTestMode(page, paymentsInTestMode(testGateway))).toContain('<html data-payments-test-mode lang="en">');

    for (const env of [{ ...production, STRIPE_SECRET_KEY: 'sk_live_x' }, { PAYMENT_PROVIDER: 'builtin' }]) {
      expect(markTestMode(page, paymentsInTestMode(loadConfig(env)))).toBe(page);
    }
  });
});

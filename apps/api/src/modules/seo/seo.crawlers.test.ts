import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import robotsParser from 'robots-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageMeta, products } from '../../db/schema';
import { type TTestContext, createTestContext } from '../../test/context';
import { injectMetaTags } from './seo-html.service';

const PUBLIC_URL = 'https://launchpad.example';
// The shape of the web app's built index.html: a <head> without a title (the app renders it).
const INDEX_HTML = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <!-- Title, description, canonical, Open Graph and JSON-LD are rendered per page by <PageMeta />. -->
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let ctx: TTestContext;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'lp-web-seo-'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  ctx = await createTestContext({ env: { WEB_DIST_DIR: dist, PUBLIC_URL }, serveWeb: true });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const pageSeo = async (slug: string) =>
  (await ctx.app.inject({ method: 'POST', url: '/api/products/page-seo', payload: { slug } })).json().data;
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('seo: page metadata of products and service deep links', () => {
  it('gives a product page its own metadata under its slug, also when addressed by uuid', async () => {
    const bySlug = await pageSeo('/services/delaware-llc-formation');
    expect(bySlug).toMatchObject({
      seo_title: 'Form an LLC in Delaware | Launchpad',
      page_url: '/services/delaware-llc-formation',
      schema_data: {
        '@type': 'Service',
        name: 'Delaware LLC',
        url: `${PUBLIC_URL}/services/delaware-llc-formation`,
        offers: { price: ((9900 + 110 * 79) / 100).toFixed(2), priceCurrency: 'GBP' },
      },
    });
    const [row] = await ctx.database.db.select().from(products).where(eq(products.slug, 'delaware-llc-formation'));
    expect(await pageSeo(`/services/${row?.id}`)).toEqual(bySlug);
  });

  it('writes the metadata of a deep link from the products sold there', async () => {
    const delaware = await pageSeo('/services/company-formation/United%20States/Delaware');
    expect(delaware.seo_title).toBe('Company formation in Delaware, United States | Launchpad');
    expect(delaware.seo_description).toBe(
      'Company formation in Delaware, United States: Delaware LLC, Delaware C-Corp. From £185.90 including government fees.',
    );
    expect(delaware.page_url).toBe('/services/company-formation/United States/Delaware');
    const marks = await pageSeo('/services/trade-mark/france');
    expect(marks.seo_title).toBe('Trade mark registration in France | Launchpad');
    expect(marks.page_url).toBe('/services/trade-mark/France');
  });

  it('falls back to the service page for an unknown place, and to the default for an unknown product', async () => {
    const unknownPlace = await pageSeo('/services/company-formation/Atlantis');
    expect(unknownPlace.page_url).toBe('/services/company-formation');
    expect(unknownPlace.seo_title).toMatch(/^Company formation in 26 countries/);
    const unknownProduct = await pageSeo('/services/no-such-product');
    expect(unknownProduct.seo_description).toBe('Grow your startup with our tools and services.');
  });
});

describe('seo: the HTML crawlers read', () => {
  it('injects the title, description, canonical, Open Graph tags into index.html', async () => {
    const res = await get('/services/company-formation');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const head = headOf(res.body);
    expect(head.match(/<title/g)).toHaveLength(1);
    expect(head).toContain('<title data-ssr>Company formation in 26 countries and every US state | Launchpad</title>');
    expect(head).toContain('<meta data-ssr name="description" content="Form a UK Ltd, Irish LTD, German GmbH');
    expect(head).toContain(`<link data-ssr rel="canonical" href="${PUBLIC_URL}/services/company-formation">`);
    expect(head).toContain(`<meta data-ssr property="og:url" content="${PUBLIC_URL}/services/company-formation">`);
    expect(head).toContain('<meta data-ssr property="og:title" content="Company formation in 26 countries');
    expect(head).toContain(`<meta data-ssr property="og:image" content="${PUBLIC_URL}/og-default.png">`);
    expect(head).not.toContain('noindex');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('serves a product page with its JSON-LD, and a deep link with an encoded canonical', async () => {
    const product = await get('/services/wyoming-c-corp-formation');
    expect(headOf(product.body)).toContain('<title data-ssr>Incorporate a C-Corp in Wyoming | Launchpad</title>');
    const jsonLd = /<script data-ssr type="application\/ld\+json">(.*?)<\/script>/.exec(product.body)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Service', name: 'Wyoming C-Corp' });
    const deepLink = await get('/services/company-formation/United%20States/Wyoming?utm_source=x');
    expect(deepLink.body).toContain(
      `<link data-ssr rel="canonical" href="${PUBLIC_URL}/services/company-formation/United%20States/Wyoming">`,
    );
  });

  it('escapes what staff typed, in attributes, text and JSON-LD', async () => {
    await ctx.database.db
      .update(products)
      .set({ name: 'Evil </script><b>"Co" & $1', seoTitle: null, seoDescription: null, summary: 'x <y> "z"' })
      .where(eq(products.slug, 'poland-sp-z-oo-formation'));
    // Without its stored row the page's metadata is written from the product as it now is.
    await ctx.database.db.delete(pageMeta).where(eq(pageMeta.slug, '/services/poland-sp-z-oo-formation'));
    const res = await get('/services/poland-sp-z-oo-formation');
    const head = headOf(res.body);
    expect(head).toContain('<title data-ssr>Evil &lt;/script&gt;&lt;b&gt;&quot;Co&quot; &amp; $1 | Launchpad</title>');
    expect(head).toContain('content="x &lt;y&gt; &quot;z&quot;"');
    expect(head).not.toContain('</script><b>');
    const jsonLd = /<script data-ssr type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(jsonLd).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(jsonLd).name).toBe('Evil </script><b>"Co" & $1');
  });

  it('asks search engines not to index personal pages', async () => {
    for (const url of ['/account/orders', '/domain', '/login', '/build-startup/123']) {
      const res = await get(url);
      expect(res.body, url).toContain('<meta data-ssr name="robots" content="noindex">');
    }
    expect((await get('/build-startup')).body).not.toContain('noindex');
  });

  it('places the tags in a page without <head>, replacing its title', () => {
    expect(injectMetaTags('<!doctype html><title>Old</title><div id="root"></div>', '<title>New</title>')).toBe(
      '<!doctype html><title>New</title><div id="root"></div>',
    );
    expect(injectMetaTags('<div id="root"></div>', '<title>New $&</title>')).toBe(
      '<title>New $&</title>\n<div id="root"></div>',
    );
  });
});

describe('seo: sitemap.xml and robots.txt', () => {
  it('lists the public routes, formation deep links and every product on sale as absolute URLs', async () => {
    await ctx.database.db.update(products).set({ isActive: false }).where(eq(products.slug, 'malta-ltd-formation'));
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/startup-package`);
    expect(locs).toContain(`${PUBLIC_URL}/terms-&amp;-conditions`);
    expect(locs).toContain(`${PUBLIC_URL}/services/company-formation/United%20States/District%20of%20Columbia`);
    expect(locs).toContain(`${PUBLIC_URL}/services/company-formation/Hong%20Kong`);
    expect(locs).toContain(`${PUBLIC_URL}/services/delaware-llc-formation`);
    expect(locs).not.toContain(`${PUBLIC_URL}/services/malta-ltd-formation`);
    expect(locs.some((loc) => /\/(account|domain|influencer|admin|api)\b/.test(loc ?? ''))).toBe(false);
    // Published content pages (issue 9, seo-sitemap.test.ts) vary with the seed content; the rest is fixed.
    const contentPage = /\/(community|investor|events|eventorganizer|perks|network|blog|guide|tips-and-tricks)\/[^/]+$/;
    expect(locs.filter((loc) => !contentPage.test(loc ?? ''))).toHaveLength(23 + 26 + 51 + 141);
    expect(xml).toMatch(
      /<loc>https:\/\/launchpad\.example\/services\/uk-ltd-formation<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/,
    );
  });

  it('serves robots.txt from the server, not the file in the web build', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /domains/',
        'Disallow: /account',
        'Disallow: /domain',
        'Disallow: /influencer',
        'Disallow: /api',
        'Disallow: /admin',
        '',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

/** Path → may a crawler fetch it: the public pages yes, the private areas (and only those) no. */
const ROBOTS_CASES: [string, boolean][] = [
  ['/', true],
  ['/services/uk-ltd-formation', true],
  ['/blog/some-post', true],
  ['/sitemap.xml', true],
  ['/domains/search', true],
  ['/domains/search?query=acme', true],
  ['/tools', true],
  ['/domain', false],
  ['/domain/list', false],
  ['/domain/services/sslinfo?certId=1', false],
  ['/account', false],
  ['/account/profile', false],
  ['/influencer', false],
  ['/api/health', false],
  ['/admin', false],
  ['/admin/content', false],
];

describe('seo: robots.txt read by independent parsers', () => {
  it("means the same to a first-match parser (Python's urllib.robotparser)", async () => {
    const robots = (await get('/robots.txt')).body;
    const script = [
      'import json, sys, urllib.robotparser',
      'paths = json.loads(sys.argv[1])',
      'parser = urllib.robotparser.RobotFileParser()',
      'parser.parse(sys.stdin.read().splitlines())',
      'print(json.dumps([parser.can_fetch("ExampleBot", "https://launchpad.example" + p) for p in paths]))',
    ].join('\n');
    const paths = ROBOTS_CASES.map(([path]) => path);
    const output = execFileSync('python3', ['-c', script, JSON.stringify(paths)], { input: robots, encoding: 'utf8' });
    const verdicts = JSON.parse(output) as boolean[];
    expect(Object.fromEntries(paths.map((path, i) => [path, verdicts[i]]))).toEqual(Object.fromEntries(ROBOTS_CASES));
  });

  it("means the same to a longest-match parser (Google's rule, RFC 9309: robots-parser)", async () => {
    const robots = robotsParser(`${PUBLIC_URL}/robots.txt`, (await get('/robots.txt')).body);
    const verdicts = ROBOTS_CASES.map(([path]) => [path, robots.isAllowed(`${PUBLIC_URL}${path}`, 'ExampleBot')]);
    expect(Object.fromEntries(verdicts)).toEqual(Object.fromEntries(ROBOTS_CASES));
    expect(robots.getSitemaps()).toEqual([`${PUBLIC_URL}/sitemap.xml`]);
  });
});

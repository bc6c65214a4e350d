import { toolsEndpoints as endpoints } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';
import { customerOnPlan } from '../launchpad/launchpad.test-helpers';
import { type TTestSite, startTestSite } from './seo-audit.test-helpers';

// SEO audits of pages on a local server: allowed only because this test config sets SEO_AUDIT_ALLOW_PRIVATE.
let ctx: TTestContext;
let site: TTestSite;
let headers: Record<string, string>;

const post = (url: string, payload: object, as = headers) =>
  ctx.app.inject({ method: 'POST', url, headers: as, payload });
const audit = (url: string, as = headers) => post(endpoints.seoAuditRun.path, { url }, as);
const checkOf = (body: { data: { checks: { id: string; status: string }[] } }, id: string) =>
  body.data.checks.find((c) => c.id === id)?.status;

beforeAll(async () => {
  ctx = await createTestContext({ env: { SEO_AUDIT_ALLOW_PRIVATE: 'true' } });
  site = await startTestSite();
  headers = (await customerOnPlan(ctx, 'growth')).headers;
});
afterAll(async () => {
  await site?.close();
  await ctx?.close();
});

describe('SEO audit of a local site', () => {
  it('reports a well-built page with a high score and only the https fix', async () => {
    const res = await audit(`${site.base}/good`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const { facts } = body.data;
    expect(facts.title).toBe('Acme Bakery – Fresh bread delivered in London');
    expect(facts.description).toMatch(/^Acme Bakery bakes sourdough/);
    expect(facts.headings).toEqual([
      { level: 1, text: 'Fresh bread & pastries' },
      { level: 2, text: 'Our loaves' },
      { level: 3, text: 'Sourdough' },
      { level: 2, text: 'Delivery' },
    ]);
    expect(facts.canonical).toBe(`${site.base}/good`);
    expect(facts.openGraph).toMatchObject({ 'og:title': 'Acme Bakery', 'og:image': `${site.base}/og.png` });
    expect(facts.images).toEqual({ total: 2, withoutAlt: 0, sample: [] });
    expect(facts.links).toMatchObject({ internal: 2, external: 1, checked: 2, broken: [] });
    expect(facts.robotsTxt).toEqual({ found: true, blocksPage: false, sitemaps: [`${site.base}/sitemap.xml`] });
    expect(facts.sitemap).toEqual({ url: `${site.base}/sitemap.xml`, found: true, urls: 2 });
    expect(facts.structuredData).toEqual({ blocks: 1, types: ['Bakery'], invalid: 0 });
    expect(facts.viewport).toBe('width=device-width, initial-scale=1');
    expect(facts.weight).toMatchObject({ scripts: 2, stylesheets: 1 });
    expect(facts.https).toBe(false);
    // Every check passes except https (weight 10 of 101).
    expect(
      body.data.checks.filter((c: { status: string }) => c.status !== 'pass').map((c: { id: string }) => c.id),
    ).toEqual(['https']);
    expect(body.data.score).toBe(90);
    expect(body.data.fixes).toHaveLength(1);
    expect(body.data.fixes[0]).toMatchObject({ checkId: 'https', priority: 'high' });
  });

  it('finds the problems of a bad page, scores it low and puts the worst fixes first', async () => {
    const res = await audit(`${site.base}/bad`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const { facts, fixes } = body.data;
    expect(facts.title).toBeNull();
    expect(facts.description).toBeNull();
    expect(facts.images).toEqual({ total: 2, withoutAlt: 2, sample: ['/a.jpg', '/b.jpg'] });
    expect(facts.links.broken).toEqual([{ url: `${site.base}/missing`, status: '404' }]);
    expect(facts.structuredData.invalid).toBe(1);
    for (const [id, status] of Object.entries({
      indexable: 'fail',
      title: 'fail',
      'meta-description': 'fail',
      h1: 'fail',
      'heading-order': 'warn',
      canonical: 'warn',
      'open-graph': 'fail',
      'structured-data': 'fail',
      'image-alt': 'fail',
      'broken-links': 'fail',
      'robots-txt': 'pass',
      sitemap: 'pass',
      viewport: 'fail',
      https: 'fail',
      'page-weight': 'pass',
      lang: 'warn',
    })) {
      expect(checkOf(body, id), id).toBe(status);
    }
    expect(body.data.score).toBe(18);
    expect(fixes[0]).toMatchObject({ checkId: 'indexable', priority: 'high' });
    expect(fixes.slice(0, 5).every((f: { priority: string }) => f.priority === 'high')).toBe(true);
    expect(fixes.at(-1).priority).toBe('low');
    expect(fixes.find((f: { checkId: string }) => f.checkId === 'viewport').advice).toContain('width=device-width');
  });

  it('notices robots.txt blocking the page and follows redirects', async () => {
    const blocked = await audit(`${site.base}/private`);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().data.facts.robotsTxt.blocksPage).toBe(true);
    expect(checkOf(blocked.json(), 'indexable')).toBe('fail');

    const redirected = await audit(`${site.base}/redirect`);
    expect(redirected.statusCode, redirected.body).toBe(200);
    expect(redirected.json().data.finalUrl).toBe(`${site.base}/good`);
    expect(redirected.json().data.facts.redirects).toEqual([`${site.base}/redirect`]);
  });

  it('refuses pages it cannot audit with a message', async () => {
    const big = await audit(`${site.base}/big`);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, message: expect.stringContaining('larger than 2 MB') });
    const pdf = await audit(`${site.base}/pdf`);
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toContain('not a web page');
    const missing = await audit(`${site.base}/nowhere`);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toContain('HTTP 404');
    const loop = await audit(`${site.base}/loop`);
    expect(loop.statusCode).toBe(422);
    expect(loop.json().message).toContain('redirected more than 5 times');
    const empty = await audit('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Enter the address');
  });

  it('keeps a history per customer and opens a past audit; others cannot read it', async () => {
    const history = await post(endpoints.seoAuditHistory.path, {});
    expect(history.statusCode, history.body).toBe(200);
    const audits = history.json().data.audits;
    expect(audits.length).toBeGreaterThanOrEqual(4);
    expect(audits[0].url).toBe(`${site.base}/redirect`);
    const first = audits.find((a: { url: string }) => a.url === `${site.base}/good`);
    expect(first.score).toBe(90);

    const opened = await post(endpoints.seoAuditRead.path, { id: first.id });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toMatchObject({ id: first.id, score: 90, facts: { title: expect.any(String) } });

    const other = (await customerOnPlan(ctx, 'scale')).headers;
    expect((await post(endpoints.seoAuditHistory.path, {}, other)).json().data.audits).toEqual([]);
    const stolen = await post(endpoints.seoAuditRead.path, { id: first.id }, other);
    expect(stolen.statusCode).toBe(404);
  });

  it('is refused without the tools plan (403) and signed out (401)', async () => {
    const starter = (await customerOnPlan(ctx, 'starter')).headers;
    const refused = await audit(`${site.base}/good`, starter);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().success).toBe(false);
    const noPlan = (await createSignedInUser(ctx)).headers;
    expect((await post(endpoints.seoAuditHistory.path, {}, noPlan)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: endpoints.seoAuditRun.path,
      payload: { url: `${site.base}/good` },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

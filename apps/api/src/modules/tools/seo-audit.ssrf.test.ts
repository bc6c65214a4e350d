import { toolsEndpoints as endpoints } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { type TTestContext, createTestContext } from '../../test/context';
import { customerOnPlan } from '../launchpad/launchpad.test-helpers';
import { robotsBlocks, tokenize } from './seo-audit-checks.service';
import { isPublicAddress } from '../../lib/public-address';
import { type TAddressCheck, safeFetch } from './seo-audit-fetch.service';
import { type TTestSite, startRedirector, startTestSite } from './seo-audit.test-helpers';

// The SSRF rules with the private-address allowance OFF (the default), and the fetcher's limits.
let ctx: TTestContext;
let site: TTestSite;
let headers: Record<string, string>;

const audit = (url: string) =>
  ctx.app.inject({ method: 'POST', url: endpoints.seoAuditRun.path, headers, payload: { url } });
/** Allows exactly one local host:port, as if it were a public website. */
const only =
  (port: number): TAddressCheck =>
  (address, p) =>
    address === '127.0.0.1' && p === port;
const limits = { maxBytes: 1024 * 1024, timeoutMs: 2000 };

beforeAll(async () => {
  ctx = await createTestContext();
  site = await startTestSite();
  headers = (await customerOnPlan(ctx, 'growth')).headers;
});
afterAll(async () => {
  await site?.close();
  await ctx?.close();
});

describe('SEO audit SSRF refusals (allowance off)', () => {
  it.each([
    ['loopback', () => `${site.base}/good`, 'private or internal'],
    ['10.x', () => 'http://10.0.0.1/', 'private or internal'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/', 'private or internal'],
    ['IPv6 loopback', () => 'http://[::1]/', 'private or internal'],
    ['IPv4-mapped IPv6', () => 'http://[::ffff:127.0.0.1]/', 'private or internal'],
    ['CGNAT', () => 'http://100.64.0.1/', 'private or internal'],
    ['unspecified', () => 'http://0.0.0.0/', 'private or internal'],
    ['a name resolving to loopback', () => `http://localhost:${site.port}/good`, 'private or internal'],
    ['file:', () => 'file:///etc/passwd', 'Only http and https'],
    ['ftp:', () => 'ftp://example.com/file', 'Only http and https'],
    ['javascript:', () => 'javascript:alert(1)', 'Only http and https'],
    ['credentials', () => 'http://user:pass@example.com/', 'user name and password'],
  ])('refuses %s with 400 and a message', async (_name, url, message) => {
    const res = await audit(url());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining(message) });
  });

  it('saves nothing for refused audits', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: endpoints.seoAuditHistory.path, headers, payload: {} });
    expect(res.json().data.audits).toEqual([]);
  });

  it('refuses the private-address allowance in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SEO_AUDIT_ALLOW_PRIVATE: 'true' }),
    ).toThrow(/SEO_AUDIT_ALLOW_PRIVATE/);
  });
});

describe('the fetcher', () => {
  it('re-checks every redirect: an allowed first hop may not lead to a private address', async () => {
    await expect(safeFetch(`${site.base}/to-metadata`, { ...limits, isAllowed: only(site.port) })).rejects.toThrow(
      /169\.254\.169\.254.*private or internal/,
    );
    // A redirector on another port, itself allowed, pointing at the site (not allowed).
    const redirector = await startRedirector(`${site.base}/good`);
    try {
      await expect(safeFetch(`${redirector.base}/`, { ...limits, isAllowed: only(redirector.port) })).rejects.toThrow(
        /private or internal/,
      );
      const allowed = await safeFetch(`${redirector.base}/`, {
        ...limits,
        isAllowed: (a, p) => a === '127.0.0.1' && (p === redirector.port || p === site.port),
      });
      expect(allowed).toMatchObject({ status: 200, url: `${site.base}/good`, redirects: [`${redirector.base}/`] });
    } finally {
      await redirector.close();
    }
  });

  it('refuses a name when any of its addresses is private, and connects to the address it checked', async () => {
    const resolve = async (host: string) =>
      host === 'split.test'
        ? [
            { address: '93.184.216.34', family: 4 },
            { address: '127.0.0.1', family: 4 },
          ]
        : [{ address: '127.0.0.1', family: 4 }];
    await expect(
      safeFetch(`http://split.test:${site.port}/good`, { ...limits, resolve, isAllowed: isPublicAddressCheck }),
    ).rejects.toThrow(/private or internal/);
    // "pinned.test" exists only in our resolver: the socket goes to the vetted address, never to system DNS.
    const res = await safeFetch(`http://pinned.test:${site.port}/good`, {
      ...limits,
      resolve,
      isAllowed: only(site.port),
    });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('Acme Bakery');
  });

  it('stops reading at the size limit', async () => {
    const res = await safeFetch(`${site.base}/big`, { maxBytes: 100_000, timeoutMs: 5000, isAllowed: only(site.port) });
    expect(res.truncated).toBe(true);
    expect(res.body.length).toBe(100_000);
  });

  it('gives up at the time limit', async () => {
    const started = Date.now();
    await expect(
      safeFetch(`${site.base}/slow`, { maxBytes: 100_000, timeoutMs: 300, isAllowed: only(site.port) }),
    ).rejects.toThrow(/took longer than/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('knows public from private addresses', () => {
    for (const address of ['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '2a00:1450:4009:81f::200e']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.1',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::7f00:1',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '2002:7f00:1::1',
      'not-an-ip',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

const isPublicAddressCheck: TAddressCheck = (address) => isPublicAddress(address);

describe('HTML tokens and robots.txt', () => {
  it('skips comments, reads raw text and quoted ">" in attributes', () => {
    const tokens = tokenize(
      '<!-- <h1>x</h1> --><a title="a>b" href=/x>go</a><script>if (a<b) "</div>"</script><p>&pound;5 &#x263A;',
    );
    expect(tokens).toEqual([
      { type: 'start', name: 'a', attrs: { title: 'a>b', href: '/x' } },
      { type: 'text', text: 'go' },
      { type: 'end', name: 'a' },
      { type: 'start', name: 'script', attrs: {} },
      { type: 'text', text: 'if (a<b) "</div>"' },
      { type: 'end', name: 'script' },
      { type: 'start', name: 'p', attrs: {} },
      { type: 'text', text: '£5 ☺' },
      { type: 'end', name: 'p' }, // implied at the end of the document
    ]);
  });

  it('applies the longest matching robots rule', () => {
    const robots =
      'User-agent: *\nDisallow: /private\nAllow: /private/ok$\nDisallow: /*.pdf$\n\nUser-agent: other\nDisallow: /';
    expect(robotsBlocks(robots, '/')).toBe(false);
    expect(robotsBlocks(robots, '/private/page')).toBe(true);
    expect(robotsBlocks(robots, '/private/ok')).toBe(false);
    expect(robotsBlocks(robots, '/files/a.pdf')).toBe(true);
    expect(robotsBlocks('User-agent: *\nDisallow:', '/anything')).toBe(false);
  });
});

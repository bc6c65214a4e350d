// Issue 24, in process: publishing a landing page on the founder's own domain, served by host name over
// HTTP and HTTPS (SNI), answered by the built-in DNS server (Debian's dig), with its certificate checked
// by openssl; the waitlist with double opt-in feeding the landing-page experiment; and the failures.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  dnsEndpoints,
  type TPublishedSiteDetail,
  launchpadEndpoints,
  pathOf,
  publishingEndpoints as endpoints,
} from '@launchpad/shared';
import { parse as parseCsv } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchpadSections, publishedSites, waitlistSignups } from '../../db/schema';
import { loadTestCa } from '../../providers/registrar/builtin.ssl-ca';
import { type TTestContext, createTestContext, readOutbox } from '../../test/context';
import { type TDnsServer, startDnsServer } from '../domains/dns-server.service';
import { createOwnedDomain } from '../domains/domains.test-helpers';
import { createIdeaFor, customerOnPlan, launchpadApi } from '../launchpad/launchpad.test-helpers';
import { startHttpsServer } from './publishing-hosts.service';
import { RENEWAL_FAILED_TEMPLATE, renewSiteCertificates } from './publishing-renewals.service';
import { freePort } from '../../test/loopback';

const run = promisify(execFile);
type THeaders = Record<string, string>;

let ctx: TTestContext;
let dns: TDnsServer;
let https: Awaited<ReturnType<typeof startHttpsServer>>;
let founder: Awaited<ReturnType<typeof customerOnPlan>>;
let ideaId: string;

beforeAll(async () => {
  // The built-in CA fetches HTTP-01 challenges from the address in the zone (127.0.0.1) on this port: ours.
  const port = await freePort();
  const dnsPort = await freePort();
  ctx = await createTestContext({
    env: { SSL_HTTP_VALIDATION_PORT: String(port), PUBLISH_DNS_RESOLVER: `127.0.0.1:${dnsPort}` },
  });
  await ctx.app.listen({ host: '127.0.0.1', port });
  dns = await startDnsServer({ db: ctx.database.db, config: ctx.config }, { host: '127.0.0.1', port: dnsPort });
  https = await startHttpsServer(ctx.app, { host: '127.0.0.1', port: 0 });
  founder = await customerOnPlan(ctx, 'scale');
  ideaId = await createIdeaFor(
    ctx,
    founder.headers,
    'Refurbished office chairs on subscription for remote workers in Leeds',
  );
  // The build page shows the validation plan; its landing-page test is what sign-ups count for.
  const plan = await launchpadApi(ctx).section(founder.headers, ideaId, 'ValidationData');
  expect(plan.statusCode, plan.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await https?.close();
  await dns?.close();
  await ctx?.close();
});

const api = (headers: THeaders) => ({
  publish: (body: object) => ctx.app.inject({ method: 'POST', url: endpoints.publish.path, headers, payload: body }),
  read: (id: string) => ctx.app.inject({ method: 'GET', url: pathOf(endpoints.site, { id }), headers }),
  check: (id: string) => ctx.app.inject({ method: 'POST', url: pathOf(endpoints.check, { id }), headers, payload: {} }),
  unpublish: (id: string) => ctx.app.inject({ method: 'DELETE', url: pathOf(endpoints.unpublish, { id }), headers }),
  content: (id: string) =>
    ctx.app.inject({ method: 'PUT', url: pathOf(endpoints.publishChanges, { id }), headers, payload: {} }),
  versions: (id: string) => ctx.app.inject({ method: 'GET', url: pathOf(endpoints.versions, { id }), headers }),
  restore: (id: string, version: number) =>
    ctx.app.inject({ method: 'POST', url: pathOf(endpoints.restore, { id, version }), headers, payload: {} }),
  waitlist: (id: string) => ctx.app.inject({ method: 'GET', url: pathOf(endpoints.waitlist, { id }), headers }),
  csv: (id: string) => ctx.app.inject({ method: 'GET', url: pathOf(endpoints.waitlistCsv, { id }), headers }),
  hosts: (sld: string, tld: string) =>
    ctx.app.inject({ method: 'POST', url: dnsEndpoints.getHosts.path, headers, payload: { sld, tld } }),
  history: (sld: string, tld: string) =>
    ctx.app.inject({ method: 'POST', url: dnsEndpoints.dnsHistory.path, headers, payload: { sld, tld, limit: 20 } }),
});

/** A GET (or form POST) to the app as a browser on `host` sends it. */
const onHost = (host: string, url = '/', form?: Record<string, string>) =>
  ctx.app.inject({
    method: form ? 'POST' : 'GET',
    url,
    headers: { host, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
  });

const dig = async (name: string, type: string) =>
  (await run('dig', ['@127.0.0.1', '-p', String(dns.port), name, type, '+short', '+time=2', '+tries=1'])).stdout
    .trim()
    .split('\n');

/** An HTTPS GET to our listener naming `host` by SNI, trusting only the built-in CA. */
async function httpsGet(host: string, ca: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = httpsRequest(
      { host: '127.0.0.1', port: https.port, servername: host, path: '/', headers: { host }, ca },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('publishing on a domain the founder owns here', () => {
  const domain = 'chairclub.com';
  let site: TPublishedSiteDetail;
  let title: string;

  beforeAll(async () => {
    await createOwnedDomain(ctx, founder.user.id, domain);
    const res = await api(founder.headers).publish({ ideaId, domainId: await domainId(domain) });
    expect(res.statusCode, res.body).toBe(201);
    site = res.json().data;
    title = site.site.title;
  }, 60_000);

  it('goes live with every step done and a link to the site', () => {
    expect(site.site.status).toBe('live');
    expect(site.url).toBe(`https://${domain}/`);
    expect(site.steps.map((s) => [s.key, s.status])).toEqual([
      ['records', 'done'],
      ['dns', 'done'],
      ['certificate', 'done'],
      ['live', 'done'],
    ]);
    expect(site.steps[0]?.message).toContain(`CNAME www ${domain}`);
    expect(site.site.experimentId).not.toBeNull();
  });

  it('adds the records to the zone, shown in DNS management and its history', async () => {
    const hosts = await api(founder.headers).hosts('chairclub', 'com');
    expect(hosts.json().data.hosts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ host: '@', type: 'A', value: '127.0.0.1' }),
        expect.objectContaining({ host: 'www', type: 'CNAME', value: domain }),
      ]),
    );
    const history = await api(founder.headers).history('chairclub', 'com');
    expect(history.json().data.changes[0].summary).toMatch(/Host records: 2 added/);
  });

  it("answers dig (Debian's) with the platform address for the apex and www", async () => {
    expect(await dig(domain, 'A')).toEqual(['127.0.0.1']);
    expect(await dig(`www.${domain}`, 'A')).toEqual([`${domain}.`, '127.0.0.1']);
  });

  it('serves the landing page for the host name only, with its own title, no cookies and a strict CSP', async () => {
    for (const host of [domain, `www.${domain}`]) {
      const res = await onHost(host);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<title>${title}</title>`);
      expect(res.body).not.toContain('id="root"');
      expect(res.body).not.toMatch(/<script/i);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    }
    expect((await onHost(domain, '/login')).statusCode).toBe(404);
    expect((await onHost(domain, '/api/health')).statusCode).toBe(404);
    // The app's own host is not affected.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('serves it over HTTPS with the certificate chosen by SNI, which verifies against the built-in CA', async () => {
    const ca = (await loadTestCa({ db: ctx.database.db, config: ctx.config })).pem;
    const res = await httpsGet(domain, ca);
    expect(res.status).toBe(200);
    expect(res.body).toContain(`<title>${title}</title>`);
    const www = await httpsGet(`www.${domain}`, ca);
    expect(www.status).toBe(200);

    const dir = await mkdtemp(join(tmpdir(), 'publish-'));
    try {
      await writeFile(join(dir, 'ca.pem'), ca);
      const handshake = run('openssl', ['s_client', '-connect', `127.0.0.1:${https.port}`, '-servername', domain]);
      handshake.child.stdin?.end();
      const served = await handshake.catch((error: { stdout: string }) => error);
      const leaf = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(served.stdout)?.[0];
      expect(leaf).toBeDefined();
      await writeFile(join(dir, 'leaf.pem'), `${leaf}\n`);
      const verified = await run('openssl', [
        'verify',
        '-CAfile',
        join(dir, 'ca.pem'),
        '-verify_hostname',
        `www.${domain}`,
        join(dir, 'leaf.pem'),
      ]);
      expect(verified.stdout).toContain('leaf.pem: OK');
      const curl = await run('curl', [
        '-sS',
        '--resolve',
        `${domain}:${https.port}:127.0.0.1`,
        '--cacert',
        join(dir, 'ca.pem'),
        `https://${domain}:${https.port}/`,
      ]);
      expect(curl.stdout).toContain(`<title>${title}</title>`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('lets Caddy ask for a certificate for published names only', async () => {
    const ask = (name: string) =>
      ctx.app.inject({ method: 'GET', url: `${endpoints.tlsAllowed.path}?domain=${encodeURIComponent(name)}` });
    expect((await ask(`www.${domain}`)).statusCode).toBe(200);
    expect((await ask('not-published.com')).statusCode).toBe(404);
  });

  it('refuses to publish the same name again', async () => {
    const res = await api(founder.headers).publish({ ideaId, domainId: await domainId(domain) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${domain} is already published: update its content or unpublish it first.`);
  });

  it('takes a waitlist sign-up, confirms it by mail, and counts it in the landing-page experiment', async () => {
    const email = 'visitor@example.test';
    const joined = await onHost(domain, '/_waitlist', { email, note: 'Keen, "really" keen', consent: 'yes' });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.body).toContain('Almost there');
    // Not counted before the visitor confirms.
    const before = await api(founder.headers).waitlist(site.site.id);
    expect(before.json().data).toMatchObject({ total: 1, confirmed: 0 });

    const mail = (await readOutbox(ctx, email)).find((m) => m.template === 'waitlist_confirm');
    const link = mail && /https:\/\/([^/\s]+)(\/_waitlist\/confirm\?token=[A-Za-z0-9_%-]+)/.exec(mail.text);
    expect(link?.[1]).toBe(domain);
    const confirmed = await onHost(domain, link?.[2] as string);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('You are on the list');

    const list = await api(founder.headers).waitlist(site.site.id);
    expect(list.json().data).toMatchObject({ total: 1, confirmed: 1 });
    const idea = await launchpadApi(ctx).read(founder.headers, ideaId);
    const experiments = idea.json().data.experiments as { experiment_id: string; signups?: number }[];
    expect(experiments.find((e) => e.experiment_id === site.site.experimentId)?.signups).toBe(1);
    expect(experiments.filter((e) => e.signups !== undefined)).toHaveLength(1);

    const csv = await api(founder.headers).csv(site.site.id);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(csv.body, { record_delimiter: '\r\n', relax_quotes: false, relax_column_count: false });
    expect(rows[0]).toEqual(['email', 'note', 'consent_at', 'confirmed_at', 'created_at']);
    expect(rows[1]?.slice(0, 2)).toEqual([email, 'Keen, "really" keen']);
    expect(rows).toHaveLength(2);
  });

  it('drops a filled honeypot silently and refuses a form without consent, storing nothing', async () => {
    const bot = await onHost(domain, '/_waitlist', { email: 'bot@example.test', consent: 'yes', website: 'x' });
    expect(bot.statusCode).toBe(200);
    const noConsent = await onHost(domain, '/_waitlist', { email: 'person@example.test' });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.body).toContain('Please tick the box to agree to be emailed.');
    const badEmail = await onHost(domain, '/_waitlist', { email: 'not an email', consent: 'yes' });
    expect(badEmail.statusCode).toBe(400);
    const rows = await ctx.database.db.select().from(waitlistSignups).where(eq(waitlistSignups.siteId, site.site.id));
    expect(rows.map((r) => r.email)).toEqual(['visitor@example.test']);
  });

  it('publishes an edited page as a new version after the preview, and goes back to an earlier one', async () => {
    const { db } = ctx.database;
    const [section] = await db
      .select()
      .from(launchpadSections)
      .where(and(eq(launchpadSections.ideaId, ideaId), eq(launchpadSections.section, 'LandingPageContent')));
    const edited = { ...(section?.content as object), main_title: 'Chairs that fit remote work' };
    await db
      .update(launchpadSections)
      .set({ content: edited })
      .where(eq(launchpadSections.id, section?.id as string));

    const preview = await ctx.app.inject({
      method: 'GET',
      url: pathOf(endpoints.preview, { id: site.site.id }),
      headers: founder.headers,
    });
    expect(preview.json().data.title).toBe('Chairs that fit remote work');
    // The preview changes nothing that is served.
    expect((await onHost(domain)).body).toContain(`<title>${title}</title>`);

    const updated = await api(founder.headers).content(site.site.id);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.site.currentVersion).toBe(2);
    expect((await onHost(domain)).body).toContain('<title>Chairs that fit remote work</title>');

    const versions = await api(founder.headers).versions(site.site.id);
    expect(versions.json().data.map((v: { version: number; current: boolean }) => [v.version, v.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    const restored = await api(founder.headers).restore(site.site.id, 1);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await onHost(domain)).body).toContain(`<title>${title}</title>`);
    expect((await api(founder.headers).restore(site.site.id, 9)).statusCode).toBe(404);
  });

  it('unpublishes: the records leave the zone and the host stops serving', async () => {
    const res = await api(founder.headers).unpublish(site.site.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.site.status).toBe('unpublished');
    const hosts = (await api(founder.headers).hosts('chairclub', 'com')).json().data.hosts as { type: string }[];
    expect(hosts.filter((h) => h.type === 'A' || h.type === 'CNAME')).toEqual([]);
    expect((await onHost(domain)).statusCode).toBe(404);
    expect((await onHost(domain, '/_waitlist', { email: 'late@example.test', consent: 'yes' })).statusCode).toBe(404);
    const ask = await ctx.app.inject({ method: 'GET', url: `${endpoints.tlsAllowed.path}?domain=${domain}` });
    expect(ask.statusCode).toBe(404);
    expect(await dig(domain, 'A')).toEqual(['']);
  });
});

describe('certificate renewal (the published-site-certificates job)', () => {
  it('renews before expiry, and mails the founder when validation fails, keeping the old certificate', async () => {
    const domain = 'renewchairs.com';
    await createOwnedDomain(ctx, founder.user.id, domain);
    const res = await api(founder.headers).publish({ ideaId, domainId: await domainId(domain) });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.site.id as string;
    const stored = async () =>
      (await ctx.database.db.select().from(publishedSites).where(eq(publishedSites.id, id)))[0];
    const first = await stored();
    const nearEnd = new Date((first?.certificateExpiresAt as Date).getTime() - 10 * 24 * 60 * 60 * 1000);

    const renewed = await renewSiteCertificates(ctx.app.deps, nearEnd);
    expect(renewed.renewed).toContain(domain);
    const second = await stored();
    expect(second?.certificatePem).not.toBe(first?.certificatePem);

    // The founder points www elsewhere: validation of www fails, the founder is told, the site stays live.
    const set = await ctx.app.inject({
      method: 'POST',
      url: dnsEndpoints.setHosts.path,
      headers: founder.headers,
      payload: { sld: 'renewchairs', tld: 'com', hosts: [{ host: '@', type: 'A', value: '127.0.0.1' }] },
    });
    expect(set.statusCode, set.body).toBe(200);
    const failed = await renewSiteCertificates(ctx.app.deps, nearEnd);
    expect(failed.failed).toContain(domain);
    const mail = (await readOutbox(ctx, founder.user.email)).find((m) => m.template === RENEWAL_FAILED_TEMPLATE);
    expect(mail?.subject).toBe(`The certificate of ${domain} could not be renewed`);
    expect(mail?.text).toContain(`www.${domain} has no address`);
    const third = await stored();
    expect(third?.status).toBe('live');
    expect(third?.certificatePem).toBe(second?.certificatePem);
    // Tried again the next day, not on every run of the job.
    expect((await renewSiteCertificates(ctx.app.deps, nearEnd)).failed).toEqual([]);
  });
});

describe('publishing refusals', () => {
  it('refuses a domain the founder does not own, keeping nothing', async () => {
    const other = await customerOnPlan(ctx, 'scale');
    const theirs = await createOwnedDomain(ctx, other.user.id, 'someoneelse.com');
    const res = await api(founder.headers).publish({ ideaId, domainId: theirs.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('That domain is not one of yours: pick a domain you own here.');
    const rows = await ctx.database.db.select().from(publishedSites).where(eq(publishedSites.host, 'someoneelse.com'));
    expect(rows).toEqual([]);
  });

  it('refuses callers without the builder plan', async () => {
    const basic = await customerOnPlan(ctx, null);
    const res = await api(basic.headers).publish({ ideaId, domainId: '00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(403);
  });

  it('names the records to add when the nameservers are elsewhere, and checks them again', async () => {
    const away = await createOwnedDomain(ctx, founder.user.id, 'elsewhere-chairs.com', {
      nameservers: ['ns1.cloud.example', 'ns2.cloud.example'],
    });
    const res = await api(founder.headers).publish({ ideaId, domainId: away.id });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.message).toContain('uses other nameservers');
    expect(body.message).toContain('A @ 127.0.0.1');
    expect(body.message).toContain('CNAME www elsewhere-chairs.com');
    expect(body.data.requiredRecords).toEqual([
      { host: '@', type: 'A', value: '127.0.0.1', found: false },
      { host: 'www', type: 'CNAME', value: 'elsewhere-chairs.com', found: false },
    ]);
    // Nothing was written to the zone we keep for it.
    const hosts = await api(founder.headers).hosts('elsewhere-chairs', 'com');
    expect(hosts.json().data.hosts).toEqual([]);

    const check = await api(founder.headers).check(body.data.site.id);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().data.site.status).toBe('pending_dns');
    const dnsStep = check.json().data.steps.find((s: { key: string }) => s.key === 'dns');
    expect(dnsStep).toMatchObject({ status: 'pending' });
    expect(dnsStep.message).toContain('A @ 127.0.0.1');
    // Not served while it waits.
    expect((await onHost('elsewhere-chairs.com')).statusCode).toBe(404);
  });
});

describe('a certificate that cannot be validated', () => {
  let broken: TTestContext;
  beforeAll(async () => {
    // The CA looks for the challenge on a port where nothing answers.
    broken = await createTestContext({ env: { SSL_HTTP_VALIDATION_PORT: String(await freePort()) } });
  }, 60_000);
  afterAll(() => broken?.close());

  it('fails with a clear message and leaves the zone as it was, with no site kept', async () => {
    const who = await customerOnPlan(broken, 'scale');
    const idea = await (async () => {
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/tools/launchpad',
        headers: who.headers,
        payload: { query: 'Refurbished office chairs on subscription for remote workers in Leeds' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.idea_id as string;
    })();
    const owned = await createOwnedDomain(broken, who.user.id, 'brokenchairs.com');
    const zone = [
      { host: '@', type: 'A', value: '192.0.2.1', ttl: 1800 },
      { host: '@', type: 'TXT', value: 'keep-me', ttl: 1800 },
    ];
    const set = await broken.app.inject({
      method: 'POST',
      url: dnsEndpoints.setHosts.path,
      headers: who.headers,
      payload: { sld: 'brokenchairs', tld: 'com', hosts: zone },
    });
    expect(set.statusCode, set.body).toBe(200);

    const res = await broken.app.inject({
      method: 'POST',
      url: endpoints.publish.path,
      headers: who.headers,
      payload: { ideaId: idea, domainId: owned.id },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(
      /^Certificate not issued: the certificate authority could not validate brokenchairs\.com \(.*could not be reached/,
    );
    const hosts = await broken.app.inject({
      method: 'POST',
      url: dnsEndpoints.getHosts.path,
      headers: who.headers,
      payload: { sld: 'brokenchairs', tld: 'com' },
    });
    expect(
      (hosts.json().data.hosts as { host: string; type: string; value: string }[]).map((h) => [
        h.host,
        h.type,
        h.value,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['@', 'A', '192.0.2.1'],
        ['@', 'TXT', 'keep-me'],
      ]),
    );
    expect(hosts.json().data.hosts).toHaveLength(2);
    const rows = await broken.database.db
      .select()
      .from(publishedSites)
      .where(eq(publishedSites.host, 'brokenchairs.com'));
    expect(rows).toEqual([]);
    const list = await broken.app.inject({ method: 'GET', url: endpoints.sites.path, headers: who.headers });
    expect(list.json().data).toEqual([]);
    // Nothing was published, so the landing-page experiment shows no sign-up count.
    await launchpadApi(broken).section(who.headers, idea, 'ValidationData');
    const read = await broken.app.inject({
      method: 'POST',
      url: pathOf(launchpadEndpoints.idea, { id: idea }),
      headers: who.headers,
      payload: {},
    });
    const experiments = read.json().data.experiments as { signups?: number }[];
    expect(experiments.length).toBeGreaterThan(0);
    expect(experiments.filter((e) => e.signups !== undefined)).toEqual([]);
  });
});

async function domainId(name: string): Promise<string> {
  const rows = await ctx.database.db.query.registeredDomains.findMany({ where: (t, { eq: is }) => is(t.name, name) });
  return rows[0]?.id as string;
}

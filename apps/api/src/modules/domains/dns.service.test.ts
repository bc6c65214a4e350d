import { dnsEndpoints } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';
import { createOwnedDomain } from './domains.test-helpers';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type THeaders = Record<string, string>;
let domainCounter = 0;

const post = (url: string, headers: THeaders, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });

/** A signed-in customer with an active domain of their own, and calls bound to that domain. */
async function owner() {
  const { user, headers } = await createSignedInUser(ctx);
  domainCounter += 1;
  const sld = `acme${domainCounter}`;
  const domain = await createOwnedDomain(ctx, user.id, `${sld}.com`);
  const call = async (path: string, body: Record<string, unknown> = {}) => {
    const res = await post(path, headers, { sld, tld: 'com', ...body });
    return { status: res.statusCode, body: res.json() };
  };
  const data = async (path: string, body: Record<string, unknown> = {}) => {
    const res = await call(path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  return { user, headers, sld, name: `${sld}.com`, domain, call, data };
}

const A = (host: string, value: string, ttl = 1800) => ({ host, type: 'A', value, ttl });
const MX = (host: string, value: string, priority: number) => ({ host, type: 'MX', value, priority, ttl: 3600 });
const SRV = {
  service: '_sip',
  protocol: '_tcp',
  priority: 10,
  weight: 5,
  port: 5060,
  target: 'sip.example.net',
  ttl: 1800,
};

describe('dns: nameservers (getDNS, modifyNS)', () => {
  it('starts on the registrar defaults, takes custom ones, and goes back with an empty list', async () => {
    const me = await owner();
    const defaults = ctx.config.REGISTRAR_NAMESERVERS;
    expect(await me.data(dnsEndpoints.getDNS.path)).toEqual({
      domain: me.name,
      usingDefaults: true,
      nameservers: defaults,
      defaultNameservers: defaults,
    });

    const custom = await me.call(dnsEndpoints.modifyNS.path, {
      nameservers: ['NS1.Cloud-Host.net.', 'ns2.cloud-host.net'],
    });
    expect(custom.status).toBe(200);
    expect(custom.body.message).toBe('Nameservers saved.');
    expect(custom.body.data).toMatchObject({
      usingDefaults: false,
      nameservers: ['ns1.cloud-host.net', 'ns2.cloud-host.net'],
    });
    expect(await me.data(dnsEndpoints.getDNS.path)).toMatchObject({ usingDefaults: false });

    expect(await me.data(dnsEndpoints.modifyNS.path, { nameservers: [] })).toMatchObject({
      usingDefaults: true,
      nameservers: defaults,
    });
    expect(await me.data(dnsEndpoints.getDNS.path)).toMatchObject({ usingDefaults: true });
  });

  it.each([
    [['ns1.cloud-host.net'], /Give 2 to 13 nameservers/],
    [Array.from({ length: 14 }, (_, i) => `ns${i}.cloud-host.net`), /Give 2 to 13 nameservers/],
    [['ns1.cloud-host.net', 'not a host'], /Nameserver 2: not a host is not a hostname/],
    [['ns1.cloud-host.net', 'ns1.cloud-host.net'], /listed twice/],
  ])('refuses %j and keeps the nameservers', async (nameservers, message) => {
    const me = await owner();
    const res = await me.call(dnsEndpoints.modifyNS.path, { nameservers });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: expect.stringMatching(message) });
    expect(await me.data(dnsEndpoints.getDNS.path)).toMatchObject({ usingDefaults: true });
  });
});

describe('dns: host records (getHosts, setHosts)', () => {
  const records = [
    A('@', '192.0.2.10'),
    { host: '@', type: 'AAAA', value: '2001:db8::10', ttl: 1800 },
    { host: 'www', type: 'CNAME', value: 'Acme-Site.Example.NET.', ttl: 600 },
    MX('@', 'mx1.example.net', 10),
    MX('@', 'mx2.example.net', 20),
    { host: '_dmarc', type: 'TXT', value: 'v=DMARC1; p=none', ttl: 1800 },
    { host: '@', type: 'CAA', value: '0 issue "letsencrypt.org"', ttl: 1800 },
    { host: 'shop', type: 'URL301', value: 'https://shop.example.net/', ttl: 1800 },
  ];

  it('saves a record set and answers it back, hostnames normalised', async () => {
    const me = await owner();
    expect(await me.data(dnsEndpoints.getHosts.path)).toEqual({
      domain: me.name,
      usingDefaultNameservers: true,
      hosts: [],
    });
    const res = await me.call(dnsEndpoints.setHosts.path, { hosts: records });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Host records saved.');
    const { hosts } = await me.data(dnsEndpoints.getHosts.path);
    expect(hosts).toHaveLength(records.length);
    expect(hosts[2]).toEqual({ host: 'www', type: 'CNAME', value: 'acme-site.example.net', ttl: 600, priority: null });
    expect(hosts[3]).toEqual({ host: '@', type: 'MX', value: 'mx1.example.net', ttl: 3600, priority: 10 });
    expect(hosts[0]).toEqual({ host: '@', type: 'A', value: '192.0.2.10', ttl: 1800, priority: null });
  });

  it('replaces the whole set each time', async () => {
    const me = await owner();
    await me.data(dnsEndpoints.setHosts.path, { hosts: records });
    await me.data(dnsEndpoints.setHosts.path, { hosts: [A('api', '192.0.2.99')] });
    expect((await me.data(dnsEndpoints.getHosts.path)).hosts).toEqual([
      { host: 'api', type: 'A', value: '192.0.2.99', ttl: 1800, priority: null },
    ]);
    await me.data(dnsEndpoints.setHosts.path, { hosts: [] });
    expect((await me.data(dnsEndpoints.getHosts.path)).hosts).toEqual([]);
  });

  it.each([
    [
      'an A record with a non-IPv4 value',
      [A('@', '192.0.2.1'), A('www', '300.1.1.1')],
      'Record 2 (A www): 300.1.1.1 is not an IPv4 address.',
    ],
    [
      'an AAAA record with an IPv4 value',
      [{ host: '@', type: 'AAAA', value: '192.0.2.1', ttl: 1800 }],
      'Record 1 (AAAA @): 192.0.2.1 is not an IPv6 address.',
    ],
    [
      'a CNAME at the apex',
      [{ host: '@', type: 'CNAME', value: 'x.example.net', ttl: 1800 }],
      'Record 1 (CNAME @): A CNAME cannot be at the apex',
    ],
    [
      'a CNAME alongside other records',
      [A('www', '192.0.2.1'), { host: 'www', type: 'CNAME', value: 'x.example.net', ttl: 1800 }],
      'Record 2 (CNAME www): www also has other records (A); a CNAME must be the only record on its host.',
    ],
    [
      'an MX without a priority',
      [{ host: '@', type: 'MX', value: 'mx.example.net', ttl: 1800 }],
      'Record 1 (MX @): Priority must be',
    ],
    [
      'an MX pointing at an address',
      [MX('@', '192.0.2.1', 10)],
      'Record 1 (MX @): 192.0.2.1 is not a hostname for the mail server',
    ],
    [
      'a TTL below 60',
      [A('@', '192.0.2.1', 30)],
      'Record 1 (A @): TTL must be a whole number of seconds from 60 to 86400.',
    ],
    ['a TTL above a day', [A('@', '192.0.2.1', 86401)], 'from 60 to 86400'],
    ['a bad host', [A('bad host', '192.0.2.1')], 'Record 1 (A bad host): "bad host" is not a valid host'],
    [
      'a malformed CAA',
      [{ host: '@', type: 'CAA', value: '0 issue letsencrypt.org', ttl: 1800 }],
      'Record 1 (CAA @): CAA must look like',
    ],
    [
      'a CAA with an unknown tag',
      [{ host: '@', type: 'CAA', value: '0 policy "x"', ttl: 1800 }],
      'CAA tag policy is not one of',
    ],
    [
      'a redirect that is not http(s)',
      [{ host: 'go', type: 'URL', value: 'ftp://files.example.net', ttl: 1800 }],
      'is not an http(s) URL',
    ],
    [
      'a quoted TXT string over 255',
      [{ host: '@', type: 'TXT', value: `"${'x'.repeat(256)}"`, ttl: 1800 }],
      'string 1 has 256',
    ],
    [
      'an SPF record among host records',
      [{ host: '@', type: 'TXT', value: 'v=spf1 -all', ttl: 1800 }],
      'SPF records (v=spf1) are set in the SPF section',
    ],
    ['an unknown type', [{ host: '@', type: 'PTR', value: 'x.example.net', ttl: 1800 }], 'Type must be one of'],
    ['an unknown field', [{ ...A('@', '192.0.2.1'), weight: 3 }], 'Unknown field in hosts: weight'],
  ])('refuses %s and keeps the records', async (_what, hosts, message) => {
    const me = await owner();
    await me.data(dnsEndpoints.setHosts.path, { hosts: [A('@', '192.0.2.77')] });
    const res = await me.call(dnsEndpoints.setHosts.path, { hosts });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain(message);
    expect((await me.data(dnsEndpoints.getHosts.path)).hosts).toEqual([
      { host: '@', type: 'A', value: '192.0.2.77', ttl: 1800, priority: null },
    ]);
  });

  it('splits a long TXT value instead of refusing it', async () => {
    const me = await owner();
    const dkim = `v=DKIM1; k=rsa; p=${'A'.repeat(400)}`;
    await me.data(dnsEndpoints.setHosts.path, { hosts: [{ host: 'mail._domainkey', type: 'TXT', value: dkim }] });
    expect((await me.data(dnsEndpoints.getHosts.path)).hosts[0]).toMatchObject({ value: dkim, ttl: 1800 });
  });

  it('leaves SRV and SPF records alone, and refuses a CNAME on a host they use', async () => {
    const me = await owner();
    await me.data(dnsEndpoints.setSrvHosts.path, { hosts: [SRV] });
    await me.data(dnsEndpoints.setSpfHosts.path, { hosts: [{ host: 'mail', value: 'v=spf1 mx -all' }] });
    await me.data(dnsEndpoints.setHosts.path, { hosts: [A('@', '192.0.2.1')] });
    await me.data(dnsEndpoints.setHosts.path, { hosts: [A('@', '192.0.2.2')] });
    expect((await me.data(dnsEndpoints.getSrvHosts.path)).hosts).toHaveLength(1);
    expect((await me.data(dnsEndpoints.getSpfHosts.path)).hosts).toHaveLength(1);

    const res = await me.call(dnsEndpoints.setHosts.path, {
      hosts: [{ host: 'mail', type: 'CNAME', value: 'x.example.net', ttl: 1800 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Record 1 (CNAME mail): mail also has other records (TXT); a CNAME must be the only record on its host.',
    );
    expect((await me.data(dnsEndpoints.getHosts.path)).hosts).toEqual([
      { host: '@', type: 'A', value: '192.0.2.2', ttl: 1800, priority: null },
    ]);
  });
});

describe('dns: SRV records (getDomainSRVHosts, setDomainSRVHosts)', () => {
  it('saves SRV records and leaves host records alone', async () => {
    const me = await owner();
    await me.data(dnsEndpoints.setHosts.path, { hosts: [A('@', '192.0.2.1')] });
    const saved = await me.call(dnsEndpoints.setSrvHosts.path, {
      hosts: [SRV, { ...SRV, protocol: '_tls', port: 5061, target: 'SIP.example.net.' }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('SRV records saved.');
    expect(await me.data(dnsEndpoints.getSrvHosts.path)).toEqual({
      domain: me.name,
      hosts: [SRV, { ...SRV, protocol: '_tls', port: 5061, target: 'sip.example.net' }],
    });
    expect((await me.data(dnsEndpoints.getHosts.path)).hosts).toHaveLength(1);
  });

  it.each([
    [{ ...SRV, protocol: '_sctp' }, 'Protocol must be _tcp, _udp or _tls'],
    [{ ...SRV, port: 70000 }, 'Record 1 (SRV _sip._tcp): Port must be a whole number from 0 to 65535.'],
    [{ ...SRV, service: 'sip' }, 'The service is an underscore and a name'],
    [{ ...SRV, target: 'not a host' }, 'not a host is not a hostname'],
    [{ ...SRV, ttl: 10 }, 'TTL must be'],
  ])('refuses %j and keeps the records', async (row, message) => {
    const me = await owner();
    await me.data(dnsEndpoints.setSrvHosts.path, { hosts: [SRV] });
    const res = await me.call(dnsEndpoints.setSrvHosts.path, { hosts: [row] });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect((await me.data(dnsEndpoints.getSrvHosts.path)).hosts).toEqual([SRV]);
  });
});

describe('dns: SPF records (getDomainSPFHosts, setDomainSPFHosts)', () => {
  it('saves SPF policies with their lookup count', async () => {
    const me = await owner();
    const res = await me.call(dnsEndpoints.setSpfHosts.path, {
      hosts: [{ host: '@', value: 'v=spf1 include:_spf.google.com mx ip4:192.0.2.0/24 ~all', ttl: 3600 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('SPF records saved.');
    expect(await me.data(dnsEndpoints.getSpfHosts.path)).toEqual({
      domain: me.name,
      hosts: [{ host: '@', value: 'v=spf1 include:_spf.google.com mx ip4:192.0.2.0/24 ~all', ttl: 3600, lookups: 2 }],
    });
    // An SPF policy is a TXT record, but not a host record.
    expect((await me.data(dnsEndpoints.getHosts.path)).hosts).toEqual([]);
  });

  const tooMany = `v=spf1 ${Array.from({ length: 11 }, (_, i) => `include:s${i}.example.net`).join(' ')} -all`;
  it.each([
    ['spf1 -all', 'Record 1 (SPF @): An SPF record must start with v=spf1.'],
    ['v=spf1 inclde:_spf.google.com -all', 'inclde:_spf.google.com is not an SPF mechanism'],
    ['v=spf1 ip4:300.0.0.1 -all', 'ip4: needs an IPv4 address'],
    ['v=spf1 -all mx', 'Nothing may follow -all'],
    [tooMany, 'It needs 11 DNS lookups'],
  ])('refuses %s and keeps the records', async (value, message) => {
    const me = await owner();
    await me.data(dnsEndpoints.setSpfHosts.path, { hosts: [{ host: '@', value: 'v=spf1 -all' }] });
    const res = await me.call(dnsEndpoints.setSpfHosts.path, { hosts: [{ host: '@', value }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect((await me.data(dnsEndpoints.getSpfHosts.path)).hosts).toEqual([
      { host: '@', value: 'v=spf1 -all', ttl: 1800, lookups: 0 },
    ]);
  });

  it('refuses two SPF records on one host', async () => {
    const me = await owner();
    const res = await me.call(dnsEndpoints.setSpfHosts.path, {
      hosts: [
        { host: '@', value: 'v=spf1 -all' },
        { host: '@', value: 'v=spf1 mx -all' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Record 2 (SPF @): @ already has an SPF record (record 1)');
    expect((await me.data(dnsEndpoints.getSpfHosts.path)).hosts).toEqual([]);
  });
});

describe('dns: ownership', () => {
  const bodies: [string, Record<string, unknown>][] = [
    [dnsEndpoints.getDNS.path, {}],
    [dnsEndpoints.modifyNS.path, { nameservers: [] }],
    [dnsEndpoints.getHosts.path, {}],
    [dnsEndpoints.setHosts.path, { hosts: [A('@', '192.0.2.1')] }],
    [dnsEndpoints.getSrvHosts.path, {}],
    [dnsEndpoints.setSrvHosts.path, { hosts: [] }],
    [dnsEndpoints.getSpfHosts.path, {}],
    [dnsEndpoints.setSpfHosts.path, { hosts: [] }],
    [dnsEndpoints.dnsHistory.path, {}],
    [dnsEndpoints.revertDnsChange.path, { changeId: '00000000-0000-4000-8000-000000000000' }],
    [dnsEndpoints.exportZone.path, {}],
    [dnsEndpoints.importZone.path, { zone: '@ IN A 192.0.2.1' }],
  ];

  it.each(bodies)("%s: another customer's domain is not found, and nothing changes", async (path, body) => {
    const me = await owner();
    await me.data(dnsEndpoints.setHosts.path, { hosts: [A('@', '192.0.2.5')] });
    const stranger = await createSignedInUser(ctx);
    const res = await post(path, stranger.headers, { sld: me.sld, tld: 'com', ...body });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: `${me.name} is not one of your domains.` });
    expect((await me.data(dnsEndpoints.getHosts.path)).hosts).toEqual(
      [A('@', '192.0.2.5')].map((r) => ({ ...r, priority: null })),
    );
    expect((await me.data(dnsEndpoints.dnsHistory.path)).changes).toHaveLength(1);
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: dnsEndpoints.getHosts.path,
      payload: { sld: 'acme', tld: 'com' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('dns: history and revert (dnsHistory, revertDnsChange)', () => {
  it('records who changed what, newest first, and reverts a change', async () => {
    const me = await owner();
    await me.data(dnsEndpoints.setHosts.path, { hosts: [A('@', '192.0.2.1')] });
    await me.data(dnsEndpoints.setHosts.path, { hosts: [A('@', '192.0.2.2'), A('www', '192.0.2.3')] });
    await me.data(dnsEndpoints.modifyNS.path, { nameservers: ['ns1.cloud-host.net', 'ns2.cloud-host.net'] });
    // Saving the same records again is not a change.
    await me.data(dnsEndpoints.setHosts.path, { hosts: [A('@', '192.0.2.2'), A('www', '192.0.2.3')] });

    const { changes } = await me.data(dnsEndpoints.dnsHistory.path);
    expect(changes.map((c: { section: string }) => c.section)).toEqual(['nameservers', 'hosts', 'hosts']);
    const [ns, second, first] = changes;
    expect(first).toMatchObject({
      actor: { userId: me.user.id, name: me.user.name, email: me.user.email },
      before: { scope: 'hosts', records: [] },
      after: { scope: 'hosts', records: [expect.objectContaining({ host: '@', type: 'A', value: '192.0.2.1' })] },
      summary: 'Host records: 1 added.',
      revertedChangeId: null,
    });
    expect(Date.parse(first.createdAt)).not.toBeNaN();
    expect(second.summary).toBe('Host records: 2 added, 1 removed.');
    expect(ns.summary).toBe("Nameservers: registrar's defaults → ns1.cloud-host.net, ns2.cloud-host.net.");

    // Revert the second hosts change: back to the single A record.
    const reverted = await me.call(dnsEndpoints.revertDnsChange.path, { changeId: second.id });
    expect(reverted.status).toBe(200);
    expect(reverted.body.message).toBe('Change reverted.');
    expect(reverted.body.data.change).toMatchObject({ section: 'revert', revertedChangeId: second.id });
    expect((await me.data(dnsEndpoints.getHosts.path)).hosts).toEqual([
      { host: '@', type: 'A', value: '192.0.2.1', ttl: 1800, priority: null },
    ]);
    // The nameservers change after it is untouched.
    expect(await me.data(dnsEndpoints.getDNS.path)).toMatchObject({ usingDefaults: false });

    // The revert is itself a change that can be reverted.
    const history = (await me.data(dnsEndpoints.dnsHistory.path)).changes;
    expect(history[0]).toMatchObject({ section: 'revert', summary: 'Reverted. Host records: 1 added, 2 removed.' });
    await me.data(dnsEndpoints.revertDnsChange.path, { changeId: history[0].id });
    expect((await me.data(dnsEndpoints.getHosts.path)).hosts).toHaveLength(2);

    // Reverting the nameservers change puts the defaults back.
    await me.data(dnsEndpoints.revertDnsChange.path, { changeId: ns.id });
    expect(await me.data(dnsEndpoints.getDNS.path)).toMatchObject({ usingDefaults: true });
  });

  it("refuses a change that is not in this domain's history, and a revert that changes nothing", async () => {
    const me = await owner();
    const other = await owner();
    await other.data(dnsEndpoints.setHosts.path, { hosts: [A('@', '192.0.2.1')] });
    const otherChange = (await other.data(dnsEndpoints.dnsHistory.path)).changes[0];
    const foreign = await me.call(dnsEndpoints.revertDnsChange.path, { changeId: otherChange.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(`That change is not in the DNS history of ${me.name}.`);
    expect((await other.data(dnsEndpoints.getHosts.path)).hosts).toHaveLength(1);

    const bad = await me.call(dnsEndpoints.revertDnsChange.path, { changeId: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Change ID must be the id of a change');

    await me.data(dnsEndpoints.setHosts.path, { hosts: [A('@', '192.0.2.1')] });
    await me.data(dnsEndpoints.setHosts.path, { hosts: [] });
    const [cleared, added] = (await me.data(dnsEndpoints.dnsHistory.path)).changes;
    await me.data(dnsEndpoints.revertDnsChange.path, { changeId: cleared.id });
    // The records are already what they were before `added`'s successor: reverting it again changes nothing.
    const again = await me.call(dnsEndpoints.revertDnsChange.path, { changeId: cleared.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Nothing to revert: the DNS is already as it was before that change.');
    expect(added.section).toBe('hosts');
    expect((await me.data(dnsEndpoints.dnsHistory.path)).changes).toHaveLength(3);
  });
});

describe('dns: zone files (exportZone, importZone)', () => {
  it('exports BIND text with $ORIGIN, $TTL, SOA and the default NS', async () => {
    const me = await owner();
    await me.data(dnsEndpoints.setHosts.path, { hosts: [A('www', '192.0.2.1'), MX('@', 'mx1.example.net', 10)] });
    const data = await me.data(dnsEndpoints.exportZone.path);
    expect(data.fileName).toBe(`${me.name}.zone`);
    const zone: string = data.zone;
    expect(zone).toContain(`$ORIGIN ${me.name}.`);
    expect(zone).toMatch(/^\$TTL 1800$/m);
    expect(zone).toMatch(
      new RegExp(
        `^@\\t3600\\tIN\\tSOA\\t${ctx.config.REGISTRAR_NAMESERVERS[0]}\\. hostmaster\\.${me.name}\\. \\(`,
        'm',
      ),
    );
    for (const ns of ctx.config.REGISTRAR_NAMESERVERS) expect(zone).toContain(`@\t86400\tIN\tNS\t${ns}.`);
    expect(zone).toContain('www\t1800\tIN\tA\t192.0.2.1');
    expect(zone).toContain('@\t3600\tIN\tMX\t10 mx1.example.net.');
  });

  it('imports what it exported: every section comes back the same', async () => {
    const me = await owner();
    const hosts = [
      { ...A('@', '192.0.2.10'), priority: null },
      { host: '@', type: 'AAAA', value: '2001:db8::10', ttl: 1800, priority: null },
      { host: 'www', type: 'CNAME', value: 'acme-site.example.net', ttl: 600, priority: null },
      { host: '@', type: 'MX', value: 'mx1.example.net', ttl: 3600, priority: 10 },
      { host: 'k1._domainkey', type: 'TXT', value: `v=DKIM1; p=${'B'.repeat(500)}`, ttl: 1800, priority: null },
      { host: 'quote', type: 'TXT', value: 'say "hi" \\o/', ttl: 1800, priority: null },
      { host: '@', type: 'CAA', value: '0 issue "letsencrypt.org"', ttl: 1800, priority: null },
      { host: 'shop', type: 'URL301', value: 'https://shop.example.net/', ttl: 1800, priority: null },
    ];
    await me.data(dnsEndpoints.setHosts.path, { hosts });
    await me.data(dnsEndpoints.setSrvHosts.path, { hosts: [SRV] });
    await me.data(dnsEndpoints.setSpfHosts.path, {
      hosts: [{ host: '@', value: 'v=spf1 mx include:_spf.example.net -all' }],
    });
    const before = {
      hosts: (await me.data(dnsEndpoints.getHosts.path)).hosts,
      srv: (await me.data(dnsEndpoints.getSrvHosts.path)).hosts,
      spf: (await me.data(dnsEndpoints.getSpfHosts.path)).hosts,
    };
    expect(before.hosts).toEqual(hosts);
    const { zone } = await me.data(dnsEndpoints.exportZone.path);

    await me.data(dnsEndpoints.setHosts.path, { hosts: [A('@', '192.0.2.250')] });
    await me.data(dnsEndpoints.setSrvHosts.path, { hosts: [] });
    const imported = await me.call(dnsEndpoints.importZone.path, { zone });
    expect(imported.status).toBe(200);
    expect(imported.body.message).toBe('Zone file imported.');
    expect(imported.body.data).toEqual({
      domain: me.name,
      imported: 10,
      byType: { A: 1, AAAA: 1, CNAME: 1, MX: 1, TXT: 3, CAA: 1, URL301: 1, SRV: 1 },
    });
    expect((await me.data(dnsEndpoints.getHosts.path)).hosts).toEqual(expect.arrayContaining(before.hosts));
    expect((await me.data(dnsEndpoints.getHosts.path)).hosts).toHaveLength(before.hosts.length);
    expect((await me.data(dnsEndpoints.getSrvHosts.path)).hosts).toEqual(before.srv);
    expect((await me.data(dnsEndpoints.getSpfHosts.path)).hosts).toEqual(before.spf);
    expect((await me.data(dnsEndpoints.dnsHistory.path)).changes[0]).toMatchObject({ section: 'zone_import' });
  });

  it('reads hand-written files: relative names, $ORIGIN, TTL units, multi-line SOA, split TXT', async () => {
    const me = await owner();
    const zone = [
      `$ORIGIN ${me.name}.`,
      '$TTL 1h',
      '@ IN SOA ns1.other.net. admin.other.net. ( 2024010101 ; serial',
      '        7200 900 1209600 300 )',
      '@ IN NS ns1.other.net.',
      '@ 300 IN A 192.0.2.1',
      '  IN MX 5 mail ; relative to the origin',
      'mail IN A 192.0.2.2',
      `blog IN 1d CNAME ${me.name}.`,
      '@ TXT "part one " "and two"',
      '$ORIGIN dev.' + me.name + '.',
      'api A 192.0.2.3',
    ].join('\n');
    const res = await me.call(dnsEndpoints.importZone.path, { zone });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await me.data(dnsEndpoints.getHosts.path)).hosts).toEqual([
      { host: '@', type: 'A', value: '192.0.2.1', ttl: 300, priority: null },
      { host: '@', type: 'MX', value: `mail.${me.name}`, ttl: 3600, priority: 5 },
      { host: 'mail', type: 'A', value: '192.0.2.2', ttl: 3600, priority: null },
      { host: 'blog', type: 'CNAME', value: me.name, ttl: 86400, priority: null },
      { host: '@', type: 'TXT', value: '"part one " "and two"', ttl: 3600, priority: null },
      { host: 'api.dev', type: 'A', value: '192.0.2.3', ttl: 3600, priority: null },
    ]);
  });

  it('refuses a file with bad lines, naming each line, and saves nothing', async () => {
    const me = await owner();
    await me.data(dnsEndpoints.setHosts.path, { hosts: [A('@', '192.0.2.77')] });
    const zone = [
      `$ORIGIN ${me.name}.`,
      'www IN A 300.1.1.1',
      'ok IN A 192.0.2.1',
      '@ IN CNAME elsewhere.example.net.',
      'x IN PTR y.example.net.',
      'other.example.org. IN A 192.0.2.1',
      'mx IN MX ten mail.example.net.',
      'sub IN NS ns1.example.net.',
      '$INCLUDE other.zone',
    ].join('\n');
    const res = await me.call(dnsEndpoints.importZone.path, { zone });
    expect(res.status).toBe(400);
    const { message } = res.body;
    expect(message).toMatch(/^The zone file was not imported\. /);
    for (const part of [
      'Line 2: 300.1.1.1 is not an IPv4 address.',
      'Line 4: a CNAME cannot be at the apex (@).',
      'Line 5: PTR records are not supported',
      'Line 6: other.example.org. is outside',
      'Line 7: MX priority ten is not a number',
      'Line 8: NS records for sub (delegations) are not supported',
      'Line 9: $INCLUDE is not supported',
    ]) {
      expect(message).toContain(part);
    }
    expect(message).not.toContain('Line 3');
    expect((await me.data(dnsEndpoints.getHosts.path)).hosts).toEqual([
      { host: '@', type: 'A', value: '192.0.2.77', ttl: 1800, priority: null },
    ]);
    expect((await me.data(dnsEndpoints.dnsHistory.path)).changes).toHaveLength(1);
  });
});

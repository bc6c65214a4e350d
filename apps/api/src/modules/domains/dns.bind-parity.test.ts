// The built-in DNS server answers like BIND (issue 22): a zone saved through the api is exported, checked
// with named-checkzone and served by BIND's named; both servers are asked the same questions with dig
// (UDP, TCP, EDNS variants, transfers, other opcodes, case) and must agree on the rcode, the flags that
// matter and the record sets of the answer and authority sections, TTLs included.
import { dnsEndpoints } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TNamedServer, checkZone, dig, requireBind, startNamed } from '../../test/named';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';
import { type TDnsServer, startDnsServer } from './dns-server.service';
import { createOwnedDomain } from './domains.test-helpers';

const ZONE = 'parity.com';
const Z = (host: string) => (host === '@' ? `${ZONE}.` : `${host}.${ZONE}.`);

let ctx: TTestContext;
let ours: TDnsServer;
let named: TNamedServer;
let headers: Record<string, string>;
let zoneText: string;

async function post(path: string, body: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: path, headers, payload: { sld: 'parity', tld: 'com', ...body } });
}
async function save(path: string, body: Record<string, unknown>) {
  const res = await post(path, body);
  expect(res.statusCode, res.body).toBe(200);
}

/** Every record type the product serves, wildcards at several depths, alias chains and empty non-terminals. */
const HOSTS = [
  { host: '@', type: 'A', value: '192.0.2.1', ttl: 1800 },
  { host: '@', type: 'AAAA', value: '2001:db8::1', ttl: 1800 },
  { host: '@', type: 'MX', value: `mail.${ZONE}`, priority: 10, ttl: 3600 },
  { host: '@', type: 'MX', value: 'mx2.example.net', priority: 20, ttl: 3600 },
  { host: '@', type: 'CAA', value: '0 issue "letsencrypt.org"', ttl: 3600 },
  { host: '@', type: 'CAA', value: '0 iodef "mailto:security@parity.com"', ttl: 3600 },
  { host: '@', type: 'TXT', value: 'google-site-verification=abc123', ttl: 1800 },
  { host: 'www', type: 'A', value: '192.0.2.10', ttl: 600 },
  { host: 'www', type: 'A', value: '192.0.2.11', ttl: 600 },
  { host: 'www', type: 'AAAA', value: '2001:db8::10', ttl: 600 },
  { host: 'mail', type: 'A', value: '192.0.2.25', ttl: 1800 },
  { host: 'sip', type: 'A', value: '192.0.2.26', ttl: 1800 },
  { host: 'go', type: 'A', value: '192.0.2.30', ttl: 1800 },
  { host: 'go', type: 'URL301', value: 'https://www.parity.com/', ttl: 1800 },
  { host: 'shop', type: 'URL', value: 'https://shop.example.net/parity', ttl: 1800 },
  { host: 'promo.deals', type: 'FRAME', value: 'https://www.parity.com/promo', ttl: 1800 },
  // Alias chains: news → blog → www, an alias that leaves the zone, one to a name with no TXT, one to nothing.
  { host: 'blog', type: 'CNAME', value: `www.${ZONE}`, ttl: 1800 },
  { host: 'news', type: 'CNAME', value: `blog.${ZONE}`, ttl: 900 },
  { host: 'docs', type: 'CNAME', value: 'hosted.example.net', ttl: 1800 },
  { host: 'post', type: 'CNAME', value: `mail.${ZONE}`, ttl: 1800 },
  { host: 'gone', type: 'CNAME', value: `missing.${ZONE}`, ttl: 1800 },
  { host: '_dmarc', type: 'TXT', value: 'v=DMARC1; p=reject; rua=mailto:dmarc@parity.com', ttl: 1800 },
  // Longer than one 255-byte string: served as several strings.
  { host: 'long', type: 'TXT', value: `v=DKIM1; k=rsa; p=${'A'.repeat(400)}`, ttl: 1800 },
  { host: 'quoted', type: 'TXT', value: '"first part" "second; part"', ttl: 1800 },
  // Wildcards one, two and three labels below the apex; `real.apps` blocks `*.apps` below it (RFC 4592).
  { host: '*.apps', type: 'A', value: '192.0.2.50', ttl: 1800 },
  { host: 'real.apps', type: 'A', value: '192.0.2.51', ttl: 1800 },
  { host: '*.eu.cdn', type: 'TXT', value: 'edge=eu', ttl: 1800 },
  { host: '*.links', type: 'CNAME', value: `www.${ZONE}`, ttl: 1800 },
  { host: '*.x.y.deep', type: 'AAAA', value: '2001:db8::50', ttl: 1800 },
  // Empty non-terminals: b.ent and ent exist only because a.b.ent does.
  { host: 'a.b.ent', type: 'A', value: '192.0.2.60', ttl: 1800 },
  // Twelve ~70-byte strings: more than 512 bytes, less than 1232.
  ...Array.from({ length: 12 }, (_, i) => ({ host: 'big', type: 'TXT', value: `${i}-${'t'.repeat(60)}`, ttl: 1800 })),
];

beforeAll(async () => {
  requireBind();
  ctx = await createTestContext();
  ours = await startDnsServer({ db: ctx.database.db, config: ctx.config }, { host: '127.0.0.1', port: 0 });
  const owner = await createSignedInUser(ctx);
  headers = owner.headers;
  await createOwnedDomain(ctx, owner.user.id, ZONE);
  await save(dnsEndpoints.setHosts.path, { hosts: HOSTS });
  await save(dnsEndpoints.setSrvHosts.path, {
    hosts: [
      { service: '_sip', protocol: '_tcp', priority: 10, weight: 5, port: 5060, target: `sip.${ZONE}`, ttl: 1800 },
      { service: '_xmpp', protocol: '_tcp', priority: 5, weight: 0, port: 5269, target: `mail.${ZONE}`, ttl: 1800 },
      {
        service: '_xmpp',
        protocol: '_tcp',
        priority: 10,
        weight: 0,
        port: 5269,
        target: 'xmpp.example.net',
        ttl: 1800,
      },
      { service: '_none', protocol: '_udp', priority: 0, weight: 0, port: 0, target: '.', ttl: 1800 },
    ],
  });
  await save(dnsEndpoints.setSpfHosts.path, { hosts: [{ host: '@', value: 'v=spf1 mx -all', ttl: 1800 }] });
  const exported = await post(dnsEndpoints.exportZone.path, {});
  expect(exported.statusCode, exported.body).toBe(200);
  zoneText = (exported.json() as { data: { zone: string } }).data.zone;
  named = await startNamed(ZONE, zoneText);
});
afterAll(async () => {
  await named?.stop();
  await ours?.close();
  await ctx?.close();
});

type TDigReply = {
  opcode: string;
  status: string;
  flags: string[];
  questions: number;
  /** The EDNS version of the OPT record; null without one. */
  edns: number | null;
  answer: string[];
  authority: string[];
};

/** Flags that change what a client does: authoritative, truncated (retry over TCP), recursion desired. */
const FLAGS = new Set(['qr', 'aa', 'tc', 'rd']);

/** dig's +yaml report of one response, reduced to what must match; sections sorted (named rotates sets). */
function parseDig(output: string): TDigReply {
  const start = output.lastIndexOf('response_message_data:');
  if (start < 0) throw new Error(`dig got no response:\n${output}`);
  const lines = output.slice(start).split('\n');
  const field = (name: string) =>
    lines
      .find((l) => l.trim().startsWith(`${name}:`))
      ?.split(':')[1]
      ?.trim() ?? '';
  const section = (name: string) => {
    const at = lines.findIndex((l) => l.trim() === `${name}_SECTION:`);
    if (at < 0) return [];
    const rows: string[] = [];
    for (const line of lines.slice(at + 1)) {
      const item = /^\s+- '(.*)'$/.exec(line);
      if (!item) break;
      rows.push((item[1] as string).replaceAll("''", "'").replace(/\s+/g, ' '));
    }
    return rows.sort();
  };
  const version = lines.findIndex((l) => l.trim() === 'EDNS:');
  return {
    opcode: field('opcode'),
    status: field('status'),
    flags: field('flags')
      .split(/\s+/)
      .filter((flag) => FLAGS.has(flag))
      .sort(),
    questions: Number(field('QUESTION')),
    edns: version < 0 ? null : Number(/version: (\d+)/.exec(lines[version + 1] ?? '')?.[1]),
    answer: section('ANSWER'),
    authority: section('AUTHORITY'),
  };
}

async function ask(port: number, args: string[]): Promise<TDigReply> {
  const reply = parseDig(await dig(port, ['+yaml', '+nocookie', '+ignore', ...args]));
  // A truncated answer is a hint to ask again over TCP: only its header has to match.
  return reply.flags.includes('tc') ? { ...reply, answer: [], authority: [] } : reply;
}

/** [what is asked, dig arguments]. */
const BATTERY: [string, string[]][] = [
  // The apex and every type at it.
  ...['SOA', 'NS', 'A', 'AAAA', 'MX', 'TXT', 'CAA', 'ANY'].map((t): [string, string[]] => [`apex ${t}`, [Z('@'), t]]),
  ['apex SRV (no data)', [Z('@'), 'SRV']],
  ['apex PTR, a type never stored', [Z('@'), 'PTR']],
  ['www A, a set of two', [Z('www'), 'A']],
  ['www AAAA', [Z('www'), 'AAAA']],
  ['www TXT (no data)', [Z('www'), 'TXT']],
  ['www SOA (no data below the apex)', [Z('www'), 'SOA']],
  ['a name with a URL redirect and an A record', [Z('go'), 'A']],
  ['a name with only a URL redirect (not in the zone file)', [Z('shop'), 'A']],
  ['a name above one with only a URL redirect', [Z('deals'), 'TXT']],
  ['mixed case', ['WwW.PaRiTy.CoM.', 'A']],
  ['mixed case, no such name', ['NoPe.PARITY.com.', 'MX']],
  // Aliases.
  ['CNAME to an A in the zone', [Z('blog'), 'A']],
  ['CNAME chain of two', [Z('news'), 'A']],
  ['CNAME chain, AAAA', [Z('news'), 'AAAA']],
  ['CNAME chain asked for the CNAME itself', [Z('news'), 'CNAME']],
  ['CNAME to a name with no data of the type', [Z('post'), 'TXT']],
  ['CNAME chain to no data of the type', [Z('blog'), 'MX']],
  ['CNAME that leaves the zone', [Z('docs'), 'A']],
  ['CNAME to a name that does not exist', [Z('gone'), 'A']],
  ['CNAME asked with ANY', [Z('blog'), 'ANY']],
  // TXT.
  ['TXT with spaces and semicolons', [Z('_dmarc'), 'TXT']],
  ['TXT longer than 255 bytes', [Z('long'), 'TXT']],
  ['TXT of quoted strings', [Z('quoted'), 'TXT']],
  // SRV and the empty non-terminals under it.
  ['SRV', [`_sip._tcp.${ZONE}.`, 'SRV']],
  ['SRV set of two', [`_xmpp._tcp.${ZONE}.`, 'SRV']],
  ['SRV saying no service', [`_none._udp.${ZONE}.`, 'SRV']],
  ['empty non-terminal _tcp', [`_tcp.${ZONE}.`, 'SRV']],
  // Wildcards (RFC 4592).
  ['wildcard, one label below', [Z('one.apps'), 'A']],
  ['wildcard, three labels below', [Z('a.b.c.apps'), 'A']],
  ['wildcard without the type', [Z('one.apps'), 'MX']],
  ['the wildcard asked by its own name', [Z('*.apps'), 'A']],
  ['a real name beside the wildcard', [Z('real.apps'), 'A']],
  ['below a real name the wildcard does not reach', [Z('x.real.apps'), 'A']],
  ['the wildcard parent, an empty non-terminal', [Z('apps'), 'A']],
  ['wildcard two levels deep', [Z('q.eu.cdn'), 'TXT']],
  ['wildcard two levels deep, two labels below', [Z('q.r.eu.cdn'), 'TXT']],
  ['beside a deep wildcard: no such name', [Z('q.us.cdn'), 'TXT']],
  ['the deep wildcard parent', [Z('eu.cdn'), 'TXT']],
  ['wildcard three levels deep', [Z('p.q.x.y.deep'), 'AAAA']],
  ['between deep labels', [Z('y.deep'), 'AAAA']],
  ['wildcard CNAME', [Z('a.b.links'), 'A']],
  ['wildcard CNAME asked for the CNAME', [Z('a.b.links'), 'CNAME']],
  // Empty non-terminals and names that do not exist.
  ['a name below empty non-terminals', [Z('a.b.ent'), 'A']],
  ['empty non-terminal', [Z('b.ent'), 'A']],
  ['empty non-terminal, one higher', [Z('ent'), 'TXT']],
  ['NXDOMAIN', [Z('nope'), 'A']],
  ['NXDOMAIN two labels deep', [Z('nope.nope'), 'AAAA']],
  ['a zone not served', ['www.example.org.', 'A']],
  ['class CH', ['-c', 'CH', Z('@'), 'SOA']],
  // TCP.
  ['TCP: apex MX', ['+tcp', Z('@'), 'MX']],
  ['TCP: CNAME chain', ['+tcp', Z('news'), 'A']],
  ['TCP: NXDOMAIN', ['+tcp', Z('nope'), 'A']],
  ['TCP: a large answer', ['+tcp', Z('big'), 'TXT']],
  // EDNS and message sizes.
  ['no EDNS', ['+noedns', Z('www'), 'A']],
  ['no EDNS, NXDOMAIN', ['+noedns', Z('nope'), 'A']],
  ['EDNS version 0', ['+edns=0', Z('www'), 'A']],
  ['EDNS version 1: BADVERS', ['+edns=1', '+noednsnegotiation', Z('www'), 'A']],
  ['EDNS version 1 for no such name: BADVERS', ['+edns=1', '+noednsnegotiation', Z('nope'), 'A']],
  ['EDNS version 1 over TCP', ['+tcp', '+edns=1', '+noednsnegotiation', Z('www'), 'A']],
  ['a large answer without EDNS: truncated', ['+noedns', Z('big'), 'TXT']],
  ['a large answer, buffer 512: truncated', ['+bufsize=512', Z('big'), 'TXT']],
  ['a large answer, buffer 100: truncated', ['+bufsize=100', Z('big'), 'TXT']],
  ['a large answer, buffer 1232', ['+bufsize=1232', Z('big'), 'TXT']],
  ['a large answer, buffer 4096', ['+bufsize=4096', Z('big'), 'TXT']],
  ['long TXT without EDNS', ['+noedns', Z('long'), 'TXT']],
  // Zone transfers are refused.
  ['AXFR', [Z('@'), 'AXFR']],
  ['IXFR over TCP', [Z('@'), 'IXFR=1']],
  ['IXFR over UDP', ['+notcp', Z('@'), 'IXFR=1']],
  // Other opcodes.
  ['IQUERY', ['+opcode=1', Z('www'), 'A']],
  ['STATUS', ['+opcode=2', Z('@'), 'SOA']],
  ['opcode 3', ['+opcode=3', Z('@'), 'SOA']],
  ['NOTIFY for the zone', ['+opcode=4', Z('@'), 'SOA']],
  ['NOTIFY without an SOA question', ['+opcode=4', Z('www'), 'A']],
  ['NOTIFY for a zone not served', ['+opcode=4', 'example.org.', 'SOA']],
  ['UPDATE for the zone', ['+opcode=5', Z('@'), 'SOA']],
  ['UPDATE for a zone not served', ['+opcode=5', 'example.org.', 'SOA']],
  ['UPDATE without an SOA question', ['+opcode=5', Z('www'), 'A']],
  ['opcode 6', ['+opcode=6', Z('@'), 'SOA']],
  ['opcode 15', ['+opcode=15', Z('@'), 'SOA']],
  ['opcode 2 with EDNS version 1', ['+opcode=2', '+edns=1', '+noednsnegotiation', Z('@'), 'SOA']],
];

describe('the exported zone', () => {
  it('passes named-checkzone -k fail', async () => {
    await expect(checkZone(ZONE, zoneText)).resolves.toMatch(/OK/);
  });
});

describe('our DNS server answers as BIND named does on the same zone', () => {
  it.each(BATTERY)('%s', async (_title, args) => {
    const [theirs, mine] = await Promise.all([ask(named.port, args), ask(ours.port, args)]);
    // A sanity check on the reference itself: named answered the question.
    expect(theirs.flags).toContain('qr');
    expect(mine).toEqual(theirs);
  });

  it('covers every outcome the battery means to compare', async () => {
    const seen = new Set<string>();
    for (const [, args] of BATTERY.filter(([title]) => /NXDOMAIN|BADVERS|AXFR|IQUERY|truncated|no data/.test(title))) {
      const reply = await ask(named.port, args);
      seen.add(reply.flags.includes('tc') ? 'TC' : reply.status);
    }
    expect([...seen].sort()).toEqual(['BADVERS', 'NOERROR', 'NOTIMP', 'NXDOMAIN', 'REFUSED', 'TC']);
  });
});

describe('record sets with mixed TTLs (RFC 2181 §5.2) are refused at input', () => {
  const snapshot = async () => {
    const [hosts, srv, spf] = await Promise.all(
      [dnsEndpoints.getHosts.path, dnsEndpoints.getSrvHosts.path, dnsEndpoints.getSpfHosts.path].map((path) =>
        post(path, {}),
      ),
    );
    return [hosts, srv, spf].map((res) => {
      expect(res?.statusCode, res?.body).toBe(200);
      return res?.json() as unknown;
    });
  };
  const refused = async (path: string, body: Record<string, unknown>, message: RegExp) => {
    const before = await snapshot();
    const res = await post(path, body);
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { message: string }).message).toMatch(message);
    expect(await snapshot()).toEqual(before);
    // Still served as before: one TTL for the set.
    expect((await ask(ours.port, [Z('www'), 'A'])).answer).toEqual([
      `www.${ZONE}. 600 IN A 192.0.2.10`,
      `www.${ZONE}. 600 IN A 192.0.2.11`,
    ]);
  };

  it('in the host records', async () => {
    const hosts = HOSTS.map((row, i) => (i === HOSTS.findIndex((r) => r.host === 'www') ? { ...row, ttl: 300 } : row));
    await refused(
      dnsEndpoints.setHosts.path,
      { hosts },
      /TTL 600 differs from the TTL 300 of the other A records on www; .*share one TTL \(RFC 2181 §5\.2\)/,
    );
  });

  it('between a host TXT record and the SPF record on the same host', async () => {
    await refused(
      dnsEndpoints.setSpfHosts.path,
      { hosts: [{ host: '@', value: 'v=spf1 mx -all', ttl: 300 }] },
      /SPF records not saved: The TXT records on @ have different TTLs \(1800, 300\)/,
    );
    const hosts = HOSTS.map((row) => (row.host === '@' && row.type === 'TXT' ? { ...row, ttl: 60 } : row));
    await refused(
      dnsEndpoints.setHosts.path,
      { hosts },
      /TTL 60 differs from the TTL 1800 of the other TXT records on @/,
    );
  });

  it('in the SRV records', async () => {
    await refused(
      dnsEndpoints.setSrvHosts.path,
      {
        hosts: [
          { service: '_xmpp', protocol: '_tcp', priority: 5, weight: 0, port: 5269, target: `mail.${ZONE}`, ttl: 1800 },
          {
            service: '_xmpp',
            protocol: '_tcp',
            priority: 10,
            weight: 0,
            port: 5269,
            target: 'x.example.net',
            ttl: 3600,
          },
        ],
      },
      /TTL 3600 differs from the TTL 1800 of the other SRV records on _xmpp\._tcp/,
    );
  });

  it('in an imported zone file, with the lines named', async () => {
    await refused(
      dnsEndpoints.importZone.path,
      { zone: `$ORIGIN ${ZONE}.\nwww 600 IN A 192.0.2.10\nwww 300 IN A 192.0.2.11\n` },
      /Line 3: A www: TTL 300 differs from the TTL 600 on line 2/,
    );
  });
});

// Wire-level tests: real DNS queries over UDP and TCP to the built-in registrar's DNS server, for records
// saved through the api.
import dgram from 'node:dgram';
import net from 'node:net';
import { dnsEndpoints } from '@launchpad/shared';
import dnsPacket, { type DecodedPacket, type RecordType } from 'dns-packet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';
import { type TDnsServer, startDnsServer } from './dns-server.service';
import { createOwnedDomain } from './domains.test-helpers';

let ctx: TTestContext;
let server: TDnsServer;
let headers: Record<string, string>;
const ZONE = 'acme.com';

beforeAll(async () => {
  ctx = await createTestContext();
  server = await startDnsServer({ db: ctx.database.db, config: ctx.config }, { host: '127.0.0.1', port: 0 });
  const owner = await createSignedInUser(ctx);
  headers = owner.headers;
  await createOwnedDomain(ctx, owner.user.id, ZONE);
  await createOwnedDomain(ctx, owner.user.id, 'elsewhere.com', { nameservers: ['ns1.cloud.net', 'ns2.cloud.net'] });
  await createOwnedDomain(ctx, owner.user.id, 'lapsed.com', { status: 'expired' });
  await save(dnsEndpoints.setHosts.path, {
    hosts: [
      { host: 'www', type: 'A', value: '192.0.2.10' },
      { host: '@', type: 'A', value: '192.0.2.1' },
      { host: '@', type: 'AAAA', value: '2001:db8::1' },
      { host: '@', type: 'MX', value: 'mx1.example.net', priority: 10, ttl: 3600 },
      { host: '@', type: 'MX', value: 'mx2.example.net', priority: 20, ttl: 3600 },
      { host: 'blog', type: 'CNAME', value: `www.${ZONE}` },
      { host: 'docs', type: 'CNAME', value: 'hosted.example.net' },
      { host: '_dmarc', type: 'TXT', value: 'v=DMARC1; p=none' },
      { host: 'long', type: 'TXT', value: 'x'.repeat(300) },
      { host: '@', type: 'CAA', value: '0 issue "letsencrypt.org"' },
      { host: '*.apps', type: 'A', value: '192.0.2.50' },
      { host: 'shop', type: 'URL301', value: 'https://shop.example.net/' },
    ],
  });
  await save(dnsEndpoints.setSrvHosts.path, {
    hosts: [{ service: '_sip', protocol: '_tcp', priority: 10, weight: 5, port: 5060, target: `sip.${ZONE}` }],
  });
  await save(dnsEndpoints.setSpfHosts.path, { hosts: [{ host: '@', value: 'v=spf1 mx -all' }] });
});
afterAll(async () => {
  await server?.close();
  await ctx?.close();
});

async function save(path: string, body: Record<string, unknown>, sld = 'acme') {
  const res = await ctx.app.inject({ method: 'POST', url: path, headers, payload: { sld, tld: 'com', ...body } });
  expect(res.statusCode, res.body).toBe(200);
}

let queryId = 0;
const queryPacket = (name: string, type: RecordType, edns = false) => {
  queryId = (queryId + 1) % 65536;
  return dnsPacket.encode({
    type: 'query',
    id: queryId,
    flags: dnsPacket.RECURSION_DESIRED,
    questions: [{ name, type, class: 'IN' }],
    ...(edns
      ? {
          additionals: [
            {
              type: 'OPT',
              name: '.',
              udpPayloadSize: 4096,
              extendedRcode: 0,
              ednsVersion: 0,
              flags: 0,
              flag_do: false,
              options: [],
            },
          ],
        }
      : {}),
  });
};

/** One query over UDP, as dig does by default. */
function udpQuery(
  name: string,
  type: RecordType,
  options: { edns?: boolean; raw?: Buffer } = {},
): Promise<DecodedPacket> {
  const socket = dgram.createSocket('udp4');
  const message = options.raw ?? queryPacket(name, type, options.edns);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error(`no UDP answer for ${name} ${type}`));
    }, 3000);
    socket.once('message', (answer) => {
      clearTimeout(timer);
      socket.close();
      resolve(dnsPacket.decode(answer));
    });
    socket.send(message, server.port, '127.0.0.1');
  });
}

/** Queries over one TCP connection (2-byte length framing), answered in order, as `dig +tcp` does. */
function tcpQueries(questions: [string, RecordType][]): Promise<DecodedPacket[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1');
    const answers: DecodedPacket[] = [];
    let buffered = Buffer.alloc(0);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no TCP answer'));
    }, 3000);
    socket.on('error', reject);
    socket.on('connect', () => {
      // Both queries in one write: the server must split the stream by the length prefixes.
      socket.write(Buffer.concat(questions.map(([name, type]) => framed(queryPacket(name, type)))));
    });
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      while (buffered.length >= 2 && buffered.length >= 2 + buffered.readUInt16BE(0)) {
        const length = buffered.readUInt16BE(0);
        answers.push(dnsPacket.decode(buffered.subarray(2, 2 + length)));
        buffered = buffered.subarray(2 + length);
      }
      if (answers.length === questions.length) {
        clearTimeout(timer);
        socket.end();
        resolve(answers);
      }
    });
  });
}
const framed = (message: Buffer) => {
  const out = Buffer.alloc(2 + message.length);
  out.writeUInt16BE(message.length, 0);
  message.copy(out, 2);
  return out;
};

const rcodeOf = (packet: DecodedPacket) => (packet as DecodedPacket & { rcode: string }).rcode;
const answersOf = (packet: DecodedPacket) =>
  (packet.answers ?? []).map((a) => ({ name: a.name, type: a.type, data: 'data' in a ? a.data : undefined }));
const texts = (data: unknown) => (data as Buffer[]).map((b) => b.toString('utf8'));

describe('dns server over UDP', () => {
  it('answers an A record saved through setHosts, authoritatively', async () => {
    const answer = await udpQuery(`www.${ZONE}`, 'A');
    expect(rcodeOf(answer)).toBe('NOERROR');
    expect(answer.flag_aa).toBe(true);
    expect(answer.flag_rd).toBe(true);
    expect(answer.answers).toEqual([
      expect.objectContaining({ name: `www.${ZONE}`, type: 'A', ttl: 1800, data: '192.0.2.10' }),
    ]);
  });

  it('answers the MX set with priorities', async () => {
    const answer = await udpQuery(ZONE, 'MX');
    expect(answersOf(answer)).toEqual([
      { name: ZONE, type: 'MX', data: { preference: 10, exchange: 'mx1.example.net' } },
      { name: ZONE, type: 'MX', data: { preference: 20, exchange: 'mx2.example.net' } },
    ]);
    expect(answer.answers?.[0]).toMatchObject({ ttl: 3600 });
  });

  it('answers AAAA, CAA, SRV and TXT (with SPF) at their names', async () => {
    expect(answersOf(await udpQuery(ZONE, 'AAAA'))).toEqual([{ name: ZONE, type: 'AAAA', data: '2001:db8::1' }]);
    expect(answersOf(await udpQuery(ZONE, 'CAA'))).toEqual([
      { name: ZONE, type: 'CAA', data: expect.objectContaining({ flags: 0, tag: 'issue', value: 'letsencrypt.org' }) },
    ]);
    expect(answersOf(await udpQuery(`_sip._tcp.${ZONE}`, 'SRV'))).toEqual([
      { name: `_sip._tcp.${ZONE}`, type: 'SRV', data: { priority: 10, weight: 5, port: 5060, target: `sip.${ZONE}` } },
    ]);
    const spf = await udpQuery(ZONE, 'TXT');
    expect(spf.answers?.map((a) => texts((a as { data: unknown }).data))).toEqual([['v=spf1 mx -all']]);
    const dmarc = await udpQuery(`_dmarc.${ZONE}`, 'TXT');
    expect(dmarc.answers?.map((a) => texts((a as { data: unknown }).data))).toEqual([['v=DMARC1; p=none']]);
    const long = await udpQuery(`long.${ZONE}`, 'TXT');
    expect(long.answers?.map((a) => texts((a as { data: unknown }).data))).toEqual([['x'.repeat(255), 'x'.repeat(45)]]);
  });

  it('follows a CNAME inside the zone and stops at one that leaves it', async () => {
    expect(answersOf(await udpQuery(`blog.${ZONE}`, 'A'))).toEqual([
      { name: `blog.${ZONE}`, type: 'CNAME', data: `www.${ZONE}` },
      { name: `www.${ZONE}`, type: 'A', data: '192.0.2.10' },
    ]);
    expect(answersOf(await udpQuery(`docs.${ZONE}`, 'A'))).toEqual([
      { name: `docs.${ZONE}`, type: 'CNAME', data: 'hosted.example.net' },
    ]);
  });

  it('answers NS and SOA at the apex with the registrar defaults', async () => {
    expect(answersOf(await udpQuery(ZONE, 'NS'))).toEqual(
      ctx.config.REGISTRAR_NAMESERVERS.map((ns) => ({ name: ZONE, type: 'NS', data: ns })),
    );
    const soa = await udpQuery(ZONE, 'SOA');
    expect(soa.answers?.[0]).toMatchObject({
      type: 'SOA',
      data: { mname: ctx.config.REGISTRAR_NAMESERVERS[0], rname: `hostmaster.${ZONE}`, serial: expect.any(Number) },
    });
  });

  it('answers a wildcard for names with no records of their own', async () => {
    expect(answersOf(await udpQuery(`anything.apps.${ZONE}`, 'A'))).toEqual([
      { name: `anything.apps.${ZONE}`, type: 'A', data: '192.0.2.50' },
    ]);
  });

  it('says NXDOMAIN, with the SOA, for a name the zone does not have', async () => {
    // A URL redirect is the web tier's, not a DNS record: like BIND serving the exported zone, a name with
    // nothing else does not exist.
    for (const name of [`nope.${ZONE}`, `shop.${ZONE}`]) {
      const answer = await udpQuery(name, 'A');
      expect(rcodeOf(answer), name).toBe('NXDOMAIN');
      expect(answer.flag_aa).toBe(true);
      expect(answer.answers).toEqual([]);
      expect(answer.authorities).toEqual([expect.objectContaining({ name: ZONE, type: 'SOA', ttl: 300 })]);
    }
  });

  it('answers an existing name without that type with no records and the SOA (NODATA)', async () => {
    for (const [name, type] of [
      [`www.${ZONE}`, 'AAAA'],
      [`_tcp.${ZONE}`, 'A'],
    ] as [string, RecordType][]) {
      const answer = await udpQuery(name, type);
      expect(rcodeOf(answer), name).toBe('NOERROR');
      expect(answer.answers).toEqual([]);
      expect(answer.authorities?.[0]).toMatchObject({ type: 'SOA' });
    }
  });

  it('refuses zones it does not host: unknown, on custom nameservers, or expired', async () => {
    for (const name of ['example.org', 'www.example.org', 'www.elsewhere.com', 'lapsed.com']) {
      const answer = await udpQuery(name, 'A');
      expect(rcodeOf(answer), name).toBe('REFUSED');
      expect(answer.flag_aa).toBe(false);
      expect(answer.answers).toEqual([]);
    }
  });

  it('answers what was saved a moment ago (the database is read per query)', async () => {
    await save(dnsEndpoints.setHosts.path, { hosts: [{ host: 'fresh', type: 'A', value: '192.0.2.1' }] }, 'elsewhere');
    await save(dnsEndpoints.modifyNS.path, { nameservers: [] }, 'elsewhere');
    expect(answersOf(await udpQuery('fresh.elsewhere.com', 'A'))).toEqual([
      { name: 'fresh.elsewhere.com', type: 'A', data: '192.0.2.1' },
    ]);
    await save(dnsEndpoints.setHosts.path, { hosts: [{ host: 'fresh', type: 'A', value: '192.0.2.2' }] }, 'elsewhere');
    expect(answersOf(await udpQuery('fresh.elsewhere.com', 'A'))).toEqual([
      { name: 'fresh.elsewhere.com', type: 'A', data: '192.0.2.2' },
    ]);
  });

  it('is case-insensitive and keeps the query id', async () => {
    const answer = await udpQuery(`WWW.Acme.COM`, 'A');
    expect(answer.id).toBe(queryId);
    expect(answersOf(answer)).toEqual([{ name: `www.${ZONE}`, type: 'A', data: '192.0.2.10' }]);
  });

  it('answers a malformed query with FORMERR and keeps serving', async () => {
    const raw = Buffer.concat([
      Buffer.from([0x12, 0x34, 0x01, 0x00, 0x00, 0x01, 0, 0, 0, 0, 0, 0]),
      Buffer.from([0x3f]),
    ]);
    const answer = await udpQuery('', 'A', { raw });
    expect(answer.id).toBe(0x1234);
    expect(rcodeOf(answer)).toBe('FORMERR');
    expect(answersOf(await udpQuery(`www.${ZONE}`, 'A'))).toHaveLength(1);
  });
});

describe('dns server over TCP', () => {
  it('answers the A and the MX on one connection, in order', async () => {
    const [a, mx] = await tcpQueries([
      [`www.${ZONE}`, 'A'],
      [ZONE, 'MX'],
    ]);
    expect(a?.flag_aa).toBe(true);
    expect(answersOf(a as DecodedPacket)).toEqual([{ name: `www.${ZONE}`, type: 'A', data: '192.0.2.10' }]);
    expect(answersOf(mx as DecodedPacket).map((r) => r.data)).toEqual([
      { preference: 10, exchange: 'mx1.example.net' },
      { preference: 20, exchange: 'mx2.example.net' },
    ]);
  });

  it('says NXDOMAIN and REFUSED the same way', async () => {
    const [missing, foreign] = await tcpQueries([
      [`nope.${ZONE}`, 'A'],
      ['example.org', 'A'],
    ]);
    expect(rcodeOf(missing as DecodedPacket)).toBe('NXDOMAIN');
    expect(rcodeOf(foreign as DecodedPacket)).toBe('REFUSED');
  });

  it('carries an answer too big for a plain UDP datagram, which UDP truncates', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ host: 'big', type: 'TXT', value: `${i}-${'t'.repeat(60)}` }));
    await save(dnsEndpoints.setHosts.path, { hosts: many }, 'elsewhere');
    const udp = await udpQuery('big.elsewhere.com', 'TXT');
    expect(udp.flag_tc).toBe(true);
    expect(udp.answers).toEqual([]);
    const edns = await udpQuery('big.elsewhere.com', 'TXT', { edns: true });
    expect(edns.flag_tc).toBe(false);
    expect(edns.answers).toHaveLength(12);
    const [tcp] = await tcpQueries([['big.elsewhere.com', 'TXT']]);
    expect(tcp?.flag_tc).toBe(false);
    expect(tcp?.answers).toHaveLength(12);
  });
});

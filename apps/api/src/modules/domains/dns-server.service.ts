// The built-in registrar's authoritative DNS server (issue 6), on UDP and TCP (RFC 1035 §4.2; TCP
// messages carry a 2-byte length). It answers for the zones it hosts — active domains on the default
// nameservers — reading the database on every query, so a record saved in the UI is answered at once:
// `dig @127.0.0.1 -p $DNS_PORT www.acme.com A`. Names in zones it does not host are REFUSED. It answers
// as BIND's named does on the same zone with recursion, transfers and updates off (dns.bind-parity.test.ts).
import dgram from 'node:dgram';
import net from 'node:net';
import { dnsSection, parseCaa, txtStrings } from '@launchpad/shared';
import dnsPacket, { type Answer, type DecodedPacket, type Question } from 'dns-packet';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { registeredDomains } from '../../db/schema';
import { readZoneRecords } from '../../providers/registrar/builtin.dns';
import type { TRegistrarRecord } from '../../providers/registrar/registrar.provider';
import { lastZoneChange } from './dns.service';
import { NS_TTL, SOA_TIMERS, SOA_TTL, zoneSerial, zoneSoa } from './dns-zonefile.service';

const RCODE = {
  NOERROR: 0,
  FORMERR: 1,
  SERVFAIL: 2,
  NXDOMAIN: 3,
  NOTIMP: 4,
  REFUSED: 5,
  NOTAUTH: 9,
  BADVERS: 16,
} as const;
const OPCODE = { QUERY: 0, NOTIFY: 4, UPDATE: 5 } as const;
/** Zone transfers (AXFR, IXFR) are refused, as by named with `allow-transfer { none; }`. */
const TRANSFER_TYPES = new Set(['AXFR', 'IXFR']);
const DEFAULT_NAMESERVERS = ['ns1.launchpad-dns.net', 'ns2.launchpad-dns.net'];
/**
 * Classic DNS over UDP: 512 bytes unless the query's EDNS says more, capped at 1232 (the DNS Flag Day
 * 2020 size that avoids IP fragmentation, named's default too).
 */
const UDP_MAX = 512;
const EDNS_MAX = 1232;
const MAX_CNAME_CHAIN = 8;
/** RFC 2308: negative answers carry the SOA with its minimum as TTL. */
const SOA_TTL_NEGATIVE = SOA_TIMERS.minimum;
const TCP_IDLE_MS = 30_000;

export type TDnsServerDeps = Pick<TDeps, 'db'> & Partial<Pick<TDeps, 'config'>>;
export type TDnsServer = { port: number; close(): Promise<void> };

type TZoneData = {
  zone: string;
  records: TRegistrarRecord[];
  nameservers: string[];
  serial: number;
};

/** The hosted zone `name` falls in (the longest match): active, on the default nameservers. */
async function findZone(db: TDb, name: string) {
  const labels = name.split('.');
  const candidates = labels.map((_, i) => labels.slice(i).join('.')).filter((c) => c.includes('.'));
  if (candidates.length === 0) return null;
  const rows = await db
    .select()
    .from(registeredDomains)
    .where(
      and(
        inArray(registeredDomains.name, candidates),
        eq(registeredDomains.status, 'active'),
        eq(registeredDomains.registrar, 'builtin'),
        sql`jsonb_array_length(${registeredDomains.nameservers}) = 0`,
      ),
    );
  return rows.sort((a, b) => b.name.length - a.name.length)[0] ?? null;
}

const relativeHost = (name: string, zone: string) => (name === zone ? '@' : name.slice(0, -zone.length - 1));

/** A stored record as a DNS answer for `name`; null for what DNS does not serve (URL redirects). */
function toAnswer(record: TRegistrarRecord, name: string): Answer | null {
  const base = { name, ttl: record.ttl, class: 'IN' as const };
  switch (record.type) {
    case 'A':
    case 'AAAA':
    case 'CNAME':
    case 'NS':
      return { ...base, type: record.type, data: record.value };
    case 'MX':
      return { ...base, type: 'MX', data: { preference: record.priority ?? 0, exchange: record.value } };
    case 'TXT':
      return { ...base, type: 'TXT', data: txtStrings(record.value).map((text) => Buffer.from(text, 'utf8')) };
    case 'SRV':
      return {
        ...base,
        type: 'SRV',
        data: {
          priority: record.priority ?? 0,
          weight: record.weight ?? 0,
          port: record.port ?? 0,
          target: record.value === '.' ? '' : record.value,
        },
      };
    case 'CAA': {
      const caa = parseCaa(record.value);
      if (!caa) return null;
      return { ...base, type: 'CAA', data: { flags: caa.flags, tag: caa.tag as 'issue', value: caa.value } };
    }
    default:
      return null;
  }
}

function soaAnswer(data: TZoneData, ttl = SOA_TTL): Answer {
  return { name: data.zone, type: 'SOA', ttl, class: 'IN', data: zoneSoa(data.zone, data.nameservers, data.serial) };
}
const nsAnswers = (data: TZoneData): Answer[] =>
  data.nameservers.map((ns) => ({ name: data.zone, type: 'NS', ttl: NS_TTL, class: 'IN', data: ns }));

/** The records at `host` that DNS serves (URL redirects are the web tier's). */
function servedAt(data: TZoneData, host: string): TRegistrarRecord[] {
  return data.records.filter(
    (r) =>
      (dnsSection(r) !== 'other' || r.type === 'NS') && r.host.toLowerCase() === host && toAnswer(r, host) !== null,
  );
}

/**
 * The records at `host`. A name that does not exist is covered by the wildcard at its closest encloser
 * (RFC 4592 §3.3.1): `*.apps` answers `a.apps` and `a.b.apps` alike, unless `b.apps` exists.
 */
function recordsAt(data: TZoneData, host: string): TRegistrarRecord[] {
  if (host === '@' || nameExists(data, host)) return servedAt(data, host);
  let encloser = host;
  do {
    const dot = encloser.indexOf('.');
    encloser = dot < 0 ? '@' : encloser.slice(dot + 1);
  } while (encloser !== '@' && !nameExists(data, encloser));
  return servedAt(data, encloser === '@' ? '*' : `*.${encloser}`);
}

/**
 * A name exists when it has records DNS serves or a name below it does (an empty non-terminal, e.g. `_tcp`).
 * A name with only a URL redirect does not: the zone file holds no record for it, so BIND says NXDOMAIN too.
 */
function nameExists(data: TZoneData, host: string): boolean {
  if (host === '@') return true;
  return data.records.some((r) => {
    const h = r.host.toLowerCase();
    return (h === host || h.endsWith(`.${host}`)) && toAnswer(r, r.host) !== null;
  });
}

/** RFC 2181 §5.2: every record of a set is served with the set's lowest TTL (older data may still differ). */
function withSetTtls(answers: Answer[]): Answer[] {
  const lowest = new Map<string, number>();
  const key = (a: Answer) => `${a.name}|${a.type}`;
  for (const a of answers) {
    const ttl = 'ttl' in a ? (a.ttl ?? 0) : 0;
    lowest.set(key(a), Math.min(lowest.get(key(a)) ?? ttl, ttl));
  }
  return answers.map((a) => ({ ...a, ttl: lowest.get(key(a)) }) as Answer);
}

type TResult = { rcode: number; answers: Answer[]; authorities: Answer[]; authoritative: boolean };

/** The answer to one question, from the zone's data (RFC 1034 §4.3.2, without delegations). */
export function answerQuestion(data: TZoneData, question: Question): TResult {
  /** dns-packet names type 255 ANY, which its typings leave out. */
  const type: string = question.type;
  const name = question.name.toLowerCase().replace(/\.$/, '');
  const answers: Answer[] = [];
  let host = relativeHost(name, data.zone);
  let owner = name;
  let nodata = false;
  for (let step = 0; step <= MAX_CNAME_CHAIN; step += 1) {
    const records = recordsAt(data, host);
    if (records.length === 0 && !nameExists(data, host)) {
      // No such name (also at the end of an alias chain, RFC 6604): NXDOMAIN with the zone's SOA.
      return { rcode: RCODE.NXDOMAIN, answers, authorities: [soaAnswer(data, SOA_TTL_NEGATIVE)], authoritative: true };
    }
    const cname = records.find((r) => r.type === 'CNAME');
    if (cname && type !== 'CNAME' && type !== 'ANY') {
      answers.push(toAnswer(cname, owner) as Answer);
      const target = cname.value.toLowerCase();
      // Follow the alias while it stays in this zone; a resolver follows it elsewhere.
      if (target !== data.zone && !target.endsWith(`.${data.zone}`)) break;
      owner = target;
      host = relativeHost(target, data.zone);
      continue;
    }
    const found = answers.length;
    if (host === '@' && (type === 'SOA' || type === 'ANY')) answers.push(soaAnswer(data));
    if (host === '@' && (type === 'NS' || type === 'ANY')) answers.push(...nsAnswers(data));
    for (const record of records) {
      if (type !== 'ANY' && record.type !== type) continue;
      if (host === '@' && record.type === 'NS') continue; // The apex NS are the registrar's own.
      const answer = toAnswer(record, owner);
      if (answer) answers.push(answer);
    }
    nodata = answers.length === found;
    break;
  }
  // NODATA, also at the end of an alias chain: the name exists without records of that type; the SOA
  // tells resolvers how long to remember (RFC 2308 §2.2).
  const authorities = nodata ? [soaAnswer(data, SOA_TTL_NEGATIVE)] : [];
  return { rcode: RCODE.NOERROR, answers: withSetTtls(answers), authorities, authoritative: true };
}

/** Decodes a query and builds the response bytes; null when the bytes are not a DNS query at all. */
async function respond(deps: TDnsServerDeps, message: Buffer, transport: 'udp' | 'tcp'): Promise<Buffer | null> {
  let query: DecodedPacket;
  try {
    query = dnsPacket.decode(message);
  } catch {
    if (message.length < 12) return null;
    // A header we can read but a body we cannot: FORMERR with the query's id and opcode.
    const opcodeBits = message.readUInt16BE(2) & 0x7800;
    return dnsPacket.encode({ type: 'response', id: message.readUInt16BE(0), flags: opcodeBits | RCODE.FORMERR });
  }
  if (query.type !== 'query') return null;
  const packet = await answerPacket(deps, query);
  const encoded = dnsPacket.encode(packet);
  const opt = query.additionals?.find((a) => a.type === 'OPT');
  const limit = opt && 'udpPayloadSize' in opt ? Math.min(Math.max(opt.udpPayloadSize, UDP_MAX), EDNS_MAX) : UDP_MAX;
  if (transport === 'udp' && encoded.length > limit) {
    // Too big for this datagram: say so (TC) and let the client ask again over TCP.
    return dnsPacket.encode({
      ...packet,
      flags: (packet.flags ?? 0) | dnsPacket.TRUNCATED_RESPONSE,
      answers: [],
      authorities: [],
    });
  }
  return encoded;
}

/** The response to a decoded query, as BIND's named answers the same zone (RFC 1035, 6891, 1996, 2136). */
async function answerPacket(deps: TDnsServerDeps, query: DecodedPacket): Promise<dnsPacket.Packet> {
  const flags = query.flags ?? 0;
  const opcode = (flags >> 11) & 0xf;
  const opt = query.additionals?.find((a) => a.type === 'OPT');
  const understood = opcode === OPCODE.QUERY || opcode === OPCODE.NOTIFY || opcode === OPCODE.UPDATE;
  const reply = (rcode: number, result?: Omit<TResult, 'rcode'>): dnsPacket.Packet => ({
    type: 'response',
    id: query.id ?? 0,
    // The request's opcode; RD is echoed on queries only; rcodes above 15 continue in the OPT record.
    flags:
      (opcode << 11) |
      (result?.authoritative ? dnsPacket.AUTHORITATIVE_ANSWER : 0) |
      (opcode === OPCODE.QUERY ? flags & dnsPacket.RECURSION_DESIRED : 0) |
      (rcode & 0xf),
    // A request we cannot read past its header goes back without its question (as named does).
    questions: understood ? (query.questions ?? []) : [],
    answers: result?.answers ?? [],
    authorities: result?.authorities ?? [],
    additionals: opt
      ? [
          {
            type: 'OPT',
            name: '.',
            udpPayloadSize: EDNS_MAX,
            extendedRcode: rcode >> 4,
            ednsVersion: 0,
            flags: 0,
            flag_do: false,
            options: [],
          },
        ]
      : [],
  });

  // RFC 6891 §6.1.3: only EDNS version 0 is spoken; a higher one gets BADVERS and our version, 0.
  if (opt && 'ednsVersion' in opt && opt.ednsVersion > 0) return reply(RCODE.BADVERS);
  if (!understood) return reply(RCODE.NOTIMP);
  const question = query.questions?.[0];
  if (!question || (query.questions?.length ?? 0) !== 1) return reply(RCODE.FORMERR);
  if (question.class && question.class !== 'IN' && question.class !== 'ANY') return reply(RCODE.REFUSED);
  const type: string = question.type;
  // NOTIFY (RFC 1996) and UPDATE (RFC 2136) name a zone by its SOA.
  if (opcode !== OPCODE.QUERY && type !== 'SOA') return reply(RCODE.FORMERR);
  // Zone transfers are not offered to anyone.
  if (opcode === OPCODE.QUERY && TRANSFER_TYPES.has(type)) return reply(RCODE.REFUSED);

  try {
    const name = question.name.toLowerCase().replace(/\.$/, '');
    const domain = await findZone(deps.db, name);
    if (opcode !== OPCODE.QUERY) {
      if (!domain || domain.name !== name) return reply(RCODE.NOTAUTH);
      // A NOTIFY to the primary is acknowledged; updates are made through the api, never over DNS.
      return opcode === OPCODE.NOTIFY
        ? reply(RCODE.NOERROR, { answers: [], authorities: [], authoritative: true })
        : reply(RCODE.REFUSED);
    }
    if (!domain) return reply(RCODE.REFUSED);
    const result = answerQuestion(await zoneData(deps, domain), question);
    return reply(result.rcode, result);
  } catch {
    return reply(RCODE.SERVFAIL);
  }
}

async function zoneData(deps: TDnsServerDeps, domain: typeof registeredDomains.$inferSelect): Promise<TZoneData> {
  const [records, lastChange] = await Promise.all([readZoneRecords(deps.db, domain.id), lastZoneChange(deps, domain)]);
  return {
    zone: domain.name,
    records,
    nameservers: deps.config?.REGISTRAR_NAMESERVERS ?? DEFAULT_NAMESERVERS,
    serial: zoneSerial(lastChange),
  };
}

/**
 * Starts the server on `host`:`port` for both UDP and TCP (port 0 picks a free port, the same for both).
 * The lead wires it into server.ts when DNS_PORT is set.
 */
export async function startDnsServer(
  deps: TDnsServerDeps,
  options: { host: string; port: number },
): Promise<TDnsServer> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await listen(deps, options);
    } catch (error) {
      // Port 0: the free UDP port may be taken for TCP; try another.
      if (options.port !== 0 || attempt >= 5) throw error;
    }
  }
}

async function listen(deps: TDnsServerDeps, options: { host: string; port: number }): Promise<TDnsServer> {
  const family = net.isIPv6(options.host) ? 'udp6' : 'udp4';
  const udp = dgram.createSocket(family);
  udp.on('message', (message, remote) => {
    void respond(deps, message, 'udp').then((answer) => {
      if (answer) udp.send(answer, remote.port, remote.address);
    });
  });
  udp.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    udp.once('error', reject);
    udp.bind(options.port, options.host, () => {
      udp.off('error', reject);
      resolve();
    });
  });
  const port = udp.address().port;

  const sockets = new Set<net.Socket>();
  const tcp = net.createServer((socket) => {
    sockets.add(socket);
    socket.setTimeout(TCP_IDLE_MS, () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffered = Buffer.alloc(0);
    let queue = Promise.resolve();
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      while (buffered.length >= 2) {
        const length = buffered.readUInt16BE(0);
        if (buffered.length < 2 + length) break;
        const message = buffered.subarray(2, 2 + length);
        buffered = buffered.subarray(2 + length);
        // Answers go back in the order asked.
        queue = queue.then(async () => {
          const answer = await respond(deps, Buffer.from(message), 'tcp');
          if (!answer) return void socket.destroy();
          const framed = Buffer.alloc(2 + answer.length);
          framed.writeUInt16BE(answer.length, 0);
          answer.copy(framed, 2);
          if (!socket.destroyed) socket.write(framed);
        });
      }
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      tcp.once('error', reject);
      tcp.listen(port, options.host, () => {
        tcp.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    udp.close();
    throw error;
  }
  return {
    port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all([
        new Promise<void>((resolve) => udp.close(() => resolve())),
        new Promise<void>((resolve) => tcp.close(() => resolve())),
      ]);
    },
  };
}

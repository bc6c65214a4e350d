// The built-in registrar's authoritative DNS server (issue 6), on UDP and TCP (RFC 1035 §4.2; TCP
// messages carry a 2-byte length). It answers for the zones it hosts — active domains on the default
// nameservers — reading the database on every query, so a record saved in the UI is answered at once:
// `dig @127.0.0.1 -p $DNS_PORT www.acme.com A`. Names in zones it does not host are REFUSED.
import dgram from 'node:dgram';
import net from 'node:net';
import { dnsSection, parseCaa, txtStrings } from '@launchpad/shared';
import dnsPacket, { type Answer, type DecodedPacket, type Question } from 'dns-packet';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import { registeredDomains } from '../../db/schema';
import { readZoneRecords } from '../../providers/registrar/builtin.dns';
import type { TRegistrarRecord } from '../../providers/registrar/registrar.provider';
import { lastZoneChange } from './dns.service';
import { NS_TTL, SOA_TIMERS, SOA_TTL, zoneSerial, zoneSoa } from './dns.zonefile';

const RCODE = { NOERROR: 0, FORMERR: 1, SERVFAIL: 2, NXDOMAIN: 3, NOTIMP: 4, REFUSED: 5 } as const;
const DEFAULT_NAMESERVERS = ['ns1.launchpad-dns.net', 'ns2.launchpad-dns.net'];
/** Classic DNS over UDP: 512 bytes unless the query's EDNS says more (capped at 4096). */
const UDP_MAX = 512;
const EDNS_MAX = 4096;
const MAX_CNAME_CHAIN = 8;
/** RFC 2308: negative answers carry the SOA with its minimum as TTL. */
const SOA_TTL_NEGATIVE = SOA_TIMERS.minimum;
const TCP_IDLE_MS = 30_000;
const SERVED_TYPES = new Set(['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA', 'NS', 'SOA', 'ANY']);

export type TDnsServerDeps = { db: TDb; config?: Pick<TConfig, 'REGISTRAR_NAMESERVERS'> };
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

/** The records at `host`, with a wildcard (`*.parent`) standing in for a name that has none of its own. */
function recordsAt(data: TZoneData, host: string): TRegistrarRecord[] {
  const served = data.records.filter((r) => dnsSection(r) !== 'other' || r.type === 'NS');
  const exact = served.filter((r) => r.host.toLowerCase() === host && toAnswer(r, host) !== null);
  if (exact.length > 0 || host === '@' || nameExists(data, host)) return exact;
  const dot = host.indexOf('.');
  const wildcard = dot < 0 ? '*' : `*.${host.slice(dot + 1)}`;
  return served.filter((r) => r.host.toLowerCase() === wildcard && toAnswer(r, host) !== null);
}

/** A name exists when it has records or a name below it does (an empty non-terminal, e.g. `_tcp`). */
function nameExists(data: TZoneData, host: string): boolean {
  if (host === '@') return true;
  return data.records.some((r) => {
    const h = r.host.toLowerCase();
    return h === host || h.endsWith(`.${host}`);
  });
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
    if (host === '@' && (type === 'SOA' || type === 'ANY')) answers.push(soaAnswer(data));
    if (host === '@' && (type === 'NS' || type === 'ANY')) answers.push(...nsAnswers(data));
    for (const record of records) {
      if (type !== 'ANY' && record.type !== type) continue;
      if (host === '@' && record.type === 'NS') continue; // The apex NS are the registrar's own.
      const answer = toAnswer(record, owner);
      if (answer) answers.push(answer);
    }
    break;
  }
  // NODATA: the name exists without records of that type; the SOA tells resolvers how long to remember.
  const authorities = answers.length === 0 ? [soaAnswer(data, SOA_TTL_NEGATIVE)] : [];
  return { rcode: RCODE.NOERROR, answers, authorities, authoritative: true };
}

/** Decodes a query and builds the response bytes; null when the bytes are not a DNS query at all. */
async function respond(deps: TDnsServerDeps, message: Buffer, transport: 'udp' | 'tcp'): Promise<Buffer | null> {
  let query: DecodedPacket;
  try {
    query = dnsPacket.decode(message);
  } catch {
    if (message.length < 12) return null;
    // A header we can read but a body we cannot: FORMERR with the query's id.
    return dnsPacket.encode({ type: 'response', id: message.readUInt16BE(0), flags: RCODE.FORMERR });
  }
  if (query.type !== 'query') return null;
  const question = query.questions?.[0];
  const recursion = query.flags ? query.flags & dnsPacket.RECURSION_DESIRED : 0;
  const opt = query.additionals?.find((a) => a.type === 'OPT');
  const reply = (rcode: number, result?: Omit<TResult, 'rcode'>) =>
    ({
      type: 'response' as const,
      id: query.id ?? 0,
      flags: (result?.authoritative ? dnsPacket.AUTHORITATIVE_ANSWER : 0) | recursion | rcode,
      questions: query.questions ?? [],
      answers: result?.answers ?? [],
      authorities: result?.authorities ?? [],
      additionals: opt
        ? [
            {
              type: 'OPT' as const,
              name: '.',
              udpPayloadSize: EDNS_MAX,
              extendedRcode: 0,
              ednsVersion: 0,
              flags: 0,
              flag_do: false,
              options: [],
            },
          ]
        : [],
    }) satisfies dnsPacket.Packet;

  if (!question || (query.questions?.length ?? 0) !== 1) return dnsPacket.encode(reply(RCODE.FORMERR));
  if (((query.flags ?? 0) >> 11) & 0xf) return dnsPacket.encode(reply(RCODE.NOTIMP)); // opcode other than QUERY
  if (question.class && question.class !== 'IN' && question.class !== 'ANY')
    return dnsPacket.encode(reply(RCODE.REFUSED));

  let packet: dnsPacket.Packet;
  try {
    const name = question.name.toLowerCase().replace(/\.$/, '');
    const domain = await findZone(deps.db, name);
    if (!domain) packet = reply(RCODE.REFUSED);
    else if (!SERVED_TYPES.has(question.type)) {
      // A type we do not hold: the name's existence still decides NXDOMAIN versus an empty answer.
      const data = await zoneData(deps, domain);
      const result = answerQuestion(data, { ...question, type: 'A' });
      packet = reply(result.rcode, {
        answers: [],
        authorities: [soaAnswer(data, SOA_TTL_NEGATIVE)],
        authoritative: true,
      });
    } else {
      const data = await zoneData(deps, domain);
      const result = answerQuestion(data, question);
      packet = reply(result.rcode, result);
    }
  } catch {
    packet = reply(RCODE.SERVFAIL);
  }
  const encoded = dnsPacket.encode(packet);
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

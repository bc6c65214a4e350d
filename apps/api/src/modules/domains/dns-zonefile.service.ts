// BIND zone files (RFC 1035 §5) for export and import (issue 6). Export writes $ORIGIN, $TTL, the SOA
// and NS of the registrar's default nameservers, then every record. Import reads A, AAAA, CNAME, MX,
// TXT, SRV and CAA (SOA and apex NS are the registrar's and are skipped) and refuses the whole file,
// with line numbers, when any line is wrong.
import {
  DNS_DEFAULT_TTL,
  MAX_DNS_RECORDS,
  caaProblem,
  cnameConflicts,
  dnsSection,
  hostValueProblem,
  isIPv4,
  isIPv6,
  isRelativeHost,
  txtStrings,
  validateSpfRecords,
  validateSrvRecords,
} from '@launchpad/shared';
import type { TRegistrarRecord } from '../../providers/registrar/registrar.provider';

/** SOA timers: refresh, retry, expire, negative-answer TTL (RFC 1912 §2.2 ranges). */
export const SOA_TIMERS = { refresh: 3600, retry: 600, expire: 1209600, minimum: 300 } as const;
export const SOA_TTL = 3600;
export const NS_TTL = 86400;
/** A URL redirect is not DNS: export keeps it as a comment that import reads back. */
const URL_MARK = ';$LAUNCHPAD';

/** The zone's serial: seconds since 1970 of its last change, so it grows with every change. */
export function zoneSerial(lastChange: Date): number {
  return Math.floor(lastChange.getTime() / 1000) >>> 0;
}

/** The SOA a zone is served and exported with; `hostmaster.<zone>` is the contact. */
export function zoneSoa(domain: string, nameservers: string[], serial: number) {
  return {
    mname: nameservers[0] ?? `ns1.${domain}`,
    rname: `hostmaster.${domain}`,
    serial,
    ...SOA_TIMERS,
  };
}

const fqdn = (name: string) => (name === '.' ? '.' : `${name}.`);
const quote = (text: string) => `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

function rdataText(record: TRegistrarRecord): string {
  switch (record.type) {
    case 'MX':
      return `${record.priority ?? 0} ${fqdn(record.value)}`;
    case 'SRV':
      return `${record.priority ?? 0} ${record.weight ?? 0} ${record.port ?? 0} ${fqdn(record.value)}`;
    case 'CNAME':
    case 'NS':
      return fqdn(record.value);
    case 'TXT':
      return txtStrings(record.value).map(quote).join(' ');
    default:
      return record.value;
  }
}

/** The zone as a BIND zone file. */
export function exportZoneFile(input: {
  domain: string;
  records: TRegistrarRecord[];
  nameservers: string[];
  serial: number;
}): string {
  const { domain, records, nameservers, serial } = input;
  const soa = zoneSoa(domain, nameservers, serial);
  const lines = [
    `; Zone file for ${domain}, exported by Launchpad`,
    `$ORIGIN ${domain}.`,
    `$TTL ${DNS_DEFAULT_TTL}`,
    `@\t${SOA_TTL}\tIN\tSOA\t${fqdn(soa.mname)} ${fqdn(soa.rname)} (`,
    `\t\t\t\t${soa.serial} ; serial`,
    `\t\t\t\t${soa.refresh} ; refresh`,
    `\t\t\t\t${soa.retry} ; retry`,
    `\t\t\t\t${soa.expire} ; expire`,
    `\t\t\t\t${soa.minimum} ) ; negative-answer TTL`,
    ...nameservers.map((ns) => `@\t${NS_TTL}\tIN\tNS\t${fqdn(ns)}`),
    '',
  ];
  for (const record of records) {
    if (record.type === 'URL' || record.type === 'URL301' || record.type === 'FRAME') {
      lines.push(`${URL_MARK} ${record.host}\t${record.ttl}\t${record.type}\t${record.value}`);
    } else {
      lines.push(`${record.host}\t${record.ttl}\tIN\t${record.type}\t${rdataText(record)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

// ---- import -------------------------------------------------------------------------------------------------

type TToken = { text: string; quoted: boolean };
type TEntry = { line: number; leadingSpace: boolean; tokens: TToken[] };
export type TParsedZone = { ok: true; records: TRegistrarRecord[] } | { ok: false; errors: string[] };

const MAX_ERRORS = 10;
/** "Record 2 (SRV _sip._tcp): …" → "SRV _sip._tcp: …": in a file, the line number names the record. */
const unnumbered = (message: string) => message.replace(/^Record \d+ \((.*?)\): /, '$1: ');

/** Splits the file into entries: comments dropped, quoted strings kept whole, ( … ) joined across lines. */
function tokenise(text: string, errors: string[]): TEntry[] {
  const entries: TEntry[] = [];
  let current: TEntry | null = null;
  let depth = 0;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  lines.forEach((raw, index) => {
    const line = index + 1;
    let body = raw;
    if (body.startsWith(URL_MARK)) body = `$LAUNCHPAD${body.slice(URL_MARK.length)}`;
    if (depth === 0) current = { line, leadingSpace: /^[ \t]/.test(body), tokens: [] };
    const entry = current as TEntry;
    let i = 0;
    while (i < body.length) {
      const ch = body[i] as string;
      if (ch === ';') break;
      if (ch === ' ' || ch === '\t') {
        i += 1;
      } else if (ch === '(') {
        depth += 1;
        i += 1;
      } else if (ch === ')') {
        if (depth === 0) errors.push(`Line ${line}: a ) without its (.`);
        depth = Math.max(0, depth - 1);
        i += 1;
      } else if (ch === '"') {
        let value = '';
        i += 1;
        let closed = false;
        while (i < body.length) {
          const c = body[i] as string;
          if (c === '\\' && i + 1 < body.length) {
            value += body[i + 1];
            i += 2;
          } else if (c === '"') {
            closed = true;
            i += 1;
            break;
          } else {
            value += c;
            i += 1;
          }
        }
        if (!closed) errors.push(`Line ${line}: a quoted string is not closed.`);
        entry.tokens.push({ text: value, quoted: true });
      } else {
        let word = '';
        while (i < body.length && !/[\s;()"]/.test(body[i] as string)) {
          word += body[i];
          i += 1;
        }
        entry.tokens.push({ text: word, quoted: false });
      }
    }
    if (depth === 0 && entry.tokens.length > 0) entries.push(entry);
  });
  if (depth > 0 && current) errors.push(`Line ${(current as TEntry).line}: a ( is never closed.`);
  return entries;
}

const TTL_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };
/** `3600`, `1h`, `1h30m` → seconds; null when it is not a TTL. */
function parseTtl(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  const parts = [...text.toLowerCase().matchAll(/(\d+)([smhdw])/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text.toLowerCase()) return null;
  return parts.reduce((sum, part) => sum + Number(part[1]) * (TTL_UNITS[part[2] as string] as number), 0);
}

const SUPPORTED = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'SRV', 'CAA'];
const CLASSES = ['IN', 'CH', 'HS', 'CS'];
const KNOWN_TYPES = [
  ...SUPPORTED,
  'SOA',
  'NS',
  'PTR',
  'DNAME',
  'DS',
  'DNSKEY',
  'TLSA',
  'SSHFP',
  'NAPTR',
  'HINFO',
  'SPF',
];

/**
 * Reads a zone file for `domain` into records (hosts relative to the zone, `@` for the apex, hostnames
 * in values absolute without the trailing dot). Every problem is reported with its line number.
 */
export function parseZoneFile(text: string, domain: string): TParsedZone {
  const errors: string[] = [];
  const entries = tokenise(text, errors);
  const zone = domain.toLowerCase();
  let origin = zone;
  let defaultTtl: number | null = null;
  let lastOwner: string | null = null;
  const records: (TRegistrarRecord & { line: number })[] = [];
  const fail = (line: number, message: string) => errors.push(`Line ${line}: ${message}`);

  /** A name in the file → absolute, lower-case, without the trailing dot. */
  const absolute = (name: string) => {
    const lower = name.toLowerCase();
    if (lower === '@') return origin;
    if (lower.endsWith('.')) return lower.slice(0, -1);
    return `${lower}.${origin}`;
  };
  /** An owner name → host relative to the zone; null when outside the zone. */
  const relative = (name: string) => {
    const full = absolute(name);
    if (full === zone) return '@';
    return full.endsWith(`.${zone}`) ? full.slice(0, -zone.length - 1) : null;
  };

  for (const entry of entries) {
    const { line } = entry;
    const words = entry.tokens.map((t) => t.text);
    const first = entry.tokens[0] as TToken;
    if (!first.quoted && first.text.startsWith('$')) {
      const directive = first.text.toUpperCase();
      if (directive === '$ORIGIN') {
        const name = words[1];
        if (!name || !name.endsWith('.')) {
          fail(line, '$ORIGIN needs an absolute name ending in a dot (e.g. $ORIGIN acme.com.).');
          continue;
        }
        const full = name.toLowerCase().slice(0, -1);
        if (full !== zone && !full.endsWith(`.${zone}`)) fail(line, `$ORIGIN ${name} is outside ${zone}.`);
        else origin = full;
      } else if (directive === '$TTL') {
        const ttl = parseTtl(words[1] ?? '');
        if (ttl === null) fail(line, `$TTL needs a number of seconds (e.g. $TTL 3600).`);
        else defaultTtl = ttl;
      } else if (directive === '$LAUNCHPAD') {
        // A URL redirect: host ttl type url.
        const [, host, ttlText, type] = words;
        const url = words.slice(4).join(' ');
        const ttl = parseTtl(ttlText ?? '');
        const kind = (type ?? '').toUpperCase();
        if (!host || ttl === null || !['URL', 'URL301', 'FRAME'].includes(kind) || !url) {
          fail(line, 'a URL redirect line must read ;$LAUNCHPAD host ttl URL|URL301|FRAME url.');
        } else {
          records.push({ line, host, type: kind, value: url, ttl, priority: null, weight: null, port: null });
        }
      } else {
        fail(line, `${first.text} is not supported (only $ORIGIN and $TTL).`);
      }
      continue;
    }

    // [owner] [ttl] [class] type rdata — ttl and class in either order.
    let i = 0;
    let owner: string | null;
    if (entry.leadingSpace) owner = lastOwner;
    else {
      owner = first.text;
      i = 1;
    }
    let ttl: number | null = null;
    for (let step = 0; step < 2 && i < words.length; step += 1) {
      const word = (words[i] as string).toUpperCase();
      if (CLASSES.includes(word)) {
        if (word !== 'IN') fail(line, `class ${word} is not supported (only IN).`);
        i += 1;
      } else if (ttl === null && parseTtl(word) !== null && !KNOWN_TYPES.includes(word)) {
        ttl = parseTtl(word);
        i += 1;
      }
    }
    const type = (words[i] ?? '').toUpperCase();
    const rdata = entry.tokens.slice(i + 1);
    if (owner === null) {
      fail(line, 'the record has no name (the first record must start with one, e.g. @ or www).');
      continue;
    }
    lastOwner = owner;
    if (!type) {
      fail(line, 'the record has no type.');
      continue;
    }
    const host = relative(owner);
    if (host === null) {
      fail(line, `${owner} is outside ${zone}.`);
      continue;
    }
    if (type === 'SOA') {
      if (host !== '@') fail(line, 'an SOA record belongs at the apex (@).');
      continue;
    }
    if (type === 'NS') {
      if (host !== '@')
        fail(line, `NS records for ${host} (delegations) are not supported; only A, AAAA, CNAME, MX, TXT, SRV, CAA.`);
      continue; // The apex NS are the registrar's own.
    }
    if (!SUPPORTED.includes(type)) {
      fail(line, `${type} records are not supported (A, AAAA, CNAME, MX, TXT, SRV, CAA).`);
      continue;
    }
    const recordTtl = ttl ?? defaultTtl ?? DNS_DEFAULT_TTL;
    const base = { line, host, type, ttl: recordTtl, priority: null, weight: null, port: null };
    const parsed = rdataRecord(type, rdata, absolute);
    if (typeof parsed === 'string') {
      fail(line, parsed);
      continue;
    }
    records.push({ ...base, ...parsed });
  }

  // Each record's own rules, then the whole zone's.
  for (const record of records) {
    const { line } = record;
    const label = `${record.type} ${record.host}`;
    if (record.type !== 'SRV' && !isRelativeHost(record.host)) fail(line, `${record.host} is not a valid host name.`);
    if (record.ttl < 60 || record.ttl > 86400)
      fail(line, `${label}: TTL ${record.ttl} is outside 60 to 86400 seconds.`);
    if (record.type === 'SRV') continue;
    if (record.type === 'CNAME' && record.host === '@') fail(line, 'a CNAME cannot be at the apex (@).');
    const problem = hostValueProblem(record.type, record.value);
    if (problem) fail(line, `${label}: ${problem}`);
  }
  const srv = records.filter((r) => r.type === 'SRV');
  validateSrvRecords(
    srv.map((r) => {
      const [service = '', protocol = ''] = r.host.split('.');
      return {
        service,
        protocol: protocol as '_tcp',
        priority: r.priority ?? 0,
        weight: r.weight ?? 0,
        port: r.port ?? 0,
        target: r.value,
        ttl: r.ttl,
      };
    }),
  ).forEach((issue) => fail((srv[issue.index] as { line: number }).line, unnumbered(issue.message)));
  srv.forEach((r) => {
    if (!/^_[^.]+\._[^.]+$/.test(r.host))
      fail(r.line, `SRV ${r.host}: SRV records must be named _service._protocol (e.g. _sip._tcp).`);
  });
  const spf = records.filter((r) => dnsSection(r) === 'spf');
  validateSpfRecords(spf.map((r) => ({ host: r.host, value: r.value, ttl: r.ttl })))
    .filter((issue) => issue.field === 'value' || /already has an SPF/.test(issue.message))
    .forEach((issue) => fail((spf[issue.index] as { line: number }).line, unnumbered(issue.message)));
  // RFC 2181 §5.2: one TTL per record set (named would quietly serve the first).
  const firstOfSet = new Map<string, { ttl: number; line: number }>();
  for (const record of records) {
    const key = `${record.host.toLowerCase()} ${record.type}`;
    const first = firstOfSet.get(key);
    if (!first) firstOfSet.set(key, { ttl: record.ttl, line: record.line });
    else if (first.ttl !== record.ttl) {
      fail(
        record.line,
        `${record.type} ${record.host}: TTL ${record.ttl} differs from the TTL ${first.ttl} on line ${first.line}; the records of one host and type share one TTL (RFC 2181 §5.2).`,
      );
    }
  }
  for (const problem of cnameConflicts(records)) {
    if (!problem.includes('apex')) errors.push(`Zone: ${problem}`);
  }
  if (records.length > MAX_DNS_RECORDS * 3) errors.push(`Zone: at most ${MAX_DNS_RECORDS * 3} records, please.`);

  if (errors.length > 0) {
    const sorted = [...new Set(errors)];
    const shown = sorted.slice(0, MAX_ERRORS);
    if (sorted.length > MAX_ERRORS) shown.push(`…and ${sorted.length - MAX_ERRORS} more.`);
    return { ok: false, errors: shown };
  }
  return { ok: true, records: records.map(({ line: _line, ...record }) => record) };
}

type TRdata = Pick<TRegistrarRecord, 'value'> & Partial<Pick<TRegistrarRecord, 'priority' | 'weight' | 'port'>>;

/** A record's data → its stored value (and priority, weight, port); a string says what is wrong. */
function rdataRecord(type: string, rdata: TToken[], absolute: (name: string) => string): TRdata | string {
  const words = rdata.map((t) => t.text);
  const count = (n: number, shape: string) => (words.length === n ? null : `${type} needs ${shape}.`);
  const uint16 = (text: string | undefined) =>
    text !== undefined && /^\d{1,5}$/.test(text) && Number(text) <= 65535 ? Number(text) : null;
  switch (type) {
    case 'A':
    case 'AAAA': {
      const problem = count(1, 'one address');
      if (problem) return problem;
      const value = words[0] as string;
      const ok = type === 'A' ? isIPv4(value) : isIPv6(value);
      return ok ? { value } : `${value} is not an ${type === 'A' ? 'IPv4' : 'IPv6'} address.`;
    }
    case 'CNAME':
      return count(1, 'one target name') ?? { value: absolute(words[0] as string) };
    case 'MX': {
      const problem = count(2, 'a priority and a mail server (e.g. MX 10 mx1.example.com.)');
      if (problem) return problem;
      const priority = uint16(words[0]);
      if (priority === null) return `MX priority ${words[0]} is not a number from 0 to 65535.`;
      return { value: absolute(words[1] as string), priority };
    }
    case 'SRV': {
      const problem = count(4, 'priority, weight, port and target (e.g. SRV 10 5 5060 sip.example.com.)');
      if (problem) return problem;
      const [priority, weight, port] = words.slice(0, 3).map(uint16);
      if (priority === null || weight === null || port === null) {
        return 'SRV priority, weight and port must be numbers from 0 to 65535.';
      }
      const target = words[3] as string;
      return { value: target === '.' ? '.' : absolute(target), priority, weight, port };
    }
    case 'TXT': {
      if (words.length === 0) return 'TXT needs a value.';
      const strings = words;
      // Strings split only for length (all but the last 255 bytes) are one text; other splits are kept.
      const splitForLength = strings.slice(0, -1).every((text) => new TextEncoder().encode(text).length === 255);
      if (strings.length === 1 || splitForLength) return { value: strings.join('') };
      return { value: strings.map(quote).join(' ') };
    }
    case 'CAA': {
      if (words.length !== 3) return 'CAA needs flags, a tag and a quoted value (e.g. CAA 0 issue "letsencrypt.org").';
      const value = `${words[0]} ${words[1]} ${quote(words[2] as string)}`;
      const problem = caaProblem(value);
      return problem ?? { value };
    }
    default:
      return `${type} records are not supported.`;
  }
}

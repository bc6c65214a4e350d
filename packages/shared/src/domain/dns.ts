// DNS record rules (issue 6, SPEC §7 Domains): the api refuses a record set with these messages and the
// browser shows the same messages inline, row by row. Pure: no I/O.
import { fieldLabel } from './field-label';

export const DNS_TTL_MIN = 60;
export const DNS_TTL_MAX = 86400;
export const DNS_DEFAULT_TTL = 1800;
/** At most this many records per section (hosts, SRV, SPF) and per imported zone. */
export const MAX_DNS_RECORDS = 200;
export const MIN_NAMESERVERS = 2;
export const MAX_NAMESERVERS = 13;
/** RFC 7208 §4.6.4: at most 10 mechanisms and modifiers that cause DNS lookups. */
export const SPF_MAX_LOOKUPS = 10;
/** A single character-string in a TXT record is at most 255 bytes (RFC 1035 §3.3). */
export const TXT_STRING_MAX = 255;
export const TXT_VALUE_MAX = 2048;

/** The host record types of `setHosts`: SRV and SPF (TXT `v=spf1`) have their own calls. */
export const HOST_RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'URL', 'URL301', 'FRAME', 'CAA'] as const;
export type THostRecordType = (typeof HOST_RECORD_TYPES)[number];
/** URL redirects and frames are answered by our web tier, not by DNS. */
export const URL_RECORD_TYPES = ['URL', 'URL301', 'FRAME'] as const;
export const SRV_PROTOCOLS = ['_tcp', '_udp', '_tls'] as const;
export type TSrvProtocol = (typeof SRV_PROTOCOLS)[number];
export const CAA_TAGS = ['issue', 'issuewild', 'iodef'] as const;

export type THostRecordInput = {
  host: string;
  type: THostRecordType;
  value: string;
  ttl: number;
  /** MX only. */
  priority?: number | null;
};
export type TSrvRecordInput = {
  service: string;
  protocol: TSrvProtocol;
  priority: number;
  weight: number;
  port: number;
  target: string;
  ttl: number;
};
export type TSpfRecordInput = { host: string; value: string; ttl: number };

/** A problem with one row: `index` is 0-based, `field` the input to mark, `message` names the row. */
export type TDnsIssue = { index: number; field: string; message: string };

// ---- names and addresses ------------------------------------------------------------------------------

const IPV4_OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_OCTET}(\\.${IPV4_OCTET}){3}$`);

/** Dotted-quad IPv4, no leading zeros (`010.0.0.1` is ambiguous and refused). */
export function isIPv4(value: string): boolean {
  return IPV4.test(value);
}

/** IPv6 in any RFC 4291 text form, including `::` and a trailing IPv4 (`::ffff:192.0.2.1`). */
export function isIPv6(value: string): boolean {
  if (!/^[0-9a-fA-F:.]+$/.test(value) || !value.includes(':')) return false;
  let text = value;
  if (value.includes('.')) {
    const lastColon = value.lastIndexOf(':');
    if (!isIPv4(value.slice(lastColon + 1))) return false;
    text = `${value.slice(0, lastColon + 1)}0:0`;
  }
  const pieces = text.split('::');
  if (pieces.length > 2) return false;
  const groups = (piece: string) => (piece === '' ? [] : piece.split(':'));
  const all = pieces.flatMap(groups);
  if (!all.every((group) => /^[0-9a-fA-F]{1,4}$/.test(group))) return false;
  return pieces.length === 2 ? all.length <= 7 : all.length === 8;
}

const LABEL = /^(?!-)[a-z0-9_-]{1,63}(?<!-)$/i;

/**
 * A fully qualified hostname (`mail.example.com`, a trailing dot allowed): at least two labels of letters,
 * digits, `-` and `_`, each at most 63 characters, 253 in all, and a tld that is not all digits.
 */
export function isHostname(value: string): boolean {
  const name = value.endsWith('.') ? value.slice(0, -1) : value;
  if (name.length === 0 || name.length > 253) return false;
  const labels = name.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  return !/^\d+$/.test(labels[labels.length - 1] as string);
}

/** A host inside the zone: `@` for the apex, else a relative name (`www`, `_dmarc`, `*.dev`). */
export function isRelativeHost(host: string): boolean {
  if (host === '@') return true;
  if (host.length === 0 || host.length > 190 || host.endsWith('.')) return false;
  const labels = host.split('.');
  return labels.every((label, i) => (i === 0 && label === '*') || LABEL.test(label));
}

/** A hostname written the way we store it: lower case, without the trailing dot. */
export function normaliseHostname(value: string): string {
  const name = value.trim().toLowerCase();
  return name.endsWith('.') && name.length > 1 ? name.slice(0, -1) : name;
}

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const isTtl = (ttl: number) => Number.isInteger(ttl) && ttl >= DNS_TTL_MIN && ttl <= DNS_TTL_MAX;
const isUint16 = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 65535;
const shown = (value: string) => (value.length > 60 ? `${value.slice(0, 57)}...` : value);
const TTL_MESSAGE = `TTL must be a whole number of seconds from ${DNS_TTL_MIN} to ${DNS_TTL_MAX}.`;
const HOST_MESSAGE = (host: string) =>
  `"${shown(host)}" is not a valid host; use @ for the domain itself or a name like www.`;

// ---- TXT ------------------------------------------------------------------------------------------------

/** Control characters other than tab. */
const isControl = (ch: string) => {
  const code = ch.charCodeAt(0);
  return (code < 0x20 && code !== 0x09) || code === 0x7f;
};
const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** Parses `"one" "two"` (with \" and \\ escapes); null when the quoting is broken. */
function parseQuotedStrings(value: string): string[] | null {
  const strings: string[] = [];
  let i = 0;
  while (i < value.length) {
    while (value[i] === ' ' || value[i] === '\t') i += 1;
    if (i >= value.length) break;
    if (value[i] !== '"') return null;
    i += 1;
    let current = '';
    for (;;) {
      if (i >= value.length) return null;
      const ch = value[i] as string;
      if (ch === '\\' && i + 1 < value.length) {
        current += value[i + 1];
        i += 2;
      } else if (ch === '"') {
        i += 1;
        break;
      } else {
        current += ch;
        i += 1;
      }
    }
    if (i < value.length && value[i] !== ' ' && value[i] !== '\t') return null;
    strings.push(current);
  }
  return strings;
}

/** Splits plain text into pieces of at most 255 UTF-8 bytes, never inside a character. */
function chunkText(text: string): string[] {
  const chunks: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of text) {
    const size = utf8Length(ch);
    if (bytes + size > TXT_STRING_MAX) {
      chunks.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  if (current.length > 0 || chunks.length === 0) chunks.push(current);
  return chunks;
}

/**
 * The character-strings a TXT value is served as: a value written as quoted strings (`"a" "b"`) keeps its
 * strings; plain text longer than 255 bytes is split into 255-byte strings.
 */
export function txtStrings(value: string): string[] {
  if (value.startsWith('"')) {
    const quoted = parseQuotedStrings(value);
    if (quoted && quoted.length > 0) return quoted;
  }
  return chunkText(value);
}

/** What is wrong with a TXT value, or null. */
export function txtProblem(value: string): string | null {
  if (value.length === 0) return 'A TXT record needs a value.';
  if (value.length > TXT_VALUE_MAX) return `A TXT value is at most ${TXT_VALUE_MAX} characters.`;
  if ([...value].some(isControl)) return 'A TXT value cannot contain control characters.';
  if (value.startsWith('"')) {
    const quoted = parseQuotedStrings(value);
    if (!quoted) return 'The quoted strings are not closed properly (write "first part" "second part").';
    const long = quoted.findIndex((text) => utf8Length(text) > TXT_STRING_MAX);
    if (long >= 0) {
      return `A TXT string is at most ${TXT_STRING_MAX} characters (string ${long + 1} has ${utf8Length(
        quoted[long] as string,
      )}); split it into several quoted strings.`;
    }
  }
  return null;
}

/** The text of a TXT value as one string (quoted strings joined). */
export function txtText(value: string): string {
  return txtStrings(value).join('');
}
/** A TXT value that is an SPF policy (it starts with `v=spf1`). */
export function isSpfValue(value: string): boolean {
  return /^v=spf1(\s|$)/i.test(txtText(value.trim()).trim());
}

// ---- CAA ------------------------------------------------------------------------------------------------

export type TCaa = { flags: number; tag: string; value: string };

/** `0 issue "letsencrypt.org"` → its parts; null when it does not have that shape. */
export function parseCaa(value: string): TCaa | null {
  const match = /^(\d{1,3})\s+([A-Za-z0-9]+)\s+"((?:[^"\\]|\\.)*)"$/.exec(value.trim());
  if (!match) return null;
  return { flags: Number(match[1]), tag: (match[2] as string).toLowerCase(), value: match[3] as string };
}

export function caaProblem(value: string): string | null {
  const caa = parseCaa(value);
  if (!caa) return `CAA must look like 0 issue "letsencrypt.org" (flags, tag issue/issuewild/iodef, quoted value).`;
  if (caa.flags > 255) return 'CAA flags must be a number from 0 to 255 (usually 0, or 128 for critical).';
  if (!(CAA_TAGS as readonly string[]).includes(caa.tag)) {
    return `CAA tag ${caa.tag} is not one of issue, issuewild, iodef.`;
  }
  if (caa.tag === 'iodef') {
    const ok = isHttpUrl(caa.value) || /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i.test(caa.value);
    return ok ? null : 'a CAA iodef value must be a mailto: address or an http(s) URL.';
  }
  const issuer = (caa.value.split(';')[0] as string).trim();
  if (issuer !== '' && !isHostname(issuer)) {
    return `CAA ${caa.tag} value must be the certificate authority's domain (e.g. letsencrypt.org), or ";" to forbid issuing.`;
  }
  return null;
}

// ---- SPF ------------------------------------------------------------------------------------------------

const DOMAIN_SPEC = (text: string) =>
  text.includes('%') ? /^[\x21-\x7e]+$/.test(text) && !text.includes('/') : isHostname(text);

function cidrProblem(suffix: string, name: string): string | null {
  const match = /^(?:\/(\d{1,2}))?(?:\/\/(\d{1,3}))?$/.exec(suffix);
  if (!match) return `${name}${suffix} has a malformed prefix length (use /24 or //64).`;
  if (match[1] !== undefined && Number(match[1]) > 32) return `${name}${suffix}: an IPv4 prefix is at most /32.`;
  if (match[2] !== undefined && Number(match[2]) > 128) return `${name}${suffix}: an IPv6 prefix is at most //128.`;
  return null;
}

/** Counts the terms that cost a DNS lookup (include, a, mx, ptr, exists, redirect). */
export function spfLookupCount(value: string): number {
  return txtText(value)
    .trim()
    .split(/\s+/)
    .slice(1)
    .filter((term) => /^[+\-~?]?(include:|a$|a[:/]|mx$|mx[:/]|ptr|exists:)|^redirect=/i.test(term)).length;
}

/**
 * What is wrong with an SPF policy (RFC 7208), or null: `v=spf1` first; mechanisms all, include:, a, mx,
 * ip4:, ip6:, exists: with an optional qualifier (+ - ~ ?); modifiers redirect= and exp= once each;
 * nothing after `all`; at most 10 terms that cost a DNS lookup.
 */
export function spfProblem(value: string): string | null {
  const text = txtText(value).trim();
  if (text.length === 0) return 'An SPF record needs a value starting with v=spf1.';
  const terms = text.split(/\s+/);
  if ((terms[0] as string).toLowerCase() !== 'v=spf1') return 'An SPF record must start with v=spf1.';
  const seen = new Set<string>();
  let afterAll: string | null = null;
  for (const term of terms.slice(1)) {
    if (afterAll) return `Nothing may follow ${afterAll} (found ${shown(term)}).`;
    const modifier = /^([a-z][a-z0-9_.-]*)=(.*)$/i.exec(term);
    if (modifier) {
      const name = (modifier[1] as string).toLowerCase();
      if (name !== 'redirect' && name !== 'exp') return `${shown(term)} is not an SPF modifier (redirect= or exp=).`;
      if (seen.has(name)) return `${name}= may appear only once.`;
      seen.add(name);
      if (!DOMAIN_SPEC(modifier[2] as string))
        return `${shown(term)}: ${name}= needs a domain (e.g. ${name}=example.com).`;
      continue;
    }
    const match = /^([+\-~?]?)([a-z0-9]+)(.*)$/i.exec(term);
    if (!match) return `${shown(term)} is not an SPF mechanism.`;
    const name = (match[2] as string).toLowerCase();
    const rest = match[3] as string;
    const arg = rest.startsWith(':') ? rest.slice(1) : null;
    switch (name) {
      case 'all':
        if (rest !== '') return `${shown(term)}: all takes no argument.`;
        afterAll = term;
        break;
      case 'include':
      case 'exists':
        if (arg === null || !DOMAIN_SPEC(arg))
          return `${shown(term)}: ${name}: needs a domain (e.g. ${name}:_spf.example.com).`;
        break;
      case 'a':
      case 'mx': {
        const slash = rest.indexOf('/');
        const domainPart = slash >= 0 ? rest.slice(0, slash) : rest;
        const cidr = slash >= 0 ? rest.slice(slash) : '';
        if (domainPart !== '' && (!domainPart.startsWith(':') || !DOMAIN_SPEC(domainPart.slice(1)))) {
          return `${shown(term)}: ${name} takes an optional :domain (e.g. ${name}:mail.example.com).`;
        }
        const problem = cidrProblem(cidr, name + domainPart);
        if (problem) return problem;
        break;
      }
      case 'ip4': {
        const [address, prefix, extra] = (arg ?? '').split('/');
        if (arg === null || !isIPv4(address as string) || extra !== undefined) {
          return `${shown(term)}: ip4: needs an IPv4 address or network (e.g. ip4:192.0.2.0/24).`;
        }
        if (prefix !== undefined && !(/^\d{1,2}$/.test(prefix) && Number(prefix) <= 32)) {
          return `${shown(term)}: an IPv4 prefix is a number from 0 to 32.`;
        }
        break;
      }
      case 'ip6': {
        const [address, prefix, extra] = (arg ?? '').split('/');
        if (arg === null || !isIPv6(address as string) || extra !== undefined) {
          return `${shown(term)}: ip6: needs an IPv6 address or network (e.g. ip6:2001:db8::/32).`;
        }
        if (prefix !== undefined && !(/^\d{1,3}$/.test(prefix) && Number(prefix) <= 128)) {
          return `${shown(term)}: an IPv6 prefix is a number from 0 to 128.`;
        }
        break;
      }
      case 'ptr':
        return `${shown(term)}: ptr is deprecated (RFC 7208 §5.5); use a, mx, ip4: or ip6: instead.`;
      default:
        return `${shown(term)} is not an SPF mechanism (all, include:, a, mx, ip4:, ip6:, exists:, redirect=, exp=).`;
    }
  }
  const lookups = spfLookupCount(text);
  if (lookups > SPF_MAX_LOOKUPS) {
    return `It needs ${lookups} DNS lookups (include, a, mx, exists, redirect); SPF allows at most ${SPF_MAX_LOOKUPS}.`;
  }
  return null;
}

// ---- whole sets -------------------------------------------------------------------------------------------

/** `Record 2 (A www)`: how a message names a row (1-based, as the person sees it). */
export function recordLabel(index: number, type: string, host: string): string {
  return `Record ${index + 1} (${type} ${host || '@'})`;
}

/** The problem with one host record's value, or null (CNAME conflicts are checked on the whole set). */
export function hostValueProblem(type: string, value: string): string | null {
  switch (type) {
    case 'A':
      return isIPv4(value) ? null : `${shown(value)} is not an IPv4 address.`;
    case 'AAAA':
      return isIPv6(value) ? null : `${shown(value)} is not an IPv6 address.`;
    case 'CNAME':
      return isHostname(value) ? null : `${shown(value)} is not a hostname (e.g. target.example.com).`;
    case 'MX':
      return isHostname(value) ? null : `${shown(value)} is not a hostname for the mail server (e.g. mx1.example.com).`;
    case 'TXT':
      return txtProblem(value);
    case 'CAA':
      return caaProblem(value);
    case 'URL':
    case 'URL301':
    case 'FRAME':
      return isHttpUrl(value) ? null : `${shown(value)} is not an http(s) URL (e.g. https://example.com/page).`;
    default:
      return `${type} is not a record type here (A, AAAA, CNAME, MX, TXT, URL, URL301, FRAME, CAA).`;
  }
}

/**
 * `records` on one host name, the CNAME rules: a CNAME is never at the apex and is the only record on its
 * host (RFC 1034 §3.6.2). `others` are records of the zone from other sections (SRV, SPF) to check against.
 */
function cnameIssues(
  records: { host: string; type: string }[],
  labelOf: (index: number) => string,
  others: { host: string; type: string }[] = [],
): TDnsIssue[] {
  const issues: TDnsIssue[] = [];
  const byHost = new Map<string, string[]>();
  for (const record of [...records, ...others]) {
    const host = record.host.toLowerCase();
    byHost.set(host, [...(byHost.get(host) ?? []), record.type]);
  }
  records.forEach((record, index) => {
    if (record.type !== 'CNAME') return;
    if (record.host === '@') {
      issues.push({
        index,
        field: 'host',
        message: `${labelOf(index)}: A CNAME cannot be at the apex (@); use an A record or a URL redirect.`,
      });
      return;
    }
    const types = byHost.get(record.host.toLowerCase()) ?? [];
    const rest = [...types];
    rest.splice(rest.indexOf('CNAME'), 1);
    if (rest.length > 0) {
      const kinds = [...new Set(rest)].join(', ');
      issues.push({
        index,
        field: 'host',
        message: `${labelOf(index)}: ${record.host} also has other records (${kinds}); a CNAME must be the only record on its host.`,
      });
    }
  });
  return issues;
}

type TTtlRecord = { host: string; type: string; ttl?: number };

/** The record set a record belongs to (its host and type); null for URL redirects, which are not DNS. */
const rrsetKey = (record: { host: string; type: string }) =>
  (URL_RECORD_TYPES as readonly string[]).includes(record.type) ? null : `${record.host.toLowerCase()} ${record.type}`;

const TTL_SET_RULE = 'the records of one host and type are one set and share one TTL (RFC 2181 §5.2)';

/**
 * RFC 2181 §5.2: rows whose TTL differs from the TTL of the same host and type already set — in `others`
 * (the rest of the zone) or in an earlier row.
 */
function ttlSetIssues(records: TTtlRecord[], labelOf: (index: number) => string, others: TTtlRecord[] = []) {
  const issues: TDnsIssue[] = [];
  const first = new Map<string, number>();
  for (const record of others) {
    const key = rrsetKey(record);
    if (key && record.ttl !== undefined && !first.has(key)) first.set(key, record.ttl);
  }
  records.forEach((record, index) => {
    const key = rrsetKey(record);
    if (!key || record.ttl === undefined || !isTtl(record.ttl)) return;
    const ttl = first.get(key);
    if (ttl === undefined) first.set(key, record.ttl);
    else if (ttl !== record.ttl) {
      issues.push({
        index,
        field: 'ttl',
        message: `${labelOf(index)}: TTL ${record.ttl} differs from the TTL ${ttl} of the other ${record.type} records on ${record.host || '@'}; ${TTL_SET_RULE}.`,
      });
    }
  });
  return issues;
}

/** Record sets of a whole zone whose TTLs differ (RFC 2181 §5.2), as sentences. */
export function ttlMismatches(records: { host: string; type: string; ttl: number }[]): string[] {
  const ttls = new Map<string, { host: string; type: string; ttls: number[] }>();
  for (const record of records) {
    const key = rrsetKey(record);
    if (!key) continue;
    const set = ttls.get(key) ?? { host: record.host.toLowerCase(), type: record.type, ttls: [] };
    if (!set.ttls.includes(record.ttl)) set.ttls.push(record.ttl);
    ttls.set(key, set);
  }
  return [...ttls.values()]
    .filter((set) => set.ttls.length > 1)
    .map(
      (set) => `The ${set.type} records on ${set.host} have different TTLs (${set.ttls.join(', ')}); ${TTL_SET_RULE}.`,
    );
}

/**
 * Every problem with a set of host records (setHosts), row by row. `others` are the zone's SRV and SPF
 * records, so a CNAME cannot land on a host they use.
 */
export function validateHostRecords(
  records: THostRecordInput[],
  others: { host: string; type: string; ttl?: number }[] = [],
): TDnsIssue[] {
  const issues: TDnsIssue[] = [];
  const labelOf = (index: number) => recordLabel(index, records[index]?.type ?? '', records[index]?.host ?? '');
  if (records.length > MAX_DNS_RECORDS) {
    issues.push({ index: MAX_DNS_RECORDS, field: 'host', message: `At most ${MAX_DNS_RECORDS} records, please.` });
  }
  records.forEach((record, index) => {
    const label = labelOf(index);
    if (!isRelativeHost(record.host)) {
      issues.push({ index, field: 'host', message: `${label}: ${HOST_MESSAGE(record.host)}` });
    }
    const problem = hostValueProblem(record.type, record.value);
    if (problem) issues.push({ index, field: 'value', message: `${label}: ${problem}` });
    else if (record.type === 'TXT' && isSpfValue(record.value)) {
      issues.push({
        index,
        field: 'value',
        message: `${label}: SPF records (v=spf1) are set in the SPF section (setDomainSPFHosts), not as host records.`,
      });
    }
    if (!isTtl(record.ttl)) issues.push({ index, field: 'ttl', message: `${label}: ${TTL_MESSAGE}` });
    if (record.type === 'MX' && !isUint16(record.priority)) {
      issues.push({ index, field: 'priority', message: `${label}: Priority must be a whole number from 0 to 65535.` });
    }
  });
  issues.push(...cnameIssues(records, labelOf, others));
  issues.push(...ttlSetIssues(records, labelOf, others));
  const redirects = new Map<string, number>();
  records.forEach((record, index) => {
    if (!(URL_RECORD_TYPES as readonly string[]).includes(record.type)) return;
    const host = record.host.toLowerCase();
    if (redirects.has(host)) {
      issues.push({
        index,
        field: 'host',
        message: `${labelOf(index)}: ${record.host} already has a URL redirect (record ${(redirects.get(host) as number) + 1}); a host has at most one.`,
      });
    } else redirects.set(host, index);
  });
  return issues.sort((a, b) => a.index - b.index);
}

/** Where an SRV record lives: `_sip._tcp`. */
export const srvHost = (record: { service: string; protocol: string }) =>
  `${record.service.toLowerCase()}.${record.protocol.toLowerCase()}`;

export function validateSrvRecords(records: TSrvRecordInput[]): TDnsIssue[] {
  const issues: TDnsIssue[] = [];
  if (records.length > MAX_DNS_RECORDS) {
    issues.push({ index: MAX_DNS_RECORDS, field: 'service', message: `At most ${MAX_DNS_RECORDS} records, please.` });
  }
  records.forEach((record, index) => {
    const label = recordLabel(index, 'SRV', srvHost(record));
    if (!/^_[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(record.service)) {
      issues.push({
        index,
        field: 'service',
        message: `${label}: The service is an underscore and a name, e.g. _sip (letters, digits and -).`,
      });
    }
    if (!(SRV_PROTOCOLS as readonly string[]).includes(record.protocol)) {
      issues.push({ index, field: 'protocol', message: `${label}: The protocol must be _tcp, _udp or _tls.` });
    }
    for (const field of ['priority', 'weight', 'port'] as const) {
      if (!isUint16(record[field])) {
        issues.push({
          index,
          field,
          message: `${label}: ${fieldLabel(field)} must be a whole number from 0 to 65535.`,
        });
      }
    }
    if (record.target !== '.' && !isHostname(record.target)) {
      issues.push({
        index,
        field: 'target',
        message: `${label}: ${shown(record.target)} is not a hostname (e.g. sip.example.com, or . for no service).`,
      });
    }
    if (!isTtl(record.ttl)) issues.push({ index, field: 'ttl', message: `${label}: ${TTL_MESSAGE}` });
  });
  const sets = records.map((record) => ({ host: srvHost(record), type: 'SRV', ttl: record.ttl }));
  issues.push(...ttlSetIssues(sets, (index) => recordLabel(index, 'SRV', srvHost(records[index] as TSrvRecordInput))));
  return issues.sort((a, b) => a.index - b.index);
}

export function validateSpfRecords(records: TSpfRecordInput[]): TDnsIssue[] {
  const issues: TDnsIssue[] = [];
  if (records.length > MAX_DNS_RECORDS) {
    issues.push({ index: MAX_DNS_RECORDS, field: 'host', message: `At most ${MAX_DNS_RECORDS} records, please.` });
  }
  const firstOnHost = new Map<string, number>();
  records.forEach((record, index) => {
    const label = recordLabel(index, 'SPF', record.host);
    if (!isRelativeHost(record.host)) {
      issues.push({ index, field: 'host', message: `${label}: ${HOST_MESSAGE(record.host)}` });
    }
    const host = record.host.toLowerCase();
    if (firstOnHost.has(host)) {
      issues.push({
        index,
        field: 'host',
        message: `${label}: ${record.host} already has an SPF record (record ${(firstOnHost.get(host) as number) + 1}); a host may have only one (RFC 7208 §3.2).`,
      });
    } else firstOnHost.set(host, index);
    const problem = txtProblem(record.value) ?? spfProblem(record.value);
    if (problem) issues.push({ index, field: 'value', message: `${label}: ${problem}` });
    if (!isTtl(record.ttl)) issues.push({ index, field: 'ttl', message: `${label}: ${TTL_MESSAGE}` });
  });
  return issues;
}

/** modifyNS: empty means the registrar's defaults; otherwise 2 to 13 distinct hostnames. */
export function nameserversProblem(nameservers: string[]): string | null {
  if (nameservers.length === 0) return null;
  if (nameservers.length < MIN_NAMESERVERS || nameservers.length > MAX_NAMESERVERS) {
    return `Give ${MIN_NAMESERVERS} to ${MAX_NAMESERVERS} nameservers, or none to use the registrar's defaults.`;
  }
  const bad = nameservers.findIndex((ns) => !isHostname(ns));
  if (bad >= 0) {
    return `Nameserver ${bad + 1}: ${shown(nameservers[bad] as string)} is not a hostname (e.g. ns1.example.com).`;
  }
  const normalised = nameservers.map(normaliseHostname);
  const duplicate = normalised.findIndex((ns, i) => normalised.indexOf(ns) !== i);
  if (duplicate >= 0) return `Nameserver ${duplicate + 1}: ${normalised[duplicate]} is listed twice.`;
  return null;
}

/** Which part of the DNS editor a stored record belongs to: SRV and SPF have their own calls. */
export function dnsSection(record: { type: string; value: string }): 'hosts' | 'srv' | 'spf' | 'other' {
  if (record.type === 'SRV') return 'srv';
  if (record.type === 'TXT' && isSpfValue(record.value)) return 'spf';
  return (HOST_RECORD_TYPES as readonly string[]).includes(record.type) ? 'hosts' : 'other';
}

/**
 * Hosts of a whole zone where a CNAME is not alone (RFC 1034 §3.6.2), as sentences, e.g. after an import
 * or a change to one section that lands on a host another section uses.
 */
export function cnameConflicts(records: { host: string; type: string }[]): string[] {
  const byHost = new Map<string, string[]>();
  for (const record of records) {
    const host = record.host.toLowerCase();
    byHost.set(host, [...(byHost.get(host) ?? []), record.type]);
  }
  const problems: string[] = [];
  for (const [host, types] of byHost) {
    if (!types.includes('CNAME')) continue;
    if (host === '@') {
      problems.push('a CNAME cannot be at the apex (@).');
      continue;
    }
    const rest = [...types];
    rest.splice(rest.indexOf('CNAME'), 1);
    if (rest.length > 0) {
      problems.push(
        `${host} has a CNAME and other records (${[...new Set(rest)].join(', ')}); a CNAME must be the only record on its host.`,
      );
    }
  }
  return problems;
}

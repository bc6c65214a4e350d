import { z } from 'zod';
import { fieldLabel } from '../domain/field-label';
import {
  DNS_DEFAULT_TTL,
  HOST_RECORD_TYPES,
  MAX_DNS_RECORDS,
  SRV_PROTOCOLS,
  type TDnsIssue,
  nameserversProblem,
  normaliseHostname,
  validateHostRecords,
  validateSpfRecords,
  validateSrvRecords,
} from '../domain/dns';
import { ZSldTld } from './domains';

/**
 * DNS management (SPEC §7 "Domains", issue 6): nameservers, host records, SRV and SPF records, the
 * history of changes with revert, and zone export/import in BIND format. Every call is POST and names the
 * domain by `sld` + `tld`. Record rules are the pure functions of ../domain/dns, so the browser shows the
 * api's messages inline: an issue's path is `hosts.<row>.<field>`, its message names the row
 * ("Record 2 (A www): 300.1.1.1 is not an IPv4 address.").
 */

/** Adds each rule issue at `<row>.<field>` of the array it refines. */
const addIssues = (ctx: z.RefinementCtx, issues: TDnsIssue[]) => {
  for (const issue of issues)
    ctx.addIssue({ code: 'custom', path: [issue.index, issue.field], message: issue.message });
};

const text = (label: string, max: number) =>
  z
    .string({ error: `${fieldLabel(label)} is required` })
    .trim()
    .max(max, `${fieldLabel(label)} must be at most ${max} characters`);
/** A host inside the zone: `@` or a relative name; lower-cased. Its rules are checked with the row. */
const ZHost = text('host', 253).toLowerCase();
const wholeNumber = (label: string) =>
  z.number({ error: `${fieldLabel(label)} must be a whole number` }).int(`${fieldLabel(label)} must be a whole number`);
const ZTtl = wholeNumber('ttl').default(DNS_DEFAULT_TTL);
const rows = <T extends z.ZodTypeAny>(row: T, label: string) =>
  z
    .array(row, { error: `${fieldLabel(label)} must be a list of records` })
    .max(MAX_DNS_RECORDS, `At most ${MAX_DNS_RECORDS} ${label} records, please.`);

// ---- nameservers --------------------------------------------------------------------------------------

export const ZGetDnsRequest = ZSldTld;
export const ZDnsNameservers = z.object({
  domain: z.string(),
  /** True when the registrar's default nameservers (and its DNS hosting) are used. */
  usingDefaults: z.boolean(),
  /** The nameservers in effect: the defaults when `usingDefaults`, else the custom list. */
  nameservers: z.array(z.string()),
  defaultNameservers: z.array(z.string()),
});
export type TDnsNameservers = z.infer<typeof ZDnsNameservers>;

/** modifyNS: `nameservers: []` returns to the registrar's defaults; else 2 to 13 hostnames. */
export const ZModifyNsRequest = ZSldTld.extend({
  nameservers: z
    .array(z.string({ error: 'Each nameserver must be text' }).trim().max(253), {
      error: 'Nameservers must be a list (empty for the registrar defaults)',
    })
    .superRefine((list, ctx) => {
      const problem = nameserversProblem(list);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((list) => list.map(normaliseHostname)),
}).strict();
export type TModifyNsRequest = z.input<typeof ZModifyNsRequest>;

// ---- host records -------------------------------------------------------------------------------------

export const ZHostRecordType = z.enum(HOST_RECORD_TYPES, {
  error: `Type must be one of ${HOST_RECORD_TYPES.join(', ')}`,
});

/** One host record as sent: `priority` only for MX (ignored for other types). */
export const ZHostRecordInput = z
  .object({
    host: ZHost,
    type: ZHostRecordType,
    value: text('value', 4096),
    ttl: ZTtl,
    priority: wholeNumber('priority').nullish(),
  })
  .strict();
export type THostRecordRow = z.input<typeof ZHostRecordInput>;

/** A host record as answered. Hostnames in values are lower-case, without the trailing dot. */
export const ZHostRecord = z.object({
  host: z.string(),
  type: ZHostRecordType,
  value: z.string(),
  ttl: z.number().int(),
  priority: z.number().int().nullable(),
});
export type THostRecord = z.infer<typeof ZHostRecord>;

export const ZGetHostsRequest = ZSldTld;
export const ZHostRecords = z.object({
  domain: z.string(),
  /** False when custom nameservers are set: records are kept but our DNS does not answer for the zone. */
  usingDefaultNameservers: z.boolean(),
  hosts: z.array(ZHostRecord),
});
export type THostRecords = z.infer<typeof ZHostRecords>;

/** setHosts replaces every host record (all types but SRV and SPF) with `hosts`, atomically. */
export const ZSetHostsRequest = ZSldTld.extend({
  hosts: rows(ZHostRecordInput, 'host').superRefine((list, ctx) => addIssues(ctx, validateHostRecords(list))),
}).strict();
export type TSetHostsRequest = z.input<typeof ZSetHostsRequest>;

// ---- SRV ----------------------------------------------------------------------------------------------

export const ZSrvProtocol = z.enum(SRV_PROTOCOLS, { error: 'Protocol must be _tcp, _udp or _tls' });
export const ZSrvRecordInput = z
  .object({
    /** `_sip`, `_xmpp-server`, … */
    service: text('service', 63).toLowerCase(),
    protocol: ZSrvProtocol,
    priority: wholeNumber('priority'),
    weight: wholeNumber('weight'),
    port: wholeNumber('port'),
    target: text('target', 253),
    ttl: ZTtl,
  })
  .strict();
export type TSrvRecordRow = z.input<typeof ZSrvRecordInput>;
export const ZSrvRecord = z.object({
  service: z.string(),
  protocol: ZSrvProtocol,
  priority: z.number().int(),
  weight: z.number().int(),
  port: z.number().int(),
  target: z.string(),
  ttl: z.number().int(),
});
export type TSrvRecord = z.infer<typeof ZSrvRecord>;
export const ZGetSrvHostsRequest = ZSldTld;
export const ZSrvRecords = z.object({ domain: z.string(), hosts: z.array(ZSrvRecord) });
export type TSrvRecords = z.infer<typeof ZSrvRecords>;
export const ZSetSrvHostsRequest = ZSldTld.extend({
  hosts: rows(ZSrvRecordInput, 'SRV').superRefine((list, ctx) => addIssues(ctx, validateSrvRecords(list))),
}).strict();
export type TSetSrvHostsRequest = z.input<typeof ZSetSrvHostsRequest>;

// ---- SPF ----------------------------------------------------------------------------------------------

/** An SPF policy (a TXT record starting with v=spf1) on a host; one per host. */
export const ZSpfRecordInput = z.object({ host: ZHost, value: text('value', 2048), ttl: ZTtl }).strict();
export type TSpfRecordRow = z.input<typeof ZSpfRecordInput>;
export const ZSpfRecord = z.object({
  host: z.string(),
  value: z.string(),
  ttl: z.number().int(),
  /** DNS lookups the policy costs (at most 10). */
  lookups: z.number().int(),
});
export type TSpfRecord = z.infer<typeof ZSpfRecord>;
export const ZGetSpfHostsRequest = ZSldTld;
export const ZSpfRecords = z.object({ domain: z.string(), hosts: z.array(ZSpfRecord) });
export type TSpfRecords = z.infer<typeof ZSpfRecords>;
export const ZSetSpfHostsRequest = ZSldTld.extend({
  hosts: rows(ZSpfRecordInput, 'SPF').superRefine((list, ctx) => addIssues(ctx, validateSpfRecords(list))),
}).strict();
export type TSetSpfHostsRequest = z.input<typeof ZSetSpfHostsRequest>;

// ---- history and revert -------------------------------------------------------------------------------

export const DNS_CHANGE_SECTIONS = ['hosts', 'srv', 'spf', 'nameservers', 'zone_import', 'revert'] as const;
export type TDnsChangeSection = (typeof DNS_CHANGE_SECTIONS)[number];

/** Any record of the zone, as history shows it. */
export const ZDnsRecord = z.object({
  host: z.string(),
  type: z.string(),
  value: z.string(),
  ttl: z.number().int(),
  priority: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  port: z.number().int().nullable(),
});
export type TDnsRecord = z.infer<typeof ZDnsRecord>;

/** A section's state before or after a change: records for hosts/srv/spf/zone, else nameservers. */
export const ZDnsSnapshot = z.object({
  /** What the snapshot covers: hosts, srv, spf, zone (every record) or nameservers. */
  scope: z.enum(['hosts', 'srv', 'spf', 'zone', 'nameservers']),
  records: z.array(ZDnsRecord).optional(),
  /** Empty: the registrar's defaults. */
  nameservers: z.array(z.string()).optional(),
});
export type TDnsSnapshot = z.infer<typeof ZDnsSnapshot>;

export const ZDnsChange = z.object({
  id: z.string(),
  section: z.enum(DNS_CHANGE_SECTIONS),
  /** Who made it: null when the account is gone. */
  actor: z.object({ userId: z.string(), name: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
  before: ZDnsSnapshot,
  after: ZDnsSnapshot,
  /** A sentence for the list, e.g. "Host records: 1 added, 1 removed." */
  summary: z.string(),
  /** Set on a revert: the change it undid. */
  revertedChangeId: z.string().nullable(),
});
export type TDnsChange = z.infer<typeof ZDnsChange>;

export const ZDnsHistoryRequest = ZSldTld.extend({
  limit: z.number().int().min(1).max(200).default(50),
}).strict();
export const ZDnsHistory = z.object({ domain: z.string(), changes: z.array(ZDnsChange) });
export type TDnsHistory = z.infer<typeof ZDnsHistory>;

/** Restores the `before` of a change (the revert is itself recorded as a change). */
export const ZRevertDnsChangeRequest = ZSldTld.extend({
  changeId: z.uuid('Change ID must be the id of a change from the history'),
}).strict();
export const ZRevertedDnsChange = z.object({ domain: z.string(), change: ZDnsChange });

// ---- zone file ----------------------------------------------------------------------------------------

export const ZExportZoneRequest = ZSldTld;
export const ZZoneFile = z.object({
  domain: z.string(),
  /** `acme.com.zone` */
  fileName: z.string(),
  /** BIND zone-file text: $ORIGIN, $TTL, SOA and NS of the registrar's defaults, then every record. */
  zone: z.string(),
});
export type TZoneFile = z.infer<typeof ZZoneFile>;

/** Replaces every record of the zone with the file's A, AAAA, CNAME, MX, TXT, SRV and CAA records. */
export const ZImportZoneRequest = ZSldTld.extend({
  zone: z
    .string({ error: 'Zone is required' })
    .min(1, 'Zone is required: paste a BIND zone file')
    .max(262144, 'Zone must be at most 256 KB'),
}).strict();
export type TImportZoneRequest = z.input<typeof ZImportZoneRequest>;
export const ZImportZoneResult = z.object({
  domain: z.string(),
  /** Records now in the zone. */
  imported: z.number().int(),
  /** Records per type, e.g. { A: 2, MX: 1 }. */
  byType: z.record(z.string(), z.number().int()),
});
export type TImportZoneResult = z.infer<typeof ZImportZoneResult>;

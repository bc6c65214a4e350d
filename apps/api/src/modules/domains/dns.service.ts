// DNS management of a customer's domain (SPEC §7 "Domains", issue 6): nameservers, host records, SRV and
// SPF records, zone export/import, history and revert. Every call checks ownership first. A section is
// replaced whole: read the zone, swap the section, write the zone back, record the change.
import {
  type TDnsChange,
  type TDnsNameservers,
  type TDnsSnapshot,
  type THostRecord,
  type THostRecordInput,
  type THostRecords,
  type TImportZoneResult,
  type TSldTld,
  type TSpfRecord,
  type TSpfRecordInput,
  type TSrvProtocol,
  type TSrvRecord,
  type TSrvRecordInput,
  type TZoneFile,
  cnameConflicts,
  dnsEndpoints,
  dnsSection,
  normaliseHostname,
  spfLookupCount,
  srvHost,
  ttlMismatches,
  validateHostRecords,
} from '@launchpad/shared';
import { desc, eq } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { dnsChanges } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { serviceEndpoints } from '../../lib/endpoint';
import type { TRegistrarRecord } from '../../providers/registrar/registrar.provider';
import { actorOf, findChange, listChanges, sameSnapshot, toDnsChange, withZone, type TZone } from './dns-history.store';
import { exportZoneFile, parseZoneFile, zoneSerial } from './dns-zonefile.service';
import type { TDomainsDeps } from './domains-deps.service';
import { requireOwnedDomain, type TRegisteredDomainRow } from './domains-ownership.store';
import { registrarCall } from './domains-registrar-errors.service';

type TAsker = TSldTld & { userId: string };
type TSection = 'hosts' | 'srv' | 'spf';

/** Registrar refusals become readable 400s; with the built-in registrar errors are our own. */
const viaRegistrar = <T>(deps: TDomainsDeps, call: () => Promise<T>) =>
  deps.registrar.name === 'builtin' ? call() : registrarCall(call);

// ---- record shapes ---------------------------------------------------------------------------------------

const HOSTNAME_VALUES = new Set(['CNAME', 'MX']);
const record = (fields: Partial<TRegistrarRecord> & Pick<TRegistrarRecord, 'host' | 'type' | 'value' | 'ttl'>) => ({
  priority: null,
  weight: null,
  port: null,
  ...fields,
});

export const fromHostRecord = (row: THostRecordInput): TRegistrarRecord =>
  record({
    host: row.host,
    type: row.type,
    value: HOSTNAME_VALUES.has(row.type) ? normaliseHostname(row.value) : row.value,
    ttl: row.ttl,
    priority: row.type === 'MX' ? (row.priority ?? 10) : null,
  });
export const toHostRecord = (row: TRegistrarRecord): THostRecord => ({
  host: row.host,
  type: row.type as THostRecord['type'],
  value: row.value,
  ttl: row.ttl,
  priority: row.type === 'MX' ? (row.priority ?? 0) : null,
});
const fromSrvRecord = (row: TSrvRecordInput): TRegistrarRecord =>
  record({
    host: srvHost(row),
    type: 'SRV',
    value: row.target === '.' ? '.' : normaliseHostname(row.target),
    ttl: row.ttl,
    priority: row.priority,
    weight: row.weight,
    port: row.port,
  });
const toSrvRecord = (row: TRegistrarRecord): TSrvRecord => {
  const [service = '', protocol = ''] = row.host.split('.');
  return {
    service,
    protocol: protocol as TSrvProtocol,
    priority: row.priority ?? 0,
    weight: row.weight ?? 0,
    port: row.port ?? 0,
    target: row.value,
    ttl: row.ttl,
  };
};
const fromSpfRecord = (row: TSpfRecordInput): TRegistrarRecord =>
  record({ host: row.host, type: 'TXT', value: row.value.trim(), ttl: row.ttl });
const toSpfRecord = (row: TRegistrarRecord): TSpfRecord => ({
  host: row.host,
  value: row.value,
  ttl: row.ttl,
  lookups: spfLookupCount(row.value),
});

const inSection = (section: TSection) => (row: TRegistrarRecord) => dnsSection(row) === section;

/** Refuses a zone where a CNAME would share its host (a change to one section can cause that in another). */
function requireNoCnameConflict(records: TRegistrarRecord[], what: string) {
  const problems = cnameConflicts(records);
  if (problems.length > 0) throw new AppError('BAD_REQUEST', `${what} not saved: ${problems.join(' ')}`);
}

/** The sets (host and type) `next` adds to, whose TTLs differ in `zone` (RFC 2181 §5.2), as sentences. */
function ttlMismatchesOf(zone: TRegistrarRecord[], next: TRegistrarRecord[]): string[] {
  const setOf = (row: TRegistrarRecord) => `${row.host.toLowerCase()} ${row.type}`;
  const touched = new Set(next.map(setOf));
  return ttlMismatches(zone.filter((row) => touched.has(setOf(row))));
}

/** Refuses a change that would leave one record set with different TTLs, e.g. SPF and other TXT on a host. */
function requireOneTtlPerSet(zone: TRegistrarRecord[], next: TRegistrarRecord[], what: string) {
  const problems = ttlMismatchesOf(zone, next);
  if (problems.length > 0) throw new AppError('BAD_REQUEST', `${what} not saved: ${problems.join(' ')}`);
}

async function readRecords(deps: TDomainsDeps, domain: TRegisteredDomainRow) {
  return viaRegistrar(deps, () => deps.registrar.getRecords(domain.name));
}

/** Replaces one section of the zone with `next`, records the change; returns the section as saved. */
async function replaceSection(
  deps: TDomainsDeps,
  domain: TRegisteredDomainRow,
  userId: string,
  section: TSection,
  next: TRegistrarRecord[],
  check: (zone: TRegistrarRecord[], others: TRegistrarRecord[]) => void,
): Promise<TRegistrarRecord[]> {
  return viaRegistrar(deps, () =>
    withZone(deps, domain, userId, async (zone) => {
      const current = await zone.records();
      const others = current.filter((row) => !inSection(section)(row));
      const records = [...others, ...next];
      check(records, others);
      const before: TDnsSnapshot = { scope: section, records: current.filter(inSection(section)) };
      const after: TDnsSnapshot = { scope: section, records: next };
      if (sameSnapshot(before, after)) return next;
      await zone.setRecords(records);
      await zone.recordChange({ section, before, after });
      return next;
    }),
  );
}

// ---- nameservers -------------------------------------------------------------------------------------------

function nameserversView(deps: TDomainsDeps, domain: string, nameservers: string[]): TDnsNameservers {
  const defaults = deps.registrar.defaultNameservers;
  return {
    domain,
    usingDefaults: nameservers.length === 0,
    nameservers: nameservers.length === 0 ? defaults : nameservers,
    defaultNameservers: defaults,
  };
}

/** getDNS: the nameservers in effect, and whether they are the registrar's defaults. */
export async function getDns(deps: TDomainsDeps, options: TAsker): Promise<TDnsNameservers> {
  const domain = await requireOwnedDomain(deps, options.userId, options);
  const nameservers = await viaRegistrar(deps, () => deps.registrar.getNameservers(domain.name));
  return nameserversView(deps, domain.name, nameservers);
}

/** modifyNS: custom nameservers, or `[]` (or exactly the defaults) for the registrar's defaults. */
export async function modifyNs(
  deps: TDomainsDeps,
  options: TAsker & { nameservers: string[] },
): Promise<TDnsNameservers> {
  const domain = await requireOwnedDomain(deps, options.userId, options);
  const defaults = [...deps.registrar.defaultNameservers].sort();
  const asked = options.nameservers;
  const next = JSON.stringify([...asked].sort()) === JSON.stringify(defaults) ? [] : asked;
  const saved = await viaRegistrar(deps, () =>
    withZone(deps, domain, options.userId, async (zone) => {
      const current = await zone.nameservers();
      const before: TDnsSnapshot = { scope: 'nameservers', nameservers: current };
      const after: TDnsSnapshot = { scope: 'nameservers', nameservers: next };
      if (sameSnapshot(before, after)) return current;
      await zone.setNameservers(next);
      await zone.recordChange({ section: 'nameservers', before, after });
      return next;
    }),
  );
  return nameserversView(deps, domain.name, saved);
}

// ---- host, SRV and SPF records ------------------------------------------------------------------------------

export async function getHosts(deps: TDomainsDeps, options: TAsker): Promise<THostRecords> {
  const domain = await requireOwnedDomain(deps, options.userId, options);
  const [records, nameservers] = await Promise.all([
    readRecords(deps, domain),
    viaRegistrar(deps, () => deps.registrar.getNameservers(domain.name)),
  ]);
  return {
    domain: domain.name,
    usingDefaultNameservers: nameservers.length === 0,
    hosts: records.filter(inSection('hosts')).map(toHostRecord),
  };
}

/** setHosts: the host records (every type but SRV and SPF) become exactly `hosts`, atomically. */
export async function setHosts(
  deps: TDomainsDeps,
  options: TAsker & { hosts: THostRecordInput[] },
): Promise<THostRecords> {
  const domain = await requireOwnedDomain(deps, options.userId, options);
  const next = options.hosts.map(fromHostRecord);
  await replaceSection(deps, domain, options.userId, 'hosts', next, (_zone, others) => {
    const issues = validateHostRecords(options.hosts, others);
    if (issues.length > 0) throw new AppError('BAD_REQUEST', issues.map((issue) => issue.message).join(' '));
  });
  return getHosts(deps, options);
}

export async function getSrvHosts(deps: TDomainsDeps, options: TAsker) {
  const domain = await requireOwnedDomain(deps, options.userId, options);
  const records = await readRecords(deps, domain);
  return { domain: domain.name, hosts: records.filter(inSection('srv')).map(toSrvRecord) };
}

export async function setSrvHosts(deps: TDomainsDeps, options: TAsker & { hosts: TSrvRecordInput[] }) {
  const domain = await requireOwnedDomain(deps, options.userId, options);
  const next = options.hosts.map(fromSrvRecord);
  const saved = await replaceSection(deps, domain, options.userId, 'srv', next, (zone) => {
    requireNoCnameConflict(zone, 'SRV records');
    requireOneTtlPerSet(zone, next, 'SRV records');
  });
  return { domain: domain.name, hosts: saved.map(toSrvRecord) };
}

export async function getSpfHosts(deps: TDomainsDeps, options: TAsker) {
  const domain = await requireOwnedDomain(deps, options.userId, options);
  const records = await readRecords(deps, domain);
  return { domain: domain.name, hosts: records.filter(inSection('spf')).map(toSpfRecord) };
}

export async function setSpfHosts(deps: TDomainsDeps, options: TAsker & { hosts: TSpfRecordInput[] }) {
  const domain = await requireOwnedDomain(deps, options.userId, options);
  const next = options.hosts.map(fromSpfRecord);
  const saved = await replaceSection(deps, domain, options.userId, 'spf', next, (zone) => {
    requireNoCnameConflict(zone, 'SPF records');
    requireOneTtlPerSet(zone, next, 'SPF records');
  });
  return { domain: domain.name, hosts: saved.map(toSpfRecord) };
}

// ---- history and revert ------------------------------------------------------------------------------------

export async function dnsHistory(deps: TDomainsDeps, options: TAsker & { limit: number }) {
  const domain = await requireOwnedDomain(deps, options.userId, options);
  return { domain: domain.name, changes: await listChanges(deps, domain.id, options.limit) };
}

/** Puts a snapshot back: records of its scope (or the whole zone), or the nameservers. */
async function restore(zone: TZone, target: TDnsSnapshot): Promise<{ before: TDnsSnapshot; after: TDnsSnapshot }> {
  if (target.scope === 'nameservers') {
    const before: TDnsSnapshot = { scope: 'nameservers', nameservers: await zone.nameservers() };
    const after: TDnsSnapshot = { scope: 'nameservers', nameservers: target.nameservers ?? [] };
    if (!sameSnapshot(before, after)) await zone.setNameservers(after.nameservers ?? []);
    return { before, after };
  }
  const current = await zone.records();
  const wanted = target.records ?? [];
  const { scope } = target;
  const inScope = (row: TRegistrarRecord) => scope === 'zone' || dnsSection(row) === scope;
  const records = [...current.filter((row) => !inScope(row)), ...wanted];
  const before: TDnsSnapshot = { scope, records: current.filter(inScope) };
  const after: TDnsSnapshot = { scope, records: wanted };
  if (!sameSnapshot(before, after)) {
    const problems = [...cnameConflicts(records), ...ttlMismatchesOf(records, wanted)];
    if (problems.length > 0) {
      throw new AppError(
        'CONFLICT',
        `That change cannot be reverted now: ${problems.join(' ')} Edit the records first.`,
      );
    }
    await zone.setRecords(records);
  }
  return { before, after };
}

/** revertDnsChange: restores what a change replaced; the revert is itself a change in the history. */
export async function revertDnsChange(
  deps: TDomainsDeps,
  options: TAsker & { changeId: string },
): Promise<{ domain: string; change: TDnsChange }> {
  const domain = await requireOwnedDomain(deps, options.userId, options);
  const change = await findChange(deps, domain.id, options.changeId);
  if (!change) throw new AppError('NOT_FOUND', `That change is not in the DNS history of ${domain.name}.`);
  const row = await viaRegistrar(deps, () =>
    withZone(deps, domain, options.userId, async (zone) => {
      const { before, after } = await restore(zone, change.before as TDnsSnapshot);
      if (sameSnapshot(before, after)) {
        throw new AppError('CONFLICT', 'Nothing to revert: the DNS is already as it was before that change.');
      }
      return zone.recordChange({ section: 'revert', before, after, revertedChangeId: change.id });
    }),
  );
  return { domain: domain.name, change: toDnsChange(row, await actorOf(deps, options.userId)) };
}

// ---- zone files ------------------------------------------------------------------------------------------------

/** When the zone last changed (its SOA serial): the newest history entry, else its registration. */
export async function lastZoneChange(deps: Pick<TDeps, 'db'>, domain: TRegisteredDomainRow): Promise<Date> {
  const [latest] = await deps.db
    .select({ at: dnsChanges.createdAt })
    .from(dnsChanges)
    .where(eq(dnsChanges.domainId, domain.id))
    .orderBy(desc(dnsChanges.createdAt))
    .limit(1);
  return latest?.at ?? domain.registeredAt ?? domain.createdAt;
}

export async function exportZone(deps: TDomainsDeps, options: TAsker): Promise<TZoneFile> {
  const domain = await requireOwnedDomain(deps, options.userId, options);
  const records = await readRecords(deps, domain);
  const zone = exportZoneFile({
    domain: domain.name,
    records,
    nameservers: deps.registrar.defaultNameservers,
    serial: zoneSerial(await lastZoneChange(deps, domain)),
  });
  return { domain: domain.name, fileName: `${domain.name}.zone`, zone };
}

/** importZone: the file's records replace every record of the zone; any bad line and nothing is saved. */
export async function importZone(deps: TDomainsDeps, options: TAsker & { zone: string }): Promise<TImportZoneResult> {
  const domain = await requireOwnedDomain(deps, options.userId, options);
  const parsed = parseZoneFile(options.zone, domain.name);
  if (!parsed.ok) throw new AppError('BAD_REQUEST', `The zone file was not imported. ${parsed.errors.join(' ')}`);
  const { records } = parsed;
  await viaRegistrar(deps, () =>
    withZone(deps, domain, options.userId, async (zone) => {
      const before: TDnsSnapshot = { scope: 'zone', records: await zone.records() };
      const after: TDnsSnapshot = { scope: 'zone', records };
      if (sameSnapshot(before, after)) return;
      await zone.setRecords(records);
      await zone.recordChange({ section: 'zone_import', before, after });
    }),
  );
  const byType: Record<string, number> = {};
  for (const row of records) byType[row.type] = (byType[row.type] ?? 0) + 1;
  return { domain: domain.name, imported: records.length, byType };
}

/** Every DNS endpoint is answered by its function here, with the definition's message. */
export const dnsServices = serviceEndpoints(dnsEndpoints, {
  getDNS: getDns,
  modifyNS: modifyNs,
  getHosts,
  setHosts,
  getSrvHosts,
  setSrvHosts,
  getSpfHosts,
  setSpfHosts,
  dnsHistory,
  revertDnsChange,
  exportZone,
  importZone,
});

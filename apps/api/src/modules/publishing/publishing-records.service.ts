// The records a published site needs in its domain's zone, added and removed through the DNS service's
// zone change (modules/domains/dns-history.store.ts), so they show in DNS management and in its change history,
// where each change can be reverted like any other.
import { resolve4, resolveCname } from 'node:dns/promises';
import { type TDnsSnapshot, type TRequiredRecord, dnsSection } from '@launchpad/shared';
import type { TConfig } from '../../config/env';
import type { TRegistrarRecord } from '../../providers/registrar/registrar.provider';
import { withZone, type TDomainsDeps, type TRegisteredDomainRow } from '../domains';

export type TSiteRecord = { host: string; type: 'A' | 'AAAA' | 'CNAME'; value: string };
const TTL = 300;

/** Outside production the platform is this machine; in production PUBLISH_IPV4 must say where it is. */
export function platformIpv4(config: Pick<TConfig, 'PUBLISH_IPV4' | 'NODE_ENV'>): string | null {
  return config.PUBLISH_IPV4 ?? (config.NODE_ENV === 'production' ? null : '127.0.0.1');
}

/** Apex A (and AAAA when configured) to the platform, `www` a CNAME to the apex. */
export function siteRecords(config: Pick<TConfig, 'PUBLISH_IPV4' | 'PUBLISH_IPV6' | 'NODE_ENV'>, apex: string) {
  const ipv4 = platformIpv4(config);
  const records: TSiteRecord[] = [];
  if (ipv4) records.push({ host: '@', type: 'A', value: ipv4 });
  if (config.PUBLISH_IPV6) records.push({ host: '@', type: 'AAAA', value: config.PUBLISH_IPV6 });
  records.push({ host: 'www', type: 'CNAME', value: apex });
  return records;
}

/** "A @ 203.0.113.7, CNAME www example.com" */
export const describeRecords = (records: { host: string; type: string; value: string }[]) =>
  records.map((r) => `${r.type} ${r.host} ${r.value}`).join(', ');

const hostsOf = (records: TRegistrarRecord[]) => records.filter((r) => dnsSection(r) === 'hosts');
const snapshot = (records: TRegistrarRecord[]): TDnsSnapshot => ({ scope: 'hosts', records: hostsOf(records) });
const full = (r: TSiteRecord): TRegistrarRecord => ({ ...r, ttl: TTL, priority: null, weight: null, port: null });

/** Records `ours` takes the place of: the apex's addresses and anything at `www`. */
function displacedBy(ours: TSiteRecord[], row: TRegistrarRecord): boolean {
  const host = row.host.toLowerCase();
  return ours.some(
    (r) =>
      (r.host === host && r.type === row.type) ||
      (r.host === 'www' && host === 'www' && ['A', 'AAAA', 'CNAME'].includes(row.type)) ||
      (r.host === '@' && host === '@' && r.type === 'A' && ['A', 'AAAA', 'CNAME'].includes(row.type)),
  );
}

/**
 * Puts the site's records in the zone in one change (recorded in the history); returns the host records
 * as they were before, so a publish that fails later can put them back.
 */
export async function addSiteRecords(
  deps: TDomainsDeps,
  domain: TRegisteredDomainRow,
  userId: string,
  ours: TSiteRecord[],
): Promise<TRegistrarRecord[]> {
  return withZone(deps, domain, userId, async (zone) => {
    const current = await zone.records();
    const next = [...current.filter((row) => !displacedBy(ours, row)), ...ours.map(full)];
    await zone.setRecords(next);
    await zone.recordChange({ section: 'hosts', before: snapshot(current), after: snapshot(next) });
    return hostsOf(current);
  });
}

/** Takes the site's records out of the zone again (one recorded change); other records stay as they are. */
export async function removeSiteRecords(
  deps: TDomainsDeps,
  domain: TRegisteredDomainRow,
  userId: string,
  ours: TSiteRecord[],
  restore: TRegistrarRecord[] = [],
): Promise<void> {
  await withZone(deps, domain, userId, async (zone) => {
    const current = await zone.records();
    const isOurs = (row: TRegistrarRecord) =>
      ours.some((r) => r.host === row.host.toLowerCase() && r.type === row.type && r.value === row.value);
    const kept = current.filter((row) => !isOurs(row));
    const back = restore.filter(
      (row) => !kept.some((k) => k.host === row.host && k.type === row.type && k.value === row.value),
    );
    const next = [...kept, ...back];
    if (next.length === current.length && back.length === 0) return;
    await zone.setRecords(next);
    await zone.recordChange({ section: 'hosts', before: snapshot(current), after: snapshot(next) });
  });
}

/** The address a name has in the zone we hold (following a CNAME inside it), for the built-in CA's check. */
export function addressInZone(records: TRegistrarRecord[], apex: string, name: string): string | null {
  let host = name === apex ? '@' : name.endsWith(`.${apex}`) ? name.slice(0, -apex.length - 1) : null;
  for (let hops = 0; host !== null && hops < 5; hops += 1) {
    const at = records.filter((r) => r.host.toLowerCase() === host);
    const a = at.find((r) => r.type === 'A');
    if (a) return a.value;
    const cname = at.find((r) => r.type === 'CNAME');
    if (!cname) return null;
    const target = cname.value.toLowerCase().replace(/\.$/, '');
    host = target === apex ? '@' : target.endsWith(`.${apex}`) ? target.slice(0, -apex.length - 1) : null;
  }
  return null;
}

export type TResolver = {
  resolve4(name: string): Promise<string[]>;
  resolveCname(name: string): Promise<string[]>;
};
export const systemResolver: TResolver = { resolve4, resolveCname };

/** For a domain on other nameservers: each record we need, and whether the public DNS answers it yet. */
export async function checkPublicRecords(
  resolver: TResolver,
  apex: string,
  wanted: TSiteRecord[],
): Promise<TRequiredRecord[]> {
  const answer = async (fn: () => Promise<string[]>) => {
    try {
      return (await fn()).map((v) => v.toLowerCase().replace(/\.$/, ''));
    } catch {
      return [];
    }
  };
  const apexA = await answer(() => resolver.resolve4(apex));
  const wwwCname = await answer(() => resolver.resolveCname(`www.${apex}`));
  const wwwA = await answer(() => resolver.resolve4(`www.${apex}`));
  return wanted.map((r) => {
    let found = false;
    if (r.type === 'A' && r.host === '@') found = apexA.includes(r.value);
    if (r.type === 'CNAME' && r.host === 'www')
      found = wwwCname.includes(r.value) || apexA.some((a) => wwwA.includes(a));
    // AAAA is optional for reaching the site: not checked.
    if (r.type === 'AAAA') found = true;
    return { ...r, found };
  });
}

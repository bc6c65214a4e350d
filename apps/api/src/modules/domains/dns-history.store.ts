// A domain's DNS as one unit of change (issue 6): read the zone, change it, and record who changed what
// (dns_changes: actor, section, before, after) — in one transaction with the built-in registrar, whose
// records are in our database; through the registrar's API otherwise, recording the change after it.
import type { TDnsChange, TDnsChangeSection, TDnsRecord, TDnsSnapshot } from '@launchpad/shared';
import { and, desc, eq } from 'drizzle-orm';
import { dnsChanges, registeredDomains, users } from '../../db/schema';
import { readZoneRecords, writeZoneRecords, type TDbOrTx } from '../../providers/registrar/builtin.dns';
import type { TRegistrarRecord } from '../../providers/registrar/registrar.provider';
import type { TDomainsDeps } from './domains-deps.service';
import type { TRegisteredDomainRow } from './domains-ownership.store';

/** One zone opened for a change. Reads see the zone as it is inside the change. */
export type TZone = {
  records(): Promise<TRegistrarRecord[]>;
  nameservers(): Promise<string[]>;
  setRecords(records: TRegistrarRecord[]): Promise<void>;
  setNameservers(nameservers: string[]): Promise<void>;
  recordChange(change: TNewChange): Promise<TChangeRow>;
};
export type TNewChange = {
  section: TDnsChangeSection;
  before: TDnsSnapshot;
  after: TDnsSnapshot;
  revertedChangeId?: string | null;
};
export type TChangeRow = typeof dnsChanges.$inferSelect;

/**
 * Runs `change` on the domain's zone. Built-in registrar: one transaction holding the domain's row
 * locked, so two edits of one zone never interleave and a change and its history row commit together.
 */
export async function withZone<T>(
  deps: TDomainsDeps,
  domain: TRegisteredDomainRow,
  actorUserId: string,
  change: (zone: TZone) => Promise<T>,
): Promise<T> {
  const insertChange = (db: TDbOrTx) => async (entry: TNewChange) => {
    const [row] = await db
      .insert(dnsChanges)
      .values({
        domainId: domain.id,
        actorUserId,
        section: entry.section,
        before: entry.before,
        after: entry.after,
        revertedChangeId: entry.revertedChangeId ?? null,
      })
      .returning();
    if (!row) throw new Error('dns_changes insert returned nothing');
    return row;
  };
  if (deps.registrar.name === 'builtin') {
    return deps.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ nameservers: registeredDomains.nameservers })
        .from(registeredDomains)
        .where(eq(registeredDomains.id, domain.id))
        .for('update');
      let nameservers = locked?.nameservers ?? [];
      return change({
        records: () => readZoneRecords(tx, domain.id),
        nameservers: async () => nameservers,
        setRecords: (records) => writeZoneRecords(tx, domain.id, records),
        setNameservers: async (list) => {
          nameservers = list;
          await tx
            .update(registeredDomains)
            .set({ nameservers: list, updatedAt: new Date() })
            .where(eq(registeredDomains.id, domain.id));
        },
        recordChange: insertChange(tx),
      });
    });
  }
  const { registrar, db } = deps;
  return change({
    records: () => registrar.getRecords(domain.name),
    nameservers: () => registrar.getNameservers(domain.name),
    setRecords: (records) => registrar.setRecords(domain.name, records),
    setNameservers: async (list) => {
      await registrar.setNameservers(domain.name, list);
      // Our row mirrors what the registrar holds (portfolio pages read it).
      await db
        .update(registeredDomains)
        .set({ nameservers: list, updatedAt: new Date() })
        .where(eq(registeredDomains.id, domain.id));
    },
    recordChange: insertChange(db),
  });
}

// ---- reading the history ----------------------------------------------------------------------------------

const SCOPE_NAMES: Record<TDnsSnapshot['scope'], string> = {
  hosts: 'Host records',
  srv: 'SRV records',
  spf: 'SPF records',
  zone: 'Zone',
  nameservers: 'Nameservers',
};
const recordKey = (r: TDnsRecord) => [r.host, r.type, r.value, r.ttl, r.priority, r.weight, r.port].join('\u0000');

/** "Host records: 1 added, 1 removed." — what the history list shows for a change. */
export function summariseChange(section: TDnsChangeSection, before: TDnsSnapshot, after: TDnsSnapshot): string {
  const prefix = section === 'revert' ? 'Reverted. ' : section === 'zone_import' ? 'Zone file imported. ' : '';
  const scope = SCOPE_NAMES[after.scope];
  if (after.scope === 'nameservers') {
    const show = (list: string[] | undefined) => (list && list.length > 0 ? list.join(', ') : "registrar's defaults");
    return `${prefix}${scope}: ${show(before.nameservers)} → ${show(after.nameservers)}.`;
  }
  const was = new Set((before.records ?? []).map(recordKey));
  const now = new Set((after.records ?? []).map(recordKey));
  const added = [...now].filter((key) => !was.has(key)).length;
  const removed = [...was].filter((key) => !now.has(key)).length;
  const parts = [added > 0 ? `${added} added` : null, removed > 0 ? `${removed} removed` : null].filter(Boolean);
  return `${prefix}${scope}: ${parts.length > 0 ? parts.join(', ') : 'no change'}.`;
}

/** Whether two snapshots hold the same state (record order counts: it is the order shown and served). */
export function sameSnapshot(a: TDnsSnapshot, b: TDnsSnapshot): boolean {
  if (a.scope === 'nameservers') return JSON.stringify(a.nameservers ?? []) === JSON.stringify(b.nameservers ?? []);
  return JSON.stringify((a.records ?? []).map(recordKey)) === JSON.stringify((b.records ?? []).map(recordKey));
}

export function toDnsChange(row: TChangeRow, actor: { id: string; name: string; email: string } | null): TDnsChange {
  const before = row.before as TDnsSnapshot;
  const after = row.after as TDnsSnapshot;
  const section = row.section as TDnsChangeSection;
  return {
    id: row.id,
    section,
    actor: actor ? { userId: actor.id, name: actor.name, email: actor.email } : null,
    createdAt: row.createdAt.toISOString(),
    before,
    after,
    summary: summariseChange(section, before, after),
    revertedChangeId: row.revertedChangeId,
  };
}

/** The domain's changes, newest first. */
export async function listChanges(deps: TDomainsDeps, domainId: string, limit: number): Promise<TDnsChange[]> {
  const rows = await deps.db
    .select({ change: dnsChanges, actor: { id: users.id, name: users.name, email: users.email } })
    .from(dnsChanges)
    .leftJoin(users, eq(users.id, dnsChanges.actorUserId))
    .where(eq(dnsChanges.domainId, domainId))
    .orderBy(desc(dnsChanges.createdAt), desc(dnsChanges.id))
    .limit(limit);
  return rows.map((row) => toDnsChange(row.change, row.actor?.id ? row.actor : null));
}

export async function findChange(deps: TDomainsDeps, domainId: string, changeId: string): Promise<TChangeRow | null> {
  const [row] = await deps.db
    .select()
    .from(dnsChanges)
    .where(and(eq(dnsChanges.domainId, domainId), eq(dnsChanges.id, changeId)))
    .limit(1);
  return row ?? null;
}

export async function actorOf(deps: TDomainsDeps, userId: string) {
  const [row] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

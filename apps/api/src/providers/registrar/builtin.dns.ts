// The built-in registrar's DNS (issue 6): nameservers live on registered_domains (empty = our defaults
// and our DNS hosting), records in dns_records. The zone functions take a db or a transaction, so the
// DNS service can write records and its history of changes in one transaction.
import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { dnsRecords, registeredDomains } from '../../db/schema';
import type { TBuiltinRegistrarDeps } from './types';
import { RegistrarError, type TRegistrarDns, type TRegistrarRecord } from './registrar.provider';

/** A db or a transaction on it. */
export type TDbOrTx = Pick<TDb, 'select' | 'insert' | 'update' | 'delete'>;

/** Every record of a zone in a stable order: the order they were saved in. */
export async function readZoneRecords(db: TDbOrTx, domainId: string): Promise<TRegistrarRecord[]> {
  const rows = await db
    .select()
    .from(dnsRecords)
    .where(eq(dnsRecords.domainId, domainId))
    .orderBy(asc(dnsRecords.position), asc(dnsRecords.id));
  return rows.map((row) => ({
    host: row.host,
    type: row.type,
    value: row.value,
    ttl: row.ttl,
    priority: row.priority,
    weight: row.weight,
    port: row.port,
  }));
}

/** Replaces every record of a zone; call inside a transaction so the swap is atomic. */
export async function writeZoneRecords(tx: TDbOrTx, domainId: string, records: TRegistrarRecord[]): Promise<void> {
  await tx.delete(dnsRecords).where(eq(dnsRecords.domainId, domainId));
  if (records.length === 0) return;
  await tx.insert(dnsRecords).values(
    records.map((record, position) => ({
      domainId,
      host: record.host,
      type: record.type,
      value: record.value,
      ttl: record.ttl,
      priority: record.priority,
      weight: record.weight,
      port: record.port,
      position,
    })),
  );
}

async function domainId(db: TDbOrTx, domain: string): Promise<{ id: string; nameservers: string[] }> {
  const [row] = await db
    .select({ id: registeredDomains.id, nameservers: registeredDomains.nameservers })
    .from(registeredDomains)
    .where(eq(registeredDomains.name, domain))
    .limit(1);
  if (!row) throw new RegistrarError(`${domain} is not registered with us.`);
  return row;
}

export function createBuiltinDns(deps: TBuiltinRegistrarDeps): TRegistrarDns {
  const { db } = deps;
  return {
    async getNameservers(domain) {
      return (await domainId(db, domain)).nameservers;
    },
    async setNameservers(domain, nameservers) {
      const { id } = await domainId(db, domain);
      await db
        .update(registeredDomains)
        .set({ nameservers, updatedAt: new Date() })
        .where(eq(registeredDomains.id, id));
    },
    async getRecords(domain) {
      return readZoneRecords(db, (await domainId(db, domain)).id);
    },
    async setRecords(domain, records) {
      await db.transaction(async (tx) => {
        const { id } = await domainId(tx, domain);
        await writeZoneRecords(tx, id, records);
      });
    },
  };
}

// The built-in registrar's domains (issue 6): a simulated registry that lives in our database. The
// registered_domains row IS the registration (its expiry, lock, contacts, privacy and EPP code);
// registry_names holds names registered elsewhere, reserved names and premium prices; domain_tlds
// holds the tlds on sale with their registration bounds.
import { createHash, randomInt } from 'node:crypto';
import type { TDomainContacts } from '@launchpad/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { domainTlds, registeredDomains, registryNames } from '../../db/schema';
import { labelProblem } from '../../lib/domain-names';
import type { TBuiltinRegistrarDeps } from './types';
import {
  RegistrarError,
  type TAvailability,
  type TRegisterInput,
  type TRegistrarDomainInfo,
  type TRegistrarDomains,
} from './registrar.provider';

/** Registries take at most 50 names per availability check and hold a name for at most 10 years ahead. */
export const MAX_CHECK_NAMES = 50;
export const MAX_REGISTRATION_YEARS = 10;

/** A name no one may register, one held elsewhere, a premium name. */
export const REASONS = {
  reserved: 'reserved by the registry',
  registered: 'already registered',
  pending: 'being registered by someone else',
} as const;

type TRow = typeof registeredDomains.$inferSelect;
type TSplit = { name: string; sld: string; tld: string } | { name: string; problem: string };

/** `years` calendar years after `from` (UTC). */
export function addYears(from: Date, years: number): Date {
  const date = new Date(from.getTime());
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date;
}

/** SHA-256 of an EPP code: what is stored, so the plain code exists only in the registrant's mail. */
export const hashEppCode = (code: string) => createHash('sha256').update(`epp:${code}`).digest('hex');

const EPP_CLASSES = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!#$%*+-=?@^_'];
const EPP_LENGTH = 16;

/**
 * A transfer code as registries want it (RFC 5731 authInfo; .uk and others ask for mixed classes):
 * 16 characters from a CSPRNG with at least one upper-case letter, lower-case letter, digit and symbol.
 */
export function generateEppCode(): string {
  const all = EPP_CLASSES.join('');
  const chars = EPP_CLASSES.map((set) => set[randomInt(set.length)] as string);
  while (chars.length < EPP_LENGTH) chars.push(all[randomInt(all.length)] as string);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

export function createBuiltinDomains(deps: TBuiltinRegistrarDeps): TRegistrarDomains {
  const { db } = deps;

  async function tldRows(exec: TDb = db) {
    return exec.select().from(domainTlds).where(eq(domainTlds.isActive, true));
  }

  /** `acme.co.uk` → sld `acme`, tld `co.uk` (the longest tld on sale it ends with), or why it cannot be. */
  function split(domain: string, tlds: readonly string[]): TSplit {
    const name = domain.trim().toLowerCase();
    const tld = [...tlds].sort((a, b) => b.length - a.length).find((t) => name.endsWith(`.${t}`));
    if (!tld) {
      const dot = name.indexOf('.');
      return { name, problem: dot < 0 ? 'not a domain name' : `.${name.slice(dot + 1)} domains are not sold here` };
    }
    const sld = name.slice(0, -(tld.length + 1));
    if (sld.includes('.')) return { name, problem: 'only names directly under the tld can be registered' };
    const problem = labelProblem(sld);
    return problem ? { name, problem: `not a valid domain name: the name ${problem}` } : { name, sld, tld };
  }

  /** Registry-list entries for these slds, under their tld or every tld. */
  async function listed(exec: TDb, labels: string[]) {
    if (labels.length === 0) return [];
    return exec
      .select()
      .from(registryNames)
      .where(inArray(registryNames.label, [...new Set(labels)]));
  }

  async function findRow(name: string, exec: TDb = db): Promise<TRow | undefined> {
    const [row] = await exec.select().from(registeredDomains).where(eq(registeredDomains.name, name)).limit(1);
    return row;
  }

  /** A domain this registrar holds (active or expired, or being registered). */
  async function heldRow(domain: string, exec: TDb = db): Promise<TRow> {
    const name = domain.trim().toLowerCase();
    const row = await findRow(name, exec);
    if (!row || row.registrar !== 'builtin' || row.status === 'failed' || row.status === 'cancelled') {
      throw new RegistrarError(`${name} is not registered with this registrar.`, '2303');
    }
    return row;
  }

  async function update(domain: string, set: Partial<typeof registeredDomains.$inferInsert>): Promise<TRow> {
    const row = await heldRow(domain);
    const [updated] = await db
      .update(registeredDomains)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(registeredDomains.id, row.id))
      .returning();
    if (!updated) throw new Error('registered domain vanished');
    return updated;
  }

  function assertYears(years: number, bounds: { minYears: number; maxYears: number } | undefined, tld: string) {
    const min = Math.max(1, bounds?.minYears ?? 1);
    const max = Math.min(MAX_REGISTRATION_YEARS, bounds?.maxYears ?? MAX_REGISTRATION_YEARS);
    if (!Number.isInteger(years) || years < min || years > max) {
      throw new RegistrarError(
        `A .${tld} domain is registered for ${min} to ${max} years; ${years} was asked.`,
        '2306',
      );
    }
  }

  return {
    async check(domains) {
      if (domains.length > MAX_CHECK_NAMES) {
        throw new RegistrarError(`Check at most ${MAX_CHECK_NAMES} names at once.`, '2306');
      }
      if (domains.length === 0) return [];
      const tlds = (await tldRows()).map((row) => row.tld);
      const parts = domains.map((domain) => split(domain, tlds));
      const valid = parts.filter((part): part is Extract<TSplit, { sld: string }> => 'sld' in part);
      const [entries, held] = await Promise.all([
        listed(
          db,
          valid.map((part) => part.sld),
        ),
        valid.length
          ? db
              .select({ name: registeredDomains.name, status: registeredDomains.status })
              .from(registeredDomains)
              .where(
                and(
                  inArray(
                    registeredDomains.name,
                    valid.map((part) => part.name),
                  ),
                  inArray(registeredDomains.status, ['pending', 'active', 'expired']),
                ),
              )
          : [],
      ]);
      const heldStatus = new Map(held.map((row) => [row.name, row.status]));
      return parts.map((part): TAvailability => {
        const unavailable = (reason: string): TAvailability => ({
          domain: part.name,
          available: false,
          premium: false,
          premiumRegistrationPence: null,
          reason,
        });
        if ('problem' in part) return unavailable(part.problem);
        const mine = entries.filter(
          (entry) => entry.label === part.sld && (entry.tld === null || entry.tld === part.tld),
        );
        if (mine.some((entry) => entry.kind === 'reserved')) return unavailable(REASONS.reserved);
        if (mine.some((entry) => entry.kind === 'registered')) return unavailable(REASONS.registered);
        const status = heldStatus.get(part.name);
        if (status === 'pending') return unavailable(REASONS.pending);
        if (status) return unavailable(REASONS.registered);
        // A tld-specific premium price wins over one for every tld.
        const premium = mine
          .filter((entry) => entry.kind === 'premium')
          .sort((a, b) => (a.tld === null ? 1 : 0) - (b.tld === null ? 1 : 0))[0];
        return {
          domain: part.name,
          available: true,
          premium: !!premium,
          premiumRegistrationPence: premium?.premiumPricePence ?? null,
          reason: null,
        };
      });
    },

    async register(input: TRegisterInput) {
      return db.transaction(async (tx) => {
        const tlds = await tldRows(tx);
        const part = split(
          input.domain,
          tlds.map((row) => row.tld),
        );
        if ('problem' in part) throw new RegistrarError(`${part.name} cannot be registered: ${part.problem}.`, '2306');
        assertYears(
          input.years,
          tlds.find((row) => row.tld === part.tld),
          part.tld,
        );
        const entries = (await listed(tx, [part.sld])).filter((e) => e.tld === null || e.tld === part.tld);
        if (entries.some((entry) => entry.kind === 'reserved')) {
          throw new RegistrarError(`${part.name} is ${REASONS.reserved}.`, '2302');
        }
        if (entries.some((entry) => entry.kind === 'registered')) {
          throw new RegistrarError(`${part.name} is ${REASONS.registered}.`, '2302');
        }
        const [existing] = await tx
          .select()
          .from(registeredDomains)
          .where(eq(registeredDomains.name, part.name))
          .for('update');
        // A pending row is the registration the caller is completing (it claimed the name before asking).
        if (existing && (existing.status === 'active' || existing.status === 'expired')) {
          throw new RegistrarError(`${part.name} is ${REASONS.registered}.`, '2302');
        }
        const registeredAt = new Date();
        const values = {
          registrar: 'builtin',
          status: 'active' as const,
          registeredAt,
          expiresAt: addYears(registeredAt, input.years),
          contacts: input.contacts,
          nameservers: input.nameservers,
          whoisPrivacy: input.whoisPrivacy,
          locked: true,
          eppCodeHash: null,
          eppRequestedAt: null,
          failureReason: null,
          updatedAt: registeredAt,
        };
        const [row] = existing
          ? await tx.update(registeredDomains).set(values).where(eq(registeredDomains.id, existing.id)).returning()
          : await tx
              .insert(registeredDomains)
              .values({ ...values, name: part.name, sld: part.sld, tld: part.tld })
              .returning();
        if (!row?.expiresAt) throw new Error('registration returned nothing');
        return { domain: row.name, registeredAt, expiresAt: row.expiresAt };
      });
    },

    async renew(domain, years) {
      const row = await heldRow(domain);
      if (row.status === 'pending' || !row.expiresAt) {
        throw new RegistrarError(`${row.name} is still being registered and cannot be renewed yet.`, '2304');
      }
      const [bounds] = await db.select().from(domainTlds).where(eq(domainTlds.tld, row.tld));
      assertYears(years, bounds ? { minYears: 1, maxYears: bounds.maxYears } : undefined, row.tld);
      const now = new Date();
      const from = row.expiresAt > now ? row.expiresAt : now;
      const expiresAt = addYears(from, years);
      if (expiresAt > addYears(now, MAX_REGISTRATION_YEARS)) {
        throw new RegistrarError(
          `${row.name} cannot be renewed for ${years} year${years === 1 ? '' : 's'}: a domain can be registered at most ${MAX_REGISTRATION_YEARS} years ahead.`,
          '2306',
        );
      }
      await update(domain, { expiresAt, status: 'active' });
      return { expiresAt };
    },

    async getInfo(domain): Promise<TRegistrarDomainInfo> {
      const row = await heldRow(domain);
      return {
        domain: row.name,
        status: row.status === 'pending' ? 'pending' : row.status === 'expired' ? 'expired' : 'active',
        registeredAt: row.registeredAt ?? row.createdAt,
        expiresAt: row.expiresAt ?? row.createdAt,
        locked: row.locked,
        whoisPrivacy: row.whoisPrivacy,
        autoRenew: row.autoRenew,
        nameservers: row.nameservers,
      };
    },

    async setLock(domain, locked) {
      await update(domain, { locked });
    },

    async requestEppCode(domain) {
      const row = await heldRow(domain);
      if (row.status !== 'active') {
        throw new RegistrarError(`${row.name} is ${row.status}: a transfer code is only given for an active domain.`);
      }
      const code = generateEppCode();
      await update(domain, { eppCodeHash: hashEppCode(code), eppRequestedAt: new Date() });
      return code;
    },

    async getContacts(domain): Promise<TDomainContacts> {
      const row = await heldRow(domain);
      if (!row.contacts) throw new RegistrarError(`No contacts are recorded for ${row.name}.`, '2303');
      return row.contacts;
    },

    async setContacts(domain, contacts) {
      await update(domain, { contacts });
    },

    async setWhoisPrivacy(domain, enabled) {
      await update(domain, { whoisPrivacy: enabled });
    },
  };
}

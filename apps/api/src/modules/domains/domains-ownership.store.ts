import { domainToASCII } from 'node:url';
import { and, eq } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { registeredDomains } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { normaliseTld } from './domains-pricing.service';

export type TRegisteredDomainRow = typeof registeredDomains.$inferSelect;

/**
 * `sld` + `tld` as the registry writes it: lower-case ASCII, IDNs in punycode (`bücher` → `xn--bcher-kva`).
 * Null when it cannot be a domain name at all.
 */
export function registryName(sld: string, tld: string): string | null {
  const ascii = domainToASCII(`${sld.trim()}.${normaliseTld(tld)}`);
  return ascii === '' ? null : ascii.toLowerCase();
}

/**
 * The signed-in customer's domain, for every management call (issue 6: "every management call checks
 * that the signed-in user owns the domain"). Someone else's domain answers exactly like a domain that
 * does not exist, so ownership never leaks.
 */
export async function requireOwnedDomain(
  deps: Pick<TDeps, 'db'>,
  userId: string,
  input: { sld: string; tld: string },
): Promise<TRegisteredDomainRow> {
  const name = registryName(input.sld, input.tld);
  const shown = `${input.sld}.${normaliseTld(input.tld)}`.slice(0, 80);
  if (!name) throw new AppError('BAD_REQUEST', `${shown} is not a valid domain name.`);
  const [row] = await deps.db
    .select()
    .from(registeredDomains)
    .where(and(eq(registeredDomains.name, name), eq(registeredDomains.userId, userId)))
    .limit(1);
  if (!row || row.status === 'failed' || row.status === 'cancelled') {
    throw new AppError('NOT_FOUND', `${shown} is not one of your domains.`);
  }
  return row;
}

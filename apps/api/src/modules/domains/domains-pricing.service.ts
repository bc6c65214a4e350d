// SPEC §3 domain suggestion (Prices.Registration, Properties.MinRegYear / MaxRegYear) and §5: what a
// domain costs a year and for how many years it can be registered, read from domain_tlds. The cart
// prices domain lines with it; the domains module (issue 6) shares it.
import { DEFAULT_DOMAIN_MAX_YEARS, DEFAULT_DOMAIN_MIN_YEARS } from '@launchpad/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { domainTlds } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { MAX_DOMAIN_LENGTH, toRegistryLabel } from './domains-names.service';

export type TTldPrice = {
  tld: string;
  /** Pence per year for a new registration. */
  registrationPricePence: number;
  renewalPricePence: number;
  /** Registration years allowed, always within 1..10 (SPEC §5). */
  minYears: number;
  maxYears: number;
};

/** `.CO.UK` → `co.uk`: tlds are stored lower-case without their leading dot. */
export function normaliseTld(tld: string): string {
  return tld.trim().toLowerCase().replace(/^\.+/, '');
}

export type TDomainName = { ok: true; name: string; fullName: string } | { ok: false; message: string };

/**
 * The name to register under `tld`: one label of letters, digits and hyphens (1 to 63 characters, no
 * hyphen first or last, RFC 1035), case-insensitive; an internationalised name becomes its punycode
 * A-label (RFC 5891: `bücher` → `xn--bcher-kva`). `acme.com` with tld `com` is read as `acme`.
 */
export function parseDomainName(domain: string, tld: string): TDomainName {
  const cleanTld = normaliseTld(tld);
  let name = domain.trim().toLowerCase().replace(/\.+$/, '');
  if (name.endsWith(`.${cleanTld}`)) name = name.slice(0, -(cleanTld.length + 1));
  const shown = JSON.stringify(domain.trim().slice(0, 70));
  if (name === '') return { ok: false, message: 'Type the domain name you want, such as acme.' };
  if (name.includes('.')) {
    return {
      ok: false,
      message: `${shown} is not a name we can register under .${cleanTld}: send the part before .${cleanTld} only, without dots.`,
    };
  }
  const label = toRegistryLabel(name);
  if (!label.ok) {
    return {
      ok: false,
      message: `${shown} is not a valid domain name: use 1 to 63 letters, digits or hyphens, not starting or ending with a hyphen (the name ${label.problem}).`,
    };
  }
  const fullName = `${label.label}.${cleanTld}`;
  if (fullName.length > MAX_DOMAIN_LENGTH) return { ok: false, message: `${shown} is too long for a domain name.` };
  return { ok: true, name: label.label, fullName };
}

const clampYears = (years: number) => Math.min(Math.max(years, DEFAULT_DOMAIN_MIN_YEARS), DEFAULT_DOMAIN_MAX_YEARS);

/** A domain_tlds row as prices, its year bounds kept within 1..10. */
export function toTldPrice(row: typeof domainTlds.$inferSelect): TTldPrice {
  const minYears = clampYears(row.minYears);
  return {
    tld: row.tld,
    registrationPricePence: row.registrationPricePence,
    renewalPricePence: row.renewalPricePence,
    minYears,
    maxYears: Math.max(minYears, clampYears(row.maxYears)),
  };
}

/** The tlds on sale, cheapest first. */
export async function listTldPrices(deps: Pick<TDeps, 'db'>): Promise<TTldPrice[]> {
  const rows = await deps.db
    .select()
    .from(domainTlds)
    .where(eq(domainTlds.isActive, true))
    .orderBy(asc(domainTlds.registrationPricePence), asc(domainTlds.tld));
  return rows.map(toTldPrice);
}

/** Prices of the given tlds that are on sale, by normalised tld; tlds not sold are absent. */
export async function findTldPrices(deps: Pick<TDeps, 'db'>, tlds: readonly string[]): Promise<Map<string, TTldPrice>> {
  const wanted = [...new Set(tlds.map(normaliseTld).filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const rows = await deps.db
    .select()
    .from(domainTlds)
    .where(and(inArray(domainTlds.tld, wanted), eq(domainTlds.isActive, true)));
  return new Map(rows.map((row) => [row.tld, toTldPrice(row)]));
}

/** A tld we sell, or a 400 listing the ones we do. */
export async function requireTldPrice(deps: Pick<TDeps, 'db'>, tld: string): Promise<TTldPrice> {
  const clean = normaliseTld(tld);
  const found = (await findTldPrices(deps, [clean])).get(clean);
  if (found) return found;
  const sold = (await listTldPrices(deps)).map((price) => `.${price.tld}`).sort();
  throw new AppError(
    'BAD_REQUEST',
    `We do not sell .${clean.slice(0, 63)} domains.${sold.length > 0 ? ` Choose one of: ${sold.join(', ')}.` : ''}`,
  );
}

/** SPEC §5: a 400 unless `years` is within the tld's minimum and maximum. */
export function assertRegistrationYears(price: TTldPrice, years: number): void {
  if (!Number.isInteger(years) || years < price.minYears || years > price.maxYears) {
    const range = price.minYears === price.maxYears ? `${price.minYears}` : `${price.minYears} to ${price.maxYears}`;
    throw new AppError(
      'BAD_REQUEST',
      `A .${price.tld} domain is registered for ${range} year${price.maxYears === 1 ? '' : 's'}; you chose ${years}.`,
    );
  }
}

/** What registering a domain costs for `years`: the yearly registration price times the years. */
export function registrationCostPence(price: TTldPrice, years: number): number {
  return price.registrationPricePence * years;
}

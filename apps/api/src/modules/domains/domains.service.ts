// Domains (issue 6, SPEC §7 "Domains"): a single name's availability, the domain services on sale, and
// the signed-in customer's portfolio — list, details, lock, auto-renew, transfer code, contacts, ID
// Protect and domain orders. Every management call goes through requireOwnedDomain.
import { domainToASCII } from 'node:url';
import {
  type TCheckSingleDomain,
  type TCheckSingleDomainRequest,
  type TCatalogService,
  type TDomainContacts,
  type TDomainContactsData,
  type TDomainStatus,
  type TOrder,
  type TOwnedService,
  type TPortfolioDomain,
  type TPortfolioInfo,
  domainsEndpoints,
} from '@launchpad/shared';
import { and, asc, count, desc, eq, exists, ilike, inArray, like, ne, or, sql } from 'drizzle-orm';
import { catalogServices, orderLines, orders, registeredDomains, sslCertificates, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { serviceEndpoints } from '../../lib/endpoint';
import { hashEppCode } from '../../providers/registrar/builtin.domains';
import { toService } from '../catalog';
import { toOrders } from '../orders';
import { readContacts, writeContacts } from './domains-contacts.store';
import type { TDomainsDeps } from './domains-deps.service';
import { domainMails } from './domains-mails.service';
import { displayName, splitDomainName } from './domains-names.service';
import { type TRegisteredDomainRow, requireOwnedDomain } from './domains-ownership.store';
import { assertRegistrationYears, listTldPrices, parseDomainName, requireTldPrice } from './domains-pricing.service';
import { registrarCall } from './domains-registrar-errors.service';
import { nameSuggestions, toSuggestion } from './domains-suggestions.service';

type TOwned = { userId: string; sld: string; tld: string };

/** A transfer code is sent at most once a minute per domain, whatever the rate limiter does. */
const EPP_COOLDOWN_MS = 60_000;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toPortfolioDomain(row: TRegisteredDomainRow): TPortfolioDomain {
  return {
    id: row.id,
    name: row.name,
    sld: row.sld,
    tld: row.tld,
    status: row.status,
    registeredAt: iso(row.registeredAt),
    expiresAt: iso(row.expiresAt),
    autoRenew: row.autoRenew,
    locked: row.locked,
    whoisPrivacy: row.whoisPrivacy,
    nameservers: row.nameservers,
    registrar: row.registrar,
    failureReason: row.failureReason,
  };
}

/** `check-single-domain`: one name (`domain`, or `sld` + `tld`), its availability and price for `years`. */
export async function checkSingleDomain(
  deps: TDomainsDeps,
  request: TCheckSingleDomainRequest,
): Promise<TCheckSingleDomain> {
  let name: string;
  let tld: string;
  if (request.sld !== undefined && request.tld !== undefined) {
    const price = await requireTldPrice(deps, request.tld);
    const parsed = parseDomainName(request.sld, price.tld);
    if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.message);
    name = parsed.fullName;
    tld = price.tld;
  } else {
    const sold = (await listTldPrices(deps)).map((price) => price.tld);
    const split = splitDomainName(request.domain ?? '', sold);
    if (!split.ok) throw new AppError('BAD_REQUEST', split.message);
    name = split.name;
    tld = split.tld;
  }
  const price = await requireTldPrice(deps, tld);
  const years = request.years ?? price.minYears;
  assertRegistrationYears(price, years);
  const [availability] = await registrarCall(() => deps.registrar.check([name]));
  const suggestion = toSuggestion(name, price, availability);
  return { ...suggestion, years, totalPence: suggestion.Prices.Registration * years };
}

/** `domain-services`: the SSL certificates and ID Protect on sale, as the catalogue shows them. */
export async function listDomainServices(deps: TDomainsDeps): Promise<TCatalogService[]> {
  const rows = await deps.db
    .select()
    .from(catalogServices)
    .where(eq(catalogServices.isActive, true))
    .orderBy(asc(catalogServices.sortOrder), asc(catalogServices.name));
  return rows.map(toService);
}

/** `alldomains`: the customer's domains by name, 10 a page, optionally searched and filtered by status. */
export async function listDomains(
  deps: TDomainsDeps,
  options: {
    userId: string;
    page: number;
    pageSize: number;
    search?: string | undefined;
    status?: TDomainStatus | undefined;
  },
): Promise<{ items: TPortfolioDomain[]; total: number }> {
  const search = options.search?.trim().toLowerCase();
  const ascii = search ? domainToASCII(`${search.replace(/^\.+|\.+$/g, '')}.x`).slice(0, -2) || search : '';
  const escape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = and(
    eq(registeredDomains.userId, options.userId),
    options.status ? eq(registeredDomains.status, options.status) : ne(registeredDomains.status, 'cancelled'),
    search
      ? or(ilike(registeredDomains.name, `%${escape(search)}%`), ilike(registeredDomains.name, `%${escape(ascii)}%`))
      : undefined,
  );
  const [counted] = await deps.db.select({ value: count() }).from(registeredDomains).where(where);
  const rows = await deps.db
    .select()
    .from(registeredDomains)
    .where(where)
    .orderBy(asc(registeredDomains.name))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  return { items: rows.map(toPortfolioDomain), total: Number(counted?.value ?? 0) };
}

const idProtectService = (row: TRegisteredDomainRow): TOwnedService => ({
  id: `id-protect-${row.id}`,
  serviceType: 'ID Protect',
  name: 'ID Protect',
  domain: row.name,
  status: row.whoisPrivacy ? 'enabled' : 'disabled',
  certId: null,
  expiresAt: iso(row.expiresAt),
  enabled: row.whoisPrivacy,
});

/** Whether the domain comes with ID Protect: it is on, or it was bought with the domain. */
async function hasIdProtect(deps: TDomainsDeps, row: TRegisteredDomainRow): Promise<boolean> {
  if (row.whoisPrivacy) return true;
  if (!row.orderLineId) return false;
  const [found] = await deps.db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(catalogServices, sql`${catalogServices.id}::text = ${orderLines.refId}`)
    .where(
      and(
        eq(orderLines.parentLineId, row.orderLineId),
        eq(orderLines.kind, 'service'),
        eq(catalogServices.serviceType, 'ID Protect'),
        ne(orderLines.fulfilmentStatus, 'failed'),
      ),
    )
    .limit(1);
  return !!found;
}

async function servicesOf(
  deps: TDomainsDeps,
  userId: string,
  domains: TRegisteredDomainRow[],
  onlyDomain: TRegisteredDomainRow | null,
): Promise<TOwnedService[]> {
  const certificates = await deps.db
    .select({ cert: sslCertificates, domain: registeredDomains.name })
    .from(sslCertificates)
    .leftJoin(registeredDomains, eq(registeredDomains.id, sslCertificates.domainId))
    .where(
      and(eq(sslCertificates.userId, userId), onlyDomain ? eq(sslCertificates.domainId, onlyDomain.id) : undefined),
    )
    .orderBy(desc(sslCertificates.createdAt));
  const ssl = certificates.map(({ cert, domain }): TOwnedService => ({
    id: cert.id,
    serviceType: 'SSL',
    name: cert.productName,
    domain: domain ?? cert.commonName,
    status: cert.status,
    certId: cert.certId,
    expiresAt: iso(cert.expiresAt),
    enabled: cert.status === 'issued' || cert.status === 'reissued',
  }));
  const protectedDomains: TRegisteredDomainRow[] = [];
  for (const row of domains) if (await hasIdProtect(deps, row)) protectedDomains.push(row);
  return [...ssl, ...protectedDomains.map(idProtectService)];
}

/** `allservices`: the customer's certificates and, per domain that has it, ID Protect. */
export async function listOwnedServices(deps: TDomainsDeps, options: { userId: string }): Promise<TOwnedService[]> {
  const domains = await deps.db
    .select()
    .from(registeredDomains)
    .where(and(eq(registeredDomains.userId, options.userId), inArray(registeredDomains.status, ['active', 'expired'])))
    .orderBy(asc(registeredDomains.name));
  return servicesOf(deps, options.userId, domains, null);
}

/** The stored row brought in line with what the registrar says (a no-op for the built-in registrar). */
async function synced(deps: TDomainsDeps, row: TRegisteredDomainRow): Promise<TRegisteredDomainRow> {
  if (row.registrar === 'builtin' || row.status === 'pending') return row;
  const info = await deps.registrar.getInfo(row.name).catch(() => null);
  if (!info || info.status === 'pending') return row;
  const [updated] = await deps.db
    .update(registeredDomains)
    .set({
      status: info.status,
      expiresAt: info.expiresAt,
      locked: info.locked,
      whoisPrivacy: info.whoisPrivacy,
      nameservers: info.nameservers,
      updatedAt: new Date(),
    })
    .where(eq(registeredDomains.id, row.id))
    .returning();
  return updated ?? row;
}

/** `portfoliodomaininfo`: one domain's details with its services; `status`, when sent, must match. */
export async function portfolioInfo(
  deps: TDomainsDeps,
  options: TOwned & { status?: TDomainStatus | undefined },
): Promise<TPortfolioInfo> {
  const row = await synced(deps, await requireOwnedDomain(deps, options.userId, options));
  if (options.status && row.status !== options.status) {
    throw new AppError('NOT_FOUND', `${displayName(row.name)} is ${row.status}, not ${options.status}.`);
  }
  return {
    ...toPortfolioDomain(row),
    eppRequestedAt: iso(row.eppRequestedAt),
    services: await servicesOf(deps, options.userId, [row], row),
    defaultNameservers: deps.registrar.defaultNameservers,
  };
}

function requireActive(row: TRegisteredDomainRow, action: string): void {
  if (row.status === 'active') return;
  const why = row.status === 'expired' ? 'has expired: renew it first' : `is ${row.status}`;
  throw new AppError('CONFLICT', `${displayName(row.name)} ${why}, so you cannot ${action}.`);
}

async function save(
  deps: TDomainsDeps,
  row: TRegisteredDomainRow,
  set: Partial<typeof registeredDomains.$inferInsert>,
): Promise<TPortfolioDomain> {
  const [updated] = await deps.db
    .update(registeredDomains)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(registeredDomains.id, row.id))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND', `${row.name} is not one of your domains.`);
  return toPortfolioDomain(updated);
}

/** `setreglock`: lock (true) or unlock (false) the domain against transfer, at the registrar first. */
export async function setRegistrarLock(deps: TDomainsDeps, options: TOwned & { locked: boolean }) {
  const row = await requireOwnedDomain(deps, options.userId, options);
  requireActive(row, options.locked ? 'lock it' : 'unlock it');
  await registrarCall(() => deps.registrar.setLock(row.name, options.locked));
  return save(deps, row, { locked: options.locked });
}

/** `setautorenew`: our renewal run renews the domain before it expires (domains-reminders.service.ts). */
export async function setAutoRenew(deps: TDomainsDeps, options: TOwned & { autoRenew: boolean }) {
  const row = await requireOwnedDomain(deps, options.userId, options);
  if (row.status === 'pending') requireActive(row, 'change auto-renew');
  return save(deps, row, { autoRenew: options.autoRenew });
}

/** `x***@example.com`: enough to recognise the address, not to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * `requestepp`: a fresh transfer code from the registrar, mailed to the registrant contact (or the
 * account email when there are no contacts). The code is never in the response; only its hash is kept.
 */
export async function requestEppCode(
  deps: TDomainsDeps,
  options: TOwned & { now?: Date },
): Promise<{ sentTo: string; requestedAt: string }> {
  const now = options.now ?? new Date();
  const row = await requireOwnedDomain(deps, options.userId, options);
  requireActive(row, 'get a transfer code');
  if (row.eppRequestedAt && now.getTime() - row.eppRequestedAt.getTime() < EPP_COOLDOWN_MS) {
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'A transfer code was sent less than a minute ago. Please check your mail, or wait a minute and try again.',
    );
  }
  const [account] = await deps.db.select().from(users).where(eq(users.id, options.userId)).limit(1);
  const to = row.contacts?.registrant.email || account?.email;
  if (!to) throw new AppError('BAD_REQUEST', 'There is no email address to send the transfer code to.');
  const code = await registrarCall(() => deps.registrar.requestEppCode(row.name));
  await deps.db
    .update(registeredDomains)
    .set({ eppCodeHash: hashEppCode(code), eppRequestedAt: now, updatedAt: now })
    .where(eq(registeredDomains.id, row.id));
  await deps.mailer.send(
    'domain_epp_code',
    domainMails.eppCode(to, { domain: displayName(row.name), code, locked: row.locked }, deps.config.PUBLIC_URL),
    { domain: row.name },
  );
  return { sentTo: maskEmail(to), requestedAt: now.toISOString() };
}

export async function getContacts(deps: TDomainsDeps, options: TOwned): Promise<TDomainContactsData> {
  const row = await requireOwnedDomain(deps, options.userId, options);
  return readContacts(deps, options.userId, row);
}

export async function updateContacts(
  deps: TDomainsDeps,
  options: TOwned & { contacts: TDomainContacts },
): Promise<TDomainContactsData> {
  const row = await requireOwnedDomain(deps, options.userId, options);
  requireActive(row, 'change its contacts');
  return writeContacts(deps, row, options.contacts);
}

/** `enabledisableService`: ID Protect (WHOIS privacy) on or off; on only for a domain that comes with it. */
export async function setIdProtect(deps: TDomainsDeps, options: TOwned & { enabled: boolean }) {
  const row = await requireOwnedDomain(deps, options.userId, options);
  requireActive(row, options.enabled ? 'turn ID Protect on' : 'turn ID Protect off');
  if (options.enabled && !(await hasIdProtect(deps, row))) {
    throw new AppError(
      'CONFLICT',
      `${displayName(row.name)} does not include ID Protect. Add ID Protect to it from the domain services page first.`,
    );
  }
  await registrarCall(() => deps.registrar.setWhoisPrivacy(row.name, options.enabled));
  return save(deps, row, { whoisPrivacy: options.enabled });
}

/** `orders`: the customer's paid orders with a domain or a domain service, newest first. */
export async function listDomainOrders(
  deps: TDomainsDeps,
  options: { userId: string; page: number; pageSize: number },
): Promise<{ items: TOrder[]; total: number }> {
  const domainLine = exists(
    deps.db
      .select({ id: orderLines.id })
      .from(orderLines)
      .leftJoin(catalogServices, sql`${catalogServices.id}::text = ${orderLines.refId}`)
      .where(
        and(
          eq(orderLines.orderId, orders.id),
          or(
            eq(orderLines.kind, 'domain'),
            and(
              eq(orderLines.kind, 'service'),
              or(sql`${catalogServices.id} is not null`, like(orderLines.refId, 'renewal:%')),
            ),
          ),
        ),
      ),
  );
  const where = and(eq(orders.userId, options.userId), inArray(orders.status, ['paid', 'refunded']), domainLine);
  const [counted] = await deps.db.select({ value: count() }).from(orders).where(where);
  const rows = await deps.db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  return { items: await toOrders(deps.db, rows), total: Number(counted?.value ?? 0) };
}

/** The domains endpoints these functions answer as they are (domains.routes.ts has the rest). */
export const domainsServices = serviceEndpoints(domainsEndpoints, {
  nameSuggestions,
  checkSingleDomain,
  domainServices: listDomainServices,
  allServices: listOwnedServices,
  portfolioInfo,
  getContacts,
  updateContacts,
});

// Registration after payment (issue 6): a paid order's domain lines are registered through the
// registrar for the years bought, with contacts from the buyer's account; the SSL certificates and ID
// Protect bought with each domain are attached to it. A registration the registrar refuses fails at
// once; one that errors is tried again (3 attempts, short backoff). A line that fails is marked failed
// with the reason, the customer is mailed and the line (with its services) refunded.
import { type TDomainContacts, formatDate, isSslProduct } from '@launchpad/shared';
import { and, asc, count, eq, inArray, isNotNull, lte, notInArray, or } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import {
  catalogServices,
  dnsRecords,
  orderLines,
  orders,
  products,
  registeredDomains,
  sslCertificates,
  users,
} from '../../db/schema';
import { RegistrarError } from '../../providers/registrar/registrar.provider';
import { isUuid } from '../../lib/ids';
import { mailDurably } from '../outbox';
import { markLine, noteOnLine } from '../orders';
import { refundOrderLine } from '../payments';
import { contactFromAccount } from './domains-contacts.store';
import type { TDomainsDeps } from './domains-deps.service';
import { domainMails } from './domains-mails.service';
import { displayName, splitDomainName } from './domains-names.service';
import { listTldPrices } from './domains-pricing.service';
import { recordPurchasedCertificate } from './ssl.service';

export type TFulfilmentDeps = TDomainsDeps & Pick<TDeps, 'payments'>;
export type TFulfilmentOptions = {
  /** Waits between attempts: one fewer than the attempts made. */
  retryDelaysMs?: readonly number[];
};

export const DEFAULT_RETRY_DELAYS_MS = [250, 750] as const;

type TLine = typeof orderLines.$inferSelect;
type TOrder = typeof orders.$inferSelect;
type TService = { line: TLine; type: 'SSL' | 'ID Protect'; name: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A refusal (name taken, reserved, not sold) will not change by asking again; anything else might. */
class PermanentFailure extends Error {}

/** `call` until it succeeds, at most 1 + delays.length times; a refusal is not retried. */
async function withRetries<T>(
  call: (attempt: number) => Promise<T>,
  delays: readonly number[],
): Promise<{ ok: true; value: T } | { ok: false; reason: string }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return { ok: true, value: await call(attempt) };
    } catch (error) {
      const permanent = error instanceof RegistrarError || error instanceof PermanentFailure;
      const delay = delays[attempt - 1];
      if (permanent || delay === undefined) {
        return {
          ok: false,
          reason: permanent
            ? error.message
            : `The registrar did not answer after ${attempt} attempts (${error instanceof Error ? error.message : String(error)}).`,
        };
      }
      await sleep(delay);
    }
  }
}

/** The services bought with a domain line, with their type from the catalogue. */
async function servicesOf(db: TDb, lines: TLine[], parent: TLine): Promise<TService[]> {
  const children = lines.filter((line) => line.parentLineId === parent.id && line.kind === 'service' && line.refId);
  if (children.length === 0) return [];
  const rows = await db
    .select({ id: catalogServices.id, type: catalogServices.serviceType, name: catalogServices.name })
    .from(catalogServices)
    .where(
      inArray(
        catalogServices.id,
        children.map((line) => line.refId as string),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return children.flatMap((line) => {
    const service = byId.get(line.refId as string);
    return service ? [{ line, type: service.type, name: service.name }] : [];
  });
}

/** Refund lines, each at most once; what could not be refunded is noted on its timeline for staff. */
async function refundLines(deps: TFulfilmentDeps, order: TOrder, lines: TLine[], reason: string): Promise<number> {
  let total = 0;
  for (const line of lines) {
    try {
      total += (await refundOrderLine(deps, { orderId: order.id, orderLineId: line.id, reason })).amountPence;
    } catch (error) {
      await noteOnLine(deps.db, {
        orderLineId: line.id,
        status: 'failed',
        note: `The automatic refund did not go through (${error instanceof Error ? error.message : 'unknown error'}); our team will refund it.`,
      });
    }
  }
  return total;
}

/**
 * Claim the name in our portfolio for this line: a new pending row, or a row nobody holds any more
 * (failed or cancelled), or this line's own row when a run is resumed. Null: someone holds the name.
 */
async function claimName(
  deps: TFulfilmentDeps,
  order: TOrder,
  line: TLine,
  name: { sld: string; tld: string; name: string },
) {
  const fresh = {
    userId: order.userId,
    registrar: deps.registrar.name,
    status: 'pending' as const,
    orderId: order.id,
    orderLineId: line.id,
    registeredAt: null,
    expiresAt: null,
    contacts: null,
    nameservers: [],
    whoisPrivacy: false,
    locked: true,
    autoRenew: true,
    eppCodeHash: null,
    eppRequestedAt: null,
    failureReason: null,
    registrationAttempts: 0,
    updatedAt: new Date(),
  };
  const [row] = await deps.db
    .insert(registeredDomains)
    .values({ ...fresh, ...name })
    .onConflictDoUpdate({
      target: registeredDomains.name,
      set: fresh,
      setWhere: or(
        inArray(registeredDomains.status, ['failed', 'cancelled']),
        eq(registeredDomains.orderLineId, line.id),
      ),
    })
    .returning();
  // A name taken over from an earlier holder starts with an empty zone.
  if (row) await deps.db.delete(dnsRecords).where(eq(dnsRecords.domainId, row.id));
  return row ?? null;
}

/** Buy the certificates of an SSL line that are not bought yet (a resumed run buys only the rest). */
async function buyCertificates(
  deps: TFulfilmentDeps,
  order: TOrder,
  service: TService,
  domainId: string | null,
  domainName: string | null = null,
) {
  const [bought] = await deps.db
    .select({ value: count() })
    .from(sslCertificates)
    .where(eq(sslCertificates.orderLineId, service.line.id));
  for (let i = Number(bought?.value ?? 0); i < service.line.quantity; i += 1) {
    await recordPurchasedCertificate(deps, {
      userId: order.userId as string,
      domainId,
      domainName,
      orderId: order.id,
      orderLineId: service.line.id,
      productName: service.name,
      years: service.line.years ?? 1,
    });
  }
}

async function fulfilServices(
  deps: TFulfilmentDeps,
  order: TOrder,
  domain: { id: string; name: string },
  services: TService[],
  delays: readonly number[],
): Promise<void> {
  for (const service of services) {
    if (
      !(await markLine(
        deps.db,
        service.line.id,
        'submitted',
        `Setting up ${service.type} for ${displayName(domain.name)}.`,
        { from: ['received'] },
      ))
    ) {
      continue;
    }
    const result = await withRetries(async () => {
      if (service.type === 'SSL') await buyCertificates(deps, order, service, domain.id);
      else await deps.registrar.setWhoisPrivacy(domain.name, true);
    }, delays);
    if (result.ok) {
      if (service.type === 'ID Protect') {
        await deps.db.update(registeredDomains).set({ whoisPrivacy: true }).where(eq(registeredDomains.id, domain.id));
      }
      await markLine(
        deps.db,
        service.line.id,
        'completed',
        service.type === 'SSL'
          ? 'Certificate purchased: send your CSR from SSL management to have it issued.'
          : 'ID Protect is on: your contact details are hidden from WHOIS.',
      );
      continue;
    }
    await markLine(deps.db, service.line.id, 'failed', result.reason, { failureReason: result.reason });
    const refunded = await refundLines(
      deps,
      order,
      [service.line],
      `${service.type} could not be set up: ${result.reason}`,
    );
    if (order.buyer.email) {
      await mailDurably(
        deps,
        'domain_service_failed',
        domainMails.serviceFailed(
          order.buyer.email,
          {
            name: order.buyer.name,
            service: service.type,
            domain: displayName(domain.name),
            reason: result.reason,
            refundPence: refunded,
          },
          deps.config.PUBLIC_URL,
        ),
        { orderId: order.id, lineId: service.line.id },
      );
    }
  }
}

/** The buyer's contacts for the registry, from their account (the customer completes them later). */
async function buyerContacts(db: TDb, userId: string): Promise<TDomainContacts | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const contact = contactFromAccount(user);
  return { registrant: contact, admin: contact, tech: contact, billing: contact };
}

async function fulfilDomainLine(
  deps: TFulfilmentDeps,
  order: TOrder,
  line: TLine,
  lines: TLine[],
  delays: readonly number[],
): Promise<void> {
  const typed = line.refId ?? '';
  if (
    !(await markLine(deps.db, line.id, 'submitted', `Registering ${typed} with the registry.`, { from: ['received'] }))
  ) {
    return; // another run has it
  }
  const services = await servicesOf(deps.db, lines, line);
  const years = line.years ?? 1;

  const registration = await withRetries(async (attempt) => {
    const split = splitDomainName(
      typed,
      (await listTldPrices(deps)).map((price) => price.tld),
    );
    if (!split.ok) throw new PermanentFailure(split.message);
    const contacts = order.userId ? await buyerContacts(deps.db, order.userId) : null;
    if (!contacts) throw new PermanentFailure('The account that bought it no longer exists.');
    const [own] = await deps.db
      .select({ id: registeredDomains.id })
      .from(registeredDomains)
      .where(and(eq(registeredDomains.name, split.name), eq(registeredDomains.orderLineId, line.id)));
    if (attempt === 1 && !own) {
      const [availability] = await deps.registrar.check([split.name]);
      if (availability && !availability.available) {
        throw new PermanentFailure(`${displayName(split.name)} is ${availability.reason ?? 'not available'}.`);
      }
      if (availability?.premium && (availability.premiumRegistrationPence ?? 0) > line.unitPricePence) {
        throw new PermanentFailure(`${displayName(split.name)} is a premium name and costs more than was paid.`);
      }
    }
    const row = await claimName(deps, order, line, { sld: split.sld, tld: split.tld, name: split.name });
    if (!row) throw new PermanentFailure(`${displayName(split.name)} is already registered.`);
    await deps.db
      .update(registeredDomains)
      .set({ registrationAttempts: attempt })
      .where(eq(registeredDomains.id, row.id));
    const result = await deps.registrar.register({
      domain: split.name,
      years,
      contacts,
      nameservers: [],
      whoisPrivacy: services.some((service) => service.type === 'ID Protect'),
    });
    const [active] = await deps.db
      .update(registeredDomains)
      .set({
        status: 'active',
        registeredAt: result.registeredAt,
        expiresAt: result.expiresAt,
        contacts,
        failureReason: null,
        updatedAt: new Date(),
      })
      .where(eq(registeredDomains.id, row.id))
      .returning();
    return active ?? row;
  }, delays);

  if (registration.ok) {
    const row = registration.value;
    await markLine(
      deps.db,
      line.id,
      'completed',
      `Registered: ${displayName(row.name)} is yours until ${formatDate(row.expiresAt)}.`,
    );
    await fulfilServices(deps, order, row, services, delays);
    return;
  }

  const reason = registration.reason;
  await deps.db
    .update(registeredDomains)
    .set({ status: 'failed', failureReason: reason, updatedAt: new Date() })
    .where(and(eq(registeredDomains.orderLineId, line.id), eq(registeredDomains.status, 'pending')));
  await markLine(deps.db, line.id, 'failed', reason, { failureReason: reason });
  for (const service of services) {
    const why = `${displayName(typed)} could not be registered.`;
    await markLine(deps.db, service.line.id, 'failed', why, { from: ['received'], failureReason: why });
  }
  const refunded = await refundLines(
    deps,
    order,
    [line, ...services.map((service) => service.line)],
    `Domain registration failed: ${reason}`,
  );
  if (order.buyer.email) {
    await mailDurably(
      deps,
      'domain_registration_failed',
      domainMails.registrationFailed(
        order.buyer.email,
        { name: order.buyer.name, domain: displayName(typed), reason, refundPence: refunded },
        deps.config.PUBLIC_URL,
      ),
      { orderId: order.id, lineId: line.id },
    );
  }
}

/**
 * An SSL certificate bought on its own (issue 20 §8): a product line of the certificate product with
 * the domain it is for. Its certificates (one per SSL type chosen with it, else the product's own) are
 * bought for that domain, the buyer's here or an outside one, and wait for the CSR in SSL management;
 * the lines stay in progress until the certificate is issued (ssl-lines.store.ts completes them).
 */
async function fulfilCertificateLine(
  deps: TFulfilmentDeps,
  order: TOrder,
  line: TLine,
  lines: TLine[],
  delays: readonly number[],
): Promise<void> {
  const forDomain = line.forDomain;
  if (!forDomain || !line.refId || !isUuid(line.refId)) return;
  const [product] = await deps.db
    .select({ slug: products.slug, name: products.name })
    .from(products)
    .where(eq(products.id, line.refId))
    .limit(1);
  if (!product || !isSslProduct(product)) return;
  const chosen = (await servicesOf(deps.db, lines, line)).filter((service) => service.type === 'SSL');
  const certificates: TService[] = chosen.length > 0 ? chosen : [{ line, type: 'SSL', name: product.name }];
  const waiting = `Certificate for ${forDomain} bought: send your CSR from SSL management to have it issued.`;
  if (!(await markLine(deps.db, line.id, 'submitted', waiting, { from: ['received'] }))) return;
  for (const service of chosen) await markLine(deps.db, service.line.id, 'submitted', waiting, { from: ['received'] });

  const result = await withRetries(async () => {
    if (!order.userId) throw new PermanentFailure('The account that bought it no longer exists.');
    const [own] = await deps.db
      .select({ id: registeredDomains.id })
      .from(registeredDomains)
      .where(
        and(
          eq(registeredDomains.name, forDomain),
          eq(registeredDomains.userId, order.userId),
          notInArray(registeredDomains.status, ['failed', 'cancelled']),
        ),
      )
      .limit(1);
    for (const service of certificates) {
      await buyCertificates(deps, order, service, own?.id ?? null, own ? null : forDomain);
    }
  }, delays);
  if (result.ok) return;

  const failed = [line, ...chosen.map((service) => service.line)];
  for (const each of failed) {
    await markLine(deps.db, each.id, 'failed', result.reason, { failureReason: result.reason });
  }
  const refunded = await refundLines(deps, order, failed, `SSL could not be set up: ${result.reason}`);
  if (order.buyer.email) {
    await mailDurably(
      deps,
      'domain_service_failed',
      domainMails.serviceFailed(
        order.buyer.email,
        { name: order.buyer.name, service: 'SSL', domain: forDomain, reason: result.reason, refundPence: refunded },
        deps.config.PUBLIC_URL,
      ),
      { orderId: order.id, lineId: line.id },
    );
  }
}

/**
 * Register the domains of a paid order and attach the services bought with them. Lines already taken
 * on (by an earlier or concurrent run) are left alone, so running it twice registers nothing twice.
 */
export async function fulfilDomainLines(
  deps: TFulfilmentDeps,
  orderId: string,
  options: TFulfilmentOptions = {},
): Promise<void> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || order.status !== 'paid' || order.subscriptionIntent) return;
  const lines = await deps.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  for (const line of lines) {
    if (line.fulfilmentStatus !== 'received') continue;
    if (line.kind === 'domain') await fulfilDomainLine(deps, order, line, lines, delays);
    else if (line.kind === 'product' && line.forDomain) await fulfilCertificateLine(deps, order, line, lines, delays);
  }
}

/**
 * Domain lines of paid orders that were never taken on (the process stopped between recording the
 * payment and registering): registered now. Run by the renewal job; `olderThanMs` leaves fresh orders
 * to the hook that is registering them.
 */
export async function resumeDomainFulfilment(
  deps: TFulfilmentDeps,
  now: Date,
  options: TFulfilmentOptions & { olderThanMs?: number } = {},
): Promise<number> {
  const before = new Date(now.getTime() - (options.olderThanMs ?? 10 * 60_000));
  const waiting = await deps.db
    .selectDistinct({ orderId: orderLines.orderId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        or(eq(orderLines.kind, 'domain'), and(eq(orderLines.kind, 'product'), isNotNull(orderLines.forDomain))),
        eq(orderLines.fulfilmentStatus, 'received'),
        eq(orders.status, 'paid'),
        lte(orders.paidAt, before),
      ),
    );
  for (const { orderId } of waiting) await fulfilDomainLines(deps, orderId, options);
  return waiting.length;
}

/**
 * The hook after a payment is recorded (flows/settle-order.ts settleOrder): registration never
 * throws back into the payment, which is already recorded; a failure is logged and left to the
 * renewal run, which picks up domain lines still waiting (resumeDomainFulfilment).
 */
export async function fulfilPaidOrder(deps: TFulfilmentDeps, orderId: string): Promise<void> {
  await fulfilDomainLines(deps, orderId).catch((error: unknown) => {
    console.error(`domain fulfilment of order ${orderId} failed`, error);
  });
}

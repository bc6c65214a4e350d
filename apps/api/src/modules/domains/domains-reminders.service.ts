// The domains' clock (issue 6 "auto-renew per domain with reminders at 60, 30 and 7 days before
// expiry"), run by the job scheduler: registrations left waiting are resumed, domains with auto-renew
// due within 3 days are renewed for a year at the renewal price on the customer's default card (with an
// order and invoice), reminders go out once per expiry and step, and lapsed domains become expired.
import { randomUUID } from 'node:crypto';
import { formatDate, priceSummary } from '@launchpad/shared';
import { and, desc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { domainReminders, paymentCards, registeredDomains, users } from '../../db/schema';
import { CardDeclinedError } from '../../providers/payments/payment.provider';
import { completeAllLines, composeOrderDraft, insertOrder, issueInvoice } from '../orders';
import { mailDurably } from '../outbox';
import { recordSucceededPayment } from '../payments';
import { type TFulfilmentDeps, resumeDomainFulfilment } from './domains-fulfilment.service';
import { domainMails } from './domains-mails.service';
import { displayName } from './domains-names.service';
import { findTldPrices } from './domains-pricing.service';

export type TRenewalDeps = TFulfilmentDeps & Pick<TDeps, 'payments'>;

const DAY_MS = 86_400_000;
export const REMINDER_DAYS = [60, 30, 7] as const;
/** Auto-renew renews this close to expiry, and keeps trying for a while after it (the registry's grace). */
const RENEW_WITHIN_MS = 3 * DAY_MS;
const GRACE_MS = 30 * DAY_MS;
/** Markers in domain_reminders beside the day counts: the "could not renew" and "expired" mails. */
const RENEWAL_FAILED_STEP = 0;
const EXPIRED_STEP = -1;

type TRow = typeof registeredDomains.$inferSelect;

export type TRenewalReport = {
  resumed: number;
  renewed: string[];
  renewalFailed: string[];
  reminded: string[];
  expired: string[];
};

/** Once per domain, expiry and step: true when this call is the one that claims it. */
async function once(deps: TRenewalDeps, row: TRow, step: number, now: Date): Promise<boolean> {
  if (!row.expiresAt) return false;
  const inserted = await deps.db
    .insert(domainReminders)
    .values({ domainId: row.id, expiresAt: row.expiresAt, daysBefore: step, sentAt: now })
    .onConflictDoNothing()
    .returning({ domainId: domainReminders.domainId });
  return inserted.length === 1;
}

async function recipientOf(deps: TRenewalDeps, row: TRow): Promise<string | null> {
  if (row.contacts?.registrant.email) return row.contacts.registrant.email;
  if (!row.userId) return null;
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
  return user?.email ?? null;
}

async function mail(
  deps: TRenewalDeps,
  row: TRow,
  template: string,
  build: (to: string) => Parameters<TDeps['mailer']['send']>[1],
) {
  const to = await recipientOf(deps, row);
  if (to) await mailDurably(deps, template, build(to), { domain: row.name });
}

/** The customer's default card at the current processor (primary first, then the newest). */
async function defaultCard(deps: TRenewalDeps, userId: string) {
  const [card] = await deps.db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.userId, userId), eq(paymentCards.provider, deps.payments.name)))
    .orderBy(desc(paymentCards.isPrimary), desc(paymentCards.createdAt))
    .limit(1);
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  return card && user?.paymentCustomerId ? { card, customerId: user.paymentCustomerId } : null;
}

/**
 * Renew one domain for a year: charge the default card (keyed by domain and expiry, so a repeated run
 * never charges twice), renew at the registrar (refunding if it refuses), then record the order and
 * invoice and mail the customer. Returns why it could not, or null.
 */
async function renewOne(deps: TRenewalDeps, row: TRow, now: Date): Promise<string | null> {
  if (!row.userId || !row.expiresAt) return 'the domain has no owner';
  const price = (await findTldPrices(deps, [row.tld])).get(row.tld);
  if (!price) return `.${row.tld} domains are no longer sold, so it cannot be renewed here.`;
  const payment = await defaultCard(deps, row.userId);
  if (!payment) return 'there is no saved card on your account to charge.';
  const summary = priceSummary(price.renewalPricePence);
  // One charge per domain, expiry and day: a repeated run replays it instead of charging again.
  const idempotencyKey = `domain-renewal:${row.id}:${row.expiresAt.toISOString()}:${now.toISOString().slice(0, 10)}`;
  let charge;
  try {
    charge = await deps.payments.createCharge(
      {
        customerId: payment.customerId,
        paymentMethodId: payment.card.providerPaymentMethodId,
        amount: summary.total,
        currency: 'gbp',
        description: `Launchpad renewal of ${row.name} for 1 year`,
        metadata: { domainId: row.id },
      },
      { idempotencyKey },
    );
  } catch (error) {
    return error instanceof CardDeclinedError
      ? `your card was declined (${error.message})`
      : 'the payment could not be taken.';
  }
  if (charge.status !== 'succeeded')
    return 'your bank asked to confirm the payment, which cannot be done automatically.';
  let expiresAt: Date;
  try {
    ({ expiresAt } = await deps.registrar.renew(row.name, 1));
  } catch (error) {
    // Through the outbox: a processor that is down now refunds on a retry, and staff see it if it never does.
    const refund = await deps.outbox.add(deps.db, {
      kind: 'refund_charge',
      chargeId: charge.id,
      amount: summary.total,
      reason: 'Domain renewal failed',
      idempotencyKey: `${idempotencyKey}:refund`,
    });
    await deps.outbox.deliver([refund]);
    return `the registrar refused the renewal (${error instanceof Error ? error.message : 'unknown error'}); the charge was refunded.`;
  }
  const draft = await composeOrderDraft(deps, {
    userId: row.userId,
    idempotencyKey: `${idempotencyKey}:order:${randomUUID()}`,
    coupon: null,
    summary,
    lines: [
      {
        key: 'renewal',
        parentKey: null,
        kind: 'service',
        refId: `renewal:${row.name}`,
        description: `Domain renewal: ${row.name} (1 year)`,
        quantity: 1,
        years: 1,
        unitPricePence: price.renewalPricePence,
        amountPence: price.renewalPricePence,
        discountPence: 0,
      },
    ],
    subscriptionIntent: null,
  });
  await deps.db.transaction(async (tx) => {
    const order = await insertOrder(tx, draft, { status: 'paid', paidAt: now });
    await recordSucceededPayment(tx, {
      orderId: order.id,
      provider: deps.payments.name,
      providerPaymentId: charge.id,
      paymentMethodId: payment.card.providerPaymentMethodId,
      idempotencyKey: draft.idempotencyKey,
      amountPence: summary.total,
    });
    await completeAllLines(tx, order.id, `Renewed until ${formatDate(expiresAt)}.`, now);
    await issueInvoice(tx, order, now);
    await tx
      .update(registeredDomains)
      .set({ expiresAt, status: 'active', updatedAt: now })
      .where(eq(registeredDomains.id, row.id));
  });
  await mail(deps, row, 'domain_renewed', (to) =>
    domainMails.renewed(
      to,
      { domain: displayName(row.name), expiresAt, amountPence: summary.total },
      deps.config.PUBLIC_URL,
    ),
  );
  return null;
}

/** One run of the domains' clock at `now`. Safe to run again: nothing is charged, renewed or mailed twice. */
export async function runDomainRenewals(deps: TRenewalDeps, now: Date = new Date()): Promise<TRenewalReport> {
  const report: TRenewalReport = { resumed: 0, renewed: [], renewalFailed: [], reminded: [], expired: [] };
  report.resumed = await resumeDomainFulfilment(deps, now).catch(() => 0);

  const due = await deps.db
    .select()
    .from(registeredDomains)
    .where(
      and(
        inArray(registeredDomains.status, ['active', 'expired']),
        eq(registeredDomains.autoRenew, true),
        isNotNull(registeredDomains.userId),
        lte(registeredDomains.expiresAt, new Date(now.getTime() + RENEW_WITHIN_MS)),
        gt(registeredDomains.expiresAt, new Date(now.getTime() - GRACE_MS)),
      ),
    );
  for (const row of due) {
    const failure = await renewOne(deps, row, now).catch((error: unknown) =>
      error instanceof Error ? error.message : 'unknown error',
    );
    if (!failure) {
      report.renewed.push(row.name);
      continue;
    }
    report.renewalFailed.push(row.name);
    if (await once(deps, row, RENEWAL_FAILED_STEP, now)) {
      await mail(deps, row, 'domain_renewal_needed', (to) =>
        domainMails.renewalNeeded(
          to,
          { domain: displayName(row.name), expiresAt: row.expiresAt ?? now, reason: failure },
          deps.config.PUBLIC_URL,
        ),
      );
    }
  }

  const upcoming = await deps.db
    .select()
    .from(registeredDomains)
    .where(
      and(
        eq(registeredDomains.status, 'active'),
        isNotNull(registeredDomains.userId),
        gt(registeredDomains.expiresAt, now),
        lte(registeredDomains.expiresAt, new Date(now.getTime() + REMINDER_DAYS[0] * DAY_MS)),
      ),
    );
  for (const row of upcoming) {
    // A domain this run tried to renew has just been told what happened.
    if (!row.expiresAt || report.renewalFailed.includes(row.name)) continue;
    const daysLeft = (row.expiresAt.getTime() - now.getTime()) / DAY_MS;
    const step = [...REMINDER_DAYS].reverse().find((days) => daysLeft <= days);
    if (step === undefined || !(await once(deps, row, step, now))) continue;
    const price = (await findTldPrices(deps, [row.tld])).get(row.tld);
    await mail(deps, row, 'domain_expiry_reminder', (to) =>
      domainMails.expiryReminder(
        to,
        {
          domain: displayName(row.name),
          expiresAt: row.expiresAt ?? now,
          daysBefore: step,
          autoRenew: row.autoRenew,
          renewalPence: price?.renewalPricePence ?? 0,
        },
        deps.config.PUBLIC_URL,
      ),
    );
    report.reminded.push(`${row.name}:${step}`);
  }

  const lapsed = await deps.db
    .update(registeredDomains)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(registeredDomains.status, 'active'), lte(registeredDomains.expiresAt, now)))
    .returning();
  for (const row of lapsed) {
    report.expired.push(row.name);
    if (row.userId && (await once(deps, row, EXPIRED_STEP, now))) {
      await mail(deps, row, 'domain_expired', (to) =>
        domainMails.expired(to, { domain: displayName(row.name) }, deps.config.PUBLIC_URL),
      );
    }
  }
  return report;
}

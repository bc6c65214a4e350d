// The waitlist of a published page: sign-ups with consent, confirmed by a mailed link (double opt-in),
// listed and exported for the founder, and counted as the result of the idea's landing-page experiment.
import { type TWaitlist, type TWaitlistSignup, ZWaitlistForm } from '@launchpad/shared';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { waitlistSignups } from '../../db/schema';
import type { TPublishedSiteRow } from '../../db/schema/publishing';
import { hashSecret, randomToken } from '../../lib/secrets';
import { composeMail } from '../../providers/mail/templates';
import { mailDurably } from '../outbox';

export const WAITLIST_MAIL_TEMPLATE = 'waitlist_confirm';

export async function waitlistCounts(db: TDb, siteIds: string[]) {
  const counts = new Map<string, { total: number; confirmed: number }>();
  if (siteIds.length === 0) return counts;
  const rows = await db
    .select({ siteId: waitlistSignups.siteId, total: count(), confirmed: count(waitlistSignups.confirmedAt) })
    .from(waitlistSignups)
    .where(inArray(waitlistSignups.siteId, siteIds))
    .groupBy(waitlistSignups.siteId);
  for (const row of rows) counts.set(row.siteId, { total: row.total, confirmed: row.confirmed });
  return counts;
}

const toSignup = (row: typeof waitlistSignups.$inferSelect): TWaitlistSignup => ({
  id: row.id,
  email: row.email,
  note: row.note,
  consentAt: row.consentAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listWaitlist(db: TDb, site: TPublishedSiteRow): Promise<TWaitlist> {
  const rows = await db
    .select()
    .from(waitlistSignups)
    .where(eq(waitlistSignups.siteId, site.id))
    .orderBy(desc(waitlistSignups.createdAt));
  const signups = rows.map(toSignup);
  return {
    siteId: site.id,
    domain: site.host,
    total: signups.length,
    confirmed: signups.filter((s) => s.confirmedAt).length,
    signups,
  };
}

/** One CSV field (RFC 4180): always quoted, quotes doubled; a leading =, +, -, @ is neutralised for spreadsheets. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The waitlist as RFC 4180 CSV: a header row, CRLF line ends, every field quoted. */
export function waitlistCsv(waitlist: TWaitlist): string {
  const rows = [
    ['email', 'note', 'consent_at', 'confirmed_at', 'created_at'],
    ...waitlist.signups.map((s) => [s.email, s.note, s.consentAt, s.confirmedAt ?? '', s.createdAt]),
  ];
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export type TSignupOutcome =
  | { kind: 'ignored' }
  | { kind: 'invalid'; message: string; email: string; note: string }
  | { kind: 'mailed'; email: string };

/**
 * A visitor's form: a filled honeypot is dropped silently (the bot sees the usual answer); a valid email
 * with consent is stored (or its unconfirmed entry refreshed) and mailed a confirmation link.
 */
export async function joinWaitlist(
  deps: Pick<TDeps, 'db' | 'outbox'>,
  site: TPublishedSiteRow & { title: string },
  form: Record<string, unknown>,
  now = new Date(),
): Promise<TSignupOutcome> {
  const raw = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : '');
  if (raw('website').trim() !== '') return { kind: 'ignored' };
  const parsed = ZWaitlistForm.safeParse({
    email: raw('email'),
    note: raw('note'),
    ...(raw('consent') ? { consent: raw('consent') } : {}),
    website: '',
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Please check the form.';
    return { kind: 'invalid', message, email: raw('email').slice(0, 254), note: raw('note').slice(0, 500) };
  }
  const { email, note } = parsed.data;
  const [existing] = await deps.db
    .select()
    .from(waitlistSignups)
    .where(and(eq(waitlistSignups.siteId, site.id), eq(waitlistSignups.email, email)))
    .limit(1);
  // Already confirmed: nothing to send; the visitor sees the same answer (no one learns who is listed).
  if (existing?.confirmedAt) return { kind: 'mailed', email };
  const token = randomToken();
  await deps.db
    .insert(waitlistSignups)
    .values({ siteId: site.id, email, note, consentAt: now, confirmTokenHash: hashSecret(token), createdAt: now })
    .onConflictDoUpdate({
      target: [waitlistSignups.siteId, waitlistSignups.email],
      set: { note, consentAt: now, confirmTokenHash: hashSecret(token) },
    });
  const link = `https://${site.host}/_waitlist/confirm?token=${encodeURIComponent(token)}`;
  await mailDurably(
    deps,
    WAITLIST_MAIL_TEMPLATE,
    composeMail(email, `Confirm your place on the ${site.title} waitlist`, 'Confirm your email', [
      { kind: 'p', text: `You asked to join the waitlist of ${site.title} at ${site.host}.` },
      { kind: 'button', label: 'Confirm my place', href: link },
      { kind: 'p', text: 'If you did not ask for this, ignore this message: without confirmation you are not added.' },
    ]),
    { siteId: site.id },
  );
  return { kind: 'mailed', email };
}

/** The mailed link: marks the sign-up confirmed (again, harmlessly, when clicked twice). */
export async function confirmSignup(db: TDb, siteId: string, token: string, now = new Date()): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const [row] = await db
    .select()
    .from(waitlistSignups)
    .where(and(eq(waitlistSignups.siteId, siteId), eq(waitlistSignups.confirmTokenHash, hashSecret(token))))
    .limit(1);
  if (!row) return false;
  if (!row.confirmedAt) {
    await db.update(waitlistSignups).set({ confirmedAt: now }).where(eq(waitlistSignups.id, row.id));
  }
  return true;
}

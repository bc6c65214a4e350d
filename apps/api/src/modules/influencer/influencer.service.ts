// Connect & Earn for the signed-in user (issue 10; SPEC §3, §4, §7 "Influencer"): the application, and
// the data an approved influencer sees — stats, coupons and their usage, referral links and their
// usage, payouts. Every data call needs an approved application (403 otherwise). Money in pence.
import {
  DEFAULT_REFERRAL_RATE_BP,
  type TInfluencerApplication,
  type TInfluencerApplicationRequest,
  type TInfluencerCoupon,
  type TInfluencerPayment,
  type TInfluencerStats,
  type TCouponUsage,
  type TListPageMeta,
  type TReferralStats,
  type TReferralUsage,
  bpToPercent,
  influencerEndpoints,
  listPageMeta,
} from '@launchpad/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import {
  commissions,
  couponRedemptions,
  coupons,
  influencerApplications,
  influencerPayouts,
  plans,
  productGroups,
  products,
  referralSignups,
  referrals,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { serviceEndpoints } from '../../lib/endpoint';
import { isUuid } from '../../lib/ids';
import { influencerMails } from './influencer-mails.service';
import { dummyNameFor } from './influencer-names.service';
import { mailDurably } from '../outbox';

type TApplicationRow = typeof influencerApplications.$inferSelect;
type TReadDeps = Pick<TDeps, 'db' | 'config'>;
type TMailDeps = Pick<TDeps, 'db' | 'config' | 'mailer' | 'outbox'>;

export const NOT_APPROVED_MESSAGE = 'Only approved influencers can see Connect & Earn data';

export type TPaged<T> = { items: T[]; meta: TListPageMeta };

export function toApplication(row: TApplicationRow): TInfluencerApplication {
  return {
    id: row.id,
    status: row.status,
    audience: row.audience,
    channels: row.channels,
    links: row.links,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

async function applicationOf(db: TDb, userId: string): Promise<TApplicationRow | null> {
  const [row] = await db
    .select()
    .from(influencerApplications)
    .where(eq(influencerApplications.userId, userId))
    .limit(1);
  return row ?? null;
}

/** `status`: the caller's application, or null when they have not applied. */
export async function applicationStatus(
  deps: Pick<TDeps, 'db'>,
  options: { userId: string },
): Promise<TInfluencerApplication | null> {
  const row = await applicationOf(deps.db, options.userId);
  return row ? toApplication(row) : null;
}

/**
 * `application` and `register-as-influencer`: a first application, or a rejected one sent again, becomes
 * pending; a pending or approved one is a 409. The applicant and staff (ADMIN_EMAILS) are mailed.
 */
export async function submitApplication(
  deps: TMailDeps,
  options: TInfluencerApplicationRequest & { userId: string },
): Promise<TInfluencerApplication> {
  const { audience, channels, links } = options;
  const fields = { audience, channels: [...new Set(channels)], links: [...new Set(links)] };
  const saved = await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(influencerApplications)
      .where(eq(influencerApplications.userId, options.userId))
      .for('update');
    if (existing?.status === 'pending') {
      throw new AppError('CONFLICT', 'Your application is already under review. We will email you once it is decided.');
    }
    if (existing?.status === 'approved') {
      throw new AppError('CONFLICT', 'You are already an approved influencer.');
    }
    const now = new Date();
    if (existing) {
      const [row] = await tx
        .update(influencerApplications)
        .set({
          ...fields,
          status: 'pending',
          reason: null,
          decidedBy: null,
          decidedAt: null,
          createdAt: now,
          updatedAt: now,
        })
        .where(eq(influencerApplications.id, existing.id))
        .returning();
      return row;
    }
    const [row] = await tx
      .insert(influencerApplications)
      .values({ ...fields, userId: options.userId })
      .onConflictDoNothing({ target: influencerApplications.userId })
      .returning();
    // Two submissions at once: the other one won.
    if (!row)
      throw new AppError('CONFLICT', 'Your application is already under review. We will email you once it is decided.');
    return row;
  });
  if (!saved) throw new Error('application write returned nothing');

  const [user] = await deps.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, options.userId))
    .limit(1);
  if (user) {
    const meta = { applicationId: saved.id };
    // Through the outbox: a mail server that is down delays these mails (retried, logged), never loses them.
    await mailDurably(
      deps,
      'influencer_application_received',
      influencerMails.received(user.email, user.name, deps.config.PUBLIC_URL),
      meta,
    );
    for (const staff of deps.config.ADMIN_EMAILS) {
      await mailDurably(
        deps,
        'influencer_application_staff',
        influencerMails.staffNew(staff, { ...user, ...fields }, deps.config.PUBLIC_URL),
        meta,
      );
    }
  }
  return toApplication(saved);
}

/** The caller's approved application, or a 403 for anyone else (not applied, pending, rejected). */
export async function requireApprovedInfluencer(deps: Pick<TDeps, 'db'>, userId: string): Promise<TApplicationRow> {
  const row = await applicationOf(deps.db, userId);
  if (row?.status !== 'approved') throw new AppError('FORBIDDEN', NOT_APPROVED_MESSAGE);
  return row;
}

/** What a commission is worth now: less what partial refunds took back; a reversed one shows what it was. */
const earnedPence = (row: Pick<typeof commissions.$inferSelect, 'status' | 'commissionPence' | 'reversedPence'>) =>
  row.status === 'reversed' ? row.commissionPence : row.commissionPence - row.reversedPence;

const sumPence = (column: typeof commissions.commissionPence | typeof influencerPayouts.amountPence) =>
  sql<string>`coalesce(sum(${column}), 0)`;

/** Commission totals of one influencer, pence: earned (not reversed), pending, payable now and paid. */
export async function commissionTotals(db: TDb, influencerIds: string[], now: Date) {
  const totals = new Map<string, { earned: number; pending: number; payable: number; paid: number }>();
  if (influencerIds.length === 0) return totals;
  const rows = await db
    .select({
      influencerId: commissions.influencerId,
      earned: sql<string>`coalesce(sum(${commissions.commissionPence} - ${commissions.reversedPence}) filter (where ${commissions.status} <> 'reversed'), 0)`,
      pending: sql<string>`coalesce(sum(${commissions.commissionPence} - ${commissions.reversedPence}) filter (where ${commissions.status} = 'pending'), 0)`,
      payable: sql<string>`coalesce(sum(${commissions.commissionPence} - ${commissions.reversedPence}) filter (where ${commissions.status} = 'pending' and ${commissions.payableAt} <= ${now.toISOString()}), 0)`,
      paid: sql<string>`coalesce(sum(${commissions.commissionPence} - ${commissions.reversedPence}) filter (where ${commissions.status} = 'paid'), 0)`,
    })
    .from(commissions)
    .where(inArray(commissions.influencerId, influencerIds))
    .groupBy(commissions.influencerId);
  for (const row of rows) {
    totals.set(row.influencerId, {
      earned: Number(row.earned),
      pending: Number(row.pending),
      payable: Number(row.payable),
      paid: Number(row.paid),
    });
  }
  return totals;
}

async function payoutsTotal(db: TDb, influencerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sumPence(influencerPayouts.amountPence) })
    .from(influencerPayouts)
    .where(eq(influencerPayouts.influencerId, influencerId));
  return Number(row?.total ?? 0);
}

async function countWhere(db: TDb, table: typeof coupons | typeof commissions, where: ReturnType<typeof and>) {
  const [row] = await db.select({ value: count() }).from(table).where(where);
  return Number(row?.value ?? 0);
}

async function signupsOf(db: TDb, influencerId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(referralSignups)
    .innerJoin(referrals, eq(referrals.id, referralSignups.referralId))
    .where(eq(referrals.influencerId, influencerId));
  return Number(row?.value ?? 0);
}

/** `stats` (SPEC §3 "Influencer stats"). */
export async function influencerStats(
  deps: Pick<TDeps, 'db'>,
  options: { userId: string; now?: Date },
): Promise<TInfluencerStats> {
  const application = await requireApprovedInfluencer(deps, options.userId);
  const { db } = deps;
  const id = options.userId;
  const totals = (await commissionTotals(db, [id], options.now ?? new Date())).get(id);
  return {
    totalCoupons: await countWhere(db, coupons, and(eq(coupons.influencerId, id))),
    totalCouponUsages: await countWhere(
      db,
      commissions,
      and(eq(commissions.influencerId, id), eq(commissions.source, 'coupon')),
    ),
    totalReferrals: await signupsOf(db, id),
    totalCommission: totals?.earned ?? 0,
    totalCompletedPayments: await payoutsTotal(db, id),
    totalPendingCommission: totals?.pending ?? 0,
    totalPayableCommission: totals?.payable ?? 0,
    influencer: { status: application.status },
  };
}

async function namesById(db: TDb, table: typeof products | typeof productGroups | typeof plans, ids: string[]) {
  const wanted = [...new Set(ids.filter(isUuid))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Coupons as the Coupons tab shows them (SPEC §3 "Influencer coupon"), with the names of what they cover. */
export async function toInfluencerCoupons(
  db: TDb,
  rows: (typeof coupons.$inferSelect)[],
): Promise<TInfluencerCoupon[]> {
  if (rows.length === 0) return [];
  const productNames = await namesById(
    db,
    products,
    rows.flatMap((row) => row.productIds),
  );
  const groupNames = await namesById(
    db,
    productGroups,
    rows.flatMap((row) => row.groupIds),
  );
  const planNames = await namesById(
    db,
    plans,
    rows.flatMap((row) => row.plans.map((plan) => plan.planId)),
  );
  const usage = await db
    .select({ couponId: couponRedemptions.couponId, value: count() })
    .from(couponRedemptions)
    .where(
      inArray(
        couponRedemptions.couponId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(couponRedemptions.couponId);
  const usageOf = new Map(usage.map((row) => [row.couponId, Number(row.value)]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    discountType: row.discountType,
    percent_off: row.percentOff,
    amount_off: row.amountOffPence,
    createdAt: row.createdAt.toISOString(),
    redeem_by: row.redeemBy?.toISOString() ?? null,
    max_redemptions: row.maxRedemptions,
    is_specific_items: row.isSpecificItems,
    products: row.productIds.map((id) => ({ name: productNames.get(id) ?? 'A product no longer sold' })),
    groups: row.groupIds.map((id) => ({ name: groupNames.get(id) ?? 'A pack no longer sold' })),
    plans: row.plans.map((plan) => ({
      name: planNames.get(plan.planId) ?? 'A plan no longer sold',
      subscriptionInterval: plan.interval,
    })),
    commissionRate: bpToPercent(row.commissionRateBp ?? 0),
    usageCount: usageOf.get(row.id) ?? 0,
  }));
}

/** `coupon-usage-stats`: the influencer's coupons, newest first, the first `pageSize`. */
export async function couponUsageStats(
  deps: Pick<TDeps, 'db'>,
  options: { userId: string; pageSize: number },
): Promise<TPaged<TInfluencerCoupon>> {
  await requireApprovedInfluencer(deps, options.userId);
  const where = eq(coupons.influencerId, options.userId);
  const rows = await deps.db
    .select()
    .from(coupons)
    .where(where)
    .orderBy(asc(coupons.createdAt), asc(coupons.id))
    .limit(options.pageSize);
  const total = await countWhere(deps.db, coupons, and(where));
  return { items: await toInfluencerCoupons(deps.db, rows), meta: listPageMeta(total, 1, options.pageSize) };
}

async function commissionPage(
  deps: TReadDeps,
  options: { userId: string; source: 'coupon' | 'referral'; page: number; pageSize: number },
) {
  const where = and(eq(commissions.influencerId, options.userId), eq(commissions.source, options.source));
  const rows = await deps.db
    .select({ commission: commissions, couponName: coupons.name })
    .from(commissions)
    .leftJoin(coupons, eq(coupons.id, commissions.couponId))
    .where(where)
    .orderBy(desc(commissions.createdAt), desc(commissions.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const total = await countWhere(deps.db, commissions, where);
  return { rows, meta: listPageMeta(total, options.page, options.pageSize) };
}

/** `coupon-usage-list` (SPEC §3 "Coupon usage"): paid orders that used the influencer's coupons. */
export async function couponUsageList(
  deps: TReadDeps,
  options: { userId: string; page: number; pageSize: number },
): Promise<TPaged<TCouponUsage>> {
  await requireApprovedInfluencer(deps, options.userId);
  const { rows, meta } = await commissionPage(deps, { ...options, source: 'coupon' });
  return {
    items: rows.map(({ commission, couponName }) => ({
      id: commission.id,
      coupon: { name: couponName ?? 'A removed coupon' },
      User: { dummyName: dummyNameFor(deps.config.JWT_SECRET, commission.buyerUserId) },
      Invoice: { invoice_number: commission.invoiceNumber, subtotal: commission.subtotalPence },
      appliedInvoiceItem: { total_amount: commission.lineTotalPence, discount_amount: commission.discountPence },
      commissionAmount: earnedPence(commission),
      status: commission.status,
      createdAt: commission.createdAt.toISOString(),
    })),
    meta,
  };
}

/** An influencerId sent with a referral call must be the caller's own user id or application id. */
async function requireOwnReferralData(deps: Pick<TDeps, 'db'>, userId: string, influencerId: string | undefined) {
  const application = await requireApprovedInfluencer(deps, userId);
  if (influencerId !== undefined && influencerId !== userId && influencerId !== application.id) {
    throw new AppError('FORBIDDEN', 'You can only see your own referral data.');
  }
  return application;
}

/** `referral-usage-stats` (SPEC §3 "Referral", §9: the first referral's rate, else 5%). */
export async function referralUsageStats(
  deps: TReadDeps,
  options: { userId: string; influencerId?: string | undefined },
): Promise<TReferralStats> {
  await requireOwnReferralData(deps, options.userId, options.influencerId);
  const rows = await deps.db
    .select({ referral: referrals, couponName: coupons.name })
    .from(referrals)
    .innerJoin(coupons, eq(coupons.id, referrals.couponId))
    .where(eq(referrals.influencerId, options.userId))
    .orderBy(asc(referrals.createdAt), asc(referrals.id));
  const [usage] = await deps.db
    .select({
      usages: count(),
      earned: sql<string>`coalesce(sum(${commissions.commissionPence} - ${commissions.reversedPence}) filter (where ${commissions.status} <> 'reversed'), 0)`,
    })
    .from(commissions)
    .where(and(eq(commissions.influencerId, options.userId), eq(commissions.source, 'referral')));
  return {
    referrals: rows.map(({ referral, couponName }) => ({
      id: referral.id,
      Coupon: { name: couponName },
      commissionRate: bpToPercent(referral.commissionRateBp),
      link: `${deps.config.PUBLIC_URL}/signup?signupref=${encodeURIComponent(referral.code)}`,
    })),
    commissionRate: bpToPercent(rows[0]?.referral.commissionRateBp ?? DEFAULT_REFERRAL_RATE_BP),
    totalSignups: await signupsOf(deps.db, options.userId),
    totalUsages: Number(usage?.usages ?? 0),
    totalCommission: Number(usage?.earned ?? 0),
  };
}

/** `referral-usage-list` (SPEC §3 "Referral usage"): plan purchases by customers the influencer referred. */
export async function referralUsageList(
  deps: TReadDeps,
  options: { userId: string; influencerId?: string | undefined; page: number; pageSize: number },
): Promise<TPaged<TReferralUsage>> {
  await requireOwnReferralData(deps, options.userId, options.influencerId);
  const { rows, meta } = await commissionPage(deps, { ...options, source: 'referral' });
  return {
    items: rows.map(({ commission }) => ({
      id: commission.id,
      usedBy: { dummyName: dummyNameFor(deps.config.JWT_SECRET, commission.buyerUserId) },
      Invoice: { invoice_number: commission.invoiceNumber, subtotal: commission.subtotalPence },
      Referral: { commissionRate: bpToPercent(commission.rateBp) },
      commissionAmount: earnedPence(commission),
      status: commission.status,
      createdAt: commission.createdAt.toISOString(),
    })),
    meta,
  };
}

export const toPayment = (row: typeof influencerPayouts.$inferSelect): TInfluencerPayment => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  amount: row.amountPence,
  reference: row.reference,
});

/** `payment-list` (SPEC §3 "Payment"): payouts, newest first, with the commission totals. */
export async function paymentList(
  deps: Pick<TDeps, 'db'>,
  options: { userId: string; page: number; pageSize: number; now?: Date },
) {
  await requireApprovedInfluencer(deps, options.userId);
  const where = eq(influencerPayouts.influencerId, options.userId);
  const rows = await deps.db
    .select()
    .from(influencerPayouts)
    .where(where)
    .orderBy(desc(influencerPayouts.createdAt), desc(influencerPayouts.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const [counted] = await deps.db.select({ value: count() }).from(influencerPayouts).where(where);
  const total = Number(counted?.value ?? 0);
  const totals = (await commissionTotals(deps.db, [options.userId], options.now ?? new Date())).get(options.userId);
  return {
    items: rows.map(toPayment),
    meta: listPageMeta(total, options.page, options.pageSize),
    totals: {
      totalCommission: totals?.earned ?? 0,
      totalCompletedPayments: await payoutsTotal(deps.db, options.userId),
      totalPendingCommission: totals?.pending ?? 0,
    },
  };
}

/**
 * The applicant's endpoints answered by these functions alone: the data calls need the approved-influencer
 * check, so influencer.routes.ts writes them.
 */
export const influencerServices = serviceEndpoints(influencerEndpoints, {
  application: submitApplication,
  registerAsInfluencer: submitApplication,
  status: applicationStatus,
});

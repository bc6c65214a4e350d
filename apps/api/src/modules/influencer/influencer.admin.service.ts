// Staff side of Connect & Earn (issue 10): review applications, approve (the account becomes an
// influencer with a referral link and its `inf-` coupon) or reject with a reason, add coupons, and
// record payouts of the commissions past their refund window.
import {
  DEFAULT_REFERRAL_RATE_BP,
  INFLUENCER_COUPON_PREFIX,
  MIN_PAYOUT_PENCE,
  type TAdminInfluencer,
  type TInfluencerCoupon,
  type TInfluencerPayment,
  type TInfluencerStatus,
  bpToPercent,
  influencerEndpoints,
  formatPounds,
  percentToBp,
  listPageMeta,
} from '@launchpad/shared';
import { and, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { commissions, coupons, influencerApplications, influencerPayouts, referrals, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { serviceEndpoints } from '../../lib/endpoint';
import { isUniqueViolation } from '../../lib/pg-errors';
import { insertCoupon } from '../coupons';
import { grantInfluencerRole } from '../users';
import { influencerMails } from './influencer-mails.service';
import { type TPaged, commissionTotals, toApplication, toInfluencerCoupons, toPayment } from './influencer.service';
import { mailDurably } from '../outbox';

type TAdminDeps = Pick<TDeps, 'db' | 'config' | 'mailer' | 'accounts' | 'outbox'>;
type TApplicationRow = typeof influencerApplications.$inferSelect;
/** Staff acting on an application: its id (the route's `:id`) and the staff member's account id. */
type TStaffAction = { id: string; userId: string };

/** The discount of the `inf-` coupon made on approval: 10% off every startup plan. */
export const APPROVAL_COUPON_PERCENT_OFF = 10;

const NOT_FOUND = 'We could not find that influencer application.';

/** A commission rate in percent as basis points; more than 2 decimals is a 400, not a crash. */
function rateToBp(percent: number): number {
  try {
    return percentToBp(percent);
  } catch {
    throw new AppError('BAD_REQUEST', 'Commission rate may have at most 2 decimals, e.g. 5 or 12.5');
  }
}

async function toAdminInfluencers(db: TDb, rows: TApplicationRow[], now: Date): Promise<TAdminInfluencer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.userId);
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  const personOf = new Map(people.map((person) => [person.id, person]));
  const totals = await commissionTotals(db, ids, now);
  return rows.map((row) => {
    const sums = totals.get(row.userId);
    return {
      ...toApplication(row),
      user: personOf.get(row.userId) ?? { id: row.userId, name: 'Deleted account', email: '' },
      pendingCommission: sums?.pending ?? 0,
      payableCommission: sums?.payable ?? 0,
      paidCommission: sums?.paid ?? 0,
    };
  });
}

/** `admin/influencers/list`: applications newest first, optionally of one status, with commission totals. */
export async function listInfluencers(
  deps: Pick<TDeps, 'db'>,
  options: { status?: TInfluencerStatus | undefined; page: number; pageSize: number; now?: Date },
): Promise<TPaged<TAdminInfluencer>> {
  const where = options.status ? eq(influencerApplications.status, options.status) : undefined;
  const rows = await deps.db
    .select()
    .from(influencerApplications)
    .where(where)
    .orderBy(desc(influencerApplications.createdAt), desc(influencerApplications.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const [counted] = await deps.db.select({ value: count() }).from(influencerApplications).where(where);
  return {
    items: await toAdminInfluencers(deps.db, rows, options.now ?? new Date()),
    meta: listPageMeta(Number(counted?.value ?? 0), options.page, options.pageSize),
  };
}

/** `inf-ada-lovelace` from "Ada Lovelace": lower-case letters and digits joined by hyphens. */
export function referralSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/g, '');
  return `${INFLUENCER_COUPON_PREFIX}${slug || 'partner'}`;
}

async function nameTaken(tx: TDb, name: string): Promise<boolean> {
  const lower = name.toLowerCase();
  const [coupon] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(eq(sql`lower(${coupons.name})`, lower))
    .limit(1);
  if (coupon) return true;
  const [referral] = await tx
    .select({ id: referrals.id })
    .from(referrals)
    .where(eq(sql`lower(${referrals.code})`, lower))
    .limit(1);
  return referral !== undefined;
}

/** The first free code of `inf-<slug>`, `inf-<slug>-2`, … (free as a coupon name and a referral code). */
async function uniqueCode(tx: TDb, name: string): Promise<string> {
  const base = referralSlug(name);
  for (let n = 1; n <= 50; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await nameTaken(tx, candidate))) return candidate;
  }
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}

async function lockApplication(tx: TDb, id: string): Promise<TApplicationRow> {
  const [row] = await tx.select().from(influencerApplications).where(eq(influencerApplications.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/**
 * `admin/influencers/:id/decision`: approve or reject a pending application, in one transaction.
 * Approval makes the account an influencer (an admin stays admin) and creates its referral link and the
 * matching `inf-` coupon (10% off every startup plan) at `commissionRate` percent (default 5). Rejection
 * needs a reason, which the applicant is mailed.
 */
export async function decideApplication(
  deps: TAdminDeps,
  options: TStaffAction & {
    status: 'approved' | 'rejected';
    reason?: string | undefined;
    commissionRate?: number | undefined;
    now?: Date;
  },
): Promise<TAdminInfluencer> {
  const now = options.now ?? new Date();
  const reason = options.reason?.trim() || null;
  if (options.status === 'rejected' && !reason) {
    throw new AppError('BAD_REQUEST', 'Give a reason when rejecting an application');
  }
  const rateBp = options.commissionRate === undefined ? DEFAULT_REFERRAL_RATE_BP : rateToBp(options.commissionRate);
  const result = await deps.db.transaction(async (tx) => {
    const current = await lockApplication(tx, options.id);
    if (current.status !== 'pending') {
      throw new AppError('CONFLICT', `This application has already been ${current.status}.`);
    }
    const [updated] = await tx
      .update(influencerApplications)
      .set({ status: options.status, reason, decidedBy: options.userId, decidedAt: now, updatedAt: now })
      .where(eq(influencerApplications.id, current.id))
      .returning();
    if (!updated) throw new Error('application update returned nothing');
    const [person] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, current.userId))
      .limit(1);
    if (!person) throw new AppError('NOT_FOUND', 'The applicant’s account no longer exists.');
    if (options.status === 'rejected') return { updated, person, referral: null };

    await grantInfluencerRole(tx, current.userId, now);
    const [existing] = await tx.select().from(referrals).where(eq(referrals.influencerId, current.userId)).limit(1);
    if (existing) return { updated, person, referral: existing };
    const code = await uniqueCode(tx, person.name);
    const coupon = await insertCoupon(tx, {
      name: code,
      discountType: 'percent_off',
      percentOff: APPROVAL_COUPON_PERCENT_OFF,
      influencerId: current.userId,
      commissionRateBp: rateBp,
    });
    const [referral] = await tx
      .insert(referrals)
      .values({ influencerId: current.userId, couponId: coupon.id, code, commissionRateBp: rateBp })
      .returning();
    return { updated, person, referral: referral ?? null };
  });

  if (options.status === 'approved') deps.accounts.forget(result.updated.userId);
  const { person, referral } = result;
  const meta = { applicationId: result.updated.id };
  const mail =
    options.status === 'approved'
      ? influencerMails.approved(
          person.email,
          {
            name: person.name,
            code: referral?.code ?? '',
            ratePercent: bpToPercent(referral?.commissionRateBp ?? rateBp),
            link: `${deps.config.PUBLIC_URL}/signup?signupref=${encodeURIComponent(referral?.code ?? '')}`,
          },
          deps.config.PUBLIC_URL,
        )
      : influencerMails.rejected(person.email, { name: person.name, reason: reason ?? '' }, deps.config.PUBLIC_URL);
  await mailDurably(deps, options.status === 'approved' ? 'influencer_approved' : 'influencer_rejected', mail, meta);
  const [view] = await toAdminInfluencers(deps.db, [result.updated], now);
  if (!view) throw new Error('application view missing');
  return view;
}

async function approvedApplication(db: TDb, applicationId: string): Promise<TApplicationRow> {
  const [row] = await db
    .select()
    .from(influencerApplications)
    .where(eq(influencerApplications.id, applicationId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/** `admin/influencers/:id/coupons`: another coupon for an approved influencer, at its own commission rate. */
export async function createInfluencerCoupon(
  deps: Pick<TDeps, 'db'>,
  options: {
    /** The application's id (the route's `:id`). */
    id: string;
    name: string;
    discountType: 'percent_off' | 'amount_off';
    percentOff?: number | undefined;
    amountOffPence?: number | undefined;
    redeemBy?: string | undefined;
    maxRedemptions?: number | undefined;
    commissionRate: number;
    now?: Date;
  },
): Promise<TInfluencerCoupon> {
  const commissionRateBp = rateToBp(options.commissionRate);
  const application = await approvedApplication(deps.db, options.id);
  if (application.status !== 'approved') {
    throw new AppError('CONFLICT', 'Coupons can be added only for approved influencers.');
  }
  if (options.discountType === 'percent_off' && options.percentOff === undefined) {
    throw new AppError('BAD_REQUEST', 'Percent off is required for a percent_off coupon');
  }
  if (options.discountType === 'amount_off' && options.amountOffPence === undefined) {
    throw new AppError('BAD_REQUEST', 'Amount off is required for an amount_off coupon');
  }
  const redeemBy = options.redeemBy ? new Date(options.redeemBy) : null;
  if (redeemBy && redeemBy.getTime() <= (options.now ?? new Date()).getTime()) {
    throw new AppError('BAD_REQUEST', 'Redeem by must be in the future');
  }
  if (await nameTaken(deps.db, options.name)) {
    throw new AppError('CONFLICT', `A coupon named ${options.name} already exists.`);
  }
  let row;
  try {
    row = await insertCoupon(deps.db, {
      name: options.name,
      discountType: options.discountType,
      percentOff: options.discountType === 'percent_off' ? (options.percentOff ?? null) : null,
      amountOffPence: options.discountType === 'amount_off' ? (options.amountOffPence ?? null) : null,
      redeemBy,
      maxRedemptions: options.maxRedemptions ?? null,
      influencerId: application.userId,
      commissionRateBp,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', `A coupon named ${options.name} already exists.`);
    throw error;
  }
  const [coupon] = await toInfluencerCoupons(deps.db, [row]);
  if (!coupon) throw new Error('coupon view missing');
  return coupon;
}

/**
 * `admin/influencers/:id/payouts`: pay out ALL the influencer's payable commissions (pending, past the
 * refund window) at once, if they reach MIN_PAYOUT_PENCE. One transaction: the application row is
 * locked first and the commissions `for update`, and they are marked paid only while still pending,
 * so two payouts at the same moment never pay a commission twice (the second finds nothing to pay).
 */
export async function recordPayout(
  deps: TAdminDeps,
  options: TStaffAction & { reference?: string | undefined; now?: Date },
): Promise<TInfluencerPayment> {
  const now = options.now ?? new Date();
  const payout = await deps.db.transaction(async (tx) => {
    const application = await lockApplication(tx, options.id);
    const payable = await tx
      .select({
        id: commissions.id,
        amount: sql`${commissions.commissionPence} - ${commissions.reversedPence}`.mapWith(Number),
      })
      .from(commissions)
      .where(
        and(
          eq(commissions.influencerId, application.userId),
          eq(commissions.status, 'pending'),
          isNull(commissions.payoutId),
          lte(commissions.payableAt, now),
        ),
      )
      .for('update');
    const amount = payable.reduce((sum, row) => sum + row.amount, 0);
    if (amount < MIN_PAYOUT_PENCE) {
      throw new AppError(
        'BAD_REQUEST',
        `The payable balance ${formatPounds(amount)} is below the ${formatPounds(MIN_PAYOUT_PENCE)} minimum payout`,
      );
    }
    const [row] = await tx
      .insert(influencerPayouts)
      .values({
        influencerId: application.userId,
        amountPence: amount,
        reference: options.reference?.trim() || null,
        createdBy: options.userId,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('payout insert returned nothing');
    const paid = await tx
      .update(commissions)
      .set({ status: 'paid', payoutId: row.id })
      .where(
        and(
          inArray(
            commissions.id,
            payable.map((commission) => commission.id),
          ),
          eq(commissions.status, 'pending'),
          isNull(commissions.payoutId),
        ),
      )
      .returning({ id: commissions.id });
    if (paid.length !== payable.length) {
      throw new AppError(
        'CONFLICT',
        'These commissions changed while the payout was being recorded. Please try again.',
      );
    }
    return { row, userId: application.userId };
  });
  const [person] = await deps.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, payout.userId))
    .limit(1);
  if (person) {
    await mailDurably(
      deps,
      'influencer_payout',
      influencerMails.payout(
        person.email,
        { name: person.name, amountPence: payout.row.amountPence },
        deps.config.PUBLIC_URL,
      ),
      { payoutId: payout.row.id },
    );
  }
  return toPayment(payout.row);
}

/** The staff endpoints answered by these functions alone (influencer.admin.routes.ts writes the others). */
export const influencerAdminServices = serviceEndpoints(influencerEndpoints, {
  adminCoupon: createInfluencerCoupon,
  adminPayout: recordPayout,
});

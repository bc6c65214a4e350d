// SPEC §3 Influencer coupon, §7 coupan-check: whether a coupon applies to what is being bought and
// how much it takes off, with the shared rule (domain/coupons.ts applyCoupon). Redemptions are
// counted from coupon_redemptions, so max_redemptions holds however many api processes run.
import {
  PLAN_LINE_ID,
  type TAppliedCoupon,
  type TBillingInterval,
  type TCart,
  type TCoupon,
  type TCouponLine,
  type TCouponRefusalReason,
  type TLineDiscount,
  applyCoupon,
  cartCouponLines,
  describeCoupon,
  vatFor,
} from '@launchpad/shared';
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { couponRedemptions, coupons, orders, plans, productGroups, products } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { getPlanByName } from '../catalog';

export type TCouponDeps = Pick<TDeps, 'db'>;
type TCouponRow = typeof coupons.$inferSelect;

export type TPlanBeingBought = { planId: string; interval: TBillingInterval; amountPence: number };

export type TCouponEvaluation =
  | {
      ok: true;
      coupon: {
        id: string;
        name: string;
        /** Influencer commission in basis points (10% = 1000); null for a coupon without one. */
        commissionRateBp: number | null;
        influencerId: string | null;
      } & Omit<TAppliedCoupon, 'id' | 'name'>;
      discountTotal: number;
      /** One entry per cart line (lineId = cart item id), then the plan (lineId PLAN_LINE_ID). */
      discountPerLine: TLineDiscount[];
    }
  | { ok: false; reason: TCouponRefusalReason | 'unknown'; message: string };

/** The coupon named `code` (any case), locked `for update` when asked so redemptions count exactly. */
async function findCoupon(db: TDb, code: string, lock: boolean): Promise<TCouponRow | null> {
  const query = db
    .select()
    .from(coupons)
    .where(and(eq(sql`lower(${coupons.name})`, code.trim().toLowerCase()), eq(coupons.isActive, true)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

async function namesOf(
  db: TDb,
  table: typeof products | typeof productGroups | typeof plans,
  ids: string[],
): Promise<Map<string, string>> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The stored coupon as the shared TCoupon; the items it is limited to keep their ids and names. */
async function toCoupon(db: TDb, row: TCouponRow, redemptions: number): Promise<TCoupon> {
  // One after another: this may run inside a checkout's transaction, on one connection.
  const productNames = await namesOf(db, products, row.productIds);
  const groupNames = await namesOf(db, productGroups, row.groupIds);
  const planNames = await namesOf(
    db,
    plans,
    row.plans.map((plan) => plan.planId),
  );
  return {
    id: row.id,
    name: row.name,
    discountType: row.discountType,
    percent_off: row.percentOff,
    amount_off: row.amountOffPence,
    redeem_by: row.redeemBy,
    max_redemptions: row.maxRedemptions,
    times_redeemed: redemptions,
    is_specific_items: row.isSpecificItems,
    products: row.productIds.map((id) => ({ id, name: productNames.get(id) ?? 'a product no longer sold' })),
    groups: row.groupIds.map((id) => ({ id, name: groupNames.get(id) ?? 'a pack no longer sold' })),
    plans: row.plans.map((plan) => ({
      id: plan.planId,
      name: `${planNames.get(plan.planId) ?? 'a plan no longer sold'}${plan.interval ? ` (${plan.interval}ly)` : ''}`,
      subscriptionInterval: plan.interval,
    })),
  };
}

/** Times the coupon has been redeemed on paid orders. */
export async function countRedemptions(db: TDb, couponId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return Number(row?.value ?? 0);
}

/**
 * What the coupon `code` takes off `cart` and `plan` at `now`, or why it cannot be used: unknown (or
 * switched off), expired, exhausted (redemptions recorded in coupon_redemptions, inside `tx` when
 * given), or not applicable (nothing it covers is being bought; an influencer's own coupon). An
 * `inf-` coupon covers every startup plan. With `tx` the coupon row is locked until `tx` ends, so two
 * checkouts cannot both take its last redemption.
 */
export async function evaluateCoupon(
  deps: TCouponDeps,
  options: { code: string; cart: TCart | null; plan: TPlanBeingBought | null; userId: string | null; now: Date },
  tx?: TDb,
): Promise<TCouponEvaluation> {
  const db = tx ?? deps.db;
  const row = await findCoupon(db, options.code, tx !== undefined);
  const shown = options.code.trim().slice(0, 64);
  if (!row) {
    return {
      ok: false,
      reason: 'unknown',
      message: `We do not recognise the coupon code "${shown}". Check it and try again.`,
    };
  }
  if (row.influencerId && options.userId && row.influencerId === options.userId) {
    return {
      ok: false,
      reason: 'not_applicable',
      message: `Coupon ${row.name} is yours to share: it cannot be used on your own orders.`,
    };
  }
  const lines: TCouponLine[] = options.cart ? cartCouponLines(options.cart) : [];
  if (options.plan) {
    const { planId, interval, amountPence } = options.plan;
    lines.push({ lineId: PLAN_LINE_ID, kind: 'plan', refId: planId, interval, amount: amountPence });
  }
  if (lines.length === 0) {
    return { ok: false, reason: 'not_applicable', message: 'Add something to your cart before applying a coupon.' };
  }
  const redemptions = await countRedemptions(db, row.id);
  const coupon = await toCoupon(db, row, redemptions);
  const result = applyCoupon(lines, coupon, { now: options.now, redemptions });
  if (!result.ok) return result;
  return {
    ok: true,
    coupon: {
      id: row.id,
      name: row.name,
      commissionRateBp: row.commissionRateBp,
      influencerId: row.influencerId,
      discountType: row.discountType,
      percent_off: row.percentOff,
      amount_off: row.amountOffPence,
      description: describeCoupon(coupon),
    },
    discountTotal: result.discountTotal,
    discountPerLine: result.discountPerLine,
  };
}

/** An influencer's commission on what the customer paid before VAT, rounded half-up to whole pence. */
export function commissionFor(netPence: number, commissionRateBp: number | null): number {
  return commissionRateBp ? vatFor(netPence, commissionRateBp / 100) : 0;
}

/**
 * One use of a coupon on a paid order, inside the order's transaction (after evaluateCoupon in the
 * same `tx`). Recording the same order twice records it once.
 */
export async function recordRedemption(
  tx: TDb,
  options: {
    couponId: string;
    userId: string | null;
    orderId: string;
    subtotalPence: number;
    discountPence: number;
    commissionPence: number;
    invoiceNumber?: number | null;
  },
): Promise<{ recorded: boolean }> {
  const rows = await tx
    .insert(couponRedemptions)
    .values({
      couponId: options.couponId,
      userId: options.userId,
      orderId: options.orderId,
      invoiceNumber: options.invoiceNumber ?? null,
      subtotalPence: options.subtotalPence,
      discountPence: options.discountPence,
      commissionPence: options.commissionPence,
    })
    .onConflictDoNothing({ target: [couponRedemptions.couponId, couponRedemptions.orderId] })
    .returning({ id: couponRedemptions.id });
  return { recorded: rows.length > 0 };
}

/** The coupon's use on an order just paid, with the influencer's commission at the coupon's rate. */
export async function redeemCouponForOrder(
  tx: TDb,
  order: { id: string; couponId: string | null; userId: string | null; subtotalPence: number; discountPence: number },
  invoiceNumber: number,
): Promise<void> {
  if (!order.couponId) return;
  const [coupon] = await tx
    .select({ commissionRateBp: coupons.commissionRateBp })
    .from(coupons)
    .where(eq(coupons.id, order.couponId))
    .limit(1);
  const net = order.subtotalPence - order.discountPence;
  await recordRedemption(tx, {
    couponId: order.couponId,
    userId: order.userId,
    orderId: order.id,
    subtotalPence: order.subtotalPence,
    discountPence: order.discountPence,
    commissionPence: commissionFor(net, coupon?.commissionRateBp ?? null),
    invoiceNumber,
  });
}

/** The plan a customer is about to subscribe to, by id or slug, at its monthly or yearly price. */
/** The plan and price a `startupPackage` names (by id or by name), refused if it is not on sale. */
export async function planBeingBought(
  deps: TCouponDeps,
  choice: { planId: string; interval: TBillingInterval },
): Promise<TPlanBeingBought & { name: string }> {
  const key = choice.planId.trim();
  let plan: { id: string; name: string; monthlyPricePence: number; yearlyPricePence: number } | undefined;
  if (isUuid(key)) {
    [plan] = await deps.db
      .select()
      .from(plans)
      .where(and(eq(plans.id, key.toLowerCase()), eq(plans.isActive, true)))
      .limit(1);
    if (!plan) throw new AppError('NOT_FOUND', 'We could not find that startup plan. Choose one from the plans page.');
  } else {
    plan = await getPlanByName(deps, { name: key });
  }
  const amountPence = choice.interval === 'month' ? plan.monthlyPricePence : plan.yearlyPricePence;
  return { planId: plan.id, name: plan.name, interval: choice.interval, amountPence };
}

/** How long an unpaid order holds one use of a limited coupon (a card still being authenticated). */
export const COUPON_HOLD_MS = 30 * 60_000;

/**
 * Hold one use of a limited coupon for an order about to be charged, inside the transaction that
 * inserts the order: the coupon row is locked, and uses already redeemed plus orders still waiting for
 * their payment (placed within COUPON_HOLD_MS) must leave room. So when one use is left, of two
 * simultaneous checkouts one is charged and the other is told the coupon is used up — before any money
 * moves.
 */
export async function holdCouponUse(tx: TDb, couponId: string, now: Date): Promise<void> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).limit(1).for('update');
  if (!row || row.maxRedemptions === null) return;
  const since = new Date(now.getTime() - COUPON_HOLD_MS);
  const [pending] = await tx
    .select({ value: count() })
    .from(orders)
    .where(and(eq(orders.couponId, couponId), eq(orders.status, 'pending_payment'), gte(orders.createdAt, since)));
  const used = (await countRedemptions(tx, couponId)) + Number(pending?.value ?? 0);
  if (used >= row.maxRedemptions) {
    throw new AppError('BAD_REQUEST', `Coupon ${row.name} has already been used as many times as it allows.`);
  }
}

// Connect & Earn commission engine (issue 10), called from the payment and refund paths and sign-up:
// - recordOrderCommission: inside settleOrder's transaction, so a commission exists exactly when the
//   payment does; unique (order_id, source) makes a retried settlement record it once.
// - reverseCommissionsForRefund: inside the refund's transaction; only unpaid (pending) commissions are
//   reversed. A commission already paid out stays paid: clawing it back is a manual adjustment for staff.
// - reverseCommissionsInProportion: inside a staff refund's transaction (issue 20); a partial refund
//   takes back the same share of each unpaid commission.
// - recordReferralSignup: after an account is created with `signupref`; an unknown code is ignored.
// Maths and the coupon-over-referral rule: packages/shared/src/domain/commission.ts.
import {
  COMMISSION_REFUND_WINDOW_DAYS,
  REFERRAL_ATTRIBUTION_DAYS,
  commissionPayableAt,
  decideCommission,
} from '@launchpad/shared';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  commissions,
  coupons,
  gatewayPaymentMethods,
  orderLines,
  orders,
  paymentCards,
  payments,
  referralSignups,
  referrals,
  users,
} from '../../db/schema';

type TOrderRow = typeof orders.$inferSelect;

/**
 * Whether the buyer of `orderId` is the influencer under another guise: the same account, the same
 * email (any case), or a card with the same fingerprint as one the influencer saved or paid with.
 * Fingerprints are only kept by the built-in gateway (gateway_payment_methods); with Stripe the card
 * fingerprint lives at Stripe and is not stored here, so only the account and email checks apply.
 */
async function isSelfReferral(
  tx: TDb,
  options: { influencerId: string; buyerId: string | null; buyerEmail: string; orderId: string },
): Promise<boolean> {
  if (options.buyerId === options.influencerId) return true;
  const [influencer] = await tx
    .select({ email: users.email, paymentCustomerId: users.paymentCustomerId })
    .from(users)
    .where(eq(users.id, options.influencerId))
    .limit(1);
  if (!influencer) return false;
  if (influencer.email.trim().toLowerCase() === options.buyerEmail.trim().toLowerCase()) return true;

  const [used] = await tx
    .select({ fingerprint: gatewayPaymentMethods.fingerprint })
    .from(payments)
    .innerJoin(gatewayPaymentMethods, eq(gatewayPaymentMethods.id, payments.paymentMethodId))
    .where(eq(payments.orderId, options.orderId))
    .limit(1);
  if (!used) return false;
  const influencerCards = or(
    inArray(
      gatewayPaymentMethods.id,
      tx
        .select({ id: paymentCards.providerPaymentMethodId })
        .from(paymentCards)
        .where(eq(paymentCards.userId, options.influencerId)),
    ),
    inArray(
      gatewayPaymentMethods.id,
      tx
        .select({ id: sql<string>`${payments.paymentMethodId}` })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(orders.userId, options.influencerId), isNotNull(payments.paymentMethodId))),
    ),
    influencer.paymentCustomerId ? eq(gatewayPaymentMethods.customerId, influencer.paymentCustomerId) : undefined,
  );
  const [match] = await tx
    .select({ id: gatewayPaymentMethods.id })
    .from(gatewayPaymentMethods)
    .where(and(eq(gatewayPaymentMethods.fingerprint, used.fingerprint), influencerCards))
    .limit(1);
  return match !== undefined;
}

/**
 * Record what a just-paid order earns an influencer, inside the transaction that marks it paid. An
 * influencer's coupon wins (every line, at the coupon's rate); otherwise a referral signed up within
 * REFERRAL_ATTRIBUTION_DAYS earns on the plan lines (SPEC §9: the link is for the Startup Membership
 * Plan) at the referral's rate. Self-referral earns nothing. Returns whether a commission was recorded.
 */
export async function recordOrderCommission(
  tx: TDb,
  options: { order: TOrderRow; invoiceNumber: number | null; paidAt: Date },
): Promise<boolean> {
  const { order, paidAt } = options;
  const lines = await tx
    .select({ kind: orderLines.kind, totalPence: orderLines.totalPence, discountPence: orderLines.discountPence })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));

  let coupon: { influencerId: string; rateBp: number; couponId: string } | null = null;
  if (order.couponId) {
    const [row] = await tx
      .select({ influencerId: coupons.influencerId, rateBp: coupons.commissionRateBp })
      .from(coupons)
      .where(eq(coupons.id, order.couponId))
      .limit(1);
    if (row?.influencerId && row.rateBp) {
      coupon = { influencerId: row.influencerId, rateBp: row.rateBp, couponId: order.couponId };
    }
  }
  let referral: {
    influencerId: string;
    rateBp: number;
    referralId: string;
    couponId: string;
    signedUpAt: Date;
  } | null = null;
  if (!coupon && order.userId) {
    const [row] = await tx
      .select({
        influencerId: referrals.influencerId,
        rateBp: referrals.commissionRateBp,
        referralId: referrals.id,
        couponId: referrals.couponId,
        signedUpAt: referralSignups.createdAt,
      })
      .from(referralSignups)
      .innerJoin(referrals, eq(referrals.id, referralSignups.referralId))
      .where(eq(referralSignups.userId, order.userId))
      .limit(1);
    referral = row ?? null;
  }
  const candidate = coupon ?? referral;
  if (!candidate) return false;
  const self = await isSelfReferral(tx, {
    influencerId: candidate.influencerId,
    buyerId: order.userId,
    buyerEmail: order.buyer.email,
    orderId: order.id,
  });
  const decision = decideCommission({
    lines,
    coupon: coupon && { ...coupon, self },
    referral: referral && { ...referral, self },
    paidAt,
    attributionDays: REFERRAL_ATTRIBUTION_DAYS,
  });
  if (!decision) return false;
  const inserted = await tx
    .insert(commissions)
    .values({
      influencerId: decision.influencerId,
      source: decision.source,
      couponId: decision.source === 'coupon' ? coupon?.couponId : referral?.couponId,
      referralId: decision.source === 'referral' ? referral?.referralId : null,
      orderId: order.id,
      buyerUserId: order.userId,
      invoiceNumber: options.invoiceNumber,
      subtotalPence: order.subtotalPence,
      lineTotalPence: decision.lineTotalPence,
      discountPence: decision.discountPence,
      rateBp: decision.rateBp,
      commissionPence: decision.commissionPence,
      status: 'pending',
      payableAt: commissionPayableAt(paidAt, COMMISSION_REFUND_WINDOW_DAYS),
      createdAt: paidAt,
    })
    .onConflictDoNothing({ target: [commissions.orderId, commissions.source] })
    .returning({ id: commissions.id });
  return inserted.length > 0;
}

/**
 * A line of `orderId` was refunded: reverse the unpaid commissions it earned — a coupon commission
 * (earned on every line) always, a referral commission when the line is a plan line. The whole
 * commission is reversed, even for a partial refund. Paid commissions are left as they are.
 */
export async function reverseCommissionsForRefund(
  tx: TDb,
  options: { orderId: string; orderLineId: string; now: Date },
): Promise<number> {
  const [line] = await tx
    .select({ kind: orderLines.kind })
    .from(orderLines)
    .where(and(eq(orderLines.id, options.orderLineId), eq(orderLines.orderId, options.orderId)))
    .limit(1);
  if (!line) return 0;
  const sources: ('coupon' | 'referral')[] = line.kind === 'plan' ? ['coupon', 'referral'] : ['coupon'];
  const reversed = await tx
    .update(commissions)
    .set({ status: 'reversed', reversedAt: options.now })
    .where(
      and(
        eq(commissions.orderId, options.orderId),
        eq(commissions.status, 'pending'),
        inArray(commissions.source, sources),
      ),
    )
    .returning({ id: commissions.id });
  return reversed.length;
}

/**
 * Staff refunded part or all of `orderId` (issue 20): every unpaid commission on it gives back the same
 * share of itself as the refunds gave back of the order — half the money refunded, half the commission
 * reversed — and an order refunded in full reverses its commissions. Worked out from the running total
 * (`refundedPence`, every refund so far), so two partial refunds never round away more than one full
 * one would. Paid commissions stay paid. Returns how many commissions changed.
 */
export async function reverseCommissionsInProportion(
  tx: TDb,
  options: { orderId: string; refundedPence: number; totalPence: number; now: Date },
): Promise<number> {
  const pending = await tx
    .select({
      id: commissions.id,
      commissionPence: commissions.commissionPence,
      reversedPence: commissions.reversedPence,
    })
    .from(commissions)
    .where(and(eq(commissions.orderId, options.orderId), eq(commissions.status, 'pending')))
    .for('update');
  const share = options.totalPence <= 0 ? 1 : Math.min(1, options.refundedPence / options.totalPence);
  let changed = 0;
  for (const row of pending) {
    const target = Math.min(row.commissionPence, Math.round(row.commissionPence * share));
    if (target <= row.reversedPence) continue;
    const whole = target >= row.commissionPence;
    await tx
      .update(commissions)
      .set({ reversedPence: target, ...(whole && { status: 'reversed' as const, reversedAt: options.now }) })
      .where(eq(commissions.id, row.id));
    changed += 1;
  }
  return changed;
}

/**
 * A chargeback on the payment `providerPaymentId` (the processor's charge id): every unpaid commission on
 * its order is reversed. Paid ones stay paid (recovering them is a matter for staff). Returns how many.
 */
export async function reverseCommissionsForChargeback(
  db: TDb,
  options: { providerPaymentId: string; now: Date },
): Promise<number> {
  if (!options.providerPaymentId) return 0;
  const [payment] = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(eq(payments.providerPaymentId, options.providerPaymentId))
    .limit(1);
  if (!payment?.orderId) return 0;
  const reversed = await db
    .update(commissions)
    .set({ status: 'reversed', reversedAt: options.now })
    .where(and(eq(commissions.orderId, payment.orderId), eq(commissions.status, 'pending')))
    .returning({ id: commissions.id });
  return reversed.length;
}

/**
 * The new account `userId` signed up through `/signup?signupref=CODE`: remember which referral brought
 * them (the 30-day attribution window starts now). A code that matches no referral is ignored.
 */
export async function recordReferralSignup(db: TDb, options: { userId: string; code: string | null | undefined }) {
  const code = options.code?.trim().toLowerCase();
  if (!code) return;
  const [referral] = await db
    .select({ id: referrals.id, influencerId: referrals.influencerId })
    .from(referrals)
    .where(eq(sql`lower(${referrals.code})`, code))
    .limit(1);
  if (!referral || referral.influencerId === options.userId) return;
  await db
    .insert(referralSignups)
    .values({ referralId: referral.id, userId: options.userId })
    .onConflictDoNothing({ target: referralSignups.userId });
}

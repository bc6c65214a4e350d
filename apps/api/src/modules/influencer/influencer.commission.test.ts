import { randomUUID } from 'node:crypto';
import { priceSummary, influencerEndpoints, pathOf } from '@launchpad/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { commissions, influencerPayouts, orderLines, payments, referralSignups } from '../../db/schema';
import { createSignedInUser, readOutbox } from '../../test/context';
import { useSeededContext } from '../../test/seeded';
import { cardPayment, checkoutApi, checkoutBody, fillCart } from '../payments/checkout.test-helpers';
import { refundOrderLine } from '../payments/refunds.service';
import { reverseCommissionsForChargeback } from './commission.service';
import { approvedInfluencer, influencerApi, signUp } from './influencer.test-helpers';

const { ctx, seed } = useSeededContext();
const api = influencerApi(ctx);
const shop = checkoutApi(ctx);
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  admin = await createSignedInUser(ctx, 'admin');
});

const db = () => ctx.database.db;
const DAY = 24 * 60 * 60 * 1000;
type THeaders = Record<string, string>;

/** Buy the Growth startup membership plan (£29.00 a month) through the real subscribe call. */
async function buyGrowthPlan(headers: THeaders, extra: Record<string, unknown> = {}, card = cardPayment()) {
  const res = await shop.subscribe(headers, {
    planId: seed.growth.id,
    interval: 'month',
    paymentMethod: card,
    idempotencyKey: randomUUID(),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.order as { id: string; invoiceNumber: number; subtotalPence: number };
}

const commissionsOf = (orderId: string) => db().select().from(commissions).where(eq(commissions.orderId, orderId));

/** The 14-day refund window has passed for every commission of `influencerId`. */
const windowPassed = (influencerId: string) =>
  db()
    .update(commissions)
    .set({ payableAt: new Date(Date.now() - DAY) })
    .where(eq(commissions.influencerId, influencerId));

describe('commission: influencer coupon', () => {
  it('records the coupon commission with the payment, in exact pence rounded half-up, and shows it', async () => {
    expect(seed.growth.monthlyPricePence).toBe(2900);
    const influencer = await approvedInfluencer(ctx, admin);
    const buyer = await signUp(ctx);
    const order = await buyGrowthPlan(buyer.headers, { couponCode: influencer.code });
    // 10% off £29.00 = £2.90; 5% of the £26.10 paid before VAT = 130.5p → 131p.
    const [row] = await commissionsOf(order.id);
    expect(row).toMatchObject({
      influencerId: influencer.user.id,
      source: 'coupon',
      buyerUserId: buyer.userId,
      invoiceNumber: order.invoiceNumber,
      subtotalPence: 2900,
      lineTotalPence: 2900,
      discountPence: 290,
      rateBp: 500,
      commissionPence: 131,
      status: 'pending',
    });
    expect(row!.payableAt.getTime() - row!.createdAt.getTime()).toBe(14 * DAY);

    const usage = await api.post(influencerEndpoints.couponUsageList.path, influencer.headers, {
      page: 1,
      pageSize: 10,
    });
    expect(usage.statusCode, usage.body).toBe(200);
    const [shown] = usage.json().data;
    expect(shown).toMatchObject({
      coupon: { name: influencer.code },
      Invoice: { invoice_number: order.invoiceNumber, subtotal: 2900 },
      appliedInvoiceItem: { total_amount: 2900, discount_amount: 290 },
      commissionAmount: 131,
      status: 'pending',
    });
    // A stable pseudonym, never the buyer's name or email.
    expect(shown.User.dummyName).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ [0-9A-F]{3}$/);
    expect(JSON.stringify(usage.json())).not.toContain('Grace');
    expect(JSON.stringify(usage.json())).not.toContain(buyer.email);
    const again = await api.post(influencerEndpoints.couponUsageList.path, influencer.headers, {});
    expect(again.json().data[0].User.dummyName).toBe(shown.User.dummyName);

    const stats = (await api.post(influencerEndpoints.stats.path, influencer.headers, {})).json().data;
    expect(stats).toMatchObject({
      totalCouponUsages: 1,
      totalCommission: 131,
      totalPendingCommission: 131,
      totalPayableCommission: 0,
    });
    const coupons = (
      await api.post(influencerEndpoints.couponUsageStats.path, influencer.headers, { pageSize: 1 })
    ).json();
    expect(coupons.data[0]).toMatchObject({ name: influencer.code, usageCount: 1 });
    expect(coupons.page_meta).toMatchObject({ total_items_count: 1, has_next_page: false });
  });

  it('earns on every line of a cart order paid with an extra influencer coupon', async () => {
    const influencer = await approvedInfluencer(ctx, admin);
    const name = `FRIENDS-${randomUUID().slice(0, 6)}`;
    const created = await api.post(
      pathOf(influencerEndpoints.adminCoupon, { id: influencer.applicationId }),
      admin.headers,
      {
        name,
        discountType: 'percent_off',
        percentOff: 10,
        commissionRate: 12.5,
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    const buyer = await createSignedInUser(ctx);
    const cart = await fillCart(ctx, buyer.headers, seed);
    const res = await shop.checkout(buyer.headers, checkoutBody(cardPayment(), { couponCode: name }));
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().data.order;
    const net = priceSummary(cart.subtotalPence, order.discountPence).net;
    const [row] = await commissionsOf(order.id);
    expect(row).toMatchObject({ source: 'coupon', rateBp: 1250, lineTotalPence: cart.subtotalPence });
    expect(row?.commissionPence).toBe(Math.floor((net * 1250) / 10_000 + 0.5));
  });
});

describe('commission: referral link', () => {
  it('earns on the plan bought within 30 days of signing up, at the referral rate', async () => {
    const influencer = await approvedInfluencer(ctx, admin, { commissionRate: 12.5 });
    const buyer = await signUp(ctx, influencer.code);
    await db()
      .update(referralSignups)
      .set({ createdAt: new Date(Date.now() - 29 * DAY) })
      .where(eq(referralSignups.userId, buyer.userId));
    const order = await buyGrowthPlan(buyer.headers);
    // 12.5% of £29.00 = 362.5p → 363p.
    const [row] = await commissionsOf(order.id);
    expect(row).toMatchObject({ source: 'referral', rateBp: 1250, commissionPence: 363, lineTotalPence: 2900 });

    const list = await api.post(influencerEndpoints.referralUsageList.path, influencer.headers, {
      page: 1,
      pageSize: 10,
      influencerId: influencer.user.id,
      apiType: 'customer',
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        Invoice: { invoice_number: order.invoiceNumber, subtotal: 2900 },
        Referral: { commissionRate: 12.5 },
        commissionAmount: 363,
        status: 'pending',
      }),
    ]);
    const stats = await api.post(influencerEndpoints.referralUsageStats.path, influencer.headers, {
      apiType: 'customer',
    });
    expect(stats.json().data).toMatchObject({
      commissionRate: 12.5,
      totalSignups: 1,
      totalUsages: 1,
      totalCommission: 363,
    });
  });

  it('earns nothing after the 30-day window, on a cart without the plan, or for a customer who was not referred', async () => {
    const influencer = await approvedInfluencer(ctx, admin);
    const late = await signUp(ctx, influencer.code);
    await db()
      .update(referralSignups)
      .set({ createdAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(referralSignups.userId, late.userId));
    expect(await commissionsOf((await buyGrowthPlan(late.headers)).id)).toEqual([]);

    const cartOnly = await signUp(ctx, influencer.code);
    await fillCart(ctx, cartOnly.headers, seed);
    const res = await shop.checkout(cartOnly.headers, checkoutBody());
    expect(res.statusCode, res.body).toBe(200);
    expect(await commissionsOf(res.json().data.order.id)).toEqual([]);

    const walkIn = await signUp(ctx);
    expect(await commissionsOf((await buyGrowthPlan(walkIn.headers)).id)).toEqual([]);
  });

  it('pays the coupon owner, not the referrer, when a referred customer uses someone’s coupon', async () => {
    const referrer = await approvedInfluencer(ctx, admin);
    const couponOwner = await approvedInfluencer(ctx, admin);
    const buyer = await signUp(ctx, referrer.code);
    const order = await buyGrowthPlan(buyer.headers, { couponCode: couponOwner.code });
    const rows = await commissionsOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'coupon', influencerId: couponOwner.user.id });
  });

  it('earns nothing when the referred customer pays with the influencer’s own card', async () => {
    const influencer = await approvedInfluencer(ctx, admin);
    const card = cardPayment('5555555555554444');
    await fillCart(ctx, influencer.headers, seed);
    expect((await shop.checkout(influencer.headers, checkoutBody(card))).statusCode).toBe(200);

    const alias = await signUp(ctx, influencer.code);
    const order = await buyGrowthPlan(alias.headers, {}, card);
    expect(await commissionsOf(order.id)).toEqual([]);
    // Another card still earns.
    const genuine = await signUp(ctx, influencer.code);
    expect(await commissionsOf((await buyGrowthPlan(genuine.headers)).id)).toHaveLength(1);
  });
});

describe('commission: refunds', () => {
  it('reverses an unpaid commission when the order line is refunded, and leaves a paid one', async () => {
    const influencer = await approvedInfluencer(ctx, admin);
    const buyer = await signUp(ctx);
    const order = await buyGrowthPlan(buyer.headers, { couponCode: influencer.code });
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    await refundOrderLine(ctx.app.deps, { orderId: order.id, orderLineId: line!.id, reason: 'Changed their mind' });
    // A retried refund changes nothing.
    await refundOrderLine(ctx.app.deps, { orderId: order.id, orderLineId: line!.id, reason: 'Changed their mind' });
    const [row] = await commissionsOf(order.id);
    expect(row).toMatchObject({ status: 'reversed', reversedAt: expect.any(Date) });
    const stats = (await api.post(influencerEndpoints.stats.path, influencer.headers, {})).json().data;
    expect(stats).toMatchObject({ totalCommission: 0, totalPendingCommission: 0 });
    const usage = (await api.post(influencerEndpoints.couponUsageList.path, influencer.headers, {})).json().data;
    expect(usage[0]).toMatchObject({ status: 'reversed', commissionAmount: 131 });
  });
});

describe('commission: chargebacks', () => {
  it('reverses the unpaid commission of an order whose payment is disputed, once', async () => {
    const influencer = await approvedInfluencer(ctx, admin);
    const buyer = await signUp(ctx);
    const order = await buyGrowthPlan(buyer.headers, { couponCode: influencer.code });
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    const charge = payment?.providerPaymentId ?? '';
    expect(charge).not.toBe('');
    expect(await reverseCommissionsForChargeback(db(), { providerPaymentId: 'pi_unknown', now: new Date() })).toBe(0);
    expect(await reverseCommissionsForChargeback(db(), { providerPaymentId: charge, now: new Date() })).toBe(1);
    // The processor delivers the event again: nothing more changes.
    expect(await reverseCommissionsForChargeback(db(), { providerPaymentId: charge, now: new Date() })).toBe(0);
    const [row] = await commissionsOf(order.id);
    expect(row).toMatchObject({ status: 'reversed', reversedAt: expect.any(Date) });
    const stats = (await api.post(influencerEndpoints.stats.path, influencer.headers, {})).json().data;
    expect(stats).toMatchObject({ totalPendingCommission: 0 });
  });
});

describe('commission: payouts', () => {
  /** An influencer with a big cart commission (50% of the cart's net) past its refund window. */
  async function influencerWithBalance() {
    const influencer = await approvedInfluencer(ctx, admin);
    const name = `BIG-${randomUUID().slice(0, 6)}`;
    await api.post(pathOf(influencerEndpoints.adminCoupon, { id: influencer.applicationId }), admin.headers, {
      name,
      discountType: 'percent_off',
      percentOff: 10,
      commissionRate: 50,
    });
    const buyer = await createSignedInUser(ctx);
    await fillCart(ctx, buyer.headers, seed);
    const res = await shop.checkout(buyer.headers, checkoutBody(cardPayment(), { couponCode: name }));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await commissionsOf(res.json().data.order.id);
    expect(row!.commissionPence).toBeGreaterThanOrEqual(5000);
    return { influencer, earned: row!.commissionPence };
  }

  it('refuses a payout below £50, then pays every payable commission once and marks them paid', async () => {
    const influencer = await approvedInfluencer(ctx, admin);
    const buyer = await signUp(ctx);
    await buyGrowthPlan(buyer.headers, { couponCode: influencer.code });
    // Inside the refund window nothing is payable.
    const early = await api.payout(admin.headers, influencer.applicationId);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('The payable balance £0.00 is below the £50.00 minimum payout');
    await windowPassed(influencer.user.id);
    const small = await api.payout(admin.headers, influencer.applicationId);
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe('The payable balance £1.31 is below the £50.00 minimum payout');

    const { influencer: earner, earned } = await influencerWithBalance();
    await windowPassed(earner.user.id);
    const before = (await api.list(admin.headers, { status: 'approved', pageSize: 50 })).json().data;
    expect(before.find((row: { id: string }) => row.id === earner.applicationId)).toMatchObject({
      payableCommission: earned,
      pendingCommission: earned,
      paidCommission: 0,
    });
    const paid = await api.payout(admin.headers, earner.applicationId, { reference: 'BACS 2026-11-22' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ amount: earned, reference: 'BACS 2026-11-22' });
    const rows = await db().select().from(commissions).where(eq(commissions.influencerId, earner.user.id));
    expect(rows.every((row) => row.status === 'paid' && row.payoutId === paid.json().data.id)).toBe(true);
    expect((await readOutbox(ctx, earner.user.email))[0]?.template).toBe('influencer_payout');

    const payments = (
      await api.post(influencerEndpoints.paymentList.path, earner.headers, { page: 1, pageSize: 10 })
    ).json();
    expect(payments.data).toEqual([expect.objectContaining({ amount: earned, id: paid.json().data.id })]);
    expect(payments.totals).toEqual({
      totalCommission: earned,
      totalCompletedPayments: earned,
      totalPendingCommission: 0,
    });
    const again = await api.payout(admin.headers, earner.applicationId);
    expect(again.statusCode).toBe(400);
  });

  it('pays once when two payouts are recorded at the same moment', async () => {
    const { influencer, earned } = await influencerWithBalance();
    await windowPassed(influencer.user.id);
    const results = await Promise.all([
      api.payout(admin.headers, influencer.applicationId),
      api.payout(admin.headers, influencer.applicationId),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const payouts = await db()
      .select()
      .from(influencerPayouts)
      .where(eq(influencerPayouts.influencerId, influencer.user.id));
    expect(payouts.map((row) => row.amountPence)).toEqual([earned]);
    const paid = await db()
      .select()
      .from(commissions)
      .where(and(eq(commissions.influencerId, influencer.user.id), inArray(commissions.status, ['paid'])));
    expect(paid).toHaveLength(1);
  });
});

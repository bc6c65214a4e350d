import { randomUUID } from 'node:crypto';
import { type TCart, emptyCart } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons } from '../../db/schema';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';
import { loadPricedCart } from '../cart/cart.service';
import { type TSeeded, cartApi, cartOf, failureOf, seededCatalog } from '../cart/cart.test-helpers';
import { commissionFor, evaluateCoupon, recordRedemption } from './coupons.service';

let ctx: TTestContext;
let seed: TSeeded;
let api: ReturnType<typeof cartApi>;
beforeAll(async () => {
  ctx = await createTestContext();
  seed = await seededCatalog(ctx);
  api = cartApi(ctx);
});
afterAll(() => ctx.close());

const check = (code: string, body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/payment/coupan-check/${encodeURIComponent(code)}`,
    headers,
    payload: body as object,
  });

const line = (over: Record<string, unknown>) => ({ id: `line-${randomUUID()}`, price: 1, ...over });
const markPrice = () => seed.ukTradeMark.pricePence + seed.ukTradeMark.filingFeePence;
const ltdPrice = () => seed.ukLtd.pricePence + seed.ukLtd.filingFeePence;

async function addCoupon(values: Partial<typeof coupons.$inferInsert> & { name: string }) {
  const [row] = await ctx.database.db
    .insert(coupons)
    .values({ discountType: 'percent_off', percentOff: 10, ...values })
    .returning();
  if (!row) throw new Error('coupon insert returned nothing');
  return row;
}

describe('coupon check: a visitor with a browser cart', () => {
  it('takes WELCOME10 off each line from catalogue prices, whatever the browser says they cost', async () => {
    const res = await check('welcome10', {
      cart: {
        CartItems: [
          line({ productId: seed.ukTradeMark.id, price: 1 }),
          line({ domain: 'acme', tld: 'com', selected_years: 1, price: 0 }),
        ],
        totalQuantity: 2,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Coupon WELCOME10 applied: 10% off.');
    const [mark, domain] = body.data.cart.CartItems;
    const subtotal = markPrice() + 1099;
    const discount = Math.round(subtotal / 10);
    expect(body.data).toMatchObject({
      coupon: {
        name: 'WELCOME10',
        discountType: 'percent_off',
        percent_off: 10,
        amount_off: null,
        description: '10% off',
      },
      discountTotal: discount,
      discountPerLine: [
        { lineId: mark.id, amount: markPrice(), discount: markPrice() / 10 },
        { lineId: domain.id, amount: 1099, discount: discount - markPrice() / 10 },
      ],
      plan: null,
      summary: { subtotal, discount, net: subtotal - discount },
    });
    expect(body.data.summary.vat).toBe(Math.round((subtotal - discount) * 0.2));
  });

  it('caps an amount off at what the cart costs', async () => {
    const res = await check('LAUNCH50', {
      cart: { CartItems: [line({ domain: 'tiny', tld: 'uk', selected_years: 1 })] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      coupon: { description: '£50.00 off', amount_off: 5000 },
      discountTotal: 699,
      summary: { subtotal: 699, discount: 699, net: 0, vat: 0, total: 0 },
    });
  });

  it('explains each refusal with a 400', async () => {
    const cart = { CartItems: [line({ productId: seed.ukLtd.id })] };
    const cases: [string, unknown, string][] = [
      ['NOPE-123', { cart }, 'We do not recognise the coupon code "NOPE-123". Check it and try again.'],
      ['SPRING2024', { cart }, 'Coupon SPRING2024 expired on 31 May 2024.'],
      ['WELCOME10', {}, 'Add something to your cart before applying a coupon.'],
      ['WELCOME10', { cart: { CartItems: [] } }, 'Add something to your cart before applying a coupon.'],
      [
        'WELCOME10',
        { cart: { CartItems: [line({ productId: seed.ukLtd.id, quantity: 0 })] } },
        'Quantity must be a whole number from 1 to 100; got 0.',
      ],
    ];
    for (const [code, body, message] of cases) {
      expect(failureOf(await check(code, body))).toEqual({ status: 400, message });
    }
    expect(
      failureOf(await check('WELCOME10', { startupPackage: { planId: 'platinum', interval: 'month' } })).status,
    ).toBe(404);
    expect(
      failureOf(await check('WELCOME10', { startupPackage: { planId: seed.growth.id, interval: 'week' } })).status,
    ).toBe(400);
  });
});

describe('coupon check: a signed-in customer', () => {
  it('uses the server cart and not the lines the browser sends', async () => {
    const { headers } = await createSignedInUser(ctx);
    cartOf(await api.addItem(headers, { productId: seed.ukLtd.id }));
    const res = await check(
      'WELCOME10',
      { cart: { CartItems: [line({ productId: seed.ukTradeMark.id, price: 1 })] } },
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.cart.CartItems.map((item: { productId: string }) => item.productId)).toEqual([seed.ukLtd.id]);
    expect(data.summary.subtotal).toBe(ltdPrice());
    expect(data.discountTotal).toBe(Math.round(ltdPrice() / 10));
  });

  it('checks a startup plan on its own when only startupPackage is sent', async () => {
    const { headers } = await createSignedInUser(ctx);
    cartOf(await api.addItem(headers, { productId: seed.ukLtd.id }));
    const res = await check('WELCOME10', { startupPackage: { planId: 'growth', interval: 'year' } }, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      cart: { CartItems: [] },
      plan: { planId: seed.growth.id, name: 'Growth', interval: 'year', amountPence: seed.growth.yearlyPricePence },
      discountPerLine: [{ lineId: 'plan', amount: seed.growth.yearlyPricePence }],
      discountTotal: seed.growth.yearlyPricePence / 10,
    });
  });
});

describe('coupon rules', () => {
  it('applies a coupon for specific items only to them, and says what it is for otherwise', async () => {
    await addCoupon({
      name: 'MARKS20',
      percentOff: 20,
      isSpecificItems: true,
      productIds: [seed.ukTradeMark.id],
      groupIds: [seed.ukPack.id],
    });
    const both = await check('MARKS20', {
      cart: { CartItems: [line({ productId: seed.ukLtd.id }), line({ productId: seed.ukTradeMark.id })] },
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json().data.discountPerLine.map((l: { discount: number }) => l.discount)).toEqual([0, markPrice() / 5]);
    const pack = await check('MARKS20', { cart: { CartItems: [line({ groupId: seed.ukPack.id, isGroup: true })] } });
    expect(pack.json().data.discountTotal).toBe(seed.ukPack.pricePence / 5);
    expect(failureOf(await check('MARKS20', { cart: { CartItems: [line({ productId: seed.ukLtd.id })] } }))).toEqual({
      status: 400,
      message:
        'Coupon MARKS20 does not apply to anything in your cart. It applies only to: UK trade mark registration, UK launch pack.',
    });
  });

  it('limits a plan coupon to the billing interval it names', async () => {
    await addCoupon({
      name: 'YEARLYSCALE',
      discountType: 'amount_off',
      percentOff: null,
      amountOffPence: 10_000,
      isSpecificItems: true,
      plans: [{ planId: seed.scale.id, interval: 'year' }],
    });
    const yearly = await check('YEARLYSCALE', { startupPackage: { planId: seed.scale.id, interval: 'year' } });
    expect(yearly.json().data.discountTotal).toBe(10_000);
    expect(
      failureOf(await check('YEARLYSCALE', { startupPackage: { planId: seed.scale.id, interval: 'month' } })),
    ).toEqual({
      status: 400,
      message: 'Coupon YEARLYSCALE does not apply to anything in your cart. It applies only to: Scale (yearly).',
    });
  });

  it('takes an inf- coupon off every startup plan, and off nothing else', async () => {
    const influencer = await createSignedInUser(ctx, 'influencer');
    await addCoupon({ name: 'inf-ada', percentOff: 15, influencerId: influencer.user.id, commissionRateBp: 1000 });
    for (const plan of [seed.growth, seed.scale]) {
      const res = await check('INF-ADA', {
        startupPackage: { planId: plan.id, interval: 'month' },
        cart: { CartItems: [line({ productId: seed.ukLtd.id })] },
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.discountPerLine).toEqual([
        { lineId: data.cart.CartItems[0].id, amount: ltdPrice(), discount: 0 },
        { lineId: 'plan', amount: plan.monthlyPricePence, discount: Math.round(plan.monthlyPricePence * 0.15) },
      ]);
      expect(data.summary.subtotal).toBe(ltdPrice() + plan.monthlyPricePence);
    }
    expect(failureOf(await check('inf-ada', { cart: { CartItems: [line({ productId: seed.ukLtd.id })] } }))).toEqual({
      status: 400,
      message: 'Coupon inf-ada does not apply to anything in your cart. It applies only to: startup packages.',
    });
    expect(
      failureOf(
        await check('inf-ada', { startupPackage: { planId: 'growth', interval: 'month' } }, influencer.headers),
      ),
    ).toEqual({ status: 400, message: 'Coupon inf-ada is yours to share: it cannot be used on your own orders.' });
  });

  it('counts recorded redemptions against max_redemptions', async () => {
    const coupon = await addCoupon({ name: 'TWICEONLY', maxRedemptions: 2 });
    const cart = { CartItems: [line({ productId: seed.ukLtd.id })] };
    const buyer = await createSignedInUser(ctx);
    for (let i = 0; i < 2; i += 1) {
      expect((await check('TWICEONLY', { cart })).statusCode).toBe(200);
      const recorded = await ctx.database.db.transaction((tx) =>
        recordRedemption(tx, {
          couponId: coupon.id,
          userId: buyer.user.id,
          orderId: randomUUID(),
          subtotalPence: 12_900,
          discountPence: 1_290,
          commissionPence: 0,
        }),
      );
      expect(recorded).toEqual({ recorded: true });
    }
    expect(failureOf(await check('TWICEONLY', { cart }))).toEqual({
      status: 400,
      message: 'Coupon TWICEONLY has already been used as many times as it allows.',
    });
  });

  it('switched-off coupons are unknown', async () => {
    await addCoupon({ name: 'RETIRED', isActive: false });
    expect(
      failureOf(await check('RETIRED', { cart: { CartItems: [line({ productId: seed.ukLtd.id })] } })).message,
    ).toBe('We do not recognise the coupon code "RETIRED". Check it and try again.');
  });
});

describe('coupons service: the interface checkout uses', () => {
  const deps = () => ({ db: ctx.database.db });
  const now = new Date('2026-06-01T12:00:00Z');

  it('evaluates against a priced cart and a plan, naming the influencer and commission rate', async () => {
    const influencer = await createSignedInUser(ctx, 'influencer');
    const coupon = await addCoupon({
      name: 'inf-grace',
      percentOff: 20,
      influencerId: influencer.user.id,
      commissionRateBp: 1250,
    });
    const { headers, user } = await createSignedInUser(ctx);
    cartOf(await api.addItem(headers, { productId: seed.ukLtd.id }));
    const { cart } = await loadPricedCart(deps(), { userId: user.id });
    const plan = { planId: seed.scale.id, interval: 'year' as const, amountPence: seed.scale.yearlyPricePence };
    const result = await evaluateCoupon(deps(), { code: 'INF-GRACE', cart, plan, userId: user.id, now });
    expect(result).toEqual({
      ok: true,
      coupon: {
        id: coupon.id,
        name: 'inf-grace',
        commissionRateBp: 1250,
        influencerId: influencer.user.id,
        discountType: 'percent_off',
        percent_off: 20,
        amount_off: null,
        description: '20% off',
      },
      discountTotal: seed.scale.yearlyPricePence / 5,
      discountPerLine: [
        { lineId: cart.CartItems[0]?.id, amount: ltdPrice(), discount: 0 },
        { lineId: 'plan', amount: seed.scale.yearlyPricePence, discount: seed.scale.yearlyPricePence / 5 },
      ],
    });
    expect(commissionFor(10_000, 1250)).toBe(1250);
    expect(commissionFor(10_000, null)).toBe(0);
  });

  it('refuses unknown, expired and not-applicable coupons with a reason', async () => {
    const cart: TCart = emptyCart();
    const plan = { planId: seed.growth.id, interval: 'month' as const, amountPence: 2900 };
    expect(await evaluateCoupon(deps(), { code: 'missing', cart, plan, userId: null, now })).toMatchObject({
      ok: false,
      reason: 'unknown',
    });
    expect(await evaluateCoupon(deps(), { code: 'spring2024', cart, plan, userId: null, now })).toMatchObject({
      ok: false,
      reason: 'expired',
    });
    // Before its end it was fine.
    const before = new Date('2024-05-01T00:00:00Z');
    expect(await evaluateCoupon(deps(), { code: 'spring2024', cart, plan, userId: null, now: before })).toMatchObject({
      ok: true,
      discountTotal: 580,
    });
    expect(
      await evaluateCoupon(deps(), { code: 'WELCOME10', cart: null, plan: null, userId: null, now }),
    ).toMatchObject({
      ok: false,
      reason: 'not_applicable',
    });
  });

  it('counts redemptions recorded earlier in the same transaction, once per order', async () => {
    const coupon = await addCoupon({ name: 'ONCEONLY', maxRedemptions: 1 });
    const plan = { planId: seed.growth.id, interval: 'month' as const, amountPence: 2900 };
    const orderId = randomUUID();
    await expect(
      ctx.database.db.transaction(async (tx) => {
        const first = await evaluateCoupon(deps(), { code: 'ONCEONLY', cart: null, plan, userId: null, now }, tx);
        expect(first.ok).toBe(true);
        const redemption = {
          couponId: coupon.id,
          userId: null,
          orderId,
          subtotalPence: 2900,
          discountPence: 290,
          commissionPence: 0,
        };
        expect(await recordRedemption(tx, redemption)).toEqual({ recorded: true });
        expect(await recordRedemption(tx, redemption)).toEqual({ recorded: false });
        const second = await evaluateCoupon(deps(), { code: 'ONCEONLY', cart: null, plan, userId: null, now }, tx);
        expect(second).toMatchObject({ ok: false, reason: 'exhausted' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // Rolled back: the redemption is gone and the coupon can be used again.
    expect(
      await ctx.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id)),
    ).toEqual([]);
    expect((await evaluateCoupon(deps(), { code: 'ONCEONLY', cart: null, plan, userId: null, now })).ok).toBe(true);
  });
});

describe('coupon check: rate limit against guessing codes', () => {
  it('answers the 21st check in a minute from one address with a 429', async () => {
    const limited = await createTestContext({ env: { RATE_LIMIT_ENABLED: 'true' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: `/api/payment/coupan-check/GUESS${i}`,
          remoteAddress: '203.0.113.50',
          payload: {},
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { carts, coupons } from '../../db/schema';
import { createSignedInUser } from '../../test/context';
import { useSeededContext } from '../../test/seeded';
import { checkoutApi, checkoutBody } from '../payments/checkout.test-helpers';
import { cartApi, cartOf, failureOf } from './cart.test-helpers';

const { ctx, seed } = useSeededContext();
const api = cartApi(ctx);

type THeaders = Record<string, string>;
const applyCoupon = (h: THeaders, code: unknown) => api.call('PUT', '/api/cart/coupon', h, { code });
const removeCoupon = (h: THeaders) => api.call('DELETE', '/api/cart/coupon', h);

async function addCoupon(values: Partial<typeof coupons.$inferInsert> = {}) {
  const [row] = await ctx.database.db
    .insert(coupons)
    .values({
      name: `CART${randomUUID().slice(0, 8).toUpperCase()}`,
      discountType: 'percent_off',
      percentOff: 10,
      ...values,
    })
    .returning();
  if (!row) throw new Error('coupon insert returned nothing');
  return row;
}

const ltdPrice = () => seed.ukLtd.pricePence + seed.ukLtd.filingFeePence;
const markPrice = () => seed.ukTradeMark.pricePence + seed.ukTradeMark.filingFeePence;

describe('a coupon kept with the server cart', () => {
  it('is stored when it applies, survives a fresh read, and the summary is the discounted total', async () => {
    const { headers } = await createSignedInUser(ctx);
    cartOf(await api.addItem(headers, { productId: seed.ukLtd.id }));
    const coupon = await addCoupon();

    const applied = await applyCoupon(headers, coupon.name.toLowerCase());
    const data = cartOf(applied);
    expect(applied.json().message).toBe(`Coupon ${coupon.name} applied: 10% off.`);
    const discount = Math.round(ltdPrice() / 10);
    expect(data.coupon).toEqual({
      code: coupon.name.toLowerCase(),
      applies: true,
      name: coupon.name,
      description: '10% off',
      discountPence: discount,
      message: null,
    });
    expect(data.summary).toMatchObject({ subtotal: ltdPrice(), discount, net: ltdPrice() - discount });

    // A reload reads the cart again: the coupon and the same total are still there.
    const reread = cartOf(await api.read(headers));
    expect(reread.coupon).toEqual(data.coupon);
    expect(reread.summary).toEqual(data.summary);

    const removed = cartOf(await removeCoupon(headers));
    expect(removed.coupon).toBeNull();
    expect(removed.summary.discount).toBe(0);
    expect(cartOf(await api.read(headers)).coupon).toBeNull();
  });

  it('refuses a coupon that does not apply, with the reason, and keeps nothing', async () => {
    const { user, headers } = await createSignedInUser(ctx);
    cartOf(await api.addItem(headers, { productId: seed.ukLtd.id }));
    const expired = await addCoupon({ redeemBy: new Date('2020-01-31T23:59:59Z') });

    expect(failureOf(await applyCoupon(headers, 'NO-SUCH-CODE'))).toEqual({
      status: 400,
      message: 'We do not recognise the coupon code "NO-SUCH-CODE". Check it and try again.',
    });
    const refused = failureOf(await applyCoupon(headers, expired.name));
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(new RegExp(`^Coupon ${expired.name} expired on `));
    expect(failureOf(await applyCoupon(headers, '')).status).toBe(400);

    const [row] = await ctx.database.db.select().from(carts).where(eq(carts.userId, user.id));
    expect(row?.couponCode).toBeNull();
    expect(cartOf(await api.read(headers)).coupon).toBeNull();
  });

  it('says in words when the coupon stops applying: the cart changed, it expired, it was used up', async () => {
    const { headers } = await createSignedInUser(ctx);
    const ltd = cartOf(await api.addItem(headers, { productId: seed.ukLtd.id })).cart.CartItems[0];
    cartOf(await api.addItem(headers, { productId: seed.ukTradeMark.id }));
    const onlyLtd = await addCoupon({ isSpecificItems: true, productIds: [seed.ukLtd.id], maxRedemptions: 5 });
    expect(cartOf(await applyCoupon(headers, onlyLtd.name)).coupon?.applies).toBe(true);

    // The cart no longer has what the coupon covers: nothing is taken off, and the cart says why.
    const changed = cartOf(await api.deleteItem(headers, { cartItemId: ltd?.id }));
    expect(changed.coupon).toMatchObject({ code: onlyLtd.name, applies: false, discountPence: 0 });
    expect(changed.coupon?.message).toMatch(
      new RegExp(`^Coupon ${onlyLtd.name} does not apply to anything in your cart`),
    );
    expect(changed.coupon?.message).toContain('It takes nothing off this order.');
    expect(changed.summary).toMatchObject({ subtotal: markPrice(), discount: 0 });

    // Back in the cart: it applies again.
    const back = cartOf(await api.addItem(headers, { productId: seed.ukLtd.id }));
    expect(back.coupon).toMatchObject({ applies: true, discountPence: Math.round(ltdPrice() / 10) });

    // Used up since it was applied.
    await ctx.database.db.update(coupons).set({ maxRedemptions: 0 }).where(eq(coupons.id, onlyLtd.id));
    const usedUp = cartOf(await api.read(headers));
    expect(usedUp.coupon?.applies).toBe(false);
    expect(usedUp.coupon?.message).toBe(
      `Coupon ${onlyLtd.name} has already been used as many times as it allows. It takes nothing off this order.`,
    );
    expect(usedUp.summary.discount).toBe(0);

    // Expired since it was applied.
    await ctx.database.db
      .update(coupons)
      .set({ maxRedemptions: null, redeemBy: new Date('2021-06-30T12:00:00Z') })
      .where(eq(coupons.id, onlyLtd.id));
    expect(cartOf(await api.read(headers)).coupon?.message).toMatch(new RegExp(`^Coupon ${onlyLtd.name} expired on `));
  });

  it('joins the account’s cart at sign-in (merge) from the browser, unless the account’s cart has one', async () => {
    const { headers } = await createSignedInUser(ctx);
    const visitors = await addCoupon();
    const browserCart = { CartItems: [{ id: 'line-1', productId: seed.ukLtd.id, price: 1 }], totalQuantity: 1 };
    const merged = cartOf(
      await api.call('POST', '/api/cart/newcartwithuser', headers, { cart: browserCart, couponCode: visitors.name }),
    );
    expect(merged.coupon).toMatchObject({ code: visitors.name, applies: true });

    const other = await addCoupon();
    const again = cartOf(
      await api.call('POST', '/api/cart/newcartwithuser', headers, { cart: browserCart, couponCode: other.name }),
    );
    expect(again.coupon?.code).toBe(visitors.name);
  });

  it('is cleared with the cart', async () => {
    const { headers } = await createSignedInUser(ctx);
    cartOf(await api.addItem(headers, { productId: seed.ukLtd.id }));
    cartOf(await applyCoupon(headers, (await addCoupon()).name));
    const cleared = cartOf(await api.clear(headers, 'current'));
    expect(cleared.coupon).toBeNull();
    cartOf(await api.addItem(headers, { productId: seed.ukLtd.id }));
    expect(cartOf(await api.read(headers)).coupon).toBeNull();
  });

  it('is charged at checkout for the total the cart showed, then the next cart starts without it', async () => {
    const { headers } = await createSignedInUser(ctx);
    cartOf(await api.addItem(headers, { productId: seed.ukLtd.id }));
    const coupon = await addCoupon();
    const shown = cartOf(await applyCoupon(headers, coupon.name));
    const paid = await checkoutApi(ctx).checkout(headers, checkoutBody(undefined, { couponCode: shown.coupon?.code }));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.order).toMatchObject({
      totalPence: shown.summary.total,
      discountPence: shown.summary.discount,
    });
    cartOf(await api.addItem(headers, { productId: seed.ukLtd.id }));
    expect(cartOf(await api.read(headers)).coupon).toBeNull();
  });

  it('is charged at checkout when the request names no coupon: the api uses the one kept with the cart', async () => {
    const { headers } = await createSignedInUser(ctx);
    cartOf(await api.addItem(headers, { productId: seed.ukLtd.id }));
    const coupon = await addCoupon({ percentOff: 20 });
    const shown = cartOf(await applyCoupon(headers, coupon.name));
    expect(shown.summary.discount).toBeGreaterThan(0);
    const paid = await checkoutApi(ctx).checkout(headers, checkoutBody());
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.order).toMatchObject({
      couponName: coupon.name,
      totalPence: shown.summary.total,
      discountPence: shown.summary.discount,
    });
  });

  it('takes nothing off at checkout once the kept coupon stopped applying, as the cart says, and still sells', async () => {
    const { headers } = await createSignedInUser(ctx);
    cartOf(await api.addItem(headers, { productId: seed.ukLtd.id }));
    const coupon = await addCoupon();
    cartOf(await applyCoupon(headers, coupon.name));
    await ctx.database.db
      .update(coupons)
      .set({ redeemBy: new Date('2021-06-30T12:00:00Z') })
      .where(eq(coupons.id, coupon.id));
    const shown = cartOf(await api.read(headers));
    expect(shown.coupon).toMatchObject({ applies: false, discountPence: 0 });
    const paid = await checkoutApi(ctx).checkout(headers, checkoutBody());
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.order).toMatchObject({
      couponName: null,
      discountPence: 0,
      totalPence: shown.summary.total,
    });
  });

  it('joins the new account’s cart when a visitor signs up at checkout (newuserwithcart)', async () => {
    const visitors = await addCoupon();
    const res = await api.call(
      'POST',
      '/api/user/newuserwithcart',
      {},
      {
        name: 'Vera Visitor',
        email: `vera-${randomUUID().slice(0, 8)}@example.com`,
        cart: { CartItems: [{ id: 'line-1', productId: seed.ukLtd.id, price: 1 }], totalQuantity: 1 },
        couponCode: visitors.name,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { cart, accessToken } = res.json().data;
    expect(cart.coupon).toMatchObject({ code: visitors.name, applies: true });
    expect(cart.summary.discount).toBeGreaterThan(0);
    // Kept on the server: a fresh read of the new account's cart still has it.
    const again = cartOf(await api.read({ authorization: `Bearer ${accessToken}` }));
    expect(again.coupon).toMatchObject({ code: visitors.name, applies: true });
    expect(again.summary.total).toBe(cart.summary.total);
  });

  it('needs a signed-in customer', async () => {
    expect((await applyCoupon({}, 'WELCOME10')).statusCode).toBe(401);
    expect((await removeCoupon({})).statusCode).toBe(401);
  });
});

import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponRedemptions, gatewayCharges, orders } from '../../db/schema';
import { createSignedInUser } from '../../test/context';
import { useSeededContext } from '../../test/seeded';
import { cardPayment, checkoutApi, checkoutBody, createCoupon, fillCart } from './checkout.test-helpers';

const { ctx, seed } = useSeededContext();

const db = () => ctx.database.db;

async function customerWithCart() {
  const signedIn = await createSignedInUser(ctx);
  await fillCart(ctx, signedIn.headers, seed);
  return signedIn;
}

describe('checkout: a coupon with one use left', () => {
  it('is not given to a second checkout while the first order waits for its payment', async () => {
    const coupon = await createCoupon(ctx, { maxRedemptions: 1 });
    const waiting = await createSignedInUser(ctx);
    // An order whose card payment is still in flight (e.g. at the bank's authentication step) holds the use.
    await db()
      .insert(orders)
      .values({
        userId: waiting.user.id,
        idempotencyKey: randomUUID(),
        buyer: { name: 'Waiting Buyer', email: waiting.user.email, country: 'GB' },
        couponId: coupon.id,
        couponName: coupon.name,
        subtotalPence: 10_000,
        discountPence: 1_000,
        vatPence: 1_800,
        totalPence: 10_800,
      });
    const buyer = await customerWithCart();
    const body = checkoutBody(cardPayment(), { couponCode: coupon.name });
    const res = await checkoutApi(ctx).checkout(buyer.headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Coupon ${coupon.name} has already been used as many times as it allows.`);
    expect(await db().select().from(orders).where(eq(orders.idempotencyKey, body.idempotencyKey))).toEqual([]);
    expect(
      await db().select().from(gatewayCharges).where(eq(gatewayCharges.idempotencyKey, body.idempotencyKey)),
    ).toEqual([]);
    const [used] = await db()
      .select({ value: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(used?.value).toBe(0);
  });

  it('is free again when the payment that held it fails', async () => {
    const coupon = await createCoupon(ctx, { maxRedemptions: 1 });
    const api = checkoutApi(ctx);
    const declined = await customerWithCart();
    const res = await api.checkout(
      declined.headers,
      checkoutBody(cardPayment('4000000000000002'), { couponCode: coupon.name }),
    );
    expect(res.statusCode).toBe(422);
    const buyer = await customerWithCart();
    const paid = await api.checkout(buyer.headers, checkoutBody(cardPayment(), { couponCode: coupon.name }));
    expect(paid.statusCode, paid.body).toBe(200);
  });
});

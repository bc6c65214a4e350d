// Issue 20 point 6: the coupon lives on the server cart. The code is stored with the cart (so it
// survives a reload and a sign-in) and is checked again on every read with the shared coupon rule:
// when it stops applying (expired, used up, the cart no longer has what it covers or reaches its
// minimum) the cart says so in words and takes nothing off.
import type { TCart, TCartCoupon } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { carts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { evaluateCoupon } from '../coupons';

/** The code kept with the user's cart, or null. */
export async function readCartCouponCode(db: TDb, userId: string): Promise<string | null> {
  const [row] = await db.select({ code: carts.couponCode }).from(carts).where(eq(carts.userId, userId)).limit(1);
  return row?.code ?? null;
}

/** Keep `code` with the cart (null removes it), inside the caller's transaction that locked the cart. */
export async function storeCartCouponCode(tx: TDb, cartId: string, code: string | null): Promise<void> {
  await tx.update(carts).set({ couponCode: code, updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** What the stored `code` does to `cart` now. */
export async function cartCouponFor(
  db: TDb,
  options: { code: string; cart: TCart; userId: string; now?: Date },
): Promise<TCartCoupon> {
  const result = await evaluateCoupon(
    { db },
    { code: options.code, cart: options.cart, plan: null, userId: options.userId, now: options.now ?? new Date() },
  );
  if (result.ok) {
    return {
      code: options.code,
      applies: true,
      name: result.coupon.name,
      description: result.coupon.description,
      discountPence: result.discountTotal,
      message: null,
    };
  }
  return {
    code: options.code,
    applies: false,
    name: null,
    description: null,
    discountPence: 0,
    message: `${result.message} It takes nothing off this order.`,
  };
}

/** Applying a coupon: one that does not apply to this cart now is refused with the reason, and not kept. */
export async function assertCouponApplies(
  db: TDb,
  options: { code: string; cart: TCart; userId: string; now?: Date },
): Promise<void> {
  const result = await evaluateCoupon(
    { db },
    { code: options.code, cart: options.cart, plan: null, userId: options.userId, now: options.now ?? new Date() },
  );
  if (!result.ok) throw new AppError('BAD_REQUEST', result.message);
}

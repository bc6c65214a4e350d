// Checking a coupon (SPEC §7 coupan-check) reads the cart module (the server cart, or the visitor's lines
// priced from the catalogue) and the plan being bought, then asks the coupons module what the code takes
// off. It spans two modules that must not import each other (the cart keeps its coupon through coupons).
import {
  type TCart,
  type TCouponCheck,
  type TCouponCheckRequest,
  cartSubtotal,
  emptyCart,
  priceSummary,
} from '@launchpad/shared';
import { AppError } from '../lib/app-error';
import { loadPricedCart, priceClientCart } from '../modules/cart';
import { evaluateCoupon, planBeingBought, type TCouponDeps } from '../modules/coupons';

/**
 * `POST /api/payment/coupan-check/{code}`. Signed in: the server cart (the body's cart lines are
 * not read); anonymous: the body's cart repriced from the catalogue; only a startupPackage: the plan
 * alone. A coupon that cannot be used is a 400 with the reason.
 */
export async function checkCoupon(
  deps: TCouponDeps,
  options: { code: string; userId: string | null; request: TCouponCheckRequest; now?: Date },
): Promise<TCouponCheck> {
  const request = options.request ?? {};
  const wantsCart = request.cart !== undefined || request.startupPackage === undefined;
  let cart: TCart = emptyCart();
  if (wantsCart && options.userId) cart = (await loadPricedCart(deps, { userId: options.userId })).cart;
  else if (wantsCart && request.cart) cart = (await priceClientCart(deps.db, request.cart)).cart;
  const plan = request.startupPackage ? await planBeingBought(deps, request.startupPackage) : null;

  const result = await evaluateCoupon(deps, {
    code: options.code,
    cart,
    plan,
    userId: options.userId,
    now: options.now ?? new Date(),
  });
  if (!result.ok) throw new AppError('BAD_REQUEST', result.message);
  const { commissionRateBp: _rate, influencerId: _influencer, ...coupon } = result.coupon;
  const subtotal = cartSubtotal(cart) + (plan?.amountPence ?? 0);
  return {
    coupon,
    discountTotal: result.discountTotal,
    discountPerLine: result.discountPerLine,
    cart,
    plan,
    summary: priceSummary(subtotal, result.discountTotal),
  };
}

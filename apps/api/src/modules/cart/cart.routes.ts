import {
  CART_PATHS,
  ZAddCartItemRequest,
  ZAddDomainRequest,
  ZAddOnQuantityRequest,
  ZCartAddOnParams,
  ZCartCouponRequest,
  ZCartItemParams,
  ZCartResponse,
  ZClearCartParams,
  ZDeleteCartItemRequest,
  ZDeleteDomainRequest,
  ZItemQuantityRequest,
  ZMergeCartRequest,
  ZNewUserWithCartRequest,
  ZNewUserWithCartResponse,
  ZReadCartRequest,
  ZToggleAddOnRequest,
  ZUpdateDomainDurationRequest,
  ZUpdateServiceDurationRequest,
  ZUpdateServiceQuantityRequest,
  ZUpdateServicesRequest,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as merge from './cart.merge';
import * as cart from './cart.service';

const docs = { tags: ['cart'], security: [{ bearer: [] }] };
const answer = { 200: ZCartResponse };
const ok = (message: string) => (data: Awaited<ReturnType<typeof cart.readCart>>) => ({
  success: true as const,
  message,
  data,
});
/** Like register: creating accounts is limited per address. */
const NEW_ACCOUNT_LIMIT = { rateLimit: { max: 5, timeWindow: '1 minute' } };

/** SPEC §7 "Cart": the signed-in user's server cart; every answer is the whole cart, priced now. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const signedIn = { preValidation: app.requireUser };

  app.post(
    CART_PATHS.read,
    { ...signedIn, schema: { ...docs, body: ZReadCartRequest, response: answer } },
    async (req) => ({ success: true as const, data: await cart.readCart(deps, { userId: req.auth.userId }) }),
  );
  app.post(
    CART_PATHS.addItem,
    { ...signedIn, schema: { ...docs, body: ZAddCartItemRequest, response: answer } },
    async (req) => ok('Product added to cart!')(await cart.addItem(deps, { userId: req.auth.userId, ...req.body })),
  );
  app.post(
    CART_PATHS.addDomain,
    { ...signedIn, schema: { ...docs, body: ZAddDomainRequest, response: answer } },
    async (req) => ok('Domain added to cart!')(await cart.addDomain(deps, { userId: req.auth.userId, ...req.body })),
  );
  app.patch(
    CART_PATHS.item,
    { ...signedIn, schema: { ...docs, params: ZCartItemParams, body: ZItemQuantityRequest, response: answer } },
    async (req) =>
      ok('Quantity updated.')(
        await cart.setQuantity(deps, { userId: req.auth.userId, ...req.params, quantity: req.body.quantity }),
      ),
  );
  app.delete(
    CART_PATHS.deleteItem,
    { ...signedIn, schema: { ...docs, body: ZDeleteCartItemRequest, response: answer } },
    async (req) => ok('Item removed.')(await cart.deleteItem(deps, { userId: req.auth.userId, ...req.body })),
  );
  app.delete(
    CART_PATHS.deleteDomain,
    { ...signedIn, schema: { ...docs, body: ZDeleteDomainRequest, response: answer } },
    async (req) => ok('Domain removed.')(await cart.deleteDomain(deps, { userId: req.auth.userId, ...req.body })),
  );
  app.put(
    CART_PATHS.toggleAddOn,
    { ...signedIn, schema: { ...docs, params: ZCartItemParams, body: ZToggleAddOnRequest, response: answer } },
    async (req) =>
      ok('Add-ons updated.')(await cart.toggleAddOn(deps, { userId: req.auth.userId, ...req.params, ...req.body })),
  );
  app.patch(
    CART_PATHS.addOn,
    { ...signedIn, schema: { ...docs, params: ZCartAddOnParams, body: ZAddOnQuantityRequest, response: answer } },
    async (req) =>
      ok('Add-on quantity updated.')(
        await cart.setAddOnQuantity(deps, { userId: req.auth.userId, ...req.params, ...req.body }),
      ),
  );
  app.delete(
    CART_PATHS.clear,
    { ...signedIn, schema: { ...docs, params: ZClearCartParams, response: answer } },
    async (req) => ok('Your cart is empty.')(await cart.clearCart(deps, { userId: req.auth.userId, ...req.params })),
  );
  app.put(
    CART_PATHS.updateServices,
    { ...signedIn, schema: { ...docs, body: ZUpdateServicesRequest, response: answer } },
    async (req) => ok('Services updated.')(await cart.updateServices(deps, { userId: req.auth.userId, ...req.body })),
  );
  app.put(
    CART_PATHS.updateDuration,
    { ...signedIn, schema: { ...docs, body: ZUpdateServiceDurationRequest, response: answer } },
    async (req) =>
      ok('Duration updated.')(await cart.updateServiceDuration(deps, { userId: req.auth.userId, ...req.body })),
  );
  app.put(
    CART_PATHS.updateQuantity,
    { ...signedIn, schema: { ...docs, body: ZUpdateServiceQuantityRequest, response: answer } },
    async (req) =>
      ok('Quantity updated.')(await cart.updateServiceQuantity(deps, { userId: req.auth.userId, ...req.body })),
  );
  app.put(
    CART_PATHS.updateDomainDuration,
    { ...signedIn, schema: { ...docs, body: ZUpdateDomainDurationRequest, response: answer } },
    async (req) =>
      ok('Registration years updated.')(
        await cart.updateDomainDuration(deps, { userId: req.auth.userId, ...req.body }),
      ),
  );
  app.put(
    CART_PATHS.coupon,
    { ...signedIn, schema: { ...docs, body: ZCartCouponRequest, response: answer } },
    async (req) => {
      const data = await cart.applyCartCoupon(deps, { userId: req.auth.userId, code: req.body.code });
      return ok(`Coupon ${data.coupon?.name ?? req.body.code} applied: ${data.coupon?.description ?? ''}.`)(data);
    },
  );
  app.delete(CART_PATHS.coupon, { ...signedIn, schema: { ...docs, response: answer } }, async (req) =>
    ok('Coupon removed.')(await cart.removeCartCoupon(deps, { userId: req.auth.userId })),
  );
  app.post(
    CART_PATHS.merge,
    { ...signedIn, schema: { ...docs, body: ZMergeCartRequest, response: answer } },
    async (req) =>
      ok('Your cart is saved to your account.')(
        await merge.mergeLocalCart(deps, {
          userId: req.auth.userId,
          cart: req.body.cart,
          couponCode: req.body.couponCode,
        }),
      ),
  );
  app.post(
    CART_PATHS.newUserWithCart,
    {
      config: NEW_ACCOUNT_LIMIT,
      schema: { tags: ['user'], body: ZNewUserWithCartRequest, response: { 200: ZNewUserWithCartResponse } },
    },
    async (req) => ({
      success: true as const,
      message: 'Your account is ready and your cart is saved.',
      data: await merge.registerWithCart(deps, req.body, { userAgent: req.headers['user-agent'], ip: req.ip }),
    }),
  );
};

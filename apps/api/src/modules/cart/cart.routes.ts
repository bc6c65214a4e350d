import { cartEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../lib/endpoint';
import * as merge from './cart-merge.service';
import * as cart from './cart.service';

/** Like register: creating accounts is limited per address. */
const NEW_ACCOUNT_LIMIT = { rateLimit: { max: 5, timeWindow: '1 minute' } };

/** SPEC §7 "Cart": the signed-in user's server cart; every answer is the whole cart, priced now. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  addEndpoint(app, endpoints.read, {
    handler: async (req) => ({ data: await cart.readCart(deps, { userId: req.auth.userId }) }),
  });
  addEndpoint(app, endpoints.addItem, {
    handler: async (req) => ({
      data: await cart.addItem(deps, { userId: req.auth.userId, ...req.body }),
      message: 'Product added to cart!',
    }),
  });
  addEndpoint(app, endpoints.addDomain, {
    handler: async (req) => ({
      data: await cart.addDomain(deps, { userId: req.auth.userId, ...req.body }),
      message: 'Domain added to cart!',
    }),
  });
  addEndpoint(app, endpoints.setQuantity, {
    handler: async (req) => ({
      data: await cart.setQuantity(deps, { userId: req.auth.userId, ...req.params, quantity: req.body.quantity }),
      message: 'Quantity updated.',
    }),
  });
  addEndpoint(app, endpoints.deleteItem, {
    handler: async (req) => ({
      data: await cart.deleteItem(deps, { userId: req.auth.userId, ...req.body }),
      message: 'Item removed.',
    }),
  });
  addEndpoint(app, endpoints.deleteDomain, {
    handler: async (req) => ({
      data: await cart.deleteDomain(deps, { userId: req.auth.userId, ...req.body }),
      message: 'Domain removed.',
    }),
  });
  addEndpoint(app, endpoints.toggleAddOn, {
    handler: async (req) => ({
      data: await cart.toggleAddOn(deps, { userId: req.auth.userId, ...req.params, ...req.body }),
      message: 'Add-ons updated.',
    }),
  });
  addEndpoint(app, endpoints.setAddOnQuantity, {
    handler: async (req) => ({
      data: await cart.setAddOnQuantity(deps, { userId: req.auth.userId, ...req.params, ...req.body }),
      message: 'Add-on quantity updated.',
    }),
  });
  addEndpoint(app, endpoints.clear, {
    handler: async (req) => ({
      data: await cart.clearCart(deps, { userId: req.auth.userId, ...req.params }),
      message: 'Your cart is empty.',
    }),
  });
  addEndpoint(app, endpoints.updateServices, {
    handler: async (req) => ({
      data: await cart.updateServices(deps, { userId: req.auth.userId, ...req.body }),
      message: 'Services updated.',
    }),
  });
  addEndpoint(app, endpoints.updateDuration, {
    handler: async (req) => ({
      data: await cart.updateServiceDuration(deps, { userId: req.auth.userId, ...req.body }),
      message: 'Duration updated.',
    }),
  });
  addEndpoint(app, endpoints.updateQuantity, {
    handler: async (req) => ({
      data: await cart.updateServiceQuantity(deps, { userId: req.auth.userId, ...req.body }),
      message: 'Quantity updated.',
    }),
  });
  addEndpoint(app, endpoints.updateDomainDuration, {
    handler: async (req) => ({
      data: await cart.updateDomainDuration(deps, { userId: req.auth.userId, ...req.body }),
      message: 'Registration years updated.',
    }),
  });
  addEndpoint(app, endpoints.applyCoupon, {
    handler: async (req) => {
      const data = await cart.applyCartCoupon(deps, { userId: req.auth.userId, code: req.body.code });
      return {
        data,
        message: `Coupon ${data.coupon?.name ?? req.body.code} applied: ${data.coupon?.description ?? ''}.`,
      };
    },
  });
  addEndpoint(app, endpoints.removeCoupon, {
    handler: async (req) => ({
      data: await cart.removeCartCoupon(deps, { userId: req.auth.userId }),
      message: 'Coupon removed.',
    }),
  });
  addEndpoint(app, endpoints.merge, {
    handler: async (req) => ({
      data: await merge.mergeLocalCart(deps, {
        userId: req.auth.userId,
        cart: req.body.cart,
        couponCode: req.body.couponCode,
      }),
      message: 'Your cart is saved to your account.',
    }),
  });
  addEndpoint(app, endpoints.newUserWithCart, {
    config: NEW_ACCOUNT_LIMIT,
    handler: async (req) => ({
      data: await merge.registerWithCart(deps, req.body, { userAgent: req.headers['user-agent'], ip: req.ip }),
      message: 'Your account is ready and your cart is saved.',
    }),
  });
};

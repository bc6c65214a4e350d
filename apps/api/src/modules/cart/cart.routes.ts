import { cartEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint, addServiceEndpoints } from '../../lib/endpoint';
import * as merge from './cart-merge.service';
import * as cart from './cart.service';

/**
 * SPEC §7 "Cart": the signed-in user's server cart; every answer is the whole cart, priced now. Most calls are
 * answered by their service functions (cartServices, cartMergeServices); the handlers here are those whose
 * answer says more than the definition's message.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  addServiceEndpoints(app, cart.cartServices);
  addServiceEndpoints(app, merge.cartMergeServices);

  addEndpoint(app, endpoints.applyCoupon, {
    handler: async (req) => {
      const data = await cart.applyCartCoupon(deps, { userId: req.auth.userId, code: req.body.code });
      return {
        data,
        message: `Coupon ${data.coupon?.name ?? req.body.code} applied: ${data.coupon?.description ?? ''}.`,
      };
    },
  });
  addEndpoint(app, endpoints.newUserWithCart, {
    handler: async (req) => ({
      data: await merge.registerWithCart(deps, req.body, { userAgent: req.headers['user-agent'], ip: req.ip }),
      message: 'Your account is ready and your cart is saved.',
    }),
  });
};

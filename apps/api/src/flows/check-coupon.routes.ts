import { couponEndpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../lib/endpoint';
import { checkCoupon } from './check-coupon';

/** SPEC §7 `coupan-check`: anonymous visitors and signed-in customers alike. */
export const checkCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, couponEndpoints.check, {
    readsUser: true,
    handler: async (req) => {
      const data = await checkCoupon(app.deps, {
        code: req.params.id,
        userId: req.auth?.userId ?? null,
        request: req.body,
      });
      return { data, message: `Coupon ${data.coupon.name} applied: ${data.coupon.description}.` };
    },
  });
};

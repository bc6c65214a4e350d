import { couponEndpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../lib/endpoint';
import { checkCoupon } from './check-coupon';

/** Checking codes is limited per address, so codes cannot be guessed by trying many. */
const CHECK_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** SPEC §7 `coupan-check`: anonymous visitors and signed-in customers alike. */
export const checkCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, couponEndpoints.check, {
    config: CHECK_LIMIT,
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

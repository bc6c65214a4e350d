import { COUPON_PATHS, ZCouponCheckParams, ZCouponCheckRequest, ZCouponCheckResponse } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as couponsService from './coupons.service';

/** Checking codes is limited per address, so codes cannot be guessed by trying many. */
const CHECK_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** SPEC §7 `coupan-check`: anonymous visitors and signed-in customers alike. */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    COUPON_PATHS.check,
    {
      config: CHECK_LIMIT,
      preValidation: app.optionalUser,
      schema: {
        tags: ['payments'],
        params: ZCouponCheckParams,
        body: ZCouponCheckRequest,
        response: { 200: ZCouponCheckResponse },
      },
    },
    async (req) => {
      const data = await couponsService.checkCoupon(app.deps, {
        code: req.params.id,
        userId: req.auth?.userId ?? null,
        request: req.body,
      });
      return {
        success: true as const,
        message: `Coupon ${data.coupon.name} applied: ${data.coupon.description}.`,
        data,
      };
    },
  );
};

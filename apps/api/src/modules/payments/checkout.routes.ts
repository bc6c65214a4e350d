import { ORDERS_PATHS, ZCheckoutRequest, ZCheckoutResponse } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkout } from './checkout.service';
import { handleStripeWebhook } from './webhooks.service';

/** Paying is limited per address, like saving a card: trying stolen card numbers ("card testing") is a known abuse. */
export const PAYMENT_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** Issue 5: checkout of the server cart. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ORDERS_PATHS.checkout,
    {
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }],
        body: ZCheckoutRequest,
        response: { 200: ZCheckoutResponse },
      },
      config: PAYMENT_LIMIT,
      preValidation: app.requireUser,
    },
    async (req) => {
      const result = await checkout(app.deps, { ...req.body, userId: req.auth.userId });
      const message =
        result.status === 'paid'
          ? `Payment received. Thank you for your order${result.order.invoiceNumber ? ` (invoice ${result.order.invoiceNumber})` : ''}.`
          : result.status === 'requires_action'
            ? 'Your bank needs you to confirm this payment.'
            : 'Your payment is being processed.';
      return { success: true as const, message, data: result };
    },
  );
};

/**
 * `POST /api/payment/webhooks/stripe`: the signature covers the exact bytes Stripe sent, so this
 * plugin keeps JSON bodies as raw Buffers (its own content-type parser, scoped to this plugin).
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.post(
    ORDERS_PATHS.stripeWebhook,
    {
      schema: {
        tags: ['payments'],
        response: {
          200: z.object({ success: z.literal(true), data: z.object({ type: z.string(), handled: z.boolean() }) }),
        },
      },
    },
    async (req) => {
      const signature = req.headers['stripe-signature'];
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const data = await handleStripeWebhook(app.deps, {
        rawBody,
        signature: typeof signature === 'string' ? signature : undefined,
      });
      return { success: true as const, data };
    },
  );
};

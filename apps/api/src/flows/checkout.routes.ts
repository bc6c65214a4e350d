import {
  ORDERS_PATHS,
  PAYMENT_PATHS,
  ZAuthenticatePaymentRequest,
  ZAuthenticatePaymentResponse,
  ZCheckoutRequest,
  ZCheckoutResponse,
  ZConfirmPaymentRequest,
  ZPaymentConfigResponse,
  ZTokeniseCardRequest,
  ZTokeniseCardResponse,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_LIMIT } from '../lib/rate-limits';
import { authenticateBuiltinPayment } from '../modules/payments';
import { paymentProviderName } from '../providers/payments';
import { checkout, confirmPayment } from './checkout';
import { handleStripeWebhook } from './payment-events';

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

  app.post(
    PAYMENT_PATHS.confirm,
    {
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }],
        body: ZConfirmPaymentRequest,
        response: { 200: ZCheckoutResponse },
      },
      config: PAYMENT_LIMIT,
      preValidation: app.requireUser,
    },
    async (req) => {
      const result = await confirmPayment(app.deps, { ...req.body, userId: req.auth.userId });
      const message =
        result.status === 'paid'
          ? `Payment received. Thank you for your order${result.order.invoiceNumber ? ` (invoice ${result.order.invoiceNumber})` : ''}.`
          : result.status === 'requires_action'
            ? 'Your bank still needs you to confirm this payment.'
            : 'Your payment is being processed.';
      return { success: true as const, message, data: result };
    },
  );

  app.get(
    PAYMENT_PATHS.config,
    { schema: { tags: ['payments'], response: { 200: ZPaymentConfigResponse } } },
    async () => {
      const name = paymentProviderName(app.deps.config);
      return {
        success: true as const,
        data: {
          provider: name ?? 'builtin',
          publishableKey: name === 'stripe' ? (app.deps.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
          // Production with the built-in gateway chosen explicitly: no real money moves, every page says so.
          testMode: name === 'builtin' && app.deps.config.NODE_ENV === 'production',
          stripeJsUrl: name === 'stripe' ? (app.deps.config.STRIPE_JS_URL ?? null) : null,
        },
      };
    },
  );

  app.post(
    PAYMENT_PATHS.builtinTokenise,
    {
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }],
        body: ZTokeniseCardRequest,
        response: { 200: ZTokeniseCardResponse },
      },
      config: PAYMENT_LIMIT,
      preValidation: app.requireUser,
    },
    async (req) => ({
      success: true as const,
      data: await app.deps.payments.createCardPaymentMethod(req.body.card),
    }),
  );

  app.post(
    PAYMENT_PATHS.builtinAuthenticate,
    {
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }],
        body: ZAuthenticatePaymentRequest,
        response: { 200: ZAuthenticatePaymentResponse },
      },
      config: PAYMENT_LIMIT,
      preValidation: app.requireUser,
    },
    async (req) => {
      const data = await authenticateBuiltinPayment(app.deps, {
        userId: req.auth.userId,
        clientSecret: req.body.clientSecret,
        succeed: req.body.outcome === 'complete',
      });
      // A SetupIntent's secret is a card being saved, not a payment: the message says which.
      const what = req.body.clientSecret.startsWith('seti_') ? 'card' : 'payment';
      return {
        success: true as const,
        message:
          data.status === 'succeeded'
            ? `${what === 'card' ? 'Card' : 'Payment'} confirmed with your bank.`
            : `Your bank did not confirm the ${what}.`,
        data,
      };
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

import { paymentEndpoints as endpoints, type TCheckoutResult } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../lib/endpoint';
import { authenticateBuiltinPayment } from '../modules/payments';
import { paymentProviderName, paymentsInTestMode } from '../providers/payments';
import { checkout, confirmPayment } from './checkout';
import { handleStripeWebhook } from './payment-events';

/** What a payment's outcome says to the buyer; `stillWaiting` when the bank's step was already asked for. */
const outcomeMessage = (result: TCheckoutResult, stillWaiting: boolean) =>
  result.status === 'paid'
    ? `Payment received. Thank you for your order${result.order.invoiceNumber ? ` (invoice ${result.order.invoiceNumber})` : ''}.`
    : result.status === 'requires_action'
      ? `Your bank ${stillWaiting ? 'still ' : ''}needs you to confirm this payment.`
      : 'Your payment is being processed.';

/** Issue 5: checkout of the server cart. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, endpoints.checkout, {
    handler: async (req) => {
      const result = await checkout(app.deps, { ...req.body, userId: req.auth.userId });
      return { message: outcomeMessage(result, false), data: result };
    },
  });

  addEndpoint(app, endpoints.confirm, {
    handler: async (req) => {
      const result = await confirmPayment(app.deps, { ...req.body, userId: req.auth.userId });
      return { message: outcomeMessage(result, true), data: result };
    },
  });

  addEndpoint(app, endpoints.config, {
    handler: async () => {
      const name = paymentProviderName(app.deps.config);
      return {
        data: {
          provider: name ?? 'builtin',
          publishableKey: name === 'stripe' ? (app.deps.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
          testMode: paymentsInTestMode(app.deps.config),
          stripeJsUrl: name === 'stripe' ? (app.deps.config.STRIPE_JS_URL ?? null) : null,
        },
      };
    },
  });

  addEndpoint(app, endpoints.builtinTokenise, {
    handler: async (req) => ({ data: await app.deps.payments.createCardPaymentMethod(req.body.card) }),
  });

  addEndpoint(app, endpoints.builtinAuthenticate, {
    handler: async (req) => {
      const data = await authenticateBuiltinPayment(app.deps, {
        userId: req.auth.userId,
        clientSecret: req.body.clientSecret,
        succeed: req.body.outcome === 'complete',
      });
      // A SetupIntent's secret is a card being saved, not a payment: the message says which.
      const what = req.body.clientSecret.startsWith('seti_') ? 'card' : 'payment';
      return {
        message:
          data.status === 'succeeded'
            ? `${what === 'card' ? 'Card' : 'Payment'} confirmed with your bank.`
            : `Your bank did not confirm the ${what}.`,
        data,
      };
    },
  });
};

/**
 * `POST /api/payment/webhooks/stripe`: the signature covers the exact bytes Stripe sent, so this
 * plugin keeps JSON bodies as raw Buffers (its own content-type parser, scoped to this plugin).
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  const webhook = endpoints.stripeWebhook;
  app.post(
    webhook.path,
    {
      schema: {
        summary: webhook.summary,
        tags: [...webhook.tags],
        response: { 200: webhook.response },
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

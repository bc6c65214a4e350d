// The server the Stripe journeys run against: the production build in Stripe mode on a fresh database,
// talking to the local Stripe wire server (the official SDK through STRIPE_API_URL), whose Stripe.js is
// the local stand-in (STRIPE_JS_URL): js.stripe.com and api.stripe.com cannot be reached here. The wire
// server sends its events to the app's webhook endpoint, signed with STRIPE_WEBHOOK_SECRET.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paymentEndpoints } from '@launchpad/shared';
import { startStripeTestServer, webhookTo } from '../apps/api/src/providers/payments/stripe.test-server';

const stripePort = Number(process.env.E2E_STRIPE_API_PORT ?? 3121);
// Every event is also posted, signed, to this server's webhook endpoint, as Stripe does: an order can
// settle from the webhook alone when the browser's confirmation never arrives.
const webhookSecret = 'whsec_e2e';
const stripe = await startStripeTestServer({
  port: stripePort,
  secretKey: 'sk_test_e2e',
  publishableKey: 'pk_test_e2e',
  stripeJs: readFileSync(new URL('./fixtures/stripe-js-standin.js', import.meta.url), 'utf8'),
  webhooks: webhookTo(
    `http://127.0.0.1:${process.env.PORT ?? 3120}${paymentEndpoints.stripeWebhook.path}`,
    webhookSecret,
  ),
});

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'launchpad-e2e-stripe-'));
process.env.LOG_LEVEL ??= 'warn';
process.env.PAYMENT_PROVIDER = 'stripe';
process.env.STRIPE_SECRET_KEY = stripe.secretKey;
process.env.STRIPE_PUBLISHABLE_KEY = stripe.publishableKey;
process.env.STRIPE_WEBHOOK_SECRET = webhookSecret;
process.env.STRIPE_API_URL = stripe.url;
process.env.STRIPE_JS_URL = `${stripe.url}/v3/`;
// The api's build output (npm run build), which has no type declarations.
const server = '../apps/api/dist/server.js';
await import(server);

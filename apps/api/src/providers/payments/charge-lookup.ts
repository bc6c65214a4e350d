// Finding a charge the api may have made but never recorded (issue 20: checkout repairs itself). The
// process can stop between the processor's answer and our update of the payment row; the charge is then
// only known to the processor, under the order's idempotency key and with the order id in its metadata.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import { gatewayCharges } from '../../db/schema';
import type { TChargeStatus } from './payment.provider';

export type TFoundCharge = { id: string; status: TChargeStatus; failureMessage: string | null };

export type TChargeLookup = {
  /**
   * The charge made for this order, or null when the processor has none: nothing was charged. Only
   * reads; never charges.
   */
  findOrderCharge(order: {
    orderId: string;
    idempotencyKey: string;
    customerId: string | null;
    createdAt: Date;
  }): Promise<TFoundCharge | null>;
};

/** The built-in gateway keeps its charges in gateway_charges, one row per idempotency key. */
export function builtinChargeLookup(db: TDb): TChargeLookup {
  return {
    async findOrderCharge({ idempotencyKey }) {
      const [row] = await db
        .select({ id: gatewayCharges.id, status: gatewayCharges.status, failureMessage: gatewayCharges.failureMessage })
        .from(gatewayCharges)
        .where(eq(gatewayCharges.idempotencyKey, idempotencyKey))
        .limit(1);
      return row ?? null;
    },
  };
}

/** A PaymentIntent's status in the provider's vocabulary (payment.provider.ts). */
export function chargeStatusOf(status: Stripe.PaymentIntent.Status): TChargeStatus {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'requires_action':
    case 'requires_confirmation':
      return 'requires_action';
    case 'processing':
    case 'requires_capture':
      return 'processing';
    default:
      // requires_payment_method (declined) or canceled: no money moved.
      return 'failed';
  }
}

/** Where the SDK sends requests: Stripe itself, or the local wire server named by STRIPE_API_URL in tests. */
export function stripeSdkOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  const url = new URL(apiUrl ?? 'https://api.stripe.com');
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
  };
}

/**
 * Stripe: the customer's PaymentIntents created since the order (listing, unlike search, sees a new
 * intent at once), matched by the order id the checkout puts in their metadata.
 */
export function stripeChargeLookup(options: { secretKey: string; apiUrl: string | undefined }): TChargeLookup {
  const stripe = new Stripe(options.secretKey, stripeSdkOptions(options.apiUrl));
  return {
    async findOrderCharge({ orderId, customerId, createdAt }) {
      if (!customerId) return null;
      const since = Math.floor(createdAt.getTime() / 1000) - 300;
      for await (const intent of stripe.paymentIntents.list({
        customer: customerId,
        created: { gte: since },
        limit: 100,
      })) {
        if (intent.metadata.orderId !== orderId) continue;
        return {
          id: intent.id,
          status: chargeStatusOf(intent.status),
          failureMessage: intent.last_payment_error?.message ?? null,
        };
      }
      return null;
    },
  };
}

/** The lookup for the configured processor (the same choice as createPaymentProvider). */
export function createChargeLookup(config: TConfig, db: TDb): TChargeLookup {
  return config.STRIPE_SECRET_KEY
    ? stripeChargeLookup({ secretKey: config.STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL })
    : builtinChargeLookup(db);
}

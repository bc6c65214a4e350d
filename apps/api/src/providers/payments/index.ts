import { createHash } from 'node:crypto';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import { createBuiltinGateway } from './builtin.gateway';
import type { TPaymentProvider } from './payment.provider';
import { STRIPE_DEFAULT_URL } from './stripe.sdk';
import { createStripeGateway } from './stripe.gateway';

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in test gateway, which works offline. */
export function createPaymentProvider(config: TConfig, db: TDb): TPaymentProvider {
  if (config.STRIPE_SECRET_KEY) {
    return createStripeGateway({
      secretKey: config.STRIPE_SECRET_KEY,
      baseUrl: config.STRIPE_API_URL ?? STRIPE_DEFAULT_URL,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    });
  }
  // A key of its own, derived from the server secret, so card fingerprints cannot be recomputed without it.
  const fingerprintSecret = createHash('sha256')
    .update('launchpad:card-fingerprint:')
    .update(config.JWT_SECRET)
    .digest('hex');
  return createBuiltinGateway({ db, fingerprintSecret });
}

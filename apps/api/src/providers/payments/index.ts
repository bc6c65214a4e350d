import { createHash } from 'node:crypto';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createBuiltinGateway } from './builtin.gateway';
import type { TPaymentProvider } from './payment.provider';
import { STRIPE_DEFAULT_URL } from './stripe.sdk';
import { createStripeGateway } from './stripe.gateway';

/** Which processor takes payments: PAYMENT_PROVIDER, else Stripe when a key is set, else the built-in gateway. */
export function paymentProviderName(config: TConfig): 'builtin' | 'stripe' | null {
  if (config.PAYMENT_PROVIDER) return config.PAYMENT_PROVIDER;
  if (config.STRIPE_SECRET_KEY) return 'stripe';
  // In production the test gateway, which moves no money, runs only when chosen explicitly.
  return config.NODE_ENV === 'production' ? null : 'builtin';
}

/** Production with the built-in gateway chosen explicitly: no real money moves, and every page says so. */
export function paymentsInTestMode(config: TConfig): boolean {
  return paymentProviderName(config) === 'builtin' && config.NODE_ENV === 'production';
}

/** No processor configured (production without Stripe): every payment answers 503, nothing is charged. */
function unconfiguredProvider(base: TPaymentProvider): TPaymentProvider {
  return new Proxy(base, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return () => {
        throw new AppError('SERVICE_UNAVAILABLE', 'Payments are not set up on this server yet.');
      };
    },
  });
}

/** Stripe, or the built-in test gateway, which works offline (see paymentProviderName). */
export function createPaymentProvider(config: TConfig, db: TDb): TPaymentProvider {
  const name = paymentProviderName(config);
  if (name === 'stripe' && config.STRIPE_SECRET_KEY) {
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
  const builtin = createBuiltinGateway({ db, fingerprintSecret });
  return name === 'builtin' ? builtin : unconfiguredProvider(builtin);
}

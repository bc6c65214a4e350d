import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import type { TPaymentProvider } from './payment.provider';

// Placeholder until the built-in gateway and Stripe adapters land (issue 3).
export function createPaymentProvider(_config: TConfig, _db: TDb): TPaymentProvider {
  return { name: 'builtin' };
}

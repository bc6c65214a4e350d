import type { TConfig } from '../../config/env';
import type { TIdentityProviders } from './identity.provider';

// Placeholder until third-party sign-in lands (issue 3).
export function createIdentityProviders(_config: TConfig): TIdentityProviders {
  return {};
}

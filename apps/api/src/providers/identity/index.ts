import {
  IDENTITY_PROVIDERS,
  IDENTITY_PROVIDER_LABELS,
  OAUTH_CALLBACK_PATHS,
  type TIdentityProviderName,
} from '@launchpad/shared';
import type { TConfig } from '../../config/env';
import type { TIdentityProviders } from './identity.provider';
import { type TOidcSettings, createOidcProvider, isLoopbackHttp } from './oidc.client';

export * from './identity.provider';

/**
 * Facebook's discovery document names no token endpoint; its OIDC code flow with PKCE exchanges codes at the
 * Graph API. Keep the version current (Meta retires Graph API versions about two years after release).
 */
export const META_TOKEN_ENDPOINT = 'https://graph.facebook.com/v21.0/oauth/access_token';

type TProviderSettings = Pick<TOidcSettings, 'scope' | 'authorizationParams' | 'tokenEndpoint' | 'emailAlwaysVerified'>;

/** What differs between the four: scopes are each provider's own names for "who is this, and their email". */
const SETTINGS: Record<TIdentityProviderName, TProviderSettings> = {
  google: { scope: 'openid email profile' },
  meta: { scope: 'openid email public_profile', tokenEndpoint: META_TOKEN_ENDPOINT, emailAlwaysVerified: true },
  linkedin: { scope: 'openid profile email' },
  // Apple returns the response as a form POST whenever a scope beyond openid is asked for.
  apple: { scope: 'openid email name', authorizationParams: { response_mode: 'form_post' } },
};

function credentials(config: TConfig, name: TIdentityProviderName) {
  switch (name) {
    case 'google':
      return {
        clientId: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET,
        issuer: config.GOOGLE_ISSUER,
      };
    case 'meta':
      return { clientId: config.META_CLIENT_ID, clientSecret: config.META_CLIENT_SECRET, issuer: config.META_ISSUER };
    case 'linkedin':
      return {
        clientId: config.LINKEDIN_CLIENT_ID,
        clientSecret: config.LINKEDIN_CLIENT_SECRET,
        issuer: config.LINKEDIN_ISSUER,
      };
    case 'apple':
      return {
        clientId: config.APPLE_CLIENT_ID,
        clientSecret: config.APPLE_CLIENT_SECRET,
        issuer: config.APPLE_ISSUER,
      };
  }
}

/**
 * The providers whose client id and secret are both configured, keyed by name; the others do not exist
 * for the api or the web. Discovery happens on first use, so startup never waits on a provider.
 */
export function createIdentityProviders(config: TConfig): TIdentityProviders {
  const providers: TIdentityProviders = {};
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  for (const name of IDENTITY_PROVIDERS) {
    const { clientId, clientSecret, issuer } = credentials(config, name);
    if (!clientId || !clientSecret) continue;
    const issuerUrl = new URL(issuer);
    if (issuerUrl.protocol !== 'https:' && !isLoopbackHttp(issuerUrl)) {
      throw new Error(
        `${name.toUpperCase()}_ISSUER must be an https:// URL (plain http is accepted only for an identity provider on loopback)`,
      );
    }
    providers[name] = createOidcProvider({
      name,
      label: IDENTITY_PROVIDER_LABELS[name],
      ...SETTINGS[name],
      issuer,
      clientId,
      clientSecret,
      redirectUri: `${publicUrl}${OAUTH_CALLBACK_PATHS[name]}`,
    });
  }
  return providers;
}

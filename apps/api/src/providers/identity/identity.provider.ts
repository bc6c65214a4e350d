import type { TIdentityProviderName } from '@launchpad/shared';

/** The secrets of one authorisation request, kept server-side between start and callback. */
export type TAuthorizationRequest = { state: string; nonce: string; codeVerifier: string };

/** What the provider handed back to the callback page. */
export type TAuthorizationResponse = { code: string; state: string; iss?: string | undefined };

/** Who the provider says signed in, read from a validated ID token (and userinfo when the token is thin). */
export type TIdentityClaims = {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

/** One configured third-party sign-in (OAuth 2 / OpenID Connect, authorisation code flow with PKCE). */
export type TIdentityProvider = {
  name: TIdentityProviderName;
  label: string;
  /** The web page the provider sends the browser back to. */
  redirectUri: string;
  /** The provider's authorisation URL for this request (S256 code challenge, state, nonce). */
  authorizationUrl: (request: TAuthorizationRequest) => Promise<string>;
  /** Exchanges the code (with the PKCE verifier) and validates the ID token: issuer, audience, nonce, signature. */
  exchangeCode: (response: TAuthorizationResponse, request: TAuthorizationRequest) => Promise<TIdentityClaims>;
};

/** Third-party sign-in (OAuth 2 / OpenID Connect): one entry per configured provider. */
export type TIdentityProviders = Partial<Record<TIdentityProviderName, TIdentityProvider>>;

/**
 * `rejected`: the provider (or our checks on its answer) refused this sign-in — a used or forged code, a
 * bad token. `unreachable`: the provider could not be asked — network, timeout, a broken discovery document.
 */
export class IdentityProviderError extends Error {
  constructor(
    readonly kind: 'rejected' | 'unreachable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'IdentityProviderError';
  }
}

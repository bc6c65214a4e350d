import type { TIdentityProviderName } from '@launchpad/shared';
import {
  AuthorizationResponseError,
  ClientError,
  Configuration,
  ResponseBodyError,
  allowInsecureRequests,
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  discovery,
  fetchUserInfo,
} from 'openid-client';
import {
  IdentityProviderError,
  type TAuthorizationRequest,
  type TAuthorizationResponse,
  type TIdentityClaims,
  type TIdentityProvider,
} from './identity.provider';

export type TOidcSettings = {
  name: TIdentityProviderName;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scope: string;
  /** Extra authorisation request parameters, e.g. Apple's `response_mode=form_post`. */
  authorizationParams?: Record<string, string>;
  /** Used when the discovery document names no token endpoint (Facebook's does not). */
  tokenEndpoint?: string;
  /** Seconds before a request to the provider is abandoned. */
  timeoutSeconds?: number;
  /**
   * The provider only ever releases a confirmed address and sends no `email_verified` claim
   * (Facebook: "the primary email address listed on their profile", returned only when confirmed).
   */
  emailAlwaysVerified?: boolean;
};

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain http is tolerated only for an identity provider on this machine (the test IdP); never elsewhere. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

async function discover(settings: TOidcSettings): Promise<Configuration> {
  const issuer = new URL(settings.issuer);
  const insecure = isLoopbackHttp(issuer);
  const timeout = settings.timeoutSeconds ?? 10;
  const found = await discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
    execute: insecure ? [allowInsecureRequests] : [],
    timeout,
  });
  const { supportsPKCE: _helper, ...metadata } = found.serverMetadata();
  if (metadata.token_endpoint || !settings.tokenEndpoint) return found;
  const completed = new Configuration(
    { ...metadata, token_endpoint: settings.tokenEndpoint },
    settings.clientId,
    settings.clientSecret,
  );
  completed.timeout = timeout;
  if (insecure) allowInsecureRequests(completed);
  return completed;
}

/** A network failure, a timeout or a provider error page: worth trying again later, unlike a refusal. */
function isUnreachable(error: unknown): boolean {
  if (error instanceof ResponseBodyError || error instanceof AuthorizationResponseError) return false;
  if (error instanceof ClientError) {
    return error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || error.code === 'OAUTH_RESPONSE_IS_NOT_JSON';
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return true;
  return error instanceof TypeError && error.message === 'fetch failed';
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Apple sends `email_verified` as the string "true"; the others as a boolean. */
export function readIdentityClaims(claims: Record<string, unknown>, emailAlwaysVerified = false): TIdentityClaims {
  const joined = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return {
    subject: String(claims.sub),
    email: text(claims.email),
    emailVerified:
      claims.email_verified === true ||
      claims.email_verified === 'true' ||
      (emailAlwaysVerified && text(claims.email) !== null),
    name: text(claims.name) ?? (joined || null),
  };
}

/** One OpenID Connect provider through openid-client: discovery once (retried after a failure), then code flow. */
export function createOidcProvider(settings: TOidcSettings): TIdentityProvider {
  let configuration: Promise<Configuration> | undefined;
  const configured = () => {
    configuration ??= discover(settings).catch((error: unknown) => {
      configuration = undefined;
      throw new IdentityProviderError('unreachable', `${settings.label} discovery failed`, { cause: error });
    });
    return configuration;
  };

  return {
    name: settings.name,
    label: settings.label,
    redirectUri: settings.redirectUri,

    async authorizationUrl(request: TAuthorizationRequest) {
      const config = await configured();
      const url = buildAuthorizationUrl(config, {
        response_type: 'code',
        redirect_uri: settings.redirectUri,
        scope: settings.scope,
        state: request.state,
        nonce: request.nonce,
        code_challenge: await calculatePKCECodeChallenge(request.codeVerifier),
        code_challenge_method: 'S256',
        ...settings.authorizationParams,
      });
      return url.href;
    },

    async exchangeCode(response: TAuthorizationResponse, request: TAuthorizationRequest) {
      const config = await configured();
      // openid-client reads the authorisation response from the callback URL, as the browser saw it.
      const callbackUrl = new URL(settings.redirectUri);
      callbackUrl.searchParams.set('code', response.code);
      callbackUrl.searchParams.set('state', response.state);
      if (response.iss) callbackUrl.searchParams.set('iss', response.iss);
      try {
        const tokens = await authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: request.codeVerifier,
          expectedState: request.state,
          expectedNonce: request.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new IdentityProviderError('rejected', `${settings.label} returned no ID token`);
        let claims: Record<string, unknown> = { ...idToken };
        // Some providers keep the email out of the ID token and serve it from userinfo (same subject enforced).
        if (!claims.email && config.serverMetadata().userinfo_endpoint) {
          claims = { ...(await fetchUserInfo(config, tokens.access_token, idToken.sub)), ...claims };
        }
        return readIdentityClaims(claims, settings.emailAlwaysVerified);
      } catch (error) {
        if (error instanceof IdentityProviderError) throw error;
        const kind = isUnreachable(error) ? 'unreachable' : 'rejected';
        throw new IdentityProviderError(kind, `${settings.label} code exchange failed`, { cause: error });
      }
    },
  };
}

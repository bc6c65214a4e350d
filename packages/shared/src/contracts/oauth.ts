import { z } from 'zod';
import { IDENTITY_PROVIDERS } from '../constants/auth';
import { ZSession } from './auth';
import { success } from './envelope';

export { IDENTITY_PROVIDERS };
export const ZIdentityProviderName = z.enum(IDENTITY_PROVIDERS);
export type TIdentityProviderName = z.infer<typeof ZIdentityProviderName>;

/** How each provider is named on buttons and in messages. */
export const IDENTITY_PROVIDER_LABELS: Record<TIdentityProviderName, string> = {
  google: 'Google',
  meta: 'Meta',
  linkedin: 'LinkedIn',
  apple: 'Apple',
};

export const OAUTH_PATHS = {
  /** GET: the providers configured on this server, so the web shows only their buttons. */
  providers: '/api/auth/providers',
  /** POST: begins a sign-in; `:provider` is one of IDENTITY_PROVIDERS. */
  start: '/api/auth/oauth/:provider/start',
} as const;

export const oauthStartPath = (provider: TIdentityProviderName) => `/api/auth/oauth/${provider}/start`;

/** SPEC §7: the call that finishes each provider's sign-in (`linkdin` is the SPEC's spelling). */
export const OAUTH_FINISH_PATHS: Record<TIdentityProviderName, string> = {
  google: '/api/auth/google',
  meta: '/api/auth/meta',
  linkedin: '/api/auth/linkdin',
  apple: '/api/auth/apple',
};

export { OAUTH_CALLBACK_PATHS } from '../constants/auth';

export const ZIdentityProviderSummary = z.object({ name: ZIdentityProviderName, label: z.string() });
export type TIdentityProviderSummary = z.infer<typeof ZIdentityProviderSummary>;
export const ZIdentityProvidersResponse = success(z.array(ZIdentityProviderSummary));

/** A path on this site to return to after sign-in: `/cart`, never `//evil.example` or `https://…`. */
export const ZReturnTo = z
  .string()
  .max(500, 'Return to must be at most 500 characters')
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'Return to must be a path on this site, such as /cart');

export const ZOAuthStartRequest = z
  .object({
    returnTo: ZReturnTo.optional(),
    /** The referral code of `/signup?signupref=…`: credited if the sign-in creates a new account. */
    signupref: z.string().trim().max(64, 'Referral code must be at most 64 characters').optional(),
  })
  .strict();
export type TOAuthStartRequest = z.infer<typeof ZOAuthStartRequest>;

export const ZOAuthStart = z.object({
  /** Send the browser here (a full-page navigation, not a fetch). */
  authorizationUrl: z.string(),
  /**
   * Keep in sessionStorage until the callback page sends it back: it ties the flow to this browser, so a
   * callback link crafted by someone else cannot sign this browser into their account (RFC 6749 §10.12).
   */
  browserKey: z.string(),
});
export type TOAuthStart = z.infer<typeof ZOAuthStart>;
export const ZOAuthStartResponse = success(ZOAuthStart);

/** What the callback page sends: the query parameters the provider returned, plus the browser key. */
export const ZOAuthFinishRequest = z
  .object({
    code: z.string({ error: 'Code is required' }).min(1, 'Code is required').max(2048),
    state: z.string({ error: 'State is required' }).min(1, 'State is required').max(512),
    /** RFC 9207 issuer identifier: pass it on when the callback URL carries one. */
    iss: z.string().max(512).optional(),
    browserKey: z.string({ error: 'Browser key is required' }).min(1, 'Browser key is required').max(200),
    /** Apple sends the person's name once, beside (not inside) its ID token; used only for a new account. */
    name: z.string().trim().max(100).optional(),
  })
  .strict();
export type TOAuthFinishRequest = z.infer<typeof ZOAuthFinishRequest>;

export const ZOAuthSession = ZSession.extend({
  /** The `returnTo` given when the flow started, or null. */
  returnTo: z.string().nullable(),
  /** True when this sign-in created the account (the web may show onboarding). */
  isNewUser: z.boolean(),
});
export type TOAuthSession = z.infer<typeof ZOAuthSession>;
export const ZOAuthSessionResponse = success(ZOAuthSession);

import { z } from 'zod';
import { IDENTITY_PROVIDERS } from '../constants/auth';
import { ZSession } from './auth';

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

export { OAUTH_CALLBACK_PATHS } from '../constants/auth';

export const ZIdentityProviderSummary = z.object({ name: ZIdentityProviderName, label: z.string() });
export type TIdentityProviderSummary = z.infer<typeof ZIdentityProviderSummary>;

/** A path on this site to return to after sign-in: `/cart`, never `//evil.example` or `https://…`. */
export const ZReturnTo = z
  .string()
  .max(500, 'Return to must be at most 500 characters')
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'Return to must be a path on this site, such as /cart');

/** `:provider` of the start call: checked against the configured providers by the api (a clear 4xx). */
export const ZOAuthStartParams = z.object({ provider: z.string().max(40) });

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

// Plain values with no zod at run time: the web app's first page load imports them (issue 2 item 9).

/** Third-party sign-in (SPEC §1): the identity providers the product knows. */
export const IDENTITY_PROVIDERS = ['google', 'meta', 'linkedin', 'apple'] as const;

/**
 * `delete-account` asks for the current password; an account without one (third-party sign-in only) must
 * instead have signed in within this many minutes.
 */
export const DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES = 10;

/** SPEC §2: the web page each provider sends the browser back to (its OAuth redirect URI). */
export const OAUTH_CALLBACK_PATHS: Record<(typeof IDENTITY_PROVIDERS)[number], string> = {
  google: '/google/callback',
  meta: '/meta/callback',
  linkedin: '/linkedin/callback',
  apple: '/apple/callback',
};

/** Third-party sign-in (OAuth 2 / OpenID Connect): one entry per configured provider. */
export type TIdentityProviders = Record<string, never>;

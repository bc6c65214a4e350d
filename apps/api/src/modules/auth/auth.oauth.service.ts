import {
  IDENTITY_PROVIDERS,
  IDENTITY_PROVIDER_LABELS,
  OAUTH_CALLBACK_PATHS,
  type TIdentityProviderName,
  type TIdentityProviderSummary,
  type TOAuthFinishRequest,
  type TOAuthSession,
  type TOAuthStart,
  ZEmail,
  authEndpoints,
} from '@launchpad/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import { randomNonce, randomPKCECodeVerifier } from 'openid-client';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { oauthAccounts, oauthFlows, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { serviceEndpoints } from '../../lib/endpoint';
import { hashSecret, randomToken } from '../../lib/secrets';
import { recordReferralSignup } from '../influencer';
import { insertUser, updateSignInDetails } from '../users';
import {
  IdentityProviderError,
  type TIdentityClaims,
  type TIdentityProvider,
} from '../../providers/identity/identity.provider';
import { type TClientInfo, endSession, issueSession, revokeAllSessions } from './auth-sessions.store';

type TOAuthDeps = Pick<TDeps, 'db' | 'config' | 'identity'>;

export const OAUTH_FLOW_TTL_MS = 10 * 60_000;
export const EXPIRED_FLOW_MESSAGE = 'This sign-in link has expired. Please try again.';

/**
 * The providers with a client id and secret configured, in the product's order (SPEC §1). Async only because
 * it answers its endpoint as a service function (authServices).
 */
export async function listProviders(deps: Pick<TDeps, 'identity'>): Promise<TIdentityProviderSummary[]> {
  return IDENTITY_PROVIDERS.flatMap((name) => {
    const provider = deps.identity[name];
    return provider ? [{ name, label: provider.label }] : [];
  });
}

function requireProvider(deps: Pick<TDeps, 'identity'>, name: string): TIdentityProvider {
  const known = (IDENTITY_PROVIDERS as readonly string[]).includes(name) ? (name as TIdentityProviderName) : null;
  const provider = known ? deps.identity[known] : undefined;
  if (!provider) {
    const label = known ? `${IDENTITY_PROVIDER_LABELS[known]} sign-in` : 'This sign-in option';
    throw new AppError('NOT_FOUND', `${label} is not available.`);
  }
  return provider;
}

/** The state is stored hashed together with the browser key, so only the browser that started can finish. */
const flowHash = (state: string, browserKey: string) => hashSecret(`${state}.${browserKey}`);

function unreachable(provider: TIdentityProvider, error: IdentityProviderError): AppError {
  const failure = new AppError(
    'SERVICE_UNAVAILABLE',
    `${provider.label} sign-in is not responding right now. Please try again in a few minutes.`,
  );
  return Object.assign(failure, { cause: error });
}

/**
 * Begins a sign-in: a flow row (state hashed, PKCE verifier, nonce, 10 minutes) and the provider's
 * authorisation URL. The browser key goes only to the browser, never to the provider.
 */
export async function startSignIn(
  deps: TOAuthDeps,
  options: { provider: string; returnTo?: string | undefined; signupref?: string | undefined },
): Promise<TOAuthStart> {
  const provider = requireProvider(deps, options.provider);
  const request = { state: randomToken(), nonce: randomNonce(), codeVerifier: randomPKCECodeVerifier() };
  const browserKey = randomToken();
  let authorizationUrl: string;
  try {
    authorizationUrl = await provider.authorizationUrl(request);
  } catch (error) {
    if (error instanceof IdentityProviderError) throw unreachable(provider, error);
    throw error;
  }
  await deps.db.delete(oauthFlows).where(lt(oauthFlows.expiresAt, new Date()));
  await deps.db.insert(oauthFlows).values({
    provider: provider.name,
    stateHash: flowHash(request.state, browserKey),
    codeVerifier: request.codeVerifier,
    nonce: request.nonce,
    returnTo: options.returnTo ?? null,
    signupRef: options.signupref || null,
    expiresAt: new Date(Date.now() + OAUTH_FLOW_TTL_MS),
  });
  return { authorizationUrl, browserKey };
}

/** Takes the flow out of the table in one statement: of two callbacks with the same state, one wins. */
async function consumeFlow(deps: TOAuthDeps, provider: TIdentityProvider, state: string, browserKey: string) {
  const [flow] = await deps.db
    .delete(oauthFlows)
    .where(and(eq(oauthFlows.stateHash, flowHash(state, browserKey)), eq(oauthFlows.provider, provider.name)))
    .returning();
  if (!flow || flow.expiresAt.getTime() <= Date.now()) throw new AppError('BAD_REQUEST', EXPIRED_FLOW_MESSAGE);
  return flow;
}

/** A verified, well-formed email address from the provider, or a refusal that says what to do. */
function verifiedEmail(provider: TIdentityProvider, identity: TIdentityClaims): string {
  const parsed = identity.email ? ZEmail.safeParse(identity.email) : null;
  if (!parsed?.success || !identity.emailVerified) {
    throw new AppError(
      'FORBIDDEN',
      `Your ${provider.label} account has no verified email address. Verify your email with ${provider.label}, or sign up with your email and a password instead.`,
    );
  }
  return parsed.data;
}

function newAccountName(identity: TIdentityClaims, nameHint: string | undefined, email: string): string {
  const name = identity.name ?? (nameHint || null) ?? email.split('@')[0] ?? email;
  return name.slice(0, 100);
}

/**
 * The account for this identity: already linked → that account; an account with the same email → link it
 * (the provider proved the address); otherwise a new account without a password. Runs inside a transaction.
 */
async function resolveAccount(
  db: TDb,
  provider: TIdentityProvider,
  identity: TIdentityClaims,
  email: string,
  nameHint: string | undefined,
  signupRef: string | null,
): Promise<{ userId: string; isNewUser: boolean }> {
  const [linked] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider.name), eq(oauthAccounts.subject, identity.subject)))
    .limit(1);
  if (linked) return { userId: linked.userId, isNewUser: false };

  const link = (userId: string) =>
    db.insert(oauthAccounts).values({ userId, provider: provider.name, subject: identity.subject, email });

  const [existing] = await db
    .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (existing) {
    // An unverified account may have been registered by someone else with this address (with a password, or
    // through partial-register without one); the provider has just proved who owns it, so a password nobody
    // proved is dropped and the sessions opened before end — the owner's role (ADMIN_EMAILS) is not theirs.
    const unproven = !existing.emailVerifiedAt;
    if (unproven) await revokeAllSessions({ db }, existing.id);
    await updateSignInDetails(db, existing.id, {
      emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
      ...(unproven ? { passwordHash: null } : {}),
    });
    await link(existing.id);
    return { userId: existing.id, isNewUser: false };
  }

  const created = await insertUser(db, {
    name: newAccountName(identity, nameHint, email),
    email,
    passwordHash: null,
    emailVerifiedAt: new Date(),
    signupRef,
  });
  if (!created) throw new Error('user insert returned nothing');
  await link(created.id);
  // Issue 10: a sign-up through a referral link starts its attribution window (unknown codes are ignored).
  await recordReferralSignup(db, { userId: created.id, code: signupRef });
  return { userId: created.id, isNewUser: true };
}

/**
 * Finishes a sign-in (SPEC §7 google / meta / linkdin / apple): the flow is used once, the code is exchanged
 * with PKCE and the ID token validated by openid-client, then the account is found, linked or created and a
 * session issued — all in one transaction.
 */
export async function finishSignIn(
  deps: TOAuthDeps,
  input: TOAuthFinishRequest & { provider: TIdentityProviderName },
  client: TClientInfo = {},
): Promise<TOAuthSession> {
  const provider = requireProvider(deps, input.provider);
  const flow = await consumeFlow(deps, provider, input.state, input.browserKey);
  let identity: TIdentityClaims;
  try {
    identity = await provider.exchangeCode(
      { code: input.code, state: input.state, iss: input.iss },
      { state: input.state, nonce: flow.nonce, codeVerifier: flow.codeVerifier },
    );
  } catch (error) {
    if (!(error instanceof IdentityProviderError)) throw error;
    if (error.kind === 'unreachable') throw unreachable(provider, error);
    throw new AppError('BAD_REQUEST', `${provider.label} could not confirm this sign-in. Please try again.`);
  }
  const email = verifiedEmail(provider, identity);

  return deps.db.transaction(async (tx) => {
    const { userId, isNewUser } = await resolveAccount(tx, provider, identity, email, input.name, flow.signupRef);
    const session = await issueSession({ db: tx, config: deps.config }, userId, client);
    return { ...session, returnTo: flow.returnTo, isNewUser };
  });
}

/**
 * Apple answers with a form POST to the callback page (response_mode=form_post); the page is a browser route,
 * so the server turns the post into the same GET the other providers make. Apple's `user` field carries the
 * person's name on their first sign-in only.
 */
export function formPostCallbackLocation(provider: TIdentityProviderName, fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const key of ['code', 'state', 'iss', 'error', 'error_description'] as const) {
    const value = fields[key];
    if (typeof value === 'string' && value.length <= 2048) params.set(key, value);
  }
  const name = appleUserName(fields.user);
  if (name) params.set('name', name);
  return `${OAUTH_CALLBACK_PATHS[provider]}?${params.toString()}`;
}

function appleUserName(user: unknown): string | null {
  if (typeof user !== 'string' || user.length > 2048) return null;
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    const parts = [parsed.name?.firstName, parsed.name?.lastName].filter(
      (part): part is string => typeof part === 'string' && part.trim().length > 0,
    );
    return parts.length ? parts.join(' ').trim().slice(0, 100) : null;
  } catch {
    return null;
  }
}

/**
 * The auth endpoints answered by their service functions alone; the others read the client or write
 * messages of their own (auth.routes.ts, auth.oauth.routes.ts).
 */
export const authServices = serviceEndpoints(authEndpoints, {
  identityProviders: listProviders,
  startOAuth: startSignIn,
  logout: endSession,
});

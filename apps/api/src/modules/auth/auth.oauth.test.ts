import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TIdentityProviderName } from '@launchpad/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { oauthAccounts, oauthFlows, referralSignups, users } from '../../db/schema';
import { createIdentityProviders } from '../../providers/identity';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';
import { approvedInfluencer } from '../influencer/influencer.test-helpers';
import { EXPIRED_FLOW_MESSAGE, formPostCallbackLocation } from './auth.oauth.service';
import { type TIdpAccount, type TTestIdp, signInAtIdp, startTestIdp } from './auth.oauth.test-idp';

const PUBLIC_URL = 'http://launchpad.test';
const GOOGLE = {
  clientId: 'launchpad-google',
  clientSecret: 'google-client-secret',
  redirectUri: `${PUBLIC_URL}/google/callback`,
};
const APPLE = {
  clientId: 'launchpad-apple',
  clientSecret: 'apple-client-secret',
  redirectUri: `${PUBLIC_URL}/apple/callback`,
};
const LINKEDIN = {
  clientId: 'launchpad-linkedin',
  clientSecret: 'linkedin-client-secret',
  redirectUri: `${PUBLIC_URL}/linkedin/callback`,
};
const FINISH: Record<TIdentityProviderName, string> = {
  google: '/api/auth/google',
  meta: '/api/auth/meta',
  linkedin: '/api/auth/linkdin',
  apple: '/api/auth/apple',
};

let ctx: TTestContext;
/** Google and Apple put email and name in the ID token; the LinkedIn stand-in serves them from userinfo. */
let idp: TTestIdp;
let thinIdp: TTestIdp;

beforeAll(async () => {
  idp = await startTestIdp({ clients: [GOOGLE, APPLE], claimsInIdToken: true });
  thinIdp = await startTestIdp({ clients: [LINKEDIN], claimsInIdToken: false });
  ctx = await createTestContext({
    env: {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: GOOGLE.clientId,
      GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
      GOOGLE_ISSUER: idp.issuer,
      APPLE_CLIENT_ID: APPLE.clientId,
      APPLE_CLIENT_SECRET: APPLE.clientSecret,
      APPLE_ISSUER: idp.issuer,
      LINKEDIN_CLIENT_ID: LINKEDIN.clientId,
      LINKEDIN_CLIENT_SECRET: LINKEDIN.clientSecret,
      LINKEDIN_ISSUER: thinIdp.issuer,
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await idp?.close();
  await thinIdp?.close();
});

/** A person at the IdP, with a fresh address unless one is given. */
function person(at: TTestIdp, fields: Partial<TIdpAccount> = {}) {
  const id = randomUUID();
  const account: TIdpAccount = { email: `${id}@example.test`, email_verified: true, name: 'Grace Hopper', ...fields };
  at.accounts.set(id, account);
  return { id, ...account };
}

const start = (provider: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/auth/oauth/${provider}/start`, ...(payload ? { payload } : {}) });

type TCallback = { code: string; state: string; iss?: string; name?: string };

/** The browser's side of a sign-in, up to the callback page: start, the IdP's pages, the redirect back. */
async function reachCallback(
  provider: 'google' | 'apple' | 'linkedin',
  accountId: string,
  options: { returnTo?: string; signupref?: string } = {},
): Promise<{ callback: TCallback; browserKey: string }> {
  const started = await start(provider, options);
  expect(started.statusCode).toBe(200);
  const { authorizationUrl, browserKey } = started.json().data;
  const redirectUri = { google: GOOGLE, apple: APPLE, linkedin: LINKEDIN }[provider].redirectUri;
  const result = await signInAtIdp(authorizationUrl, accountId, redirectUri);
  let url = result.url;
  if (result.method === 'POST') {
    // Apple's form_post: the browser posts to the callback page, the api turns it into a GET.
    const posted = await ctx.app.inject({
      method: 'POST',
      url: result.url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(result.fields).toString(),
    });
    expect(posted.statusCode).toBe(303);
    url = new URL(posted.headers.location as string, PUBLIC_URL);
  }
  const params = Object.fromEntries(url.searchParams) as TCallback;
  return { callback: params, browserKey };
}

/** What the callback page sends to the api. */
const finish = (provider: TIdentityProviderName, payload: object) =>
  ctx.app.inject({ method: 'POST', url: FINISH[provider], payload, headers: { 'user-agent': 'vitest' } });

async function signIn(provider: 'google' | 'apple' | 'linkedin', accountId: string, options = {}) {
  const { callback, browserKey } = await reachCallback(provider, accountId, options);
  return finish(provider, { ...callback, browserKey });
}

const usersWithEmail = (email: string) =>
  ctx.database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);

describe('third-party sign-in: which providers are offered', () => {
  it('lists only the providers with a client id and secret configured', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: [
        { name: 'google', label: 'Google' },
        { name: 'linkedin', label: 'LinkedIn' },
        { name: 'apple', label: 'Apple' },
      ],
    });
  });

  it('says an unconfigured provider is not available, at start and at finish', async () => {
    const started = await start('meta', {});
    expect(started.statusCode).toBe(404);
    expect(started.json()).toEqual({ success: false, message: 'Meta sign-in is not available.' });
    const finished = await finish('meta', { code: 'x', state: 'y', browserKey: 'z' });
    expect(finished.statusCode).toBe(404);
    expect(finished.json().message).toBe('Meta sign-in is not available.');
  });

  it('says an unknown provider is not available', async () => {
    const res = await start('github', {});
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This sign-in option is not available.');
  });

  it('refuses plain http to an identity provider that is not on loopback', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_ISSUER: 'http://idp.example.test',
      },
      { JWT_SECRET: 'x'.repeat(32), PGLITE_DIR: 'memory://' },
    );
    expect(() => createIdentityProviders(config)).toThrow(/GOOGLE_ISSUER must be an https:\/\/ URL/);
  });
});

describe('third-party sign-in: starting', () => {
  it('builds an authorisation request with PKCE (S256), state, nonce and the callback page', async () => {
    const res = await start('google', { returnTo: '/cart' });
    expect(res.statusCode).toBe(200);
    const { authorizationUrl, browserKey } = res.json().data;
    const url = new URL(authorizationUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.issuer}/auth`);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      client_id: GOOGLE.clientId,
      response_type: 'code',
      redirect_uri: GOOGLE.redirectUri,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(query.state?.length).toBeGreaterThanOrEqual(32);
    expect(query.nonce?.length).toBeGreaterThanOrEqual(32);
    expect(browserKey.length).toBeGreaterThanOrEqual(32);
    expect(authorizationUrl).not.toContain(browserKey);

    const flows = await ctx.database.db.select().from(oauthFlows);
    const flow = flows.find((f) => f.nonce === query.nonce);
    expect(flow).toMatchObject({ provider: 'google', returnTo: '/cart' });
    expect(flow?.stateHash).not.toContain(query.state);
    expect(flow?.codeVerifier).not.toBe(query.code_challenge);
    expect((flow?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(9 * 60_000);
  });

  it('starts without a body', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/oauth/google/start' });
    expect(res.statusCode).toBe(200);
  });

  it('asks Apple to post its answer back', async () => {
    const { authorizationUrl } = (await start('apple', {})).json().data;
    const query = new URL(authorizationUrl).searchParams;
    expect(query.get('response_mode')).toBe('form_post');
    expect(query.get('scope')).toBe('openid email name');
  });

  it.each(['//evil.example/cart', 'https://evil.example', '/\\evil.example', 'cart'])(
    'refuses returnTo %s, which is not a path on this site',
    async (returnTo) => {
      const res = await start('google', { returnTo });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Return to must be a path on this site/);
    },
  );
});

describe('third-party sign-in: finishing', () => {
  it('creates a verified account without a password for a new person', async () => {
    const grace = person(idp);
    const res = await signIn('google', grace.id, { returnTo: '/cart' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      user: { name: 'Grace Hopper', email: grace.email, role: 'customer' },
      returnTo: '/cart',
      isNewUser: true,
      expiresIn: ctx.config.ACCESS_TOKEN_TTL_SECONDS,
    });
    expect(data.refreshToken.length).toBeGreaterThan(20);

    const [account] = await usersWithEmail(grace.email);
    expect(account?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(account?.passwordHash).toBeNull();
    const links = await ctx.database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, data.user.id));
    expect(links).toEqual([expect.objectContaining({ provider: 'google', subject: grace.id, email: grace.email })]);

    // The session is real: the access token opens the profile.
    const profile = await ctx.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: { authorization: `Bearer ${data.accessToken}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.id).toBe(data.user.id);
  });

  it('credits the referral link a new account signed up through, and ignores an unknown code', async () => {
    const admin = await createSignedInUser(ctx, 'admin');
    const influencer = await approvedInfluencer(ctx, admin);
    const referred = person(idp);
    const res = await signIn('google', referred.id, { signupref: influencer.code.toUpperCase() });
    expect(res.statusCode).toBe(200);
    const userId = res.json().data.user.id as string;
    const [signup] = await ctx.database.db.select().from(referralSignups).where(eq(referralSignups.userId, userId));
    expect(signup).toBeDefined();
    const [account] = await usersWithEmail(referred.email);
    expect(account?.signupRef).toBe(influencer.code.toUpperCase());

    const stranger = person(idp);
    const unknown = await signIn('google', stranger.id, { signupref: 'inf-nobody' });
    expect(unknown.statusCode).toBe(200);
    const strangerId = unknown.json().data.user.id as string;
    expect(await ctx.database.db.select().from(referralSignups).where(eq(referralSignups.userId, strangerId))).toEqual(
      [],
    );
  });

  it('signs the same person into the same account the second time', async () => {
    const ada = person(idp, { name: 'Ada Lovelace' });
    const first = (await signIn('google', ada.id)).json().data;
    const second = await signIn('google', ada.id);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ user: { id: first.user.id }, isNewUser: false, returnTo: null });
    expect(await usersWithEmail(ada.email)).toHaveLength(1);
  });

  it('links an existing password account with the same email instead of creating another', async () => {
    const email = `Katherine.${randomUUID()}@Example.test`;
    const [existing] = await ctx.database.db
      .insert(users)
      .values({
        name: 'Katherine Johnson',
        email,
        passwordHash: 'argon2-hash',
        emailVerifiedAt: new Date('2024-01-01'),
      })
      .returning();
    const katherine = person(idp, { email: email.toLowerCase(), name: 'K. Johnson' });

    const res = await signIn('google', katherine.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ user: { id: existing?.id, name: 'Katherine Johnson' }, isNewUser: false });
    expect(await usersWithEmail(email)).toHaveLength(1);
    const [after] = await usersWithEmail(email);
    expect(after?.passwordHash).toBe('argon2-hash');
    const [link] = await ctx.database.db
      .select()
      .from(oauthAccounts)
      .where(and(eq(oauthAccounts.provider, 'google'), eq(oauthAccounts.subject, katherine.id)));
    expect(link?.userId).toBe(existing?.id);
  });

  it('verifies an unverified account it links and drops the password nobody proved', async () => {
    const email = `dorothy.${randomUUID()}@example.test`;
    const [existing] = await ctx.database.db
      .insert(users)
      .values({ name: 'Dorothy Vaughan', email, passwordHash: 'set-by-whoever-registered' })
      .returning();
    const dorothy = person(idp, { email });

    const res = await signIn('google', dorothy.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(existing?.id);
    const [after] = await usersWithEmail(email);
    expect(after?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(after?.passwordHash).toBeNull();
  });

  it('links a second provider to the account of the first when the email is the same', async () => {
    const mary = person(idp, { name: 'Mary Jackson' });
    const viaGoogle = (await signIn('google', mary.id)).json().data;
    const apple = person(idp, { email: mary.email.toUpperCase(), email_verified: 'true' });
    const viaApple = await signIn('apple', apple.id);
    expect(viaApple.statusCode).toBe(200);
    expect(viaApple.json().data.user.id).toBe(viaGoogle.user.id);
    const links = await ctx.database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, viaGoogle.user.id));
    expect(links.map((l) => l.provider).sort()).toEqual(['apple', 'google']);
  });

  it('finishes LinkedIn at /api/auth/linkdin, reading email and name from userinfo when the ID token has none', async () => {
    const alan = person(thinIdp, { name: 'Alan Turing' });
    const res = await signIn('linkedin', alan.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ user: { email: alan.email, name: 'Alan Turing' }, isNewUser: true });
  });

  it('refuses a person whose email the provider has not verified, and creates nothing', async () => {
    const unverified = person(idp, { email_verified: false });
    const res = await signIn('google', unverified.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      message:
        'Your Google account has no verified email address. Verify your email with Google, or sign up with your email and a password instead.',
    });
    expect(await usersWithEmail(unverified.email)).toHaveLength(0);
  });
});

describe('third-party sign-in: state and code checks', () => {
  it('refuses a state that was already used', async () => {
    const { callback, browserKey } = await reachCallback('google', person(idp).id);
    expect((await finish('google', { ...callback, browserKey })).statusCode).toBe(200);
    const again = await finish('google', { ...callback, browserKey });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: EXPIRED_FLOW_MESSAGE });
  });

  it('refuses a tampered state and still accepts the genuine one', async () => {
    const { callback, browserKey } = await reachCallback('google', person(idp).id);
    // Change the last character, whatever it is, so the state always differs from the genuine one.
    const changed = callback.state.endsWith('A') ? 'B' : 'A';
    const tampered = await finish('google', {
      ...callback,
      state: `${callback.state.slice(0, -1)}${changed}`,
      browserKey,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe(EXPIRED_FLOW_MESSAGE);
    expect((await finish('google', { ...callback, browserKey })).statusCode).toBe(200);
  });

  it('refuses a callback carried to another browser (login CSRF)', async () => {
    const { callback } = await reachCallback('google', person(idp).id);
    const otherBrowser = (await start('google', {})).json().data.browserKey;
    const res = await finish('google', { ...callback, browserKey: otherBrowser });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(EXPIRED_FLOW_MESSAGE);
  });

  it('refuses a flow older than ten minutes', async () => {
    const { callback, browserKey } = await reachCallback('google', person(idp).id);
    await ctx.database.db.update(oauthFlows).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await finish('google', { ...callback, browserKey });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(EXPIRED_FLOW_MESSAGE);
  });

  it('refuses a flow started for another provider', async () => {
    const { callback, browserKey } = await reachCallback('google', person(idp).id);
    const res = await finish('linkedin', { ...callback, browserKey });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(EXPIRED_FLOW_MESSAGE);
  });

  it('refuses a forged code, and the flow cannot be replayed afterwards', async () => {
    const { callback, browserKey } = await reachCallback('google', person(idp).id);
    const forged = await finish('google', { ...callback, code: 'forged-code', browserKey });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Google could not confirm this sign-in. Please try again.');
    const genuine = await finish('google', { ...callback, browserKey });
    expect(genuine.json().message).toBe(EXPIRED_FLOW_MESSAGE);
  });

  it('refuses a response that claims another issuer', async () => {
    const { callback, browserKey } = await reachCallback('google', person(idp).id);
    const res = await finish('google', { ...callback, iss: 'https://accounts.google.com', browserKey });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Google could not confirm this sign-in. Please try again.');
  });

  it('names unknown and missing fields', async () => {
    const res = await finish('google', { code: 'c', state: 's', browserKey: 'k', userId: 'someone' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Unknown field: userId/);
    const missing = await finish('google', { code: 'c', state: 's' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('browserKey');
  });
});

describe('third-party sign-in: Apple form post and unreachable providers', () => {
  it('turns Apple’s posted answer into the callback page’s query, with the name Apple sends once', () => {
    const location = formPostCallbackLocation('apple', {
      code: 'c1',
      state: 's1',
      user: JSON.stringify({ name: { firstName: 'Hedy', lastName: 'Lamarr' }, email: 'h@example.test' }),
      id_token: 'not passed on',
    });
    expect(location).toBe('/apple/callback?code=c1&state=s1&name=Hedy+Lamarr');
    expect(formPostCallbackLocation('apple', { error: 'user_cancelled_authorize', state: 's1' })).toBe(
      '/apple/callback?state=s1&error=user_cancelled_authorize',
    );
  });

  it('reports a provider whose discovery fails as unreachable', async () => {
    const blocker = createServer((_req, res) => res.writeHead(502).end());
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(blocker.address() as AddressInfo).port}`;
    const config = loadConfig(
      { NODE_ENV: 'test', PUBLIC_URL, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: issuer },
      { JWT_SECRET: 'x'.repeat(32), PGLITE_DIR: 'memory://' },
    );
    const google = createIdentityProviders(config).google;
    const request = { state: 's', nonce: 'n', codeVerifier: 'v'.repeat(43) };
    await expect(google?.authorizationUrl(request)).rejects.toMatchObject({ kind: 'unreachable' });
    await new Promise((resolve) => blocker.close(resolve));
  });
});

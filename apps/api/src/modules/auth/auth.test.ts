import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema';
import { hashSecret } from '../../lib/secrets';
import { type TTestContext, createTestContext, readOutbox } from '../../test/context';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let counter = 0;
const uniqueEmail = () => `founder${++counter}-${Date.now()}@example.test`;
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });
const register = (overrides: Record<string, unknown> = {}) =>
  post('/api/auth/register', {
    name: 'Ada Lovelace',
    email: uniqueEmail(),
    password: 'correct horse battery',
    country: 'gb',
    ...overrides,
  });

describe('auth: registering', () => {
  it('creates the account, signs it in and mails a confirmation link and code', async () => {
    const email = uniqueEmail();
    const res = await register({ email, signupref: 'INF-ADA' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toMatchObject({ name: 'Ada Lovelace', email, country: 'GB', role: 'customer', planType: null });
    expect(data.accessToken).toMatch(/^ey/);
    expect(data.refreshToken.length).toBeGreaterThan(30);
    const profile = await post('/api/user', undefined, { authorization: `Bearer ${data.accessToken}` });
    expect(profile.json().data.email).toBe(email);
    const [mail] = await readOutbox(ctx, email);
    expect(mail?.subject).toBe('Confirm your email address');
    expect(mail?.text).toMatch(/\/confirm-email\/[A-Za-z0-9_-]{20,}/);
    expect(mail?.text).toMatch(/Code: \d{6}/);
    expect(mail?.html).toContain('Confirm email address');
  });

  it('stores the password only as an argon2id hash and keeps the referral code', async () => {
    const email = uniqueEmail();
    await register({ email, signupref: 'INF-ADA' });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('correct horse');
    expect(row?.signupRef).toBe('INF-ADA');
  });

  it('refuses an email that already has an account, whatever its case, with a 409', async () => {
    const email = uniqueEmail();
    await register({ email });
    const res = await register({ email: email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists. Sign in instead.');
  });

  it.each([
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ email: 'not-an-email' }, 'Email must be a valid email address'],
    [{ name: '   ' }, 'Name is required'],
    [{ country: 'Britain' }, 'Country must be a two-letter country code'],
    [{ role: 'admin' }, 'Unknown field: role'],
  ])('rejects %j naming the problem, and writes nothing', async (overrides, expected) => {
    const before = await ctx.database.db.$count(users);
    const res = await register(overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(expected);
    expect(await ctx.database.db.$count(users)).toBe(before);
  });

  it('creates an account without a password through partial-register', async () => {
    const email = uniqueEmail();
    const res = await post('/api/auth/partial-register', { name: 'Grace Hopper', email });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toBeNull();
    expect((await post('/api/auth/login', { email, password: 'anything-at-all' })).statusCode).toBe(401);
  });

  it('tells whether an email has an account', async () => {
    const email = uniqueEmail();
    await register({ email });
    expect((await post('/api/auth/check-existing-user', { email })).json().data).toEqual({ exists: true });
    expect((await post('/api/auth/check-existing-user', { email: uniqueEmail() })).json().data).toEqual({
      exists: false,
    });
  });
});

describe('auth: signing in', () => {
  it('signs in with the right password, case-insensitively on the email', async () => {
    const email = uniqueEmail();
    await register({ email });
    const res = await post('/api/auth/login', { email: email.toUpperCase(), password: 'correct horse battery' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe(email);
  });

  it('gives the same message for an unknown email and a wrong password', async () => {
    const email = uniqueEmail();
    await register({ email });
    const wrong = await post('/api/auth/login', { email, password: 'wrong password!' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail(), password: 'wrong password!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Incorrect email or password.');
  });

  it('makes an address that gave three wrong passwords wait, but not the owner at another address', async () => {
    const email = uniqueEmail();
    await register({ email });
    const from = (remoteAddress: string, password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await from('198.51.100.7', `wrong-${i}-pass`)).statusCode).toBe(401);
    const waiting = await from('198.51.100.7', 'correct horse battery');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ seconds\.$/);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('203.0.113.9', 'correct horse battery')).statusCode).toBe(200);
  });
});

describe('auth: refreshing and signing out', () => {
  const signIn = async () => {
    const email = uniqueEmail();
    return (await register({ email })).json().data as {
      refreshToken: string;
      accessToken: string;
      user: { id: string };
    };
  };

  it('rotates the refresh token on every use', async () => {
    const first = await signIn();
    const res = await post('/api/auth/updateCreds', { refreshToken: first.refreshToken });
    expect(res.statusCode).toBe(200);
    const second = res.json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.user.id).toBe(first.user.id);
    expect((await post('/api/auth/updateCreds', { refreshToken: second.refreshToken })).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again after the grace period', async () => {
    const first = await signIn();
    const second = (await post('/api/auth/updateCreds', { refreshToken: first.refreshToken })).json().data;
    // Its rotation is a minute old: a replay now is theft, not a lost answer.
    await ctx.database.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashSecret(first.refreshToken)));
    const replay = await post('/api/auth/updateCreds', { refreshToken: first.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Your session has ended. Please sign in again.');
    expect((await post('/api/auth/updateCreds', { refreshToken: second.refreshToken })).statusCode).toBe(401);
  });

  it('answers a token reused at once by the same browser (a reload during a refresh) with a fresh pair', async () => {
    const first = await signIn();
    const lost = await post('/api/auth/updateCreds', { refreshToken: first.refreshToken });
    expect(lost.statusCode).toBe(200);
    const again = await post('/api/auth/updateCreds', { refreshToken: first.refreshToken });
    expect(again.statusCode).toBe(200);
    const next = again.json().data;
    expect(next.refreshToken).not.toBe(lost.json().data.refreshToken);
    expect((await post('/api/auth/updateCreds', { refreshToken: next.refreshToken })).statusCode).toBe(200);
  });

  it('revokes the family when another browser presents a rotated token, even at once', async () => {
    const first = await signIn();
    const second = (await post('/api/auth/updateCreds', { refreshToken: first.refreshToken })).json().data;
    const thief = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/updateCreds',
      headers: { 'user-agent': 'curl/8.0 (someone else)' },
      payload: { refreshToken: first.refreshToken },
    });
    expect(thief.statusCode).toBe(401);
    expect((await post('/api/auth/updateCreds', { refreshToken: second.refreshToken })).statusCode).toBe(401);
  });

  it('gives both of two concurrent refreshes from one browser a session (two tabs at once)', async () => {
    const first = await signIn();
    const results = await Promise.all(
      [1, 2].map(() => post('/api/auth/updateCreds', { refreshToken: first.refreshToken })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = results.map((r) => r.json().data.refreshToken as string);
    expect(a).not.toBe(b);
  });

  it('stores refresh tokens only as hashes', async () => {
    const session = await signIn();
    const rows = await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(session.refreshToken);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ends the session on logout', async () => {
    const session = await signIn();
    const res = await post('/api/auth/logout', { refreshToken: session.refreshToken });
    expect(res.json()).toEqual({ success: true, message: 'You have been signed out.' });
    expect((await post('/api/auth/updateCreds', { refreshToken: session.refreshToken })).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token', async () => {
    expect((await post('/api/auth/updateCreds', { refreshToken: 'x'.repeat(43) })).statusCode).toBe(401);
  });
});

describe('auth: changing the password', () => {
  it('needs the current password, ends other sessions and returns a new one', async () => {
    const email = uniqueEmail();
    const session = (await register({ email })).json().data;
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const wrong = await post(
      '/api/auth/passwordChange',
      { currentPassword: 'not it at all', newPassword: 'a brand new secret' },
      headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not correct.');
    const res = await post(
      '/api/auth/passwordChange',
      { currentPassword: 'correct horse battery', newPassword: 'a brand new secret' },
      headers,
    );
    expect(res.statusCode).toBe(200);
    expect((await post('/api/auth/updateCreds', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    expect((await post('/api/auth/updateCreds', { refreshToken: res.json().data.refreshToken })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'a brand new secret' })).statusCode).toBe(200);
    expect((await readOutbox(ctx, email)).map((m) => m.template)).toContain('password_changed');
  });

  it('requires sign-in', async () => {
    expect((await post('/api/auth/passwordChange', { currentPassword: 'x', newPassword: 'yyyyyyyy' })).statusCode).toBe(
      401,
    );
  });
});

describe('auth: deleting the account', () => {
  it('deletes the account and its sessions; its token stops working', async () => {
    const email = uniqueEmail();
    const session = (await register({ email })).json().data;
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const res = await post('/api/auth/delete-account', { password: 'correct horse battery' }, headers);
    expect(res.json()).toEqual({ success: true, message: 'Your account has been deleted.' });
    expect(await ctx.database.db.$count(users, eq(users.email, email))).toBe(0);
    expect((await post('/api/user', undefined, headers)).statusCode).toBe(401);
    expect((await post('/api/auth/updateCreds', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    expect((await readOutbox(ctx, email))[0]?.template).toBe('account_deleted');
  });

  it('refuses an anonymous caller', async () => {
    expect((await post('/api/auth/delete-account')).statusCode).toBe(401);
  });
});

describe('auth: staff accounts named in ADMIN_EMAILS', () => {
  let staff: TTestContext;
  beforeAll(async () => {
    staff = await createTestContext({ env: { ADMIN_EMAILS: ' Boss@Example.test , other@example.test' } });
  });
  afterAll(() => staff.close());

  it('become admins once they confirm their address; others stay customers', async () => {
    const signUp = (email: string) =>
      staff.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Staff', email, password: 'long enough pw' },
      });
    const boss = (await signUp('boss@example.test')).json().data;
    expect(boss.user.role).toBe('customer');
    expect((await signUp('customer@example.test')).json().data.user.role).toBe('customer');
    const code = /Code: (\d{6})/.exec((await readOutbox(staff, 'boss@example.test'))[0]?.text ?? '')?.[1];
    const confirmed = await staff.app.inject({
      method: 'POST',
      url: '/api/auth/verify-mail',
      payload: { code },
      headers: { authorization: `Bearer ${boss.accessToken}` },
    });
    expect(confirmed.json().data.user.role).toBe('admin');
  });
});

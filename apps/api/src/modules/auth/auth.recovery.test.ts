import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../../db/schema';
import { type TTestContext, createTestContext, latestMailSecrets, readOutbox } from '../../test/context';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let counter = 0;
const uniqueEmail = () => `recover${++counter}-${Date.now()}@example.test`;
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });
async function signUp(email = uniqueEmail()) {
  const session = (await post('/api/auth/register', { name: 'Mary Jackson', email, password: 'first password' })).json()
    .data;
  return { email, session, headers: { authorization: `Bearer ${session.accessToken}` } };
}
const verifiedAt = async (email: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0]?.emailVerifiedAt ?? null;

describe('auth: confirming the email address', () => {
  it('confirms through the emailed link, once', async () => {
    const { email } = await signUp();
    expect(await verifiedAt(email)).toBeNull();
    const { token } = await latestMailSecrets(ctx, email, 'verify_email');
    const res = await post('/api/auth/verify-mail', { token: token! });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your email address is confirmed.');
    expect(await verifiedAt(email)).toBeInstanceOf(Date);
    const again = await post('/api/auth/verify-mail', { token: token! });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link has expired or was already used. Request a new one.');
  });

  it('confirms with the 6-digit code when signed in', async () => {
    const { email, headers } = await signUp();
    const { code } = await latestMailSecrets(ctx, email, 'verify_email');
    expect((await post('/api/auth/verify-mail', { code: code! })).statusCode).toBe(401);
    expect((await post('/api/auth/verify-mail', { code: code! }, headers)).statusCode).toBe(200);
    expect(await verifiedAt(email)).toBeInstanceOf(Date);
  });

  it('refuses an expired link', async () => {
    const { email } = await signUp();
    const { token } = await latestMailSecrets(ctx, email, 'verify_email');
    await ctx.database.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await post('/api/auth/verify-mail', { token: token! })).statusCode).toBe(400);
    expect(await verifiedAt(email)).toBeNull();
  });

  it('sends a new link on request, and only the newest one works', async () => {
    const { email, headers } = await signUp();
    const first = await latestMailSecrets(ctx, email, 'verify_email');
    const res = await post('/api/auth/request-verify-mail', undefined, headers);
    expect(res.json().message).toBe(`We have sent a confirmation link to ${email}.`);
    const second = await latestMailSecrets(ctx, email, 'verify_email');
    expect(second.token).not.toBe(first.token);
    expect((await post('/api/auth/verify-mail', { token: first.token! })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-mail', { token: second.token! })).statusCode).toBe(200);
  });

  it('stops sending after three requests in 15 minutes', async () => {
    const { headers } = await signUp();
    for (let i = 0; i < 3; i += 1)
      expect((await post('/api/auth/request-verify-mail', undefined, headers)).statusCode).toBe(200);
    const res = await post('/api/auth/request-verify-mail', undefined, headers);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Try again in \d+ minutes/);
  });
});

describe('auth: resetting a forgotten password', () => {
  it('gives the same answer whether or not the email has an account, and mails only a real one', async () => {
    const { email } = await signUp();
    const stranger = uniqueEmail();
    const known = await post('/api/auth/send-reset-otp', { email });
    const unknown = await post('/api/auth/send-reset-otp', { email: stranger });
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe('If an account exists for that email, we have sent it a 6-digit code.');
    expect((await readOutbox(ctx, email)).map((m) => m.template)).toContain('reset_password');
    expect(await readOutbox(ctx, stranger)).toEqual([]);
  });

  it('checks the code, resets the password, ends every session, and the code works once', async () => {
    const { email, session } = await signUp();
    await post('/api/auth/send-reset-otp', { email });
    const { code } = await latestMailSecrets(ctx, email, 'reset_password');
    const check = await post('/api/auth/verify-otp', { email, otp: code! });
    expect(check.json().message).toBe('Code accepted. Choose a new password.');
    const reset = await post('/api/auth/reset-password', { email, otp: code!, password: 'my new password' });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'my new password' })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: 'first password' })).statusCode).toBe(401);
    expect((await post('/api/auth/updateCreds', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    const reuse = await post('/api/auth/reset-password', { email, otp: code!, password: 'another password' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe('That code has expired or was already used. Request a new one.');
  });

  it('allows five attempts, then the code is finished even when right', async () => {
    const { email } = await signUp();
    await post('/api/auth/send-reset-otp', { email });
    const { code } = await latestMailSecrets(ctx, email, 'reset_password');
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await post('/api/auth/verify-otp', { email, otp: wrong });
    expect(first.json().message).toBe('That code is not correct. 4 attempts left.');
    for (let i = 0; i < 4; i += 1) await post('/api/auth/verify-otp', { email, otp: wrong });
    const right = await post('/api/auth/reset-password', { email, otp: code!, password: 'my new password' });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many wrong codes. Request a new one.');
  });

  it('refuses a code after 10 minutes', async () => {
    const { email } = await signUp();
    await post('/api/auth/send-reset-otp', { email });
    const { code } = await latestMailSecrets(ctx, email, 'reset_password');
    await ctx.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeCodes.purpose, 'reset_password'));
    expect((await post('/api/auth/verify-otp', { email, otp: code! })).statusCode).toBe(400);
  });

  it('stores codes only as hashes', async () => {
    const { email } = await signUp();
    await post('/api/auth/send-reset-otp', { email });
    const { code } = await latestMailSecrets(ctx, email, 'reset_password');
    const rows = await ctx.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(rows.some((r) => r.codeHash === code)).toBe(false);
    expect(rows.every((r) => r.codeHash && /^[0-9a-f]{64}$/.test(r.codeHash))).toBe(true);
  });

  it('rejects a malformed code naming the field', async () => {
    const res = await post('/api/auth/verify-otp', { email: uniqueEmail(), otp: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Code must be the 6-digit code from the email');
  });
});

describe('auth: changing the email address', () => {
  it('changes it only once the new address confirms, and tells the old one', async () => {
    const { email, headers } = await signUp();
    const newEmail = uniqueEmail();
    const res = await post('/api/auth/emailChange', { newEmail, password: 'first password' }, headers);
    expect(res.statusCode).toBe(200);
    expect((await post('/api/user', undefined, headers)).json().data.email).toBe(email);
    expect((await readOutbox(ctx, email)).map((m) => m.template)).toContain('email_change_requested');
    const { token } = await latestMailSecrets(ctx, newEmail, 'change_email');
    const confirmed = await post('/api/auth/verify-mail', { token: token! });
    expect(confirmed.json().data.user.email).toBe(newEmail);
    expect((await post('/api/auth/login', { email: newEmail, password: 'first password' })).statusCode).toBe(200);
  });

  it('needs the password, and refuses an address another account uses', async () => {
    const { headers } = await signUp();
    const other = await signUp();
    expect((await post('/api/auth/emailChange', { newEmail: uniqueEmail() }, headers)).statusCode).toBe(400);
    expect(
      (await post('/api/auth/emailChange', { newEmail: uniqueEmail(), password: 'nope nope' }, headers)).statusCode,
    ).toBe(400);
    const taken = await post('/api/auth/emailChange', { newEmail: other.email, password: 'first password' }, headers);
    expect(taken.statusCode).toBe(409);
  });
});

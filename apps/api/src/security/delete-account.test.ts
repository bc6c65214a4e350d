// Issue 19, finding 6: delete-account accepted any body (an unknown-field probe deleted a test account) and
// needed no password. Now the body is strict and the current password is required, or for an account
// without one (third-party sign-in only) a sign-in within the last few minutes.
import { DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES, authEndpoints } from '@launchpad/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../db/schema';
import { type TTestContext, createTestContext } from '../test/context';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const PASSWORD = 'a password to delete with';
let counter = 0;
const email = () => `leaving${(counter += 1)}-${Date.now()}@example.test`;
type TSession = { accessToken: string; refreshToken: string; user: { id: string } };

const post = (url: string, payload: object | undefined, accessToken?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });
const deleteAccount = (accessToken: string, payload?: object) =>
  post(authEndpoints.deleteAccount.path, payload, accessToken);
const exists = async (userId: string) => (await ctx.database.db.$count(users, eq(users.id, userId))) === 1;

async function withPassword(): Promise<TSession> {
  return (await post(authEndpoints.register.path, { name: 'Leaver', email: email(), password: PASSWORD })).json().data;
}
/** An account without a password (as partial-register or a third-party sign-in makes). */
async function withoutPassword(): Promise<TSession> {
  return (await post(authEndpoints.partialRegister.path, { name: 'Leaver', email: email() })).json().data;
}

describe('delete-account: a strict body and proof of who is asking', () => {
  it('rejects unknown fields with 400 naming them, and deletes nothing', async () => {
    const session = await withPassword();
    const res = await deleteAccount(session.accessToken, { password: PASSWORD, confirm: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown field: confirm');
    expect(await exists(session.user.id)).toBe(true);
  });

  it('asks for the current password, refuses a wrong one, and deletes with the right one', async () => {
    const session = await withPassword();
    const missing = await deleteAccount(session.accessToken, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Enter your current password to delete your account.');
    const noBody = await deleteAccount(session.accessToken);
    expect(noBody.statusCode).toBe(400);
    const wrong = await deleteAccount(session.accessToken, { password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your password is not correct.');
    expect(await exists(session.user.id)).toBe(true);

    const right = await deleteAccount(session.accessToken, { password: PASSWORD });
    expect(right.json()).toEqual({ success: true, message: 'Your account has been deleted.' });
    expect(await exists(session.user.id)).toBe(false);
  });

  it('counts wrong passwords as failed sign-ins, so a stolen token cannot guess the password', async () => {
    const session = await withPassword();
    for (let i = 0; i < 3; i += 1) {
      expect((await deleteAccount(session.accessToken, { password: `guess ${i}` })).statusCode).toBe(400);
    }
    const slowed = await deleteAccount(session.accessToken, { password: PASSWORD });
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect(await exists(session.user.id)).toBe(true);
  });

  it('deletes an account without a password from a fresh sign-in', async () => {
    const session = await withoutPassword();
    const res = await deleteAccount(session.accessToken, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(await exists(session.user.id)).toBe(false);
  });

  it('asks an account without a password to sign in again when its sign-in is older than a few minutes', async () => {
    const session = await withoutPassword();
    const minutes = DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES + 1;
    // The session began `minutes` ago (its refresh tokens, rotated since, keep the same family).
    await ctx.database.db
      .update(refreshTokens)
      .set({ createdAt: sql`now() - ${minutes}::double precision * interval '1 minute'` })
      .where(eq(refreshTokens.userId, session.user.id));
    const rotated = (await post(authEndpoints.updateCreds.path, { refreshToken: session.refreshToken })).json().data;
    const res = await deleteAccount(rotated.accessToken, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      `Your account has no password, so to delete it please sign out, sign in again, and delete it within ${DELETE_ACCOUNT_FRESH_SIGN_IN_MINUTES} minutes.`,
    );
    expect(await exists(session.user.id)).toBe(true);
  });
});

// Issue 19, finding 5: access tokens outlived logout and password change by up to 15 minutes. Now a token
// carries its session and the account's token version, and every instance refuses it once either has ended.
import { ordersAdminEndpoints, authEndpoints } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema';
import { type TTestContext, createTestContext, readOutbox, buildTestApp } from '../test/context';

let ctx: TTestContext;
/** A second instance on the same database, as behind a load balancer. */
let other: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  other = await buildTestApp(ctx.config, { database: ctx.database });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

const PASSWORD = 'the first password';
type TSession = { accessToken: string; refreshToken: string; user: { id: string; email: string } };
let counter = 0;

const call = (app: FastifyInstance, url: string, payload?: object, accessToken?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload ?? {},
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });
const profile = (accessToken: string, app: FastifyInstance = ctx.app) => call(app, '/api/user', undefined, accessToken);
/** A notification reaches the other instance at once on PGlite, within moments on PostgreSQL. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 20 });
const ENDED = 'Your session has ended. Please sign in again.';

async function account(): Promise<{ email: string; first: TSession; second: TSession }> {
  const email = `revoke${(counter += 1)}-${Date.now()}@example.test`;
  const first = (await call(ctx.app, authEndpoints.register.path, { name: 'Ada', email, password: PASSWORD })).json()
    .data;
  const second = (await call(other, authEndpoints.login.path, { email, password: PASSWORD })).json().data;
  // Both tokens work on both instances (and are now remembered by each).
  for (const app of [ctx.app, other]) {
    expect((await profile(first.accessToken, app)).statusCode).toBe(200);
    expect((await profile(second.accessToken, app)).statusCode).toBe(200);
  }
  return { email, first, second };
}

async function expectEnded(accessToken: string) {
  for (const app of [ctx.app, other]) {
    await eventually(async () => {
      const res = await profile(accessToken, app);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/Your session has ended|no longer exists/);
    });
  }
}
const expectWorking = async (accessToken: string) => {
  for (const app of [ctx.app, other]) expect((await profile(accessToken, app)).statusCode).toBe(200);
};

describe('revocation: access tokens end with their session or account, on every instance', () => {
  it('logout ends that session’s access token, not the account’s other sessions', async () => {
    const { first, second } = await account();
    expect((await call(ctx.app, authEndpoints.logout.path, { refreshToken: first.refreshToken })).statusCode).toBe(200);
    await expectEnded(first.accessToken);
    expect((await profile(first.accessToken)).json().message).toBe(ENDED);
    await expectWorking(second.accessToken);
  });

  it('a password change ends every other session’s access token; the new session works', async () => {
    const { first, second } = await account();
    const changed = await call(
      other,
      authEndpoints.passwordChange.path,
      { currentPassword: PASSWORD, newPassword: 'the second password' },
      second.accessToken,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await expectEnded(first.accessToken);
    await expectEnded(second.accessToken);
    await expectWorking(changed.json().data.accessToken);
  });

  it('a password reset by mail ends every access token of the account', async () => {
    const { email, first, second } = await account();
    await call(ctx.app, authEndpoints.sendResetOtp.path, { email });
    const otp = /\b(\d{6})\b/.exec((await readOutbox(ctx, email))[0]?.text ?? '')?.[1];
    expect(
      (await call(ctx.app, authEndpoints.resetPassword.path, { email, otp, password: 'reset password' })).statusCode,
    ).toBe(200);
    await expectEnded(first.accessToken);
    await expectEnded(second.accessToken);
  });

  it('a confirmed email change ends every access token; a refreshed one carries on', async () => {
    const { first, second } = await account();
    const newEmail = `moved${(counter += 1)}-${Date.now()}@example.test`;
    const asked = await call(
      ctx.app,
      authEndpoints.emailChange.path,
      { newEmail, password: PASSWORD },
      first.accessToken,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const code = /Code: (\d{6})/.exec((await readOutbox(ctx, newEmail))[0]?.text ?? '')?.[1];
    expect((await call(ctx.app, authEndpoints.verifyMail.path, { code }, first.accessToken)).statusCode).toBe(200);
    await expectEnded(first.accessToken);
    await expectEnded(second.accessToken);
    const refreshed = await call(other, authEndpoints.updateCreds.path, { refreshToken: second.refreshToken });
    expect(refreshed.json().data.user.email).toBe(newEmail);
    await expectWorking(refreshed.json().data.accessToken);
  });

  it('a role change ends every access token; the refreshed one carries the new role', async () => {
    const { first, second } = await account();
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, first.user.id));
    await expectEnded(first.accessToken);
    await expectEnded(second.accessToken);
    const refreshed = (await call(other, authEndpoints.updateCreds.path, { refreshToken: second.refreshToken })).json()
      .data;
    expect(refreshed.user.role).toBe('admin');
    expect((await call(ctx.app, ordersAdminEndpoints.orders.path, {}, refreshed.accessToken)).statusCode).toBe(200);
  });

  it('deleting the account ends every access token', async () => {
    const { first, second } = await account();
    const deleted = await call(other, authEndpoints.deleteAccount.path, { password: PASSWORD }, second.accessToken);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectEnded(first.accessToken);
    await expectEnded(second.accessToken);
  });

  it('a validly signed token without a session (as issued before sessions were carried) is refused', async () => {
    const { first } = await account();
    const legacy = await new SignJWT({ role: 'customer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(first.user.id)
      .setIssuer('launchpad')
      .setAudience('launchpad-api')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(ctx.config.JWT_SECRET));
    const res = await profile(legacy);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Your session is not valid. Please sign in again.');
  });
});

import { randomUUID } from 'node:crypto';
import { type TRole, ordersAdminEndpoints, authEndpoints } from '@launchpad/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TDatabase, rowsOf } from '../../db/client';
import type { TListenHandlers } from '../../db/listen';
import { users } from '../../db/schema';
import { revokeFamily, issueSession } from '../auth/auth-sessions.store';
import { verifyAccessToken } from '../auth/auth-tokens.service';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';
import { ACCOUNT_CHANGED_CHANNEL, watchActiveAccounts } from './active-accounts.service';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const setRole = (userId: string, role: TRole) =>
  ctx.database.db.update(users).set({ role }).where(eq(users.id, userId));

/** The cache over the test database, with the notifications in the test's hands instead of the database's. */
async function withHeldNotifications() {
  let handlers: TListenHandlers | undefined;
  const database: TDatabase = {
    ...ctx.database,
    listen: async (channel, given) => {
      expect(channel).toBe(ACCOUNT_CHANGED_CHANNEL);
      handlers = given;
      return async () => undefined;
    },
  };
  const accounts = await watchActiveAccounts(database);
  if (!handlers) throw new Error('the cache did not listen');
  return { accounts, handlers };
}

describe('active accounts: what is remembered', () => {
  it('remembers an account while notifications arrive, and forgets it when told it changed', async () => {
    const { accounts, handlers } = await withHeldNotifications();
    handlers.onListening(true);
    const { user, sessionId } = await createSignedInUser(ctx);
    expect(await accounts.find(user.id, sessionId)).toEqual({
      id: user.id,
      role: 'customer',
      tokenVersion: 0,
      sessionLive: true,
    });
    await setRole(user.id, 'admin'); // the notification is held back
    expect((await accounts.find(user.id, sessionId))?.role).toBe('customer');
    handlers.onNotify(user.id);
    expect(await accounts.find(user.id, sessionId)).toMatchObject({ role: 'admin', tokenVersion: 1 });
    await setRole(user.id, 'influencer');
    accounts.forget(user.id); // a change made on this instance
    expect(await accounts.find(user.id, sessionId)).toMatchObject({ role: 'influencer', tokenVersion: 2 });
  });

  it('remembers nothing until it listens, nor after the connection is lost', async () => {
    const { accounts, handlers } = await withHeldNotifications();
    const { user, sessionId } = await createSignedInUser(ctx);
    await accounts.find(user.id, sessionId);
    await setRole(user.id, 'admin');
    expect((await accounts.find(user.id, sessionId))?.role).toBe('admin');

    handlers.onListening(true);
    await accounts.find(user.id, sessionId);
    handlers.onListening(false);
    await setRole(user.id, 'customer');
    expect((await accounts.find(user.id, sessionId))?.role).toBe('customer');
    await setRole(user.id, 'influencer');
    expect((await accounts.find(user.id, sessionId))?.role).toBe('influencer');
  });

  it('does not remember an answer read while any account changed', async () => {
    const { accounts, handlers } = await withHeldNotifications();
    handlers.onListening(true);
    const { user, sessionId } = await createSignedInUser(ctx);
    const reading = accounts.find(user.id, sessionId);
    handlers.onNotify('00000000-0000-4000-8000-000000000000'); // arrives while the lookup runs
    expect((await reading)?.role).toBe('customer');
    await setRole(user.id, 'admin');
    expect((await accounts.find(user.id, sessionId))?.role).toBe('admin');
  });

  it('answers null for a deleted account and does not remember it', async () => {
    const { accounts, handlers } = await withHeldNotifications();
    handlers.onListening(true);
    const { user, sessionId } = await createSignedInUser(ctx);
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    expect(await accounts.find(user.id, sessionId)).toBeNull();
    await ctx.database.db.insert(users).values({ ...user, role: 'admin' });
    // The account is back, but its sessions went with it.
    expect(await accounts.find(user.id, sessionId)).toMatchObject({ role: 'admin', sessionLive: false });
  });

  it('remembers the sessions seen open, reads a new one once, and forgets them when one is revoked', async () => {
    const { accounts, handlers } = await withHeldNotifications();
    handlers.onListening(true);
    const { user, sessionId } = await createSignedInUser(ctx);
    expect((await accounts.find(user.id, sessionId))?.sessionLive).toBe(true);
    const other = await issueSession({ db: ctx.database.db, config: ctx.config }, user.id);
    const otherId = (await verifyAccessToken(ctx.config.JWT_SECRET, other.accessToken)).sessionId;
    expect((await accounts.find(user.id, otherId))?.sessionLive).toBe(true);
    await revokeFamily({ db: ctx.database.db }, otherId); // the notification is held back
    expect((await accounts.find(user.id, otherId))?.sessionLive).toBe(true);
    handlers.onNotify(user.id);
    expect((await accounts.find(user.id, otherId))?.sessionLive).toBe(false);
    expect((await accounts.find(user.id, sessionId))?.sessionLive).toBe(true);
    expect((await accounts.find(user.id, randomUUID()))?.sessionLive).toBe(false);
  });
});

describe('active accounts: changes made elsewhere reach every instance', () => {
  const adminOrders = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: ordersAdminEndpoints.orders.path, headers, payload: {} });
  /** A new token pair for a session, as the web app asks for one when a call is answered 401. */
  const refresh = async (refreshToken: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: authEndpoints.updateCreds.path,
      payload: { refreshToken },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { accessToken: string; refreshToken: string };
    return { refreshToken: data.refreshToken, headers: { authorization: `Bearer ${data.accessToken}` } };
  };
  /** Another instance's change arrives as a NOTIFY: at once on PGlite, within moments on PostgreSQL. */
  const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5000, interval: 20 });

  it('a role granted or withdrawn directly in the database ends the access tokens; refreshed ones carry it', async () => {
    const signedIn = await createSignedInUser(ctx);
    expect((await adminOrders(signedIn.headers)).statusCode).toBe(403);
    expect((await adminOrders(signedIn.headers)).statusCode).toBe(403); // now remembered
    await setRole(signedIn.user.id, 'admin');
    await eventually(async () => expect((await adminOrders(signedIn.headers)).statusCode).toBe(401));
    const admin = await refresh(signedIn.refreshToken);
    expect((await adminOrders(admin.headers)).statusCode).toBe(200);
    await setRole(signedIn.user.id, 'customer');
    await eventually(async () => expect((await adminOrders(admin.headers)).statusCode).toBe(401));
    expect((await adminOrders((await refresh(admin.refreshToken)).headers)).statusCode).toBe(403);
  });

  it('an account deleted directly in the database is refused', async () => {
    const { user, headers } = await createSignedInUser(ctx);
    expect((await adminOrders(headers)).statusCode).toBe(403);
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    await eventually(async () => {
      const res = await adminOrders(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/no longer exists/);
    });
  });

  it('listens again after its connection to the database is lost', async () => {
    const { user, headers, refreshToken } = await createSignedInUser(ctx);
    expect((await adminOrders(headers)).statusCode).toBe(403);
    // On PostgreSQL the listening connection is cut (pg_terminate_backend) and must come back; PGlite has
    // one in-process connection and nothing to cut, and the same changes must apply all the same.
    const listeners = async () =>
      ctx.database.engine === 'postgres'
        ? rowsOf<{ pid: number }>(
            await ctx.database.db.execute(
              sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = ${`LISTEN ${ACCOUNT_CHANGED_CHANNEL}`}`,
            ),
          ).map((row) => row.pid)
        : [];
    let before: number[] = [];
    await eventually(async () => {
      before = await listeners();
      expect(before).toHaveLength(ctx.database.engine === 'postgres' ? 1 : 0);
    });
    for (const pid of before) await ctx.database.db.execute(sql`SELECT pg_terminate_backend(${pid})`);
    await setRole(user.id, 'admin'); // possibly while no one listens
    await eventually(async () => expect((await adminOrders(headers)).statusCode).toBe(401));
    const admin = await refresh(refreshToken);
    expect((await adminOrders(admin.headers)).statusCode).toBe(200);
    await eventually(async () => {
      const after = await listeners();
      expect(after).toHaveLength(before.length);
      expect(after.some((pid) => before.includes(pid))).toBe(false);
    });
    expect((await adminOrders(admin.headers)).statusCode).toBe(200); // remembered again
    await setRole(user.id, 'customer');
    await eventually(async () => expect((await adminOrders(admin.headers)).statusCode).toBe(401));
  });
});

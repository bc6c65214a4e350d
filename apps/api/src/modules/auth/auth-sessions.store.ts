import { randomUUID } from 'node:crypto';
import type { TSession } from '@launchpad/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { refreshTokens, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashSecret, randomToken } from '../../lib/secrets';
import { getProfile, grantAdminToListedEmail } from '../users';
import { signAccessToken } from './auth-tokens.service';

export const REFRESH_TOKEN_TTL_DAYS = 30;

/** `accounts`, when given, forgets a changed account on this instance at once (the others hear a NOTIFY). */
export type TForgetDeps = Partial<Pick<TDeps, 'accounts'>>;
type TSessionDeps = Pick<TDeps, 'db' | 'config'> & TForgetDeps;
export type TClientInfo = { userAgent?: string | undefined; ip?: string | undefined };

/**
 * Staff listed in ADMIN_EMAILS become admins once their address is proven: when it is confirmed, and at any
 * later sign-in. An unconfirmed account with a listed address stays what it is, since whoever registers an
 * address first is not necessarily its owner. The role is then kept on the account.
 */
export async function grantConfiguredAdmin(deps: TSessionDeps, userId: string): Promise<void> {
  if (deps.config.ADMIN_EMAILS.length === 0) return;
  if (await grantAdminToListedEmail(deps.db, userId, deps.config.ADMIN_EMAILS)) deps.accounts?.forget(userId);
}

async function tokenVersionOf(deps: Pick<TDeps, 'db'>, userId: string): Promise<number> {
  const [row] = await deps.db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.tokenVersion ?? 0;
}

async function createSession(
  deps: TSessionDeps,
  userId: string,
  familyId: string,
  client: TClientInfo,
): Promise<TSession> {
  await grantConfiguredAdmin(deps, userId);
  const user = await getProfile(deps, { userId });
  const refreshToken = randomToken();
  await deps.db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashSecret(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    ip: client.ip ?? null,
  });
  const accessToken = await signAccessToken(
    deps.config.JWT_SECRET,
    { userId, role: user.role, sessionId: familyId, tokenVersion: await tokenVersionOf(deps, userId) },
    deps.config.ACCESS_TOKEN_TTL_SECONDS,
  );
  return { user, accessToken, refreshToken, expiresIn: deps.config.ACCESS_TOKEN_TTL_SECONDS };
}

/** A new sign-in: a new token family. Every way of signing in (password, code, identity provider) ends here. */
export function issueSession(deps: TSessionDeps, userId: string, client: TClientInfo = {}): Promise<TSession> {
  return createSession(deps, userId, randomUUID(), client);
}

const INVALID_REFRESH = 'Your session has ended. Please sign in again.';

/**
 * A rotated refresh token presented again this soon after its rotation, from the same browser, is taken
 * as a lost answer rather than theft: the page was reloaded (or two tabs refreshed at once) while the
 * first refresh was in flight, so the new pair never reached the browser. It gets a fresh pair in the
 * same family. Later, or from another browser, a reused token still revokes the whole family.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/**
 * `updateCreds`: trade a refresh token for a new pair. A token that was already rotated is a sign it was
 * stolen, so the whole family is revoked and both the thief and the owner must sign in again (apart from
 * the short grace above).
 */
export async function rotateSession(
  deps: TSessionDeps,
  refreshToken: string,
  client: TClientInfo = {},
): Promise<TSession> {
  const [row] = await deps.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecret(refreshToken)))
    .limit(1);
  if (!row || row.revokedAt) throw new AppError('UNAUTHORIZED', INVALID_REFRESH);
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError('UNAUTHORIZED', INVALID_REFRESH);
  if (!row.rotatedAt) {
    // Claim the token atomically: of two concurrent refreshes with the same token only one claims it.
    const claimed = await deps.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
      .returning({ rotatedAt: refreshTokens.rotatedAt });
    if (claimed.length === 1) return createSession(deps, row.userId, row.familyId, client);
  }
  const [current] = await deps.db
    .select({ rotatedAt: refreshTokens.rotatedAt, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, row.id))
    .limit(1);
  const rotatedAt = current?.rotatedAt?.getTime() ?? 0;
  const sameBrowser = (row.userAgent ?? null) === (client.userAgent?.slice(0, 300) ?? null);
  if (!current?.revokedAt && sameBrowser && Date.now() - rotatedAt <= REFRESH_REUSE_GRACE_MS) {
    return createSession(deps, row.userId, row.familyId, client);
  }
  await revokeFamily(deps, row.familyId);
  throw new AppError('UNAUTHORIZED', INVALID_REFRESH);
}

export async function revokeFamily(deps: Pick<TDeps, 'db'> & TForgetDeps, familyId: string): Promise<void> {
  const revoked = await deps.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ userId: refreshTokens.userId });
  // Its access tokens end with it: on this instance at once, on the others through the NOTIFY (migration 0019).
  for (const userId of new Set(revoked.map((row) => row.userId))) deps.accounts?.forget(userId);
}

/** `logout`: the presented token's family ends. Unknown tokens are ignored: logging out always succeeds. */
export async function endSession(
  deps: Pick<TDeps, 'db'> & TForgetDeps,
  { refreshToken }: { refreshToken: string },
): Promise<void> {
  const [row] = await deps.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecret(refreshToken)))
    .limit(1);
  if (row) await revokeFamily(deps, row.familyId);
}

/** After a password change or reset every session of the account ends, and with them their access tokens. */
export async function revokeAllSessions(deps: Pick<TDeps, 'db'> & TForgetDeps, userId: string): Promise<void> {
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  deps.accounts?.forget(userId);
}

/** When a session began: its family's first refresh token, or null when it is unknown. */
export async function sessionStartedAt(deps: Pick<TDeps, 'db'>, familyId: string): Promise<Date | null> {
  const [row] = await deps.db
    .select({ startedAt: sql<Date | null>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt) })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, familyId));
  return row?.startedAt ?? null;
}

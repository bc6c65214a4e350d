import { randomBytes } from 'node:crypto';
import { type TUpdateProfileRequest, type TUserInfo, usersEndpoints } from '@launchpad/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { TActiveSession, TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { preparedStatements } from '../../db/prepared';
import { plans, subscriptions, users } from '../../db/schema';
import { ACCOUNT_GONE, AppError } from '../../lib/app-error';
import { serviceEndpoints } from '../../lib/endpoint';
import { isValidStorageKey } from '../../providers/storage';
import { makeProfileThumbnail } from './users-avatar.service';

type TPictureDeps = Pick<TDeps, 'db' | 'config' | 'storage' | 'log'>;

/** Where the media routes serve stored files when no CDN is configured. */
export const MEDIA_PATH_PREFIX = '/media/';

export { ACCOUNT_GONE } from '../../lib/app-error';

export type { TActiveSession } from '../../core';

// Run by signed-in requests the active-accounts cache cannot answer (plugins/auth.ts), so prepared once per
// connection. A session is its refresh-token family: live while one of its tokens is neither revoked nor expired.
const activeSessionQuery = preparedStatements((db) =>
  db
    .select({
      id: users.id,
      role: users.role,
      tokenVersion: users.tokenVersion,
      // Spelt out: in a one-table select drizzle leaves column names unqualified, which the subquery would misread.
      sessionLive: sql<boolean>`exists (select 1 from refresh_tokens r where r.family_id = ${sql.placeholder('sessionId')}::uuid and r.user_id = users.id and r.revoked_at is null and r.expires_at > now())`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('active_session'),
);

/** The account behind a verified token with its session's state, or null when the account has been deleted. */
export async function findActiveSession(
  deps: Pick<TDeps, 'db'>,
  userId: string,
  sessionId: string,
): Promise<TActiveSession | null> {
  const [row] = await activeSessionQuery(deps.db).execute({ userId, sessionId });
  return row ?? null;
}

/**
 * SPEC §3: a relative profile image path is a storage key served from the CDN, or from this site's
 * media route when no CDN is configured; an http(s) address is used as is.
 */
export function profileImageUrl(path: string | null, cdnUrl: string | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  const key = path.replace(/^\/+/, '');
  if (!cdnUrl) return `${MEDIA_PATH_PREFIX}${key}`;
  return `${cdnUrl.replace(/\/+$/, '')}/${key}`;
}

/**
 * The plan of the user's active subscription (one cancelled at period end counts until then; a past-due
 * one does not), with the price the subscription is billed and the AI builder's monthly allowance, or null.
 */
export async function activePlanOf(db: TDb, userId: string) {
  const [plan] = await db
    .select({
      name: plans.name,
      price: subscriptions.pricePence,
      tools: plans.tools,
      buildStartupAi: plans.buildStartupAi,
      aiMonthlyLimit: plans.aiMonthlyLimit,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
    .limit(1);
  return plan ?? null;
}

/** SPEC §3 planType: the active plan's name, billed price and feature flags, or null. */
async function planTypeOf(db: TDb, userId: string): Promise<TUserInfo['planType']> {
  const plan = await activePlanOf(db, userId);
  return plan && { name: plan.name, price: plan.price, tools: plan.tools, build_startup_ai: plan.buildStartupAi };
}

/** Whether the user's live plan includes a feature flag (SPEC §3 planType: tools, build_startup_ai). */
export async function hasPlanFeature(
  deps: Pick<TDeps, 'db'>,
  userId: string,
  feature: 'tools' | 'build_startup_ai',
): Promise<boolean> {
  const plan = await planTypeOf(deps.db, userId);
  return plan?.[feature] === true;
}

export async function getProfile(deps: Pick<TDeps, 'db' | 'config'>, options: { userId: string }): Promise<TUserInfo> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, options.userId)).limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', ACCOUNT_GONE);
  const planType = await planTypeOf(deps.db, row.id);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    country: row.country,
    profile_img: profileImageUrl(row.profileImg, deps.config.CDN_URL),
    role: row.role,
    planType,
    email_verified: row.emailVerifiedAt !== null,
    phone: row.phone,
    onboarding: row.onboarding ?? null,
  };
}

/** `PUT /api/user`: name, country, phone and onboarding answers. The email changes only through emailChange. */
export async function updateProfile(
  deps: Pick<TDeps, 'db' | 'config'>,
  options: { userId: string } & TUpdateProfileRequest,
): Promise<TUserInfo> {
  const { userId, name, country, phone, onboarding } = options;
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (name !== undefined) changes.name = name;
  if (country !== undefined) changes.country = country;
  if (phone !== undefined) changes.phone = phone;
  if (onboarding !== undefined) changes.onboarding = { ...onboarding, completedAt: new Date().toISOString() };
  const updated = await deps.db.update(users).set(changes).where(eq(users.id, userId)).returning({ id: users.id });
  if (updated.length === 0) throw new AppError('UNAUTHORIZED', ACCOUNT_GONE);
  return getProfile(deps, { userId });
}

const avatarPrefix = (userId: string) => `avatars/${userId}/`;

/** Only pictures this service stored for this user are ever deleted: not an http address, not a shared file. */
function isOwnAvatar(userId: string, path: string | null): path is string {
  return path !== null && path.startsWith(avatarPrefix(userId)) && isValidStorageKey(path);
}

/** Point the account at a new picture key (or none) and hand back the one it replaced. */
async function swapProfileImage(deps: Pick<TDeps, 'db'>, userId: string, key: string | null): Promise<string | null> {
  return deps.db.transaction(async (tx) => {
    // The row lock makes concurrent uploads queue, so each replaced picture is seen (and deleted) once.
    const [row] = await tx
      .select({ profileImg: users.profileImg })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!row) throw new AppError('UNAUTHORIZED', ACCOUNT_GONE);
    await tx.update(users).set({ profileImg: key, updatedAt: new Date() }).where(eq(users.id, userId));
    return row.profileImg;
  });
}

/** A stored file that could not be removed: kept on disk, said in the log with its key. */
function logLeftFile(deps: Pick<TDeps, 'log'>, key: string, error: unknown) {
  deps.log.error({ err: error, storageKey: key }, 'a stored file could not be deleted and is left behind');
}

async function deleteIfOwn(deps: Pick<TDeps, 'storage' | 'log'>, userId: string, path: string | null): Promise<void> {
  if (!isOwnAvatar(userId, path)) return;
  // The account already points elsewhere; a file left behind costs disk space, not correctness: logged.
  await deps.storage.delete(path).catch((error: unknown) => logLeftFile(deps, path, error));
}

/** `POST /api/user/profile-image`: validate and thumbnail the upload, store it, replace the old picture. */
export async function setProfileImage(
  deps: TPictureDeps,
  options: { userId: string; image: Buffer },
): Promise<TUserInfo> {
  const thumbnail = await makeProfileThumbnail(options.image);
  // A new random key per upload: stored files never change, so they can be cached for a year.
  const key = `${avatarPrefix(options.userId)}${randomBytes(16).toString('hex')}.webp`;
  await deps.storage.put(key, thumbnail, 'image/webp');
  let previous: string | null;
  try {
    previous = await swapProfileImage(deps, options.userId, key);
  } catch (error) {
    await deps.storage.delete(key).catch((cleanup: unknown) => logLeftFile(deps, key, cleanup));
    throw error;
  }
  await deleteIfOwn(deps, options.userId, previous);
  return getProfile(deps, { userId: options.userId });
}

/** `DELETE /api/user/profile-image`: the account goes back to initials; our stored file is removed. */
export async function removeProfileImage(deps: TPictureDeps, options: { userId: string }): Promise<TUserInfo> {
  const previous = await swapProfileImage(deps, options.userId, null);
  await deleteIfOwn(deps, options.userId, previous);
  return getProfile(deps, { userId: options.userId });
}

/** The profile endpoints these functions answer with the account as it now is (the upload: users.routes.ts). */
export const usersServices = serviceEndpoints(usersEndpoints, {
  profile: getProfile,
  updateProfile,
  removeProfileImage,
});

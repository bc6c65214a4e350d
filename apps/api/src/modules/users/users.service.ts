import type { TRole, TUserInfo } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

type TDeps = { db: TDb; config: { CDN_URL?: string | undefined } };

/** The account behind a verified token, or null when it has since been deleted. */
export async function findActiveUser(deps: { db: TDb }, userId: string): Promise<{ id: string; role: TRole } | null> {
  const [row] = await deps.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** SPEC §3: a relative profile image path is served from the CDN; an http(s) address is used as is. */
export function profileImageUrl(path: string | null, cdnUrl: string | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path)) return path;
  if (!cdnUrl) return path.startsWith('/') ? path : `/${path}`;
  return `${cdnUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export async function getProfile(deps: TDeps, options: { userId: string }): Promise<TUserInfo> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, options.userId)).limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', 'Your account no longer exists. Please sign in again.');
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    country: row.country,
    profile_img: profileImageUrl(row.profileImg, deps.config.CDN_URL),
    role: row.role,
    planType: null,
  };
}

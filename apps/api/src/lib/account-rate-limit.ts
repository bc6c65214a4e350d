import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { rateLimitHits } from '../db/schema';

/**
 * Counts one hit against a fixed window kept in the database (so every api instance shares it) and
 * says whether the caller is still within `max` hits.
 */
export async function takeAccountHit(
  db: TDb,
  key: string,
  max: number,
  windowMs: number,
): Promise<{ allowed: boolean; retryInMinutes: number }> {
  const windowEnds = new Date(Date.now() + windowMs);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, count: 1, windowEndsAt: windowEnds })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`case when ${rateLimitHits.windowEndsAt} <= now() then 1 else ${rateLimitHits.count} + 1 end`,
        windowEndsAt: sql`case when ${rateLimitHits.windowEndsAt} <= now() then ${windowEnds.toISOString()}::timestamptz else ${rateLimitHits.windowEndsAt} end`,
      },
    })
    .returning();
  const count = row?.count ?? 1;
  const endsAt = row?.windowEndsAt ?? windowEnds;
  return { allowed: count <= max, retryInMinutes: Math.max(1, Math.ceil((endsAt.getTime() - Date.now()) / 60_000)) };
}

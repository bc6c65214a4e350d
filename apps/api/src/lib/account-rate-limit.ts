import { eq, inArray, like, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { rateLimitHits } from '../db/schema';

/** A key's count after one more hit: 1 again once its window has ended. */
const nextCount = sql`case when ${rateLimitHits.windowEndsAt} <= now() then 1 else ${rateLimitHits.count} + 1 end`;

/** The database's now() plus `ms` milliseconds. */
const afterMs = (ms: number) => sql`now() + ${ms}::double precision * interval '1 millisecond'`;

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
        count: nextCount,
        windowEndsAt: sql`case when ${rateLimitHits.windowEndsAt} <= now() then ${windowEnds.toISOString()}::timestamptz else ${rateLimitHits.windowEndsAt} end`,
      },
    })
    .returning();
  const count = row?.count ?? 1;
  const endsAt = row?.windowEndsAt ?? windowEnds;
  return { allowed: count <= max, retryInMinutes: Math.max(1, Math.ceil((endsAt.getTime() - Date.now()) / 60_000)) };
}

/**
 * Counts one hit in a window that every hit extends (it ends `windowMs` after the latest), so a steady trickle
 * keeps counting; returns the count including this hit. Shared by every instance like `takeAccountHit`.
 */
export async function countSlidingHit(db: TDb, key: string, windowMs: number): Promise<number> {
  const ends = afterMs(windowMs);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, count: 1, windowEndsAt: ends })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: nextCount,
        windowEndsAt: ends,
      },
    })
    .returning({ count: rateLimitHits.count });
  return row?.count ?? 1;
}

/** How a series of attempts is slowed down: `free` without delay, then doubling waits, then a lock. */
export type TProgressivePolicy = {
  /** Attempts that need no wait. */
  free: number;
  /** From this many attempts the key is locked until the window ends. */
  lockAfter: number;
  /** The wait after the first attempt beyond `free`; each further attempt doubles it. */
  firstDelayMs: number;
  /** How long after the latest attempt the series is forgotten (and a lock lifted). */
  windowMs: number;
};

export type TProgressiveAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number; locked: boolean };

/** When the next attempt of a series of `count` may start, as SQL over the key's row. */
function nextAttemptAt(policy: TProgressivePolicy) {
  const latest = sql`${rateLimitHits.windowEndsAt} - ${policy.windowMs}::double precision * interval '1 millisecond'`;
  return sql`case
    when ${rateLimitHits.count} < ${policy.free}::int then ${latest}
    when ${rateLimitHits.count} >= ${policy.lockAfter}::int then ${rateLimitHits.windowEndsAt}
    else ${latest} + ${policy.firstDelayMs}::double precision * power(2, ${rateLimitHits.count} - ${policy.free}::int) * interval '1 millisecond'
  end`;
}

/**
 * Takes one attempt of a progressively delayed series (failed sign-ins from one address), counting it before
 * the caller knows whether it fails — so parallel attempts cannot slip past the wait — and refusing it while
 * the series' wait or lock runs. A caller whose attempt succeeds ends the series with `clearAccountHits`.
 */
export async function takeProgressiveAttempt(
  db: TDb,
  key: string,
  policy: TProgressivePolicy,
): Promise<TProgressiveAttempt> {
  const ends = afterMs(policy.windowMs);
  const taken = await db
    .insert(rateLimitHits)
    .values({ key, count: 1, windowEndsAt: ends })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: nextCount,
        windowEndsAt: ends,
      },
      setWhere: sql`${rateLimitHits.windowEndsAt} <= now() or ${nextAttemptAt(policy)} <= now()`,
    })
    .returning({ count: rateLimitHits.count });
  if (taken.length > 0) return { allowed: true };
  const [held] = await db
    .select({
      count: rateLimitHits.count,
      waitMs: sql<number>`greatest(0, extract(epoch from (${nextAttemptAt(policy)} - now())) * 1000)`.mapWith(Number),
    })
    .from(rateLimitHits)
    .where(eq(rateLimitHits.key, key));
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((held?.waitMs ?? 1000) / 1000)),
    locked: (held?.count ?? 0) >= policy.lockAfter,
  };
}

/** Forgets the counts under these keys (a series ended by a success, or a password reset). */
export async function clearAccountHits(db: TDb, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(rateLimitHits).where(inArray(rateLimitHits.key, keys));
}

/** Forgets every count whose key starts with `prefix`. */
export async function clearAccountHitsStartingWith(db: TDb, prefix: string): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await db.delete(rateLimitHits).where(like(rateLimitHits.key, pattern));
}

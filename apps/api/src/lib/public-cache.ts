import { RedisPublicCache } from './public-cache.redis';
import type { TRedisStore } from './redis-store';

/**
 * A short-lived cache for public reads that are identical for everyone (the catalogue list, page
 * metadata, content lists): under load (issue 11 "Load") they are answered from the cache instead of
 * the database. Any successful write by an admin empties it (the hook in app.ts). With REDIS_URL the
 * entries live in Redis (public-cache.redis.ts): every instance reads the same ones and one admin write
 * empties them for all. Without it each app keeps its own in memory, and entries expire after
 * PUBLIC_CACHE_TTL_MS, which bounds how stale another instance can be after an admin edit elsewhere.
 * Off under NODE_ENV=test, where tests seed the database directly and expect to read it back at once.
 */
export const PUBLIC_CACHE_TTL_MS = 5_000;
/** Keys come from request bodies (search strings, pages): a bound keeps memory flat whatever is sent. */
export const PUBLIC_CACHE_MAX_ENTRIES = 1_000;
/** In Redis: how long past its time an entry may still be given while it refreshes. */
export const PUBLIC_CACHE_STALE_MS = 60_000;

export type TPublicCache = {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): Promise<void>;
};

type TEntry = { expires: number; value: Promise<unknown>; refreshing: boolean };

export class PublicCache implements TPublicCache {
  private readonly entries = new Map<string, TEntry>();

  constructor(
    private readonly ttlMs: number = PUBLIC_CACHE_TTL_MS,
    private readonly maxEntries: number = PUBLIC_CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The cached answer for `key`, or `load()`'s (shared by concurrent callers); failures are not kept.
   * An expired answer is still given while one refresh runs (stale-while-revalidate), so callers never
   * queue behind the database when an entry's time is up; after clear() the next caller waits for fresh data.
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value as Promise<T>;
    if (hit) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        const next = load();
        next.then(
          () => this.entries.get(key) === hit && this.store(key, next),
          () => (hit.refreshing = false),
        );
      }
      return hit.value as Promise<T>;
    }
    const value = load();
    const entry = this.store(key, value);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  private store(key: string, value: Promise<unknown>): TEntry {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const entry = { expires: this.now() + this.ttlMs, value, refreshing: false };
    this.entries.set(key, entry);
    return entry;
  }

  async clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

const caches = new WeakMap<object, TPublicCache>();

/**
 * The public cache of one app, found by its deps object (so each app and test context has its own):
 * in the app's Redis store when it has one, else in memory.
 */
export function publicCache(deps: { config: { NODE_ENV: string }; redis?: TRedisStore | null }): TPublicCache {
  let cache = caches.get(deps);
  if (!cache) {
    const ttlMs = deps.config.NODE_ENV === 'test' ? 0 : PUBLIC_CACHE_TTL_MS;
    cache =
      deps.redis && ttlMs > 0
        ? new RedisPublicCache(deps.redis, {
            ttlMs,
            staleMs: PUBLIC_CACHE_STALE_MS,
            maxEntries: PUBLIC_CACHE_MAX_ENTRIES,
          })
        : new PublicCache(ttlMs);
    caches.set(deps, cache);
  }
  return cache;
}

import type { Redis } from 'ioredis';
import type { TRedisStore } from './redis-store';

/**
 * The public cache kept in Redis/Valkey (REDIS_URL), so every instance reads the entries any of them
 * stored and an admin write on one empties it for all.
 *
 * Entries live in one hash per generation (`…:entries:<n>`); clearing bumps the generation, so every
 * instance's next read looks in a new, empty hash, and the old one is deleted. A value loaded from the
 * database is stored only if the generation is still the one read before loading: a read that started
 * before an admin write cannot put the old data back after the write cleared the cache.
 */
const PREFIX = 'launchpad:public-cache:';
const GENERATION = `${PREFIX}generation`;
const ENTRIES = `${PREFIX}entries:`;

// KEYS[1] the generation; ARGV: entries prefix, field. Returns { generation, entry or nothing }.
const READ = `
local generation = redis.call('GET', KEYS[1]) or '0'
return { generation, redis.call('HGET', ARGV[1] .. generation, ARGV[2]) }
`;

// KEYS[1] the generation; ARGV: entries prefix, generation read before loading, field, entry,
// the hash's lifetime (ms), the most entries. A full hash loses one entry chosen at random.
const WRITE = `
local generation = redis.call('GET', KEYS[1]) or '0'
if generation ~= ARGV[2] then return 0 end
local entries = ARGV[1] .. generation
if redis.call('HEXISTS', entries, ARGV[3]) == 0 and redis.call('HLEN', entries) >= tonumber(ARGV[6]) then
  local victim = redis.call('HRANDFIELD', entries)
  if victim then redis.call('HDEL', entries, victim) end
end
redis.call('HSET', entries, ARGV[3], ARGV[4])
redis.call('PEXPIRE', entries, ARGV[5])
return 1
`;

// KEYS[1] the generation; ARGV: entries prefix.
const CLEAR = `
local generation = redis.call('GET', KEYS[1]) or '0'
redis.call('INCR', KEYS[1])
redis.call('UNLINK', ARGV[1] .. generation)
return 1
`;

type TScripts = {
  publicCacheRead(generationKey: string, prefix: string, field: string): Promise<[string, string?]>;
  publicCacheWrite(
    generationKey: string,
    prefix: string,
    generation: string,
    field: string,
    entry: string,
    lifetimeMs: number,
    maxEntries: number,
  ): Promise<number>;
  publicCacheClear(generationKey: string, prefix: string): Promise<number>;
};

function withScripts(client: Redis): Redis & TScripts {
  if (!('publicCacheRead' in client)) {
    client.defineCommand('publicCacheRead', { numberOfKeys: 1, lua: READ });
    client.defineCommand('publicCacheWrite', { numberOfKeys: 1, lua: WRITE });
    client.defineCommand('publicCacheClear', { numberOfKeys: 1, lua: CLEAR });
  }
  return client as Redis & TScripts;
}

type TStored = { at: number; value: unknown };

export type TRedisPublicCacheOptions = {
  ttlMs: number;
  /** How long past its time an entry may still be given (once per caller) while one refresh runs. */
  staleMs: number;
  maxEntries: number;
  now?: () => number;
};

export class RedisPublicCache {
  private readonly client: Redis & TScripts;
  private readonly now: () => number;
  /** Loads running on this instance, by generation and key, so concurrent callers share one. */
  private readonly loading = new Map<string, Promise<unknown>>();

  constructor(
    private readonly store: Pick<TRedisStore, 'client' | 'warn'>,
    private readonly options: TRedisPublicCacheOptions,
  ) {
    this.client = withScripts(store.client);
    this.now = options.now ?? Date.now;
  }

  /**
   * The stored answer for `key` while fresh; past its time it is still given while one refresh runs
   * (stale-while-revalidate), up to `staleMs`; otherwise `load()`'s, stored for every instance.
   * Without the store (unreachable, timed out) the answer comes from `load()`, as with no cache.
   */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    let generation: string;
    let stored: TStored | null;
    try {
      const [current, entry] = await this.client.publicCacheRead(GENERATION, ENTRIES, key);
      generation = current;
      stored = entry ? (JSON.parse(entry) as TStored) : null;
    } catch (error) {
      this.store.warn(error, 'public cache: could not read Redis; answering from the database');
      return load();
    }
    if (stored) {
      const age = this.now() - stored.at;
      if (age < this.options.ttlMs) return stored.value as T;
      if (age < this.options.ttlMs + this.options.staleMs) {
        if (!this.loading.has(`${generation} ${key}`)) {
          this.refresh(generation, key, load).catch((error: unknown) =>
            this.store.warn(error, 'public cache: refreshing an entry failed; the stale one stays until it expires'),
          );
        }
        return stored.value as T;
      }
    }
    return this.refresh(generation, key, load);
  }

  private refresh<T>(generation: string, key: string, load: () => Promise<T>): Promise<T> {
    const id = `${generation} ${key}`;
    const running = this.loading.get(id);
    if (running) return running as Promise<T>;
    const loaded = load()
      .then(async (value) => {
        await this.save(generation, key, value);
        return value;
      })
      .finally(() => this.loading.delete(id));
    this.loading.set(id, loaded);
    return loaded;
  }

  private async save(generation: string, key: string, value: unknown) {
    const entry = JSON.stringify({ at: this.now(), value } satisfies TStored);
    const lifetime = this.options.ttlMs + this.options.staleMs;
    try {
      await this.client.publicCacheWrite(
        GENERATION,
        ENTRIES,
        generation,
        key,
        entry,
        lifetime,
        this.options.maxEntries,
      );
    } catch (error) {
      this.store.warn(error, 'public cache: could not store an entry in Redis');
    }
  }

  /** Empties the cache of every instance: their next read of any key loads fresh data. */
  async clear(): Promise<void> {
    await this.client.publicCacheClear(GENERATION, ENTRIES);
  }

  /** How many entries the current generation holds (tests look at the bound). */
  async size(): Promise<number> {
    const generation = (await this.client.get(GENERATION)) ?? '0';
    return this.client.hlen(`${ENTRIES}${generation}`);
  }
}

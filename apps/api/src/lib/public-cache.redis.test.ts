import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TRedisServer, startRedisServer } from '../test/redis';
import { RedisPublicCache } from './public-cache.redis';
import type { TRedisStore } from './redis-store';

// The public cache with REDIS_URL, against a real redis-server: two cache objects on two connections
// stand for two api instances.
let server: TRedisServer;
const clients: Redis[] = [];
const warnings: string[] = [];

beforeAll(async () => {
  server = await startRedisServer();
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await server?.stop();
});
beforeEach(async () => {
  await server.client.flushall();
  warnings.length = 0;
});

function instance(options: { ttlMs?: number; staleMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const client = new Redis(server.url, { enableOfflineQueue: false, lazyConnect: true });
  clients.push(client);
  const store: Pick<TRedisStore, 'client' | 'warn'> = {
    client,
    warn: (_error, what) => warnings.push(what),
  };
  return client.connect().then(
    () =>
      new RedisPublicCache(store, {
        ttlMs: options.ttlMs ?? 60_000,
        staleMs: options.staleMs ?? 60_000,
        maxEntries: options.maxEntries ?? 100,
        ...(options.now ? { now: options.now } : {}),
      }),
  );
}

describe('public cache in Redis', () => {
  it('gives every instance the entry one of them loaded', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    let loads = 0;
    const load = async () => ({ items: [`product ${++loads}`], page_meta: { total: 1 } });
    expect(await a.get('products/list {}', load)).toEqual({ items: ['product 1'], page_meta: { total: 1 } });
    expect(await b.get('products/list {}', load)).toEqual({ items: ['product 1'], page_meta: { total: 1 } });
    expect(loads).toBe(1);
  });

  it('is emptied for every instance by a clear on one of them', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    await a.get('page-seo {"path":"/"}', async () => 'old title');
    expect(await b.get('page-seo {"path":"/"}', async () => 'not loaded')).toBe('old title');
    await a.clear();
    expect(await b.get('page-seo {"path":"/"}', async () => 'new title')).toBe('new title');
    expect(await a.get('page-seo {"path":"/"}', async () => 'not loaded')).toBe('new title');
  });

  it('does not keep what a read loaded before a clear that happened while it was loading', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    let finishLoading: (value: string) => void = () => undefined;
    let loading: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (loading = resolve));
    const slow = a.get('content/list', () => {
      loading();
      return new Promise<string>((resolve) => (finishLoading = resolve));
    });
    await started; // the read found nothing in Redis and is loading from the database
    await b.clear(); // an admin write elsewhere
    finishLoading('before the write');
    expect(await slow).toBe('before the write');
    expect(await b.get('content/list', async () => 'after the write')).toBe('after the write');
  });

  it('shares one load among concurrent callers of an instance and keeps no failure', async () => {
    const a = await instance();
    let loads = 0;
    const results = await Promise.all([1, 2, 3].map(() => a.get('seo', async () => ++loads)));
    expect(results).toEqual([1, 1, 1]);
    await expect(a.get('broken', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await a.get('broken', async () => 'ok')).toBe('ok');
  });

  it('gives an expired entry once more while one refresh runs, then the refreshed one; a too-old entry is not given', async () => {
    let clock = 0;
    const a = await instance({ ttlMs: 1_000, staleMs: 5_000, now: () => clock });
    let loads = 0;
    const load = async () => ++loads;
    expect(await a.get('list', load)).toBe(1);
    clock = 999;
    expect(await a.get('list', load)).toBe(1);
    clock = 1_000;
    expect(await a.get('list', load)).toBe(1); // stale, refreshing behind it
    // Until the refresh is stored the stale answer is given; a second refresh would fail and keep it.
    await expect.poll(() => a.get('list', () => Promise.reject(new Error('one refresh at a time')))).toBe(2);
    clock = 1_000 + 6_000 + 1; // past its time and past the stale allowance: load before answering
    expect(await a.get('list', load)).toBe(3);
  });

  it('never holds more entries than its bound', async () => {
    const a = await instance({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd', 'e']) await a.get(key, async () => key);
    expect(await a.size()).toBe(3);
    expect(await a.get('e', async () => 'not loaded')).toBe('e'); // the newest is kept
  });

  it('answers from the database, and says so, when Redis cannot be reached', async () => {
    const a = await instance();
    const offline = new RedisPublicCache(
      {
        client: new Redis(server.url, { lazyConnect: true, enableOfflineQueue: false }),
        warn: (_e, what) => warnings.push(what),
      },
      { ttlMs: 60_000, staleMs: 60_000, maxEntries: 100 },
    );
    await a.get('list', async () => 'cached');
    expect(await offline.get('list', async () => 'from the database')).toBe('from the database');
    expect(warnings).toEqual(['public cache: could not read Redis; answering from the database']);
  });
});

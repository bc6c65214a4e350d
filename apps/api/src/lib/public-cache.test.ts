import { describe, expect, it } from 'vitest';
import { PublicCache, publicCache } from './public-cache';

describe('public cache', () => {
  it('answers a repeated key from memory until its time is up, then refreshes it behind the stale answer', async () => {
    let clock = 0;
    let loads = 0;
    const cache = new PublicCache(1_000, 10, () => clock);
    const load = async () => ++loads;
    expect(await cache.get('list', load)).toBe(1);
    expect(await cache.get('list', load)).toBe(1);
    clock = 999;
    expect(await cache.get('list', load)).toBe(1);
    clock = 1_000;
    // Expired: the stale answer once more while one refresh runs, then the refreshed one.
    expect(await cache.get('list', load)).toBe(1);
    expect(await cache.get('list', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('shares one load among concurrent callers and forgets failures', async () => {
    let loads = 0;
    const cache = new PublicCache(1_000);
    const results = await Promise.all([1, 2, 3].map(() => cache.get('seo', async () => ++loads)));
    expect(results).toEqual([1, 1, 1]);
    await expect(cache.get('broken', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('broken', async () => 'ok')).toBe('ok');
  });

  it('empties on clear and never holds more than its bound', async () => {
    const cache = new PublicCache(60_000, 3);
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.get(key, async () => key);
    expect(cache.size).toBe(3);
    let reloaded = false;
    await cache.get('a', async () => ((reloaded = true), 'a'));
    expect(reloaded).toBe(true);
    cache.clear();
    expect(cache.size).toBe(0);
    // After clear() (an admin write) nobody gets the old answer.
    expect(await cache.get('e', async () => 'fresh')).toBe('fresh');
  });

  it('does not cache under NODE_ENV=test, and keeps one cache per app', async () => {
    let loads = 0;
    const testCache = publicCache({ config: { NODE_ENV: 'test' } });
    await testCache.get('k', async () => ++loads);
    await testCache.get('k', async () => ++loads);
    expect(loads).toBe(2);
    const deps = { config: { NODE_ENV: 'production' } };
    expect(publicCache(deps)).toBe(publicCache(deps));
    expect(publicCache(deps)).not.toBe(publicCache({ config: { NODE_ENV: 'production' } }));
  });
});

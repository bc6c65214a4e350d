// Issue 19 "a shared store": limits and the public cache were per instance, so N instances allowed N×
// the rate. With REDIS_URL every instance counts in one Redis server. Here: two instances behind one
// proxy (TRUST_PROXY=1), as deployed, against a real throwaway redis-server.
import { createServer } from 'node:net';
import { authEndpoints } from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/env';
import { TEST_JWT_SECRET, type TTestContext, createTestContext, buildTestApp } from '../test/context';
import { type TRedisServer, startRedisServer } from '../test/redis';

const PROXY = '10.0.0.2';
let redis: TRedisServer;
let ctx: TTestContext;
let a: FastifyInstance;
let b: FastifyInstance;

const configFor = (env: Record<string, string>) =>
  loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_ENABLED: 'true', TRUST_PROXY: '1', ...env },
    { JWT_SECRET: TEST_JWT_SECRET, PGLITE_DIR: 'memory://' },
  );

beforeAll(async () => {
  redis = await startRedisServer();
  ctx = await createTestContext();
  const open = () => buildTestApp(configFor({ REDIS_URL: redis.url }), { database: ctx.database, serveWeb: false });
  [a, b] = await Promise.all([open(), open()]);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await ctx?.close();
  await redis?.stop();
});

/** One call as the proxy forwards it: the client's own X-Forwarded-For with the address nginx saw appended. */
const checkEmail = (app: FastifyInstance, forwardedFor: string) =>
  app
    .inject({
      method: 'POST',
      url: authEndpoints.checkExistingUser.path,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: 'nobody@example.test' },
    })
    .then((res) => res.statusCode);

/** A loopback port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}

describe('shared store: per-address limits across instances (REDIS_URL)', () => {
  it('counts a client whose calls the balancer spreads over two instances once: 25 calls give 20 × 200 and 5 × 429', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i += 1) {
      // Alternating instances, each call with a different made-up address in front of the real one.
      statuses.push(await checkEmail(i % 2 ? a : b, `192.0.2.${i}, 198.51.100.7`));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    // Another visitor behind the same proxy is served by both.
    expect(await checkEmail(a, '198.51.100.8')).toBe(200);
    expect(await checkEmail(b, '198.51.100.8')).toBe(200);
  });

  it('refuses a REDIS_URL that is not redis:// or rediss://', () => {
    expect(() => configFor({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(ConfigError);
    expect(() => configFor({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  it('stops start-up naming REDIS_URL, without its password, when the server cannot be reached', async () => {
    const url = `redis://:not-for-logs@127.0.0.1:${await closedPort()}`;
    const started = buildTestApp(configFor({ REDIS_URL: url }), { database: ctx.database, serveWeb: false });
    await expect(started).rejects.toThrow(/\n {2}- REDIS_URL: cannot connect to redis:\/\/127\.0\.0\.1:\d+ \(/);
    await expect(started).rejects.not.toThrow(/not-for-logs/);
  });

  it('keeps answering when Redis goes away: the limit is not applied rather than every write failing', async () => {
    await redis.stop();
    expect(await checkEmail(a, '198.51.100.9')).toBe(200);
    expect(await checkEmail(b, '198.51.100.9')).toBe(200);
  });
});

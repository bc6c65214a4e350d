// Issue 19 "trusted proxies": per-address limits count the address the request really came from. The
// penetration test sent 25 calls with rotating X-Forwarded-For values to a 20/min route and got 25 × 200,
// because the server believed the header from anyone (`trustProxy: true`).
import { authEndpoints } from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/env';
import { TEST_JWT_SECRET, type TTestContext, createTestContext, buildTestApp } from '../test/context';

const LIMIT = 20; // check-existing-user: 20 calls a minute per address

let ctx: TTestContext;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await ctx?.close();
});

/** An app over the test database with rate limits on and the given TRUST_PROXY. */
async function appTrusting(trustProxy: string | undefined): Promise<FastifyInstance> {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_ENABLED: 'true',
      ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
    },
    { JWT_SECRET: TEST_JWT_SECRET, PGLITE_DIR: 'memory://' },
  );
  const app = await buildTestApp(config, { database: ctx.database, serveWeb: false });
  apps.push(app);
  return app;
}

/** One call as it reaches the server: from `peer` (the connection's address) with an X-Forwarded-For. */
async function checkEmail(app: FastifyInstance, peer: string, forwardedFor?: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: authEndpoints.checkExistingUser.path,
    remoteAddress: peer,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    payload: { email: 'nobody@example.test' },
  });
  return res.statusCode;
}

const tally = (statuses: number[]) => ({
  ok: statuses.filter((status) => status === 200).length,
  limited: statuses.filter((status) => status === 429).length,
});

describe('trusted proxies: TRUST_PROXY unset (the default)', () => {
  it('does not let rotating made-up X-Forwarded-For values move a per-address limit: 25 calls give 20 × 200 and 5 × 429', async () => {
    const app = await appTrusting(undefined);
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i += 1) statuses.push(await checkEmail(app, '203.0.113.10', `198.51.100.${i}`));
    expect(tally(statuses)).toEqual({ ok: LIMIT, limited: 5 });
    expect(statuses[LIMIT]).toBe(429); // the 21st call within the window
  });

  it('still limits each connecting address on its own', async () => {
    const app = await appTrusting(undefined);
    for (let i = 0; i < LIMIT; i += 1) expect(await checkEmail(app, '203.0.113.20')).toBe(200);
    expect(await checkEmail(app, '203.0.113.20')).toBe(429);
    expect(await checkEmail(app, '203.0.113.21')).toBe(200);
  });
});

describe('trusted proxies: one trusted hop (TRUST_PROXY=1, nginx adding $proxy_add_x_forwarded_for)', () => {
  const PROXY = '10.0.0.2';
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appTrusting('1');
  });

  it('limits two real clients behind the proxy separately, by the address the proxy added', async () => {
    for (let i = 0; i < LIMIT; i += 1) expect(await checkEmail(app, PROXY, '198.51.100.1')).toBe(200);
    expect(await checkEmail(app, PROXY, '198.51.100.1')).toBe(429);
    // Another visitor behind the same proxy is not held back by the first one's calls.
    expect(await checkEmail(app, PROXY, '198.51.100.2')).toBe(200);
  });

  it('gives a client nothing for values it prepends itself: the right-most address is the one limited', async () => {
    const statuses: number[] = [];
    // The client sends `X-Forwarded-For: 192.0.2.N`; nginx appends the address it saw.
    for (let i = 1; i <= 25; i += 1) statuses.push(await checkEmail(app, PROXY, `192.0.2.${i}, 198.51.100.3`));
    expect(tally(statuses)).toEqual({ ok: LIMIT, limited: 5 });
    expect(statuses[LIMIT]).toBe(429);
  });
});

describe('trusted proxies: the proxies named by address (TRUST_PROXY=10.0.0.0/8)', () => {
  it('believes X-Forwarded-For only from a listed proxy; anyone else is limited by their own address', async () => {
    const app = await appTrusting('10.0.0.0/8');
    // Through the proxy: the client the proxy names is limited.
    for (let i = 0; i < LIMIT; i += 1) expect(await checkEmail(app, '10.1.2.3', '198.51.100.4')).toBe(200);
    expect(await checkEmail(app, '10.1.2.3', '198.51.100.4')).toBe(429);
    // A direct caller cannot borrow a fresh address by sending the header itself.
    const direct: number[] = [];
    for (let i = 1; i <= 25; i += 1) direct.push(await checkEmail(app, '203.0.113.30', `198.51.100.${100 + i}`));
    expect(tally(direct)).toEqual({ ok: LIMIT, limited: 5 });
  });
});

describe('trusted proxies: the setting', () => {
  const parse = (value: string) =>
    loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }, { JWT_SECRET: TEST_JWT_SECRET }).TRUST_PROXY;
  const refusal = (value: string) => {
    try {
      parse(value);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems.join('\n');
      throw error;
    }
    return null;
  };

  it('is off by default and reads a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({ NODE_ENV: 'test' }, { JWT_SECRET: TEST_JWT_SECRET }).TRUST_PROXY).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('1')).toBe(1);
    expect(parse('10.0.0.0/8, 127.0.0.1,::1, fd00::/8')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']);
    expect(parse('loopback')).toEqual(['loopback']);
  });

  it('refuses `true` (believing anyone is the bug) and anything that is not an address, naming the variable', () => {
    expect(refusal('true')).toMatch(/^TRUST_PROXY: .*makes up/);
    expect(refusal('10.0.0.0/33')).toMatch(/^TRUST_PROXY: .*10\.0\.0\.0\/33/);
    expect(refusal('proxy.internal')).toMatch(/^TRUST_PROXY: /);
    expect(refusal('99')).toMatch(/^TRUST_PROXY: at most 10/);
  });
});

// Issue 11: every write endpoint carries a per-address rate limit when RATE_LIMIT_ENABLED (the default);
// the browser journeys turn limits off and must see none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WRITE_RATE_LIMIT } from '../app';
import { loadConfig } from '../config/env';
import {
  type TTestContext,
  TEST_JWT_SECRET,
  createSignedInUser,
  createTestContext,
  buildTestApp,
} from '../test/context';
import { approvedInfluencer } from '../modules/influencer/influencer.test-helpers';
import { type TOperation, fillPath, openApiOperations } from './security.test-helpers';

let ctx: TTestContext;
let writes: TOperation[];
let callers: Record<string, string>[];

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_ENABLED: 'true' } });
  writes = openApiOperations(ctx.app).filter((op) => op.method !== 'GET');
  const admin = await createSignedInUser(ctx, 'admin');
  const influencer = await approvedInfluencer(ctx, admin);
  // Whoever first gets past the route's request hooks shows its limit; staff and influencers pass most.
  callers = [admin.headers, influencer.headers, {}];
});
afterAll(() => ctx?.close());

const urlOf = (op: TOperation) => fillPath(op.path, (name) => (name === 'type' ? 'blog' : 'no-such-id'));

/**
 * The limit a route announces (`x-ratelimit-limit`). The body is an array, which no JSON route accepts,
 * so nothing is changed; routes that take no JSON body run with none (account deletion last).
 */
async function announcedLimit(op: TOperation): Promise<number | null> {
  for (const headers of callers) {
    const res = await ctx.app.inject({
      method: op.method,
      url: urlOf(op),
      headers,
      ...(op.body ? { payload: [] as unknown as object } : {}),
    });
    const limit = res.headers['x-ratelimit-limit'];
    if (limit !== undefined) return Number(limit);
  }
  return null;
}

describe('rate limits on every write route', () => {
  it('announces a limit on every POST, PUT, PATCH and DELETE route of the OpenAPI document', async () => {
    expect(writes.length).toBeGreaterThan(100);
    const ordered = [...writes].sort(
      (a, b) => Number(/delete-account/.test(a.path)) - Number(/delete-account/.test(b.path)),
    );
    const unlimited: string[] = [];
    for (const op of ordered) if ((await announcedLimit(op)) === null) unlimited.push(op.key);
    expect(unlimited, `write routes without a rate limit:\n${unlimited.join('\n')}`).toEqual([]);
  });

  it('keeps the tighter limits routes set for themselves (sign-in, payments)', async () => {
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: [] as unknown as object });
    expect(Number(login.headers['x-ratelimit-limit'])).toBeLessThan(DEFAULT_WRITE_RATE_LIMIT.max);
    const checkout = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/checkout',
      payload: [] as unknown as object,
    });
    expect(Number(checkout.headers['x-ratelimit-limit'])).toBeLessThan(DEFAULT_WRITE_RATE_LIMIT.max);
  });

  it('answers 429 with { success: false, message } once a route without its own limit is over the default', async () => {
    const customer = await createSignedInUser(ctx);
    const send = () =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/cart/update-quantity',
        headers: customer.headers,
        remoteAddress: '203.0.113.77',
        payload: {},
      });
    const first = await send();
    expect(Number(first.headers['x-ratelimit-limit'])).toBe(DEFAULT_WRITE_RATE_LIMIT.max);
    let last = first;
    for (let i = 1; i <= DEFAULT_WRITE_RATE_LIMIT.max; i += 1) last = await send();
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ success: false, message: expect.stringContaining('Too many requests') });
  });

  it('adds no limits when RATE_LIMIT_ENABLED=false (the browser journeys)', async () => {
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_ENABLED: 'false' },
      { JWT_SECRET: TEST_JWT_SECRET, PGLITE_DIR: 'memory://' },
    );
    const open = await buildTestApp(config, { database: ctx.database, serveWeb: false });
    try {
      const customer = await createSignedInUser(ctx);
      for (let i = 0; i < 3; i += 1) {
        const res = await open.inject({
          method: 'PUT',
          url: '/api/cart/update-quantity',
          headers: customer.headers,
          payload: {},
        });
        expect(res.statusCode).not.toBe(429);
        expect(res.headers['x-ratelimit-limit']).toBeUndefined();
      }
    } finally {
      await open.close();
    }
  });
});

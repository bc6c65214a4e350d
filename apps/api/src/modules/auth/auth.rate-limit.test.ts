import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TTestContext, createTestContext } from '../../test/context';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_ENABLED: 'true' } });
});
afterAll(() => ctx.close());

let attempt = 0;
// Another email each time: wrong passwords for one account from one address are slowed down on their own
// (security/lockout.test.ts); this is the limit on any sign-in attempt from the address.
const login = (ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email: `nobody${(attempt += 1)}@example.test`, password: 'whatever-it-is' },
  });

describe('auth: rate limits per address', () => {
  it('answers the eleventh sign-in attempt in a minute from one address with a 429', async () => {
    for (let i = 0; i < 10; i += 1) expect((await login('203.0.113.7')).statusCode).toBe(401);
    const limited = await login('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many requests\. Please wait .+ and try again\.$/),
    });
  });

  it('counts each address on its own', async () => {
    expect((await login('203.0.113.8')).statusCode).toBe(401);
  });

  it('limits registration too', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '203.0.113.9',
        payload: { name: 'Bot', email: `bot${i}@example.test`, password: 'bot password' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});

// Issue 19, finding 4: five anonymous wrong passwords locked the owner out for 15 minutes, repeatable forever.
// Now failures slow down and then lock out the address they come from, not the account; the owner is mailed.
import { authEndpoints } from '@launchpad/shared';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../db/schema';
import { type TTestContext, createTestContext, readOutbox } from '../test/context';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const PASSWORD = 'the owner password';
let counter = 0;
async function owner() {
  const email = `owner${(counter += 1)}-${Date.now()}@example.test`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: authEndpoints.register.path,
    payload: { name: 'Owner', email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return email;
}
const login = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: authEndpoints.login.path, payload: { email, password }, remoteAddress });
const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);
/** The wait the server asked for has passed: the address's series is moved back in time by that much. */
const letWaitPass = (seconds: number) =>
  ctx.database.db
    .update(rateLimitHits)
    .set({ windowEndsAt: sql`${rateLimitHits.windowEndsAt} - ${seconds}::double precision * interval '1 second'` })
    .where(like(rateLimitHits.key, 'login-fail:%@%'));

describe('lockout: wrong passwords slow down their address, not the owner', () => {
  it('an address that gave three wrong passwords waits (429, Retry-After); the owner elsewhere signs in', async () => {
    const email = await owner();
    for (let i = 0; i < 3; i += 1) expect((await login(email, `guess ${i}`, '198.51.100.1')).statusCode).toBe(401);
    const waiting = await login(email, PASSWORD, '198.51.100.1');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toBe(
      `Too many failed sign-in attempts. Try again in ${retryAfter(waiting)} seconds.`,
    );
    expect(retryAfter(waiting)).toBeGreaterThan(0);
    const elsewhere = await login(email, PASSWORD, '203.0.113.50');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json().data.user.email).toBe(email);
  });

  it('the waits grow with every further failure, then the address is locked out of that account only', async () => {
    const email = await owner();
    const attacker = '198.51.100.2';
    for (let i = 0; i < 3; i += 1) await login(email, `guess ${i}`, attacker);
    const waits: number[] = [];
    for (;;) {
      const refused = await login(email, 'another guess', attacker);
      expect(refused.statusCode).toBe(429);
      if (/from your network/.test(refused.json().message)) {
        expect(refused.json().message).toMatch(
          /^Too many failed sign-in attempts from your network\. Try again in 15 minutes, or reset your password\.$/,
        );
        expect(retryAfter(refused)).toBeGreaterThan(14 * 60);
        break;
      }
      waits.push(retryAfter(refused));
      await letWaitPass(retryAfter(refused));
      expect((await login(email, 'another guess', attacker)).statusCode).toBe(401);
      expect(waits.length).toBeLessThan(10);
    }
    expect(waits.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < waits.length; i += 1) expect(waits[i]).toBeGreaterThan(waits[i - 1] as number);
    // Locked out: even the right password from that address is refused; the owner's own address is not.
    expect((await login(email, PASSWORD, attacker)).statusCode).toBe(429);
    expect((await login(email, PASSWORD, '203.0.113.51')).statusCode).toBe(200);
  });

  it('parallel guesses cannot slip past the wait', async () => {
    const email = await owner();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(email, `parallel guess ${i}`, '198.51.100.3')),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
  });

  it('an unknown email is slowed down the same way, so the answers do not tell which accounts exist', async () => {
    const known = await owner();
    const unknown = `nobody-${Date.now()}@example.test`;
    const statuses = async (email: string, ip: string) => {
      const seen: number[] = [];
      for (let i = 0; i < 4; i += 1) seen.push((await login(email, `guess ${i}`, ip)).statusCode);
      return seen;
    };
    expect(await statuses(unknown, '198.51.100.4')).toEqual(await statuses(known, '198.51.100.5'));
  });

  it('the owner is mailed once when failures pile up, from any number of addresses', async () => {
    const email = await owner();
    for (let i = 0; i < 12; i += 1) await login(email, `guess ${i}`, `192.0.2.${i + 1}`);
    const mails = (await readOutbox(ctx, email)).filter((mail) => mail.template === 'sign_in_failures');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Failed attempts to sign in to your account');
    expect(mails[0]?.text).toContain('There have been 5 attempts to sign in');
    // The owner still signs in from an address that has not failed.
    expect((await login(email, PASSWORD, '203.0.113.52')).statusCode).toBe(200);
  });

  it('while many addresses fail, each gets fewer tries; the owner at a fresh address still signs in', async () => {
    const email = await owner();
    for (let i = 0; i < 20; i += 1) await login(email, `botnet guess ${i}`, `192.0.2.${100 + i}`);
    const bot = '192.0.2.200';
    expect((await login(email, 'one more guess', bot)).statusCode).toBe(401);
    expect((await login(email, 'and another', bot)).statusCode).toBe(429);
    expect((await login(email, PASSWORD, '203.0.113.53')).statusCode).toBe(200);
  });

  it('resetting the password by mail lets every address try again', async () => {
    const email = await owner();
    const home = '198.51.100.6';
    for (let i = 0; i < 3; i += 1) await login(email, `forgotten ${i}`, home);
    expect((await login(email, 'forgotten again', home)).statusCode).toBe(429);
    await ctx.app.inject({ method: 'POST', url: authEndpoints.sendResetOtp.path, payload: { email } });
    const code = /\b(\d{6})\b/.exec((await readOutbox(ctx, email))[0]?.text ?? '')?.[1];
    const reset = await ctx.app.inject({
      method: 'POST',
      url: authEndpoints.resetPassword.path,
      payload: { email, otp: code, password: 'a new password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(email, 'a new password', home)).statusCode).toBe(200);
  });
});

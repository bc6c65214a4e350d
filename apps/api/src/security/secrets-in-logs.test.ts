// Issue 11: secrets never reach the logs. A whole session runs against an app logging at 'trace' into
// memory; then the captured lines are searched for every secret the session used.
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TTestContext, createTestContext, readOutbox } from '../test/context';
import { seededCatalog } from '../modules/cart/cart.test-helpers';
import { newCard } from '../modules/payments/cards.test-helpers';
import { checkoutApi, checkoutBody, fillCart } from '../modules/payments/checkout.test-helpers';

const SECRET_ENV = {
  JWT_SECRET: `jwt-${randomUUID()}-${randomUUID()}`,
  STRIPE_WEBHOOK_SECRET: `whsec_${randomUUID().replaceAll('-', '')}`,
  LLM_API_KEY: `sk-llm-${randomUUID().replaceAll('-', '')}`,
  NAMECHEAP_API_KEY: `nc-${randomUUID().replaceAll('-', '')}`,
  S3_ACCESS_KEY_ID: `AKIA${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`,
  S3_SECRET_ACCESS_KEY: `s3secret-${randomUUID()}`,
};
const PASSWORD = `Correct-Horse-${randomUUID().slice(0, 8)}`;
const NEW_PASSWORD = `Battery-Staple-${randomUUID().slice(0, 8)}`;
const CARD_NUMBER = '4242424242424242';
const SAVED_CARD_NUMBER = '5555555555554444';
const CVC = '737';

const lines: string[] = [];
let ctx: TTestContext;
/** Every secret the session handled, by what it is. */
const secrets: Record<string, string> = {};
let otp = '';

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  ctx = await createTestContext({ env: { LOG_LEVEL: 'trace', ...SECRET_ENV }, logStream: stream });
  const { app } = ctx;
  // The secrets searched for are the ones in use.
  expect(ctx.config.JWT_SECRET).toBe(SECRET_ENV.JWT_SECRET);
  Object.assign(secrets, SECRET_ENV, {
    password: PASSWORD,
    'new password': NEW_PASSWORD,
    'card number': CARD_NUMBER,
    'saved card number': SAVED_CARD_NUMBER,
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers });
  const email = `logs-${randomUUID()}@example.test`;

  const registered = await post('/api/auth/register', { name: 'Lin Logs', email, password: PASSWORD, country: 'GB' });
  expect(registered.statusCode, registered.body).toBe(200);
  secrets['access token (register)'] = registered.json().data.accessToken;
  secrets['refresh token (register)'] = registered.json().data.refreshToken;

  const login = await post('/api/auth/login', { email, password: PASSWORD });
  expect(login.statusCode, login.body).toBe(200);
  secrets['access token (login)'] = login.json().data.accessToken;
  secrets['refresh token (login)'] = login.json().data.refreshToken;

  const refreshed = await post('/api/auth/updateCreds', { refreshToken: login.json().data.refreshToken });
  expect(refreshed.statusCode, refreshed.body).toBe(200);
  const accessToken = refreshed.json().data.accessToken as string;
  secrets['access token (refresh)'] = accessToken;
  secrets['refresh token (refresh)'] = refreshed.json().data.refreshToken;
  const profile = await post('/api/user', {}, { authorization: `Bearer ${accessToken}` });
  expect(profile.statusCode, profile.body).toBe(200);
  // Failures log too: a wrong password and a bad token must not appear either.
  const wrong = await post('/api/auth/login', { email, password: `${PASSWORD}-typo` });
  expect(wrong.statusCode).toBe(401);
  secrets['mistyped password'] = `${PASSWORD}-typo`;
  const forged = await post('/api/user', {}, { authorization: `Bearer ${accessToken}x` });
  expect(forged.statusCode).toBe(401);

  // Password reset by one-time code, read from the outbox as the person reads their mail.
  const sent = await post('/api/auth/send-reset-otp', { email });
  expect(sent.statusCode, sent.body).toBe(200);
  const mail = (await readOutbox(ctx, email)).find((m) => /Code: \d{6}/.test(m.text));
  otp = /Code: (\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
  expect(otp).toMatch(/^\d{6}$/);
  const verified = await post('/api/auth/verify-otp', { email, otp });
  expect(verified.statusCode, verified.body).toBe(200);
  const reset = await post('/api/auth/reset-password', { email, otp, password: NEW_PASSWORD });
  expect(reset.statusCode, reset.body).toBe(200);
  const again = await post('/api/auth/login', { email, password: NEW_PASSWORD });
  expect(again.statusCode, again.body).toBe(200);
  const session = { authorization: `Bearer ${again.json().data.accessToken}` };
  secrets['access token (after reset)'] = again.json().data.accessToken;
  secrets['refresh token (after reset)'] = again.json().data.refreshToken;

  // A saved card, then a checkout paying with a new card typed in (number and cvc in the body).
  const card = await post('/api/user/addcard', newCard(SAVED_CARD_NUMBER, { cvc: CVC }), session);
  expect(card.statusCode, card.body).toBe(201);
  await fillCart(ctx, session, await seededCatalog(ctx));
  const paid = await checkoutApi(ctx).checkout(session, checkoutBody(newCard(CARD_NUMBER, { cvc: CVC })));
  expect(paid.statusCode, paid.body).toBe(200);
  const logout = await post('/api/auth/logout', { refreshToken: again.json().data.refreshToken }, session);
  expect(logout.statusCode, logout.body).toBeLessThan(300);
}, 60_000);
afterAll(() => ctx?.close());

describe('secrets in logs', () => {
  it('captured the session at trace level (the search below has something to search)', () => {
    const text = lines.join('\n');
    if (process.env.SEC_DEBUG) console.log(text);
    expect(lines.length).toBeGreaterThan(20);
    expect(text).toContain('/api/auth/login');
    expect(text).toContain('/api/payment/checkout');
  });

  it('logs no password, token, card number, key or configured secret', () => {
    const text = lines.join('\n');
    const found = Object.entries(secrets)
      .filter(([, value]) => value && text.includes(value))
      .map(([what]) => what);
    // A token's signature alone identifies it too.
    for (const [what, value] of Object.entries(secrets)) {
      const signature = what.startsWith('access token') ? value.split('.')[2] : undefined;
      if (signature && text.includes(signature)) found.push(`${what} signature`);
    }
    expect(found, `secrets found in the logs: ${found.join(', ')}`).toEqual([]);
  });

  it('logs neither the card security code nor the one-time code', () => {
    const text = lines.join('\n');
    // Three and six digits occur by chance (timings); look for them as values of their fields or alone.
    expect(text).not.toMatch(new RegExp(`cvc\\W{1,4}${CVC}\\b`, 'i'));
    expect(text).not.toMatch(new RegExp(`(?<![\\d.])${otp}(?![\\d])`));
  });
});

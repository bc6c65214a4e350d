import { CONTACT_LIMITS } from '@launchpad/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { type TTestContext, createSignedInUser, createTestContext, readOutbox } from '../../test/context';

let ctx: TTestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const send = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/contact', headers, payload });
const message = (email: string) => ({
  name: 'Grace Hopper',
  email,
  subject: 'Formation in Ireland',
  message: 'Can you form an Irish company with a local secretary for us?',
});
const stored = (email: string) =>
  ctx.database.db
    .select()
    .from(contactMessages)
    .where(eq(sql`lower(${contactMessages.email})`, email.toLowerCase()));

describe('POST /api/contact', () => {
  it('stores the message, mails staff and acknowledges it to the sender', async () => {
    const res = await send(message('grace@example.test'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toMatch(/we have received your message/);
    const [row] = await stored('grace@example.test');
    expect(row).toMatchObject({ id: body.data.id, subject: 'Formation in Ireland', userId: null });

    const staff = (await readOutbox(ctx, ctx.config.STAFF_EMAIL)).find((mail) => mail.template === 'contact_staff');
    expect(staff?.subject).toBe('Contact form: Formation in Ireland');
    expect(staff?.text).toContain('Grace Hopper <grace@example.test> wrote:');
    expect(staff?.text).toContain('local secretary');
    // Staff reply straight to the visitor (the SMTP delivery of the header: mail.smtp.test.ts).
    expect(staff).toMatchObject({ meta: { replyTo: 'grace@example.test' } });
    const [ack] = await readOutbox(ctx, 'grace@example.test');
    expect(ack).toMatchObject({ template: 'contact_received', subject: 'We have received your message' });
    expect(ack?.text).toContain(body.data.id);
  });

  it('links the message to the signed-in sender', async () => {
    const { user, headers } = await createSignedInUser(ctx);
    const res = await send(message('signed-in@example.test'), headers);
    expect(res.statusCode).toBe(201);
    const [row] = await stored('signed-in@example.test');
    expect(row?.userId).toBe(user.id);
  });

  it('refuses invalid emails, empty fields and oversize messages, storing nothing', async () => {
    const badEmail = await send(message('not-an-email'));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fields).toEqual({ email: badEmail.json().message });
    const oversize = await send({ ...message('big@example.test'), message: 'x'.repeat(CONTACT_LIMITS.message + 1) });
    expect(oversize.statusCode).toBe(400);
    expect(oversize.json().message).toBe(`Your message is too long: at most ${CONTACT_LIMITS.message} characters`);
    const empty = await send({ ...message('empty@example.test'), name: '   ' });
    expect(empty.json().message).toBe('Please tell us your name');
    // An address carrying more headers or more addresses is not an address (it would end up in Reply-To).
    for (const crafted of [
      'crafted@example.test\r\nBcc: everyone@example.test',
      'crafted@example.test\nX-Injected: 1',
      'crafted@example.test, other@example.test',
      'Crafted <crafted@example.test>',
    ]) {
      const res = await send(message(crafted));
      expect(res.statusCode, crafted).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['email']);
    }
    expect(await stored('crafted@example.test')).toHaveLength(0);
    const extra = await send({ ...message('extra@example.test'), admin: true });
    expect(extra.statusCode).toBe(400);
    for (const email of ['big@example.test', 'empty@example.test', 'extra@example.test']) {
      expect(await stored(email)).toHaveLength(0);
    }
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const res = await send({ ...message('bot@example.test'), website: 'https://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(await stored('bot@example.test')).toHaveLength(0);
    expect(await readOutbox(ctx, 'bot@example.test')).toHaveLength(0);
  });

  it('accepts three messages an hour from one address and refuses the fourth', async () => {
    for (let i = 0; i < 3; i += 1) expect((await send(message('Busy@example.test'))).statusCode).toBe(201);
    const fourth = await send(message('busy@example.test'));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/several messages in the last hour/);
    expect(await stored('busy@example.test')).toHaveLength(3);
  });
});

describe('POST /api/contact: per-address rate limit', () => {
  let limited: TTestContext;
  beforeAll(async () => {
    limited = await createTestContext({ env: { RATE_LIMIT_ENABLED: 'true' } });
  });
  afterAll(() => limited.close());

  it('answers the sixth message in a minute from one network address with a 429', async () => {
    const post = (i: number) =>
      limited.app.inject({ method: 'POST', url: '/api/contact', payload: message(`sender${i}@example.test`) });
    for (let i = 0; i < 5; i += 1) expect((await post(i)).statusCode).toBe(201);
    expect((await post(5)).statusCode).toBe(429);
  });
});

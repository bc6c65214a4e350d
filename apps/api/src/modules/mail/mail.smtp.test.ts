import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TTestContext, createTestContext } from '../../test/context';

type TReceived = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: { name: string; address: string | undefined }[];
  bcc: number;
  headerNames: string[];
};

const received: TReceived[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          replyTo: (mail.replyTo?.value ?? []).map(({ name, address }) => ({ name, address })),
          bcc: [mail.bcc ?? []].flat().length,
          headerNames: [...mail.headers.keys()],
        });
        callback();
      })
      .catch(callback);
  },
});

let ctx: TTestContext;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  ctx = await createTestContext({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Launchpad <hello@launchpad.test>' },
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mail: delivering through SMTP', () => {
  it('delivers the branded confirmation message with HTML and text parts', async () => {
    const email = `smtp-${Date.now()}@example.test`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Katherine <b>Johnson</b>', email, password: 'a long password' },
    });
    expect(res.statusCode).toBe(200);
    const mail = received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail?.from).toBe('hello@launchpad.test');
    expect(mail?.subject).toBe('Confirm your email address');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/confirm-email\/[A-Za-z0-9_-]{20,}/);
    expect(mail?.html).toContain('Confirm email address');
    // The name is text, not markup.
    expect(mail?.html).toContain('Katherine &lt;b&gt;Johnson&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>Johnson</b>');
  });
});

describe('mail: the contact form through SMTP', () => {
  it("gives staff's copy a Reply-To of the visitor, which a crafted name cannot turn into more headers", async () => {
    const email = `visitor-${Date.now()}@example.test`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Grace "Amazing" Hopper, Jr.\r\nBcc: everyone@example.test',
        email,
        subject: 'Formation in Ireland',
        message: 'Can you form an Irish company for us?',
      },
    });
    expect(res.statusCode).toBe(201);
    const staff = received.find((m) => m.to.includes(ctx.config.STAFF_EMAIL) && m.text.includes(email));
    expect(staff?.replyTo).toHaveLength(1);
    expect(staff?.replyTo[0]?.address).toBe(email);
    expect(staff?.replyTo[0]?.name).toContain('Grace "Amazing" Hopper, Jr.');
    expect(staff?.bcc).toBe(0);
    expect(staff?.headerNames).not.toContain('bcc');
    // The visitor's own acknowledgement needs no Reply-To.
    const ack = received.find((m) => m.to.includes(email));
    expect(ack?.replyTo).toEqual([]);
  });
});

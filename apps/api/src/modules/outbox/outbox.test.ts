import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, orders, outboxEffects } from '../../db/schema';
import { type TTestContext, createSignedInUser, createTestContext } from '../../test/context';
import { seededCatalog } from '../cart/cart.test-helpers';
import { cardPayment, checkoutApi, checkoutBody, fillCart } from '../payments/checkout.test-helpers';
import { outboxEndpoints } from '@launchpad/shared';
import { OUTBOX_MAX_ATTEMPTS, retryDelayMs } from './outbox.service';

/** A real SMTP server that refuses the next `refuse` messages to an address with a temporary error (451). */
const received: { to: string[]; subject: string }[] = [];
const refusals = new Map<string, number>();
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const to = session.envelope.rcptTo.map((r) => r.address);
    const refuseFor = to.find((address) => (refusals.get(address) ?? 0) > 0);
    if (refuseFor) {
      refusals.set(refuseFor, (refusals.get(refuseFor) ?? 0) - 1);
      stream.resume();
      stream.on('end', () =>
        callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 })),
      );
      return;
    }
    simpleParser(stream)
      .then((mail) => {
        received.push({ to, subject: mail.subject ?? '' });
        callback();
      })
      .catch(callback);
  },
});

const logLines: Record<string, unknown>[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => {
  for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
});

let ctx: TTestContext;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  ctx = await createTestContext({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Launchpad <hello@launchpad.test>', LOG_LEVEL: 'error' },
    logStream,
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const db = () => ctx.database.db;
const rowsFor = (orderId: string) =>
  db()
    .select()
    .from(outboxEffects)
    .then((rows) => rows.filter((row) => row.kind === 'order_receipt' && row.payload.orderId === orderId));

describe('outbox: mail after a commit is durable', () => {
  it('keeps a receipt the mail server refused, logs it with the row id, lists it for staff, and delivers it once on retry', async () => {
    const seed = await seededCatalog(ctx);
    const customer = await createSignedInUser(ctx, 'customer');
    const admin = await createSignedInUser(ctx, 'admin');
    await fillCart(ctx, customer.headers, seed);
    refusals.set(customer.user.email, 2);

    // The payment is recorded even though the receipt could not be sent.
    const res = await checkoutApi(ctx).checkout(customer.headers, checkoutBody(cardPayment()));
    expect(res.statusCode, res.body).toBe(200);
    const orderId: string = res.json().data.order.id;
    const [row] = await rowsFor(orderId);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toContain('Mailbox temporarily unavailable');
    expect(received.filter((m) => m.to.includes(customer.user.email))).toHaveLength(0);

    // Logged with the row id, and nothing of the message in the log line.
    const logged = logLines.find((line) => line.outboxId === row?.id);
    expect(logged).toMatchObject({ kind: 'order_receipt', attempts: 1 });
    expect(JSON.stringify(logged)).not.toContain(customer.user.email);

    // Staff see it; customers may not look.
    const list = await ctx.app.inject({ method: 'GET', url: outboxEndpoints.list.path, headers: admin.headers });
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json().data.find((effect: { id: string }) => effect.id === row?.id);
    expect(listed).toMatchObject({ kind: 'order_receipt', status: 'pending', attempts: 1, summary: { orderId } });
    expect(listed.lastError).toContain('Mailbox temporarily unavailable');
    expect(
      (await ctx.app.inject({ method: 'GET', url: outboxEndpoints.list.path, headers: customer.headers })).statusCode,
    ).toBe(403);

    // Not due before its backoff; then refused once more, then delivered.
    const start = Date.now();
    expect(await ctx.app.deps.outbox.run(new Date(start))).toEqual({ delivered: 0, failed: 0 });
    const second = new Date(start + retryDelayMs(1) + 1_000);
    expect(await ctx.app.deps.outbox.run(second)).toMatchObject({ failed: 1 });
    const third = new Date(second.getTime() + retryDelayMs(2) + 1_000);
    expect(await ctx.app.deps.outbox.run(third)).toMatchObject({ delivered: 1 });
    // Later runs send nothing again.
    await ctx.app.deps.outbox.run(new Date(third.getTime() + 86_400_000));

    const receipts = received.filter((m) => m.to.includes(customer.user.email));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toMatch(/receipt|order/i);
    const [after] = await rowsFor(orderId);
    expect(after).toMatchObject({ status: 'delivered', attempts: 3, lastError: null });
    const recorded = await db().select().from(mailMessages).where(eq(mailMessages.to, customer.user.email));
    expect(recorded.filter((m) => m.template === 'order_receipt')).toHaveLength(1);
    // Delivered rows leave the staff list (by default it shows what still needs attention).
    const again = await ctx.app.inject({ method: 'GET', url: outboxEndpoints.list.path, headers: admin.headers });
    expect(again.json().data.map((effect: { id: string }) => effect.id)).not.toContain(row?.id);
  });

  it('gives up after its last attempt and shows staff the row as dead', async () => {
    const admin = await createSignedInUser(ctx, 'admin');
    const to = `nobody-${Date.now()}@example.test`;
    refusals.set(to, OUTBOX_MAX_ATTEMPTS + 5);
    const id = await ctx.app.deps.outbox.add(db(), {
      kind: 'mail',
      template: 'test_message',
      message: { to, subject: 'Hello', text: 'Secret link https://example.test/t/abc', html: '<p>Hello</p>' },
    });
    await ctx.app.deps.outbox.deliver([id]);
    let at = Date.now();
    for (let attempt = 1; attempt < OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      at += retryDelayMs(attempt) + 1_000;
      await ctx.app.deps.outbox.run(new Date(at));
    }
    const [row] = await db().select().from(outboxEffects).where(eq(outboxEffects.id, id));
    expect(row).toMatchObject({ status: 'dead', attempts: OUTBOX_MAX_ATTEMPTS });
    expect(received.filter((m) => m.to.includes(to))).toHaveLength(0);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `${outboxEndpoints.list.path}?status=dead`,
      headers: admin.headers,
    });
    const listed = list.json().data.find((effect: { id: string }) => effect.id === id);
    expect(listed).toMatchObject({ status: 'dead', summary: { to, template: 'test_message' } });
    // Staff see where it was going, not the message (it may hold a link or a code).
    expect(list.body).not.toContain('Secret link');
    // A wrong filter is a clear 400.
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `${outboxEndpoints.list.path}?status=lost`,
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('writes the effect in the change’s transaction: a rolled-back change sends nothing', async () => {
    const to = `rollback-${Date.now()}@example.test`;
    const customer = await createSignedInUser(ctx, 'customer');
    await expect(
      db().transaction(async (tx) => {
        await tx.update(orders).set({ failureMessage: 'changed' }).where(eq(orders.userId, customer.user.id));
        await ctx.app.deps.outbox.add(tx, {
          kind: 'mail',
          template: 'test_message',
          message: { to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' },
        });
        throw new Error('the change fails after its mail was written');
      }),
    ).rejects.toThrow('the change fails');
    const rows = await db().select().from(outboxEffects);
    expect(rows.filter((row) => JSON.stringify(row.payload).includes(to))).toHaveLength(0);
    await ctx.app.deps.outbox.run(new Date(Date.now() + 86_400_000));
    expect(received.filter((m) => m.to.includes(to))).toHaveLength(0);
  });

  it('sends the account-deleted mail through the outbox, after the deletion is committed', async () => {
    const customer = await createSignedInUser(ctx, 'customer');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: customer.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await db().select().from(outboxEffects);
    const goodbye = rows.find(
      (row) => row.kind === 'mail' && (row.payload.message as { to: string }).to === customer.user.email,
    );
    expect(goodbye).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(received.filter((m) => m.to.includes(customer.user.email))).toHaveLength(1);
  });
});

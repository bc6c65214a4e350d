import { randomUUID } from 'node:crypto';
import { formatPounds, influencerEndpoints, ordersAdminEndpoints, ordersEndpoints, pathOf } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { commissions, creditNotes, gatewayRefunds, orderRefunds, orders, payments } from '../../db/schema';
import { createSignedInUser, readOutbox } from '../../test/context';
import { useSeededContext } from '../../test/seeded';
import { pdfText } from '../../test/pdf-text';
import { approvedInfluencer, influencerApi, signUp } from '../influencer/influencer.test-helpers';
import { cardPayment, checkoutApi, checkoutBody, fillCart } from './checkout.test-helpers';
import { finishPendingRefunds } from './refunds.service';

const { ctx, seed } = useSeededContext();
const shop = checkoutApi(ctx);
const influencers = influencerApi(ctx);
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  admin = await createSignedInUser(ctx, 'admin');
});

const db = () => ctx.database.db;
type THeaders = Record<string, string>;
type TCreditNoteJson = {
  number: string;
  invoiceNumber: number;
  amountPence: number;
  netPence: number;
  vatPence: number;
};

async function paidOrder() {
  const customer = await createSignedInUser(ctx);
  await fillCart(ctx, customer.headers, seed);
  const res = await shop.checkout(customer.headers, checkoutBody());
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json().data.order as { id: string; invoiceNumber: number; totalPence: number; vatPence: number };
  return { headers: customer.headers, email: customer.user.email, order };
}

const refund = (headers: THeaders, orderId: string, body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: pathOf(ordersAdminEndpoints.refund, { orderId }),
    headers,
    payload: { idempotencyKey: randomUUID(), reason: 'The customer changed their mind', ...body },
  });

const download = (url: string, headers: THeaders, creditNoteNumber: string) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: { creditNoteNumber } });

/** What the built-in gateway gave back on the order's charge (its own books). */
async function refundedAtGateway(orderId: string) {
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, orderId));
  const rows = await db()
    .select()
    .from(gatewayRefunds)
    .where(eq(gatewayRefunds.chargeId, payment?.providerPaymentId ?? ''));
  return rows.reduce((sum, row) => sum + row.amount, 0);
}

describe('staff refunds with credit notes', () => {
  it('refunds part, then the rest, with credit notes numbered one after the other, and mails the customer each time', async () => {
    const { order, headers, email } = await paidOrder();
    const first = await refund(admin.headers, order.id, { amountPence: 1000, reason: 'Late delivery' });
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = first.json().data as { status: string; refundedPence: number; creditNotes: TCreditNoteJson[] };
    expect(afterFirst).toMatchObject({ status: 'paid', refundedPence: 1000 });
    expect(afterFirst.creditNotes).toHaveLength(1);
    const [firstNote] = afterFirst.creditNotes;
    expect(firstNote).toMatchObject({ invoiceNumber: order.invoiceNumber, amountPence: 1000 });
    // £10.00 VAT included at 20%: £8.33 net and £1.67 VAT.
    expect(firstNote).toMatchObject({ netPence: 833, vatPence: 167 });
    expect(first.json().message).toContain(firstNote!.number);
    expect(firstNote!.number).toMatch(/^CN-\d{6}$/);

    // No amount: everything that is left.
    const rest = await refund(admin.headers, order.id, {});
    expect(rest.statusCode, rest.body).toBe(200);
    const done = rest.json().data as { status: string; refundedPence: number; creditNotes: TCreditNoteJson[] };
    expect(done).toMatchObject({ status: 'refunded', refundedPence: order.totalPence });
    const numbers = done.creditNotes.map((note) => Number(note.number.slice(3)));
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1]);
    expect(done.creditNotes[1]!.amountPence).toBe(order.totalPence - 1000);
    expect(await refundedAtGateway(order.id)).toBe(order.totalPence);

    const mails = (await readOutbox(ctx, email)).filter((mail) => mail.template === 'order_refund');
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      done.creditNotes.map((note) => `Your Launchpad refund: credit note ${note.number}`).sort(),
    );
    expect(mails.find((mail) => mail.subject.includes(firstNote!.number))?.text).toContain(
      `We have refunded ${formatPounds(1000)} of invoice ${order.invoiceNumber}`,
    );

    // The customer sees the credit notes next to the invoice and downloads them.
    const invoices = await shop.invoices(headers, { page: 1, pageSize: 10 });
    const listed = invoices.json().data.find((row: { orderId: string }) => row.orderId === order.id);
    expect(listed).toMatchObject({ orderStatus: 'refunded', creditNotes: done.creditNotes });
    const pdf = await download(ordersEndpoints.creditNoteDownload.path, headers, firstNote!.number);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${firstNote!.number}.pdf`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Credit note');
    expect(text).toContain(`Credit note number: ${firstNote!.number}`);
    expect(text).toContain(`Credits invoice number: ${order.invoiceNumber}`);
    expect(text).toContain('Reason: Late delivery');
    expect(text).toContain(`Total credited -${formatPounds(1000)}`);
    expect(text).toContain(`VAT at 20% -${formatPounds(167)}`);

    // Staff download any credit note; another customer finds none.
    expect(
      (await download(ordersAdminEndpoints.creditNoteDownload.path, admin.headers, firstNote!.number)).statusCode,
    ).toBe(200);
    const stranger = await createSignedInUser(ctx);
    const hidden = await download(ordersEndpoints.creditNoteDownload.path, stranger.headers, firstNote!.number);
    expect(hidden.statusCode).toBe(404);
  });

  it('refuses more than is left with a clear 400 and changes nothing', async () => {
    const { order } = await paidOrder();
    const tooMuch = await refund(admin.headers, order.id, { amountPence: order.totalPence + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(
      `${formatPounds(order.totalPence + 1)} is more than is left to refund on this order: at most ${formatPounds(order.totalPence)}.`,
    );
    expect(await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toEqual([]);

    expect((await refund(admin.headers, order.id, { amountPence: 500 })).statusCode).toBe(200);
    const again = await refund(admin.headers, order.id, { amountPence: order.totalPence - 499 });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain(`at most ${formatPounds(order.totalPence - 500)}`);
    expect(await db().select().from(creditNotes).where(eq(creditNotes.orderId, order.id))).toHaveLength(1);
    expect(await refundedAtGateway(order.id)).toBe(500);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('paid');

    const zero = await refund(admin.headers, order.id, { amountPence: 0 });
    expect(zero.statusCode).toBe(400);
    const noReason = await refund(admin.headers, order.id, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(await refundedAtGateway(order.id)).toBe(500);
  });

  it('refunds once when the same refund is sent twice at the same moment (a double click)', async () => {
    const { order, email } = await paidOrder();
    const idempotencyKey = randomUUID();
    const [a, b] = await Promise.all([
      refund(admin.headers, order.id, { idempotencyKey, amountPence: 700 }),
      refund(admin.headers, order.id, { idempotencyKey, amountPence: 700 }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toHaveLength(1);
    expect(await db().select().from(creditNotes).where(eq(creditNotes.orderId, order.id))).toHaveLength(1);
    expect(await refundedAtGateway(order.id)).toBe(700);
    expect((await readOutbox(ctx, email)).filter((mail) => mail.template === 'order_refund')).toHaveLength(1);
    // Sent again later, it still refunds nothing more.
    const later = await refund(admin.headers, order.id, { idempotencyKey, amountPence: 700 });
    expect(later.statusCode).toBe(200);
    expect(later.json().message).toContain('nothing more was refunded');
    expect(await refundedAtGateway(order.id)).toBe(700);
  });

  it('holds a refund the processor did not answer, and the job finishes it once with the same key', async () => {
    const { order, email } = await paidOrder();
    const payments = ctx.app.deps.payments;
    const original = payments.refundCharge.bind(payments);
    const idempotencyKey = randomUUID();
    payments.refundCharge = () => Promise.reject(new Error('socket hang up'));
    try {
      const cut = await refund(admin.headers, order.id, { idempotencyKey, amountPence: 900 });
      expect(cut.statusCode).toBe(500);
    } finally {
      payments.refundCharge = original;
    }
    const [held] = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(held).toMatchObject({ status: 'pending', amountPence: 900 });
    expect(await refundedAtGateway(order.id)).toBe(0);
    // The £9.00 is held: nobody can refund it twice meanwhile.
    const rest = await refund(admin.headers, order.id, { amountPence: order.totalPence - 899 });
    expect(rest.statusCode).toBe(400);

    const log = { error: () => undefined };
    const now = new Date(Date.now() + 5 * 60_000);
    expect(await finishPendingRefunds({ ...ctx.app.deps, log }, { now, graceMs: 60_000 })).toEqual({
      finished: 1,
      failed: 0,
    });
    expect(await finishPendingRefunds({ ...ctx.app.deps, log }, { now, graceMs: 60_000 })).toEqual({
      finished: 0,
      failed: 0,
    });
    expect(await refundedAtGateway(order.id)).toBe(900);
    const [done] = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(done?.status).toBe('succeeded');
    expect(await db().select().from(creditNotes).where(eq(creditNotes.orderId, order.id))).toHaveLength(1);
    expect((await readOutbox(ctx, email)).filter((mail) => mail.template === 'order_refund')).toHaveLength(1);
    const again = await refund(admin.headers, order.id, { idempotencyKey, amountPence: 900 });
    expect(again.statusCode).toBe(200);
    expect(await refundedAtGateway(order.id)).toBe(900);
  });

  it('reverses the influencer’s commission in proportion to the money given back', async () => {
    const influencer = await approvedInfluencer(ctx, admin);
    const buyer = await signUp(ctx);
    const res = await shop.subscribe(buyer.headers, {
      planId: seed.growth.id,
      interval: 'month',
      paymentMethod: cardPayment(),
      idempotencyKey: randomUUID(),
      couponCode: influencer.code,
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().data.order as { id: string; totalPence: number };
    const [before] = await db().select().from(commissions).where(eq(commissions.orderId, order.id));
    expect(before).toMatchObject({ commissionPence: 131, status: 'pending' });

    // A quarter of the money back: a quarter of 131p (33p) is taken back.
    const quarter = Math.round(order.totalPence / 4);
    expect((await refund(admin.headers, order.id, { amountPence: quarter })).statusCode).toBe(200);
    const [partly] = await db().select().from(commissions).where(eq(commissions.orderId, order.id));
    expect(partly).toMatchObject({ status: 'pending', reversedPence: 33 });
    const stats = (await influencers.post(influencerEndpoints.stats.path, influencer.headers, {})).json().data;
    expect(stats).toMatchObject({ totalCommission: 98, totalPendingCommission: 98 });

    expect((await refund(admin.headers, order.id, {})).statusCode).toBe(200);
    const [reversed] = await db().select().from(commissions).where(eq(commissions.orderId, order.id));
    expect(reversed).toMatchObject({ status: 'reversed', reversedPence: 131, reversedAt: expect.any(Date) });
    const after = (await influencers.post(influencerEndpoints.stats.path, influencer.headers, {})).json().data;
    expect(after).toMatchObject({ totalCommission: 0, totalPendingCommission: 0 });
  });

  it('is for staff only, and only for paid orders', async () => {
    const { order, headers } = await paidOrder();
    expect((await refund(headers, order.id, { amountPence: 100 })).statusCode).toBe(403);
    expect((await refund({}, order.id, { amountPence: 100 })).statusCode).toBe(401);
    expect((await refund(admin.headers, randomUUID(), {})).statusCode).toBe(404);
    expect(await refundedAtGateway(order.id)).toBe(0);

    const customer = await createSignedInUser(ctx);
    await fillCart(ctx, customer.headers, seed);
    const declined = await shop.checkout(customer.headers, checkoutBody(cardPayment('4000000000000002')));
    expect(declined.statusCode).toBe(422);
    const [unpaid] = await db().select().from(orders).where(eq(orders.userId, customer.user.id));
    const refused = await refund(admin.headers, unpaid!.id, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a paid order can be refunded.');
  });
});

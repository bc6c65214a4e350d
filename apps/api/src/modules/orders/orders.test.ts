import { ordersAdminEndpoints, ordersEndpoints, pathOf } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices, orderDocuments, orders, products } from '../../db/schema';
import { createSignedInUser, readOutbox } from '../../test/context';
import { useSeededContext } from '../../test/seeded';
import { pdfText } from '../../test/pdf-text';
import { cartApi } from '../cart/cart.test-helpers';
import { checkoutApi, checkoutBody, fillCart } from '../payments/checkout.test-helpers';
import { multipart } from '../users/users.test-support';

const { ctx, seed } = useSeededContext();
const api = checkoutApi(ctx);
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  admin = await createSignedInUser(ctx, 'admin');
});

type TOrderJson = {
  id: string;
  invoiceNumber: number;
  totalPence: number;
  lines: { id: string; kind: string; fulfilmentStatus: string; timeline: { status: string; note: string | null }[] }[];
};

async function paidOrder(name = 'Grace Hopper', extra: Record<string, unknown> = {}) {
  const customer = await createSignedInUser(ctx, 'customer', { name });
  await fillCart(ctx, customer.headers, seed);
  const res = await api.checkout(customer.headers, { ...checkoutBody(), ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return { ...customer, order: res.json().data.order as TOrderJson };
}

const PDF_FILE = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const uploadDocument = (
  headers: Record<string, string>,
  lineId: string,
  data: Buffer,
  filename: string,
  contentType: string,
) => {
  const body = multipart([{ name: 'file', data, filename, contentType }]);
  return ctx.app.inject({
    method: 'POST',
    url: pathOf(ordersAdminEndpoints.lineDocuments, { lineId }),
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const setStatus = (headers: Record<string, string>, lineId: string, body: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: pathOf(ordersAdminEndpoints.lineStatus, { lineId }),
    headers,
    payload: body as object,
  });

describe('orders: invoice history', () => {
  it('pages the caller’s invoices, newest first, with lines, statuses and page_meta', async () => {
    const customer = await createSignedInUser(ctx);
    const numbers: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await fillCart(ctx, customer.headers, seed);
      numbers.push((await api.checkout(customer.headers, checkoutBody())).json().data.order.invoiceNumber);
    }
    await paidOrder(); // someone else's

    const first = await api.invoices(customer.headers, { page: 1, pageSize: 2 });
    expect(first.statusCode).toBe(200);
    expect(first.json().page_meta).toEqual({ total_items_count: 3, has_next_page: true, page: 1, page_size: 2 });
    expect(first.json().data.map((row: { invoice_number: number }) => row.invoice_number)).toEqual([
      numbers[2],
      numbers[1],
    ]);
    expect(first.json().data[0]).toMatchObject({
      orderStatus: 'paid',
      lines: expect.arrayContaining([expect.objectContaining({ fulfilmentStatus: 'received' })]),
      documentsCount: 0,
      subscriptionId: null,
      canCancelSubscription: false,
    });
    const second = await api.invoices(customer.headers, { page: 2, pageSize: 2 });
    expect(second.json().page_meta).toMatchObject({ total_items_count: 3, has_next_page: false });
    expect(second.json().data.map((row: { invoice_number: number }) => row.invoice_number)).toEqual([numbers[0]]);
    // SPEC §9: page size 10 by default.
    expect((await api.invoices(customer.headers)).json().page_meta.page_size).toBe(10);
  });

  it('downloads the invoice as a PDF named after its number, with seller, buyer, lines, VAT and total', async () => {
    // The invoice is made out to the buyer named at checkout, when one is.
    const { headers, order } = await paidOrder('Katherine Johnson', {
      buyer: { name: 'Orbit Labs Ltd', country: 'us' },
    });
    const res = await api.download(headers, order.invoiceNumber);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="${order.invoiceNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Invoice number: ${order.invoiceNumber}`);
    expect(text).toContain('Launchpad Ltd');
    expect(text).toContain('VAT number GB 412 3456 78');
    expect(text).toContain('Orbit Labs Ltd');
    expect(text).toContain('United States');
    expect(text).toContain('UK trade mark');
    expect(text).toContain('VAT at 20%');
    expect(text).toContain(`£${(order.totalPence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`);
    // The number may also be sent as digits.
    expect((await api.download(headers, String(order.invoiceNumber))).statusCode).toBe(200);
  });

  it("answers another customer's invoice, or one that does not exist, with 404", async () => {
    const { order } = await paidOrder();
    const stranger = await createSignedInUser(ctx);
    const res = await api.download(stranger.headers, order.invoiceNumber);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Invoice not found.' });
    expect((await api.download(stranger.headers, 999_999)).statusCode).toBe(404);
    expect((await api.download(stranger.headers, 'abc')).statusCode).toBe(400);
    expect((await api.invoices({})).statusCode).toBe(401);
  });
});

describe('orders: the order page', () => {
  it('shows the owner the order with each line’s timeline, by GET or POST; to anyone else it does not exist', async () => {
    const { headers, order } = await paidOrder();
    const viaGet = await api.order(headers, order.id);
    expect(viaGet.statusCode).toBe(200);
    expect(viaGet.json().data).toMatchObject({ id: order.id, status: 'paid', invoiceNumber: order.invoiceNumber });
    const viaPost = await api.post(`/api/orders/${order.id}`, headers, {});
    expect(viaPost.json().data.id).toBe(order.id);

    const stranger = await createSignedInUser(ctx);
    expect((await api.order(stranger.headers, order.id)).statusCode).toBe(404);
    expect((await api.order({}, order.id)).statusCode).toBe(401);
  });
});

describe('fulfilment: staff move lines on and the customer follows', () => {
  it('moves a line received → submitted → completed, each step on the timeline and mailed to the customer', async () => {
    const { user, headers, order } = await paidOrder();
    const line = order.lines.find((l) => l.kind === 'product');
    if (!line) throw new Error('no product line');

    const submitted = await setStatus(admin.headers, line.id, { status: 'submitted', note: 'Filed with the UK IPO.' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const completed = await setStatus(admin.headers, line.id, {
      status: 'completed',
      note: 'Registered: certificate attached.',
    });
    expect(completed.statusCode).toBe(200);

    const seen = (await api.order(headers, order.id)).json().data;
    const updated = seen.lines.find((l: { id: string }) => l.id === line.id);
    expect(updated.fulfilmentStatus).toBe('completed');
    expect(updated.timeline.map((e: { status: string; note: string }) => [e.status, e.note])).toEqual([
      ['received', 'Payment confirmed: we have your order.'],
      ['submitted', 'Filed with the UK IPO.'],
      ['completed', 'Registered: certificate attached.'],
    ]);
    const mails = (await readOutbox(ctx, user.email)).filter((m) => m.template === 'order_line_update');
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain('has been completed');

    // Completed is final; the invoice list shows the new status.
    const again = await setStatus(admin.headers, line.id, { status: 'submitted' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This line is already completed.');
    const listed = (await api.invoices(headers))
      .json()
      .data.find((row: { orderId: string }) => row.orderId === order.id);
    expect(listed.lines.find((l: { id: string }) => l.id === line.id).fulfilmentStatus).toBe('completed');
  });

  it('fails a line only with a reason, which the customer sees; a failed line can be submitted again', async () => {
    const { user, headers, order } = await paidOrder();
    const line = order.lines.find((l) => l.kind === 'product');
    if (!line) throw new Error('no product line');
    const noReason = await setStatus(admin.headers, line.id, { status: 'failed' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/Say why the line failed/);

    const failed = await setStatus(admin.headers, line.id, {
      status: 'failed',
      failureReason: 'Companies House rejected the name.',
    });
    expect(failed.statusCode).toBe(200);
    const seen = (await api.order(headers, order.id)).json().data.lines.find((l: { id: string }) => l.id === line.id);
    expect(seen).toMatchObject({ fulfilmentStatus: 'failed', failureReason: 'Companies House rejected the name.' });
    const mail = (await readOutbox(ctx, user.email)).find((m) => m.template === 'order_line_update');
    expect(mail?.text).toContain('Why: Companies House rejected the name.');

    expect((await setStatus(admin.headers, line.id, { status: 'completed' })).statusCode).toBe(409);
    const resubmitted = await setStatus(admin.headers, line.id, { status: 'submitted' });
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json().data.lines.find((l: { id: string }) => l.id === line.id).failureReason).toBeNull();
  });

  it('lists orders for staff, filtered by order status and by fulfilment status', async () => {
    const { order } = await paidOrder();
    const line = order.lines[0];
    if (!line) throw new Error('no line');
    await setStatus(admin.headers, line.id, { status: 'submitted' });
    const list = (body: unknown) =>
      ctx.app.inject({ method: 'POST', url: '/api/admin/orders', headers: admin.headers, payload: body as object });

    const submitted = await list({ fulfilmentStatus: 'submitted', pageSize: 50 });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data.map((o: { id: string }) => o.id)).toContain(order.id);
    for (const o of submitted.json().data) {
      expect(o.lines.some((l: { fulfilmentStatus: string }) => l.fulfilmentStatus === 'submitted')).toBe(true);
    }
    const failedPayments = await list({ status: 'payment_failed' });
    expect(failedPayments.json().data.map((o: { id: string }) => o.id)).not.toContain(order.id);
    const paid = await list({ status: 'paid', pageSize: 1 });
    expect(paid.json().page_meta).toMatchObject({ page_size: 1, has_next_page: true });
    expect(paid.json().data[0]).toMatchObject({ status: 'paid', userId: expect.any(String) });
    expect((await list({ status: 'shipped' })).statusCode).toBe(400);
  });

  it('finds orders for staff by part of the buyer email, in any case, or by the order id', async () => {
    const { user, order } = await paidOrder();
    await paidOrder(); // someone else's order, which must not match
    const list = (body: unknown) =>
      ctx.app.inject({ method: 'POST', url: '/api/admin/orders', headers: admin.headers, payload: body as object });
    const ids = async (body: unknown) => (await list(body)).json().data.map((o: { id: string }) => o.id);

    const part = user.email.slice(0, user.email.indexOf('@')).toUpperCase();
    expect(await ids({ search: part })).toEqual([order.id]);
    expect(await ids({ search: order.id })).toEqual([order.id]);
    expect(await ids({ search: '%' })).toEqual([]); // a wildcard is a character to look for, not "anything"
    expect((await list({ search: 'x'.repeat(300) })).statusCode).toBe(400);
  });

  it('keeps the staff routes to staff: 401 signed out, 403 for a customer', async () => {
    const { headers, order } = await paidOrder();
    const line = order.lines[0];
    if (!line) throw new Error('no line');
    expect((await setStatus(headers, line.id, { status: 'submitted' })).statusCode).toBe(403);
    expect((await setStatus({}, line.id, { status: 'submitted' })).statusCode).toBe(401);
    const list = await ctx.app.inject({ method: 'POST', url: '/api/admin/orders', headers, payload: {} });
    expect(list.statusCode).toBe(403);
    expect((await uploadDocument(headers, line.id, PDF_FILE, 'x.pdf', 'application/pdf')).statusCode).toBe(403);
  });
});

describe('fulfilment: the document vault', () => {
  it('stores a PDF or image privately for the line; the owner and staff download it, nobody else', async () => {
    const { user, headers, order } = await paidOrder();
    const line = order.lines[0];
    if (!line) throw new Error('no line');
    const uploaded = await uploadDocument(
      admin.headers,
      line.id,
      PDF_FILE,
      'Certificate of incorporation.pdf',
      'application/pdf',
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const document = uploaded.json().data;
    expect(document).toMatchObject({
      orderLineId: line.id,
      filename: 'Certificate of incorporation.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF_FILE.length,
      url: pathOf(ordersEndpoints.document, { documentId: document.id }),
    });
    const [stored] = await ctx.database.db.select().from(orderDocuments).where(eq(orderDocuments.id, document.id));
    expect(stored?.storageKey).toMatch(new RegExp(`^private/orders/${order.id}/[0-9a-f]{32}\\.pdf$`));

    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#4f46e5' } })
      .png()
      .toBuffer();
    // A declared type is not trusted: the PNG is stored as what it is.
    const image = await uploadDocument(admin.headers, line.id, png, 'receipt.pdf', 'application/pdf');
    expect(image.json().data.contentType).toBe('image/png');

    const seen = (await api.order(headers, order.id)).json().data.lines.find((l: { id: string }) => l.id === line.id);
    expect(seen.documents.map((d: { id: string }) => d.id)).toEqual([document.id, image.json().data.id]);
    const listed = (await api.invoices(headers))
      .json()
      .data.find((row: { orderId: string }) => row.orderId === order.id);
    expect(listed.documentsCount).toBe(2);
    expect((await readOutbox(ctx, user.email)).some((m) => m.template === 'order_document_added')).toBe(true);

    const download = (h: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: pathOf(ordersEndpoints.document, { documentId: document.id }), headers: h });
    const mine = await download(headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toContain('attachment; filename="Certificate of incorporation.pdf"');
    expect(mine.rawPayload.equals(PDF_FILE)).toBe(true);
    expect((await download(admin.headers)).statusCode).toBe(200);
    const stranger = await createSignedInUser(ctx);
    expect((await download(stranger.headers)).statusCode).toBe(404);
    expect((await download({})).statusCode).toBe(401);
  });

  it('refuses a file that is not a PDF, PNG or JPEG, and one over 10 MB', async () => {
    const { order } = await paidOrder();
    const line = order.lines[0];
    if (!line) throw new Error('no line');
    const text = await uploadDocument(admin.headers, line.id, Buffer.from('hello'), 'notes.pdf', 'application/pdf');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Upload a PDF, PNG or JPEG document.');
    // Up to 10 MB is fine (well above the 1 MB limit of JSON bodies)…
    const large = Buffer.concat([PDF_FILE, Buffer.alloc(9 * 1024 * 1024)]);
    expect((await uploadDocument(admin.headers, line.id, large, 'scan.pdf', 'application/pdf')).statusCode).toBe(201);
    // …one byte more is not.
    const huge = Buffer.concat([PDF_FILE, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await uploadDocument(admin.headers, line.id, huge, 'big.pdf', 'application/pdf');
    expect(tooLarge.statusCode).toBe(413);
    const unknownLine = await uploadDocument(
      admin.headers,
      '00000000-0000-4000-8000-000000000000',
      PDF_FILE,
      'x.pdf',
      'application/pdf',
    );
    expect(unknownLine.statusCode).toBe(404);
  });
});

describe('orders and the rest of the account', () => {
  it('archives (not deletes) a product that was ordered', async () => {
    const [vat] = await ctx.database.db.select().from(products).where(eq(products.slug, 'uk-vat-registration'));
    if (!vat) throw new Error('no seeded uk-vat-registration');
    const customer = await createSignedInUser(ctx);
    expect((await cartApi(ctx).addItem(customer.headers, { productId: vat.id })).statusCode).toBe(200);
    expect((await api.checkout(customer.headers, checkoutBody())).statusCode).toBe(200);

    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/products/${vat.id}`, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.mode).toBe('soft');
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, vat.id));
    expect(row?.deletedAt).not.toBeNull();
    // The order still shows what was bought.
    const listed = (await api.invoices(customer.headers)).json().data[0];
    expect(listed.lines[0].description).toBe(vat.name);
  });

  it('keeps the orders and invoices of a deleted account, anonymised, in the books', async () => {
    const { user, headers, order } = await paidOrder('Dorothy Vaughan');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/delete-account', headers, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    const [kept] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({
      userId: null,
      status: 'paid',
      buyer: { name: 'Deleted customer', email: '', country: null },
    });
    const [invoice] = await ctx.database.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice).toMatchObject({
      invoiceNumber: order.invoiceNumber,
      userId: null,
      totalPence: order.totalPence,
      buyer: { name: 'Deleted customer', email: '' },
    });
    expect(JSON.stringify([kept, invoice])).not.toContain(user.email);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAdminOrder, TOrderLine } from '@launchpad/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, json, ok, stubApi, type TRecordedCall } from '@/test/api-stub';
import { makeUser, renderWithProviders, signedIn } from '@/test/fixtures';
import { documentFileProblem } from '../orders-api';
import { OrdersPanel } from './orders-panel';

const ORDER_ID = '3f2a9c10-1111-4222-8333-444455556666';
const LINE_ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const PLAN_LINE_ID = 'a1b2c3d4-0000-4000-8000-000000000002';
const DOC_ID = 'd0c00000-0000-4000-8000-000000000009';

function line(overrides: Partial<TOrderLine> = {}): TOrderLine {
  return {
    id: LINE_ID,
    parentLineId: null,
    kind: 'product',
    description: 'Estonian OÜ',
    quantity: 1,
    years: null,
    unitPricePence: 39000,
    amountPence: 39000,
    discountPence: 0,
    fulfilmentStatus: 'received',
    failureReason: null,
    timeline: [{ status: 'received', note: null, at: '2026-11-20T10:00:00.000Z' }],
    documents: [],
    ...overrides,
  };
}

function order(overrides: Partial<TAdminOrder> = {}, lines: TOrderLine[] = [line()]): TAdminOrder {
  return {
    id: ORDER_ID,
    status: 'paid',
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: '2026-11-20T10:00:01.000Z',
    buyer: { name: 'Ada Buyer', email: 'ada@example.com', country: 'GB' },
    couponName: null,
    subtotalPence: 39000,
    discountPence: 0,
    vatPence: 7800,
    vatRatePercent: 20,
    totalPence: 46800,
    currency: 'GBP',
    failureMessage: null,
    invoiceNumber: 7,
    subscriptionId: null,
    lines,
    userId: 'user-9',
    refundedPence: 0,
    creditNotes: [],
    ...overrides,
  };
}

const page = (items: unknown[], total = items.length) =>
  json(200, {
    success: true,
    data: items,
    page_meta: { total_items_count: total, has_next_page: total > 10, page: 1, page_size: 10 },
  });

const admin = signedIn(makeUser({ role: 'admin', email: 'staff@example.com' }));
const renderPanel = () => renderWithProviders(<OrdersPanel />, { session: admin });

async function openOrder(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Order 3F2A9C10/ }));
  return screen.getByRole('list', { name: 'Lines of order 3F2A9C10' });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('admin orders: the list', () => {
  it('asks for paid orders 10 a page, shows each with its buyer, total and line steps, and filters by line step', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'POST /api/admin/orders': () => page([order()], 23) });
    renderPanel();

    const card = await screen.findByRole('button', { name: /Order 3F2A9C10/ });
    expect(card).toHaveAttribute('aria-expanded', 'false');
    expect(card).toHaveTextContent('Ada Buyer');
    expect(card).toHaveTextContent('ada@example.com');
    expect(card).toHaveTextContent('£468.00');
    expect(card).toHaveTextContent('1 received');
    expect(screen.getByText('23 orders')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Order pages' })).toBeInTheDocument();
    expect(api.to('POST /api/admin/orders')[0]?.body).toEqual({ page: 1, pageSize: 10, status: 'paid' });

    await user.selectOptions(screen.getByLabelText('Lines'), 'With a line submitted');
    await waitFor(() =>
      expect(api.to('POST /api/admin/orders').at(-1)?.body).toEqual({
        page: 1,
        pageSize: 10,
        status: 'paid',
        fulfilmentStatus: 'submitted',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Order status'), 'All orders');
    await waitFor(() =>
      expect(api.to('POST /api/admin/orders').at(-1)?.body).toEqual({
        page: 1,
        pageSize: 10,
        fulfilmentStatus: 'submitted',
      }),
    );
  });

  it('finds orders by buyer email or order id, and goes back to every order', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'POST /api/admin/orders': () => page([order()]) });
    renderPanel();
    await screen.findByRole('button', { name: /Order 3F2A9C10/ });

    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByText("Type part of the buyer's email, or an order id.")).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find an order' }), ' ada@example ');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() =>
      expect(api.to('POST /api/admin/orders').at(-1)?.body).toEqual({
        page: 1,
        pageSize: 10,
        status: 'paid',
        search: 'ada@example',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Show every order' }));
    await waitFor(() =>
      expect(api.to('POST /api/admin/orders').at(-1)?.body).toEqual({ page: 1, pageSize: 10, status: 'paid' }),
    );
    expect(screen.getByRole('searchbox', { name: 'Find an order' })).toHaveValue('');
  });

  it('says so when nothing matches, and shows the server’s refusal', async () => {
    stubApi({ 'POST /api/admin/orders': () => page([]) });
    const { unmount } = renderPanel();
    expect(await screen.findByText('No orders here')).toBeInTheDocument();
    unmount();

    stubApi({ 'POST /api/admin/orders': () => fail(403, 'Only staff can do this.') });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only staff can do this.');
  });

  it('opens an order to its lines and timelines; a plan line and an unpaid order offer no moves', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/admin/orders': () =>
        page([
          order({}, [
            line({
              fulfilmentStatus: 'submitted',
              timeline: [
                { status: 'received', note: null, at: '2026-11-20T10:00:00.000Z' },
                { status: 'submitted', note: 'Filed with the e-Business Register', at: '2026-11-21T09:00:00.000Z' },
              ],
            }),
            line({ id: PLAN_LINE_ID, kind: 'plan', description: 'Growth plan' }),
          ]),
        ]),
    });
    renderPanel();
    const lines = await openOrder(user);
    expect(screen.getByRole('button', { name: /Order 3F2A9C10/ })).toHaveAttribute('aria-expanded', 'true');

    const formation = within(lines).getByRole('listitem', { name: 'Estonian OÜ' });
    const timeline = within(formation).getByRole('list', { name: 'Timeline of Estonian OÜ' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Received'),
      expect.stringMatching(/Submitted.*Filed with the e-Business Register/),
    ]);
    // From submitted: completed or failed, not submitted again.
    expect(within(formation).getByRole('button', { name: 'Mark completed: Estonian OÜ' })).toBeInTheDocument();
    expect(within(formation).getByRole('button', { name: 'Mark failed: Estonian OÜ' })).toBeInTheDocument();
    expect(within(formation).queryByRole('button', { name: /^Mark submitted/ })).not.toBeInTheDocument();

    const plan = within(lines).getByRole('listitem', { name: 'Growth plan' });
    expect(within(plan).queryByRole('button', { name: /^Mark / })).not.toBeInTheDocument();
    expect(within(plan).queryByLabelText('Add a document')).not.toBeInTheDocument();
  });

  it('offers no moves on an order that is not paid', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/admin/orders': () => page([order({ status: 'payment_failed', invoiceNumber: null })]) });
    renderPanel();
    const lines = await openOrder(user);
    expect(screen.getByText('Only lines of paid orders are fulfilled.')).toBeInTheDocument();
    expect(within(lines).queryByRole('button', { name: /^Mark / })).not.toBeInTheDocument();
  });
});

describe('admin orders: moving a line', () => {
  it('confirms, sends the move with the note, shows the server’s message and the refreshed line', async () => {
    const user = userEvent.setup();
    let current = order();
    const api = stubApi({
      'POST /api/admin/orders': () => page([current]),
      [`POST /api/admin/orders/lines/${LINE_ID}/status`]: () => {
        current = order({}, [
          line({
            fulfilmentStatus: 'submitted',
            timeline: [...line().timeline, { status: 'submitted', note: 'Filed', at: '2026-11-21T09:00:00.000Z' }],
          }),
        ]);
        return ok(current, 'Order line updated and the customer told.');
      },
    });
    renderPanel();
    const lines = await openOrder(user);
    await user.click(within(lines).getByRole('button', { name: 'Mark submitted: Estonian OÜ' }));

    const dialog = await screen.findByRole('dialog', { name: 'Mark as submitted' });
    await user.type(within(dialog).getByLabelText(/Note/), 'Filed');
    await user.click(within(dialog).getByRole('button', { name: 'Mark submitted' }));

    expect(await screen.findByText('Order line updated and the customer told.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(`POST /api/admin/orders/lines/${LINE_ID}/status`)[0]?.body).toEqual({
      status: 'submitted',
      note: 'Filed',
    });
    const formation = within(screen.getByRole('list', { name: 'Lines of order 3F2A9C10' })).getByRole('listitem', {
      name: 'Estonian OÜ',
    });
    await waitFor(() => expect(within(formation).getByRole('button', { name: /^Mark completed/ })).toBeVisible());
  });

  it('will not fail a line without a reason, then sends the reason', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /api/admin/orders': () => page([order()]),
      [`POST /api/admin/orders/lines/${LINE_ID}/status`]: () =>
        ok(order(), 'Order line updated and the customer told.'),
    });
    renderPanel();
    const lines = await openOrder(user);
    await user.click(within(lines).getByRole('button', { name: 'Mark failed: Estonian OÜ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as failed' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark failed' }));

    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Say why the line failed'));
    expect(reason).toHaveFocus();
    expect(api.to(`POST /api/admin/orders/lines/${LINE_ID}/status`)).toHaveLength(0);

    await user.type(reason, 'The name is taken');
    await user.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    await waitFor(() =>
      expect(api.to(`POST /api/admin/orders/lines/${LINE_ID}/status`)[0]?.body).toEqual({
        status: 'failed',
        failureReason: 'The name is taken',
      }),
    );
  });

  it('keeps the dialog open and shows the server’s refusal as a toast', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/admin/orders': () => page([order()]),
      [`POST /api/admin/orders/lines/${LINE_ID}/status`]: () => fail(409, 'This line is already completed.'),
    });
    renderPanel();
    const lines = await openOrder(user);
    await user.click(within(lines).getByRole('button', { name: 'Mark completed: Estonian OÜ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as completed' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark completed' }));
    expect(await screen.findByText('This line is already completed.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Mark as completed' })).toBeInTheDocument();
  });
});

describe('admin orders: documents', () => {
  const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'certificate.pdf', { type: 'application/pdf' });

  it('checks the file in the browser: type and size', () => {
    expect(documentFileProblem(null)).toBe('Choose a PDF, PNG or JPEG file first.');
    expect(documentFileProblem(pdf())).toBeNull();
    expect(documentFileProblem(new File(['x'], 'scan.JPG', { type: '' }))).toBeNull();
    expect(documentFileProblem(new File(['x'], 'notes.txt', { type: 'text/plain' }))).toBe(
      'notes.txt is not a PDF, PNG or JPEG file.',
    );
    expect(documentFileProblem(new File([], 'empty.pdf', { type: 'application/pdf' }))).toBe('empty.pdf is empty.');
    const big = pdf();
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    expect(documentFileProblem(big)).toBe('certificate.pdf is 10.0 MB; documents may be at most 10.0 MB.');
  });

  it('refuses a wrong file before sending it, uploads a PDF as multipart and lists it for download', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let current = order();
    const document = {
      id: DOC_ID,
      orderLineId: LINE_ID,
      filename: 'certificate.pdf',
      contentType: 'application/pdf',
      sizeBytes: 2048,
      uploadedAt: '2026-11-21T12:00:00.000Z',
      url: `/api/orders/documents/${DOC_ID}`,
    };
    const api = stubApi({
      'POST /api/admin/orders': () => page([current]),
      [`POST /api/admin/orders/lines/${LINE_ID}/documents`]: () => {
        current = order({}, [line({ documents: [document] })]);
        return json(201, { success: true, message: 'Document added.', data: document });
      },
      [`GET /api/orders/documents/${DOC_ID}`]: () =>
        new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:certificate');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderPanel();
    const lines = await openOrder(user);
    const formation = within(lines).getByRole('listitem', { name: 'Estonian OÜ' });
    expect(within(formation).getByText('No documents yet.')).toBeInTheDocument();

    const input = within(formation).getByLabelText('Add a document');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('notes.txt is not a PDF, PNG or JPEG file.'));
    await user.click(within(formation).getByRole('button', { name: 'Upload' }));
    expect(api.to(`POST /api/admin/orders/lines/${LINE_ID}/documents`)).toHaveLength(0);

    await user.upload(input, pdf());
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(within(formation).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Document added.')).toBeInTheDocument();
    const sent = api.to(`POST /api/admin/orders/lines/${LINE_ID}/documents`)[0] as TRecordedCall;
    // Multipart, the file's bytes in the field the server reads.
    expect(String(sent.body)).toContain('form-data; name="file"');
    expect(String(sent.body)).toContain('%PDF-1.4');

    const download = await within(formation).findByRole('button', { name: 'Download certificate.pdf' });
    expect(within(formation).getByRole('list', { name: 'Documents for Estonian OÜ' })).toHaveTextContent('2 KB');
    await user.click(download);
    await waitFor(() => expect(saved).toEqual(['certificate.pdf blob:certificate']));
    const fetched = api.to(`GET /api/orders/documents/${DOC_ID}`)[0];
    expect(fetched?.authorization).toBe('Bearer access-token');
  });

  it('shows the server’s refusal of an upload', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/admin/orders': () => page([order()]),
      [`POST /api/admin/orders/lines/${LINE_ID}/documents`]: () => fail(415, 'Upload a PDF, PNG or JPEG document.'),
    });
    renderPanel();
    const lines = await openOrder(user);
    const formation = within(lines).getByRole('listitem', { name: 'Estonian OÜ' });
    await user.upload(within(formation).getByLabelText('Add a document'), pdf());
    await user.click(within(formation).getByRole('button', { name: 'Upload' }));
    expect(await within(formation).findByText('Upload a PDF, PNG or JPEG document.')).toBeInTheDocument();
  });
});

describe('admin orders: refunds with credit notes', () => {
  const creditNote = {
    number: 'CN-000004',
    invoiceNumber: 7,
    issuedAt: '2026-11-22T09:00:00.000Z',
    netPence: 10000,
    vatPence: 2000,
    amountPence: 12000,
    reason: 'Late delivery',
  };

  it('checks the amount and reason, refunds part of the order, then shows and downloads its credit note', async () => {
    const user = userEvent.setup();
    let current = order();
    const api = stubApi({
      'POST /api/admin/orders': () => page([current]),
      [`POST /api/admin/orders/${ORDER_ID}/refund`]: () => {
        current = order({ refundedPence: 12000, creditNotes: [creditNote] });
        return ok(current, 'Refunded £120.00 with credit note CN-000004; the customer has been emailed.');
      },
      'POST /api/admin/orders/credit-note/download': () =>
        new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:credit-note');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderPanel();
    await openOrder(user);
    const refunds = screen.getByRole('region', { name: 'Refunds of order 3F2A9C10' });
    expect(refunds).toHaveTextContent('Nothing refunded.');
    await user.click(within(refunds).getByRole('button', { name: 'Refund…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Refund order 3F2A9C10' });
    const amount = within(dialog).getByLabelText(/Amount to refund/);
    // Everything that is left, to start with.
    expect(amount).toHaveValue('468.00');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('£468.00 left to refund'));
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(
      expect.stringContaining('At most £468.00 is left to refund on this order.'),
    );
    expect(amount).toHaveFocus();
    await user.clear(amount);
    await user.type(amount, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Say why the order is refunded'));
    expect(api.to(`POST /api/admin/orders/${ORDER_ID}/refund`)).toHaveLength(0);

    await user.type(reason, 'Late delivery');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText('Refunded £120.00 with credit note CN-000004; the customer has been emailed.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = api.to(`POST /api/admin/orders/${ORDER_ID}/refund`)[0]?.body as Record<string, unknown>;
    expect(sent).toEqual({ idempotencyKey: expect.any(String), amountPence: 12000, reason: 'Late delivery' });

    const notes = await within(screen.getByRole('region', { name: 'Refunds of order 3F2A9C10' })).findByRole('list', {
      name: 'Credit notes',
    });
    expect(notes).toHaveTextContent('CN-000004');
    expect(notes).toHaveTextContent('−£120.00');
    expect(screen.getByRole('region', { name: 'Refunds of order 3F2A9C10' })).toHaveTextContent(
      'Refunded £120.00 of £468.00.',
    );
    await user.click(within(notes).getByRole('button', { name: 'Download CN-000004' }));
    await waitFor(() => expect(saved).toEqual(['CN-000004.pdf blob:credit-note']));
    expect(api.to('POST /api/admin/orders/credit-note/download')[0]?.body).toEqual({ creditNoteNumber: 'CN-000004' });
  });

  it('sends the same key again after a refusal, shows the server’s message, and offers no refund once all is given back', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /api/admin/orders': () =>
        page([
          order(),
          order({ id: 'aa000000-1111-4222-8333-444455556666', status: 'refunded', refundedPence: 46800 }),
        ]),
      [`POST /api/admin/orders/${ORDER_ID}/refund`]: () => fail(503, 'The card processor did not answer. Try again.'),
    });
    renderPanel();
    await openOrder(user);
    await user.click(screen.getByRole('button', { name: 'Refund…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order 3F2A9C10' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate order');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('The card processor did not answer. Try again.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(api.to(`POST /api/admin/orders/${ORDER_ID}/refund`)).toHaveLength(2));
    const [first, second] = api
      .to(`POST /api/admin/orders/${ORDER_ID}/refund`)
      .map((call) => call.body as { idempotencyKey: string; amountPence: number });
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(first).toMatchObject({ amountPence: 46800 });

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /Order AA000000/ }));
    const done = screen.getByRole('region', { name: 'Refunds of order AA000000' });
    expect(done).toHaveTextContent('Refunded £468.00 of £468.00.');
    expect(within(done).queryByRole('button', { name: 'Refund…' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TInvoiceSummary } from '@launchpad/shared';
import { ok, stubApi } from '@/test/api-stub';
import { paidOrder, renderApp, signedIn } from '@/test/fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const invoice = (n: number): TInvoiceSummary => ({
  invoice_number: n,
  date: '2026-11-22T10:00:00Z',
  orderId: `order-${n}`,
  orderStatus: 'paid',
  couponName: null,
  subtotalPence: 10_000,
  discountPence: 0,
  vatPence: 2_000,
  totalPence: 12_000,
  lines: [
    {
      id: `l-${n}`,
      description: 'UK limited company',
      quantity: 1,
      amountPence: 10_000,
      discountPence: 0,
      fulfilmentStatus: 'received',
    },
  ],
  documentsCount: 0,
  subscriptionId: null,
  canCancelSubscription: false,
  creditNotes: [],
});

describe('/account/orders', () => {
  it('lists 10 invoices a page with date, total and status, and pages with the window of 5', async () => {
    const api = stubApi({
      'POST /api/orders/invoice': (call) => {
        const { page } = call.body as { page: number; pageSize: number };
        const numbers = Array.from({ length: 10 }, (_, i) => 1000 - (page - 1) * 10 - i);
        return Promise.resolve(
          new Response(
            JSON.stringify({
              success: true,
              data: numbers.map(invoice),
              page_meta: { total_items_count: 123, has_next_page: page < 13, page, page_size: 10 },
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          ),
        );
      },
    });
    renderApp('/account/orders', signedIn());
    expect(await screen.findByText('#1000')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getAllByText('22 Nov 2026')).toHaveLength(10);
    expect(screen.getAllByText('£120.00')).toHaveLength(10);
    expect(screen.getAllByText('Paid')).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Invoice pages' });
    expect(pages).toHaveTextContent('13');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('#990')).toBeInTheDocument();
    expect(api.to('POST /api/orders/invoice').map((c) => c.body)).toEqual([
      { page: 1, pageSize: 10 },
      { page: 2, pageSize: 10 },
    ]);
  });

  it('downloads the PDF as {invoice_number}.pdf with the access token', async () => {
    const created = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const api = stubApi({
      'POST /api/orders/invoice': () =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              success: true,
              data: [invoice(7)],
              page_meta: { total_items_count: 1, has_next_page: false, page: 1, page_size: 10 },
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          ),
        ),
      'POST /api/orders/invoice/download': () =>
        Promise.resolve(new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } })),
    });
    renderApp('/account/orders', signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice 7 (PDF)' }));
    await waitFor(() => expect(clicked).toEqual(['7.pdf']));
    const call = api.to('POST /api/orders/invoice/download')[0];
    expect(call?.body).toEqual({ invoiceNumber: 7 });
    expect(call?.authorization).toBe('Bearer access-token');
  });

  it('lists a refunded invoice’s credit notes next to it and downloads each as CN-…pdf', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:cn'), revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const refunded: TInvoiceSummary = {
      ...invoice(7),
      orderStatus: 'refunded',
      creditNotes: [
        {
          number: 'CN-000002',
          invoiceNumber: 7,
          issuedAt: '2026-11-23T10:00:00Z',
          netPence: 10_000,
          vatPence: 2_000,
          amountPence: 12_000,
          reason: 'Cancelled',
        },
      ],
    };
    const api = stubApi({
      'POST /api/orders/invoice': () =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              success: true,
              data: [refunded],
              page_meta: { total_items_count: 1, has_next_page: false, page: 1, page_size: 10 },
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          ),
        ),
      'POST /api/orders/credit-note/download': () =>
        Promise.resolve(new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } })),
    });
    renderApp('/account/orders', signedIn());
    const notes = await screen.findByRole('list', { name: 'Credit notes for invoice 7' });
    expect(notes).toHaveTextContent('Credit note CN-000002, 23 Nov 2026: refunded £120.00');
    await userEvent.click(screen.getByRole('button', { name: 'Download credit note CN-000002 (PDF)' }));
    await waitFor(() => expect(clicked).toEqual(['CN-000002.pdf']));
    const call = api.to('POST /api/orders/credit-note/download')[0];
    expect(call?.body).toEqual({ creditNoteNumber: 'CN-000002' });
    expect(call?.authorization).toBe('Bearer access-token');
  });

  it('shows a line’s fulfilment timeline', async () => {
    stubApi({
      'POST /api/orders/invoice': () =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              success: true,
              data: [invoice(7)],
              page_meta: { total_items_count: 1, has_next_page: false, page: 1, page_size: 10 },
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          ),
        ),
      'POST /api/orders/order-7': () =>
        ok({
          ...paidOrder,
          id: 'order-7',
          invoiceNumber: 7,
          lines: [
            {
              id: 'l-7',
              parentLineId: null,
              kind: 'product',
              description: 'UK limited company',
              quantity: 1,
              years: null,
              unitPricePence: 10_000,
              amountPence: 10_000,
              discountPence: 0,
              fulfilmentStatus: 'submitted',
              failureReason: null,
              timeline: [
                { status: 'received', note: null, at: '2026-11-22T10:00:00Z' },
                { status: 'submitted', note: 'Sent to Companies House', at: '2026-11-23T10:00:00Z' },
              ],
              documents: [],
            },
          ],
        }),
    });
    renderApp('/account/orders', signedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Show the progress of invoice 7' }));
    expect(await screen.findByText('Sent to Companies House')).toBeInTheDocument();
  });
});

// The customer's side of orders (issue 5): invoice history, invoice PDFs, the order page with its
// fulfilment timeline, and the documents staff attached.
import { type TInvoiceSummary, type TOrder, type TRole, ordersEndpoints } from '@launchpad/shared';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { invoices, orderDocuments, orderLines, orders, subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { serviceEndpoints } from '../../lib/endpoint';
import { creditNotesOf } from './credit-notes.service';
import { type TInvoiceDocument, renderInvoicePdf } from './invoice-pdf.service';
import { findOrder, startedSubscriptionsOf, toOrder } from './orders.store';

type TOrdersDeps = Pick<TDeps, 'db' | 'storage'>;

const ORDER_NOT_FOUND = 'Order not found.';
const INVOICE_NOT_FOUND = 'Invoice not found.';

/** SPEC §7 `POST /api/orders/invoice`: the caller's invoices, newest first, with their lines and statuses. */
export async function listInvoices(
  deps: TOrdersDeps,
  options: { userId: string; page: number; pageSize: number },
): Promise<{ items: TInvoiceSummary[]; total: number }> {
  const [counted] = await deps.db.select({ value: count() }).from(invoices).where(eq(invoices.userId, options.userId));
  const total = Number(counted?.value ?? 0);
  const rows = await deps.db
    .select({ invoice: invoices, order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(eq(invoices.userId, options.userId))
    .orderBy(desc(invoices.invoiceNumber))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  if (rows.length === 0) return { items: [], total };

  const orderIds = rows.map((row) => row.order.id);
  const [lines, documents, started, [live], notes] = await Promise.all([
    deps.db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.position)),
    deps.db
      .select({ orderId: orderLines.orderId, value: count() })
      .from(orderDocuments)
      .innerJoin(orderLines, eq(orderLines.id, orderDocuments.orderLineId))
      .where(inArray(orderLines.orderId, orderIds))
      .groupBy(orderLines.orderId),
    startedSubscriptionsOf(
      deps.db,
      rows.map((row) => row.order),
    ),
    deps.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, options.userId), eq(subscriptions.status, 'active')))
      .limit(1),
    creditNotesOf(deps.db, orderIds),
  ]);
  const documentsOf = new Map(documents.map((row) => [row.orderId, Number(row.value)]));
  const items = rows.map(({ invoice, order }) => {
    const intent = order.subscriptionIntent;
    const subscriptionId =
      started.get(order.id) ?? (intent && intent.action !== 'start' ? intent.subscriptionId : null);
    return {
      invoice_number: invoice.invoiceNumber,
      date: invoice.issuedAt.toISOString(),
      orderId: order.id,
      orderStatus: order.status,
      couponName: order.couponName,
      subtotalPence: invoice.subtotalPence,
      discountPence: invoice.discountPence,
      vatPence: invoice.vatPence,
      totalPence: invoice.totalPence,
      lines: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({
          id: line.id,
          description: line.description,
          quantity: line.quantity,
          amountPence: line.totalPence,
          discountPence: line.discountPence,
          fulfilmentStatus: line.fulfilmentStatus,
        })),
      documentsCount: documentsOf.get(order.id) ?? 0,
      subscriptionId,
      canCancelSubscription: !!subscriptionId && live?.id === subscriptionId && !live.cancelAtPeriodEnd,
      creditNotes: notes.get(order.id) ?? [],
    };
  });
  return { items, total };
}

/** The invoice as a PDF, for its owner only (another user's invoice is not found). */
export async function invoicePdf(
  deps: TOrdersDeps,
  options: { userId: string; invoiceNumber: number },
): Promise<{ filename: string; pdf: Buffer }> {
  const [row] = await deps.db
    .select({ invoice: invoices, order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.invoiceNumber, options.invoiceNumber), eq(invoices.userId, options.userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
  const lines = await deps.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, row.order.id))
    .orderBy(asc(orderLines.position));
  const document: TInvoiceDocument = {
    invoiceNumber: row.invoice.invoiceNumber,
    issuedAt: row.invoice.issuedAt,
    orderId: row.order.id,
    buyer: { name: row.invoice.buyer.name, email: row.invoice.buyer.email || null, country: row.invoice.buyer.country },
    couponName: row.order.couponName,
    vatRatePercent: row.order.vatRateBp / 100,
    subtotalPence: row.invoice.subtotalPence,
    discountPence: row.invoice.discountPence,
    vatPence: row.invoice.vatPence,
    totalPence: row.invoice.totalPence,
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      years: line.kind === 'domain' || line.kind === 'service' ? line.years : null,
      unitPricePence: line.unitPricePence,
      amountPence: line.totalPence,
      discountPence: line.discountPence,
      child: line.parentLineId !== null,
    })),
  };
  return { filename: `${row.invoice.invoiceNumber}.pdf`, pdf: await renderInvoicePdf(document) };
}

/** The caller's order with each line's timeline and documents; anyone else's is not found. */
export async function getOrder(deps: TOrdersDeps, options: { userId: string; orderId: string }): Promise<TOrder> {
  const order = await findOrder(deps.db, options.orderId);
  if (!order || order.userId !== options.userId) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return toOrder(deps.db, order);
}

/** A fulfilment document, for the order's owner or staff; to anyone else it does not exist. */
export async function readOrderDocument(
  deps: TOrdersDeps,
  options: { userId: string; role: TRole; documentId: string },
): Promise<{ body: Buffer; contentType: string; filename: string }> {
  const [row] = await deps.db
    .select({ document: orderDocuments, ownerId: orders.userId })
    .from(orderDocuments)
    .innerJoin(orderLines, eq(orderLines.id, orderDocuments.orderLineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderDocuments.id, options.documentId))
    .limit(1);
  if (!row || (options.role !== 'admin' && row.ownerId !== options.userId)) {
    throw new AppError('NOT_FOUND', 'Document not found.');
  }
  const stored = await deps.storage.get(row.document.storageKey);
  if (!stored) throw new AppError('NOT_FOUND', 'Document not found.');
  return { body: stored.body, contentType: row.document.contentType, filename: row.document.filename };
}

/** The customer's endpoints these functions answer (orders.routes.ts): the order page reads it by GET or POST. */
export const ordersServices = serviceEndpoints(ordersEndpoints, { order: getOrder, readOrder: getOrder });

// Credit notes (issue 20: refunds). Every refund of an invoiced order is documented by a credit note
// against its invoice, numbered in its own gapless series (CN-000001, …) inside the refund's
// transaction, so a rolled-back refund gives its number back. Staff and the order's owner download it
// as a PDF next to the invoice.
import { type TCreditNote, formatCreditNoteNumber } from '@launchpad/shared';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { creditNotes, invoices, orderRefunds, orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { renderCreditNotePdf } from './credit-note-pdf.service';
import { nextInvoiceNumber } from './orders.store';

/** The name credit notes are counted under in invoice_counters (the invoices' own row is `invoice`). */
const CREDIT_NOTE_COUNTER = 'credit_note';

type TOrderRow = typeof orders.$inferSelect;
type TCreditNoteRow = typeof creditNotes.$inferSelect;

/** The VAT inside an amount that includes it, at the order's rate: net + VAT = amount. */
export function splitVat(amountPence: number, vatRateBp: number): { netPence: number; vatPence: number } {
  const netPence = Math.round((amountPence * 10_000) / (10_000 + vatRateBp));
  return { netPence, vatPence: amountPence - netPence };
}

/**
 * Issue the credit note of the refund `refundId` (inside the refund's transaction). Nothing when the
 * order has no invoice (it was never paid) or nothing was given back; once per refund.
 */
export async function issueCreditNote(
  tx: TDb,
  options: { order: TOrderRow; refundId: string; amountPence: number; reason: string; issuedAt: Date },
): Promise<number | null> {
  if (options.amountPence <= 0) return null;
  const [invoice] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.orderId, options.order.id))
    .limit(1);
  if (!invoice) return null;
  const [existing] = await tx
    .select({ number: creditNotes.creditNoteNumber })
    .from(creditNotes)
    .where(eq(creditNotes.refundId, options.refundId))
    .limit(1);
  if (existing) return existing.number;
  const creditNoteNumber = await nextInvoiceNumber(tx, CREDIT_NOTE_COUNTER);
  await tx.insert(creditNotes).values({
    creditNoteNumber,
    invoiceId: invoice.id,
    orderId: options.order.id,
    refundId: options.refundId,
    userId: options.order.userId,
    buyer: options.order.buyer,
    ...splitVat(options.amountPence, options.order.vatRateBp),
    amountPence: options.amountPence,
    reason: options.reason,
    issuedAt: options.issuedAt,
  });
  return creditNoteNumber;
}

const creditNoteJson = (row: TCreditNoteRow, invoiceNumber: number): TCreditNote => ({
  number: formatCreditNoteNumber(row.creditNoteNumber),
  invoiceNumber,
  issuedAt: row.issuedAt.toISOString(),
  netPence: row.netPence,
  vatPence: row.vatPence,
  amountPence: row.amountPence,
  reason: row.reason,
});

/** The credit notes of these orders, oldest first, by order id. */
export async function creditNotesOf(db: TDb, orderIds: string[]): Promise<Map<string, TCreditNote[]>> {
  const found = new Map<string, TCreditNote[]>();
  if (orderIds.length === 0) return found;
  const rows = await db
    .select({ note: creditNotes, invoiceNumber: invoices.invoiceNumber })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(inArray(creditNotes.orderId, orderIds))
    .orderBy(asc(creditNotes.creditNoteNumber));
  for (const { note, invoiceNumber } of rows) {
    found.set(note.orderId, [...(found.get(note.orderId) ?? []), creditNoteJson(note, invoiceNumber)]);
  }
  return found;
}

/** Money given back (or being given back) on each order, pence: refunds that did not fail. */
export async function refundedPenceOf(db: TDb, orderIds: string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderRefunds.orderId, total: sql<string>`coalesce(sum(${orderRefunds.amountPence}), 0)` })
    .from(orderRefunds)
    .where(and(inArray(orderRefunds.orderId, orderIds), ne(orderRefunds.status, 'failed')))
    .groupBy(orderRefunds.orderId);
  return new Map(rows.map((row) => [row.orderId, Number(row.total)]));
}

/**
 * A credit note as a PDF: for staff any of them, for a customer only their own (anyone else's is
 * not found, as with invoices).
 */
export async function creditNotePdf(
  db: TDb,
  options: { creditNoteNumber: number; userId: string | null },
): Promise<{ filename: string; pdf: Buffer }> {
  const [row] = await db
    .select({ note: creditNotes, invoiceNumber: invoices.invoiceNumber, order: orders })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(
      and(
        eq(creditNotes.creditNoteNumber, options.creditNoteNumber),
        options.userId === null ? undefined : eq(creditNotes.userId, options.userId),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Credit note not found.');
  const number = formatCreditNoteNumber(row.note.creditNoteNumber);
  const pdf = await renderCreditNotePdf({
    number,
    invoiceNumber: row.invoiceNumber,
    orderId: row.order.id,
    issuedAt: row.note.issuedAt,
    buyer: { name: row.note.buyer.name, email: row.note.buyer.email || null, country: row.note.buyer.country },
    reason: row.note.reason,
    vatRatePercent: row.order.vatRateBp / 100,
    netPence: row.note.netPence,
    vatPence: row.note.vatPence,
    amountPence: row.note.amountPence,
    invoiceTotalPence: row.order.totalPence,
  });
  return { filename: `${number}.pdf`, pdf };
}

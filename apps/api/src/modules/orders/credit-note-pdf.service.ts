// A credit note as a PDF (issue 20): the seller, the buyer, the invoice it credits, why, and the
// amount given back split into net and VAT, in pounds (en-GB). Laid out like the invoice.
import { formatDate, formatPounds } from '@launchpad/shared';
import { pdfFont, pdfText } from '../../lib/pdf-fonts';
import {
  INK,
  MARGIN,
  MUTED,
  drawFootnote,
  drawLetterhead,
  drawParty,
  drawRule,
  drawTotals,
  openA4Document,
} from './invoice-pdf.service';

export type TCreditNoteDocument = {
  /** CN-000001 */
  number: string;
  invoiceNumber: number;
  orderId: string;
  issuedAt: Date;
  buyer: { name: string; email: string | null; country: string | null };
  reason: string;
  vatRatePercent: number;
  netPence: number;
  vatPence: number;
  amountPence: number;
  invoiceTotalPence: number;
};

const AMOUNT_X = 470;
const AMOUNT_WIDTH = 75;

/** Renders the credit note; `compress: false` keeps the page text readable in the file (tests). */
export function renderCreditNotePdf(note: TCreditNoteDocument, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { doc, done } = openA4Document(
    {
      Title: `Credit note ${note.number}`,
      Subject: `Credit note ${note.number} for invoice ${note.invoiceNumber}`,
    },
    options.compress,
  );
  drawLetterhead(
    doc,
    'Credit note',
    [
      `Credit note number: ${note.number}`,
      `Date: ${formatDate(note.issuedAt)}`,
      `Credits invoice number: ${note.invoiceNumber}`,
    ],
    note.orderId,
  );
  drawParty(doc, 'CREDITED TO', note.buyer, 190);

  let y = 270;
  pdfFont(doc.fillColor(MUTED), 'sans-bold').fontSize(9);
  doc.text('DESCRIPTION', MARGIN, y, { width: 380 });
  doc.text('AMOUNT', AMOUNT_X, y, { width: AMOUNT_WIDTH, align: 'right' });
  y += 16;
  drawRule(doc, y);
  y += 8;
  doc.fillColor(INK).fontSize(10);
  const label =
    note.amountPence >= note.invoiceTotalPence
      ? `Refund in full of invoice ${note.invoiceNumber}`
      : `Partial refund of invoice ${note.invoiceNumber} (${formatPounds(note.invoiceTotalPence)})`;
  pdfText(doc, 'sans', label, MARGIN, y, { width: 380 });
  doc.text(`-${formatPounds(note.netPence)}`, AMOUNT_X, y, { width: AMOUNT_WIDTH, align: 'right' });
  y += 16;
  pdfFont(doc.fillColor(MUTED), 'sans').fontSize(9);
  pdfText(doc, 'sans', `Reason: ${note.reason}`, MARGIN, y, { width: 380 });
  y = doc.y + 10;
  drawRule(doc, y);

  drawTotals(doc, y + 10, [
    ['Net', `-${formatPounds(note.netPence)}`],
    [`VAT at ${note.vatRatePercent}%`, `-${formatPounds(note.vatPence)}`],
    ['Total credited', `-${formatPounds(note.amountPence)}`],
  ]);
  drawFootnote(
    doc,
    `The amount credited has been refunded to the card used to pay invoice ${note.invoiceNumber}. It may take 5 to 10 working days to appear on your statement.`,
  );
  doc.end();
  return done;
}

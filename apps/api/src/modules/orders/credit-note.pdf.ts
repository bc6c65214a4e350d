// A credit note as a PDF (issue 20): the seller, the buyer, the invoice it credits, why, and the
// amount given back split into net and VAT, in pounds (en-GB). Laid out like the invoice.
import { findCountry, formatDate, formatPounds } from '@launchpad/shared';
import PDFDocument from 'pdfkit';
import { pdfFont, pdfText } from '../../lib/pdf-fonts';
import { SELLER } from './invoice.pdf';

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

const MARGIN = 50;
const INK = '#0f172a';
const MUTED = '#64748b';
const ACCENT = '#4f46e5';
const AMOUNT_X = 470;
const AMOUNT_WIDTH = 75;

export function renderCreditNotePdf(note: TCreditNoteDocument, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: `Credit note ${note.number}`,
      Author: SELLER.name,
      Subject: `Credit note ${note.number} for invoice ${note.invoiceNumber}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  pdfText(doc.fillColor(ACCENT).fontSize(20), 'sans-bold', SELLER.name, MARGIN, MARGIN);
  pdfFont(doc.fillColor(MUTED), 'sans').fontSize(9);
  doc.text([...SELLER.address, SELLER.email].join('\n'));
  doc.text(`Company number ${SELLER.companyNumber}`);
  doc.text(`VAT number ${SELLER.vatNumber}`);

  pdfFont(doc.fillColor(INK), 'sans-bold')
    .fontSize(18)
    .text('Credit note', 350, MARGIN, { width: 195, align: 'right' });
  pdfFont(doc, 'sans').fontSize(10);
  doc.text(`Credit note number: ${note.number}`, 350, doc.y + 4, { width: 195, align: 'right' });
  doc.text(`Date: ${formatDate(note.issuedAt)}`, { width: 195, align: 'right' });
  doc.text(`Credits invoice number: ${note.invoiceNumber}`, { width: 195, align: 'right' });
  doc.fontSize(8).text(`Order ${note.orderId}`, { width: 195, align: 'right' });

  let y = 190;
  pdfFont(doc.fillColor(MUTED), 'sans-bold').fontSize(9).text('CREDITED TO', MARGIN, y);
  doc.fillColor(INK).fontSize(10);
  pdfText(doc, 'sans', note.buyer.name, MARGIN, y + 14);
  if (note.buyer.email) pdfText(doc, 'sans', note.buyer.email);
  if (note.buyer.country) pdfText(doc, 'sans', findCountry(note.buyer.country)?.name ?? note.buyer.country);

  y = 270;
  pdfFont(doc.fillColor(MUTED), 'sans-bold').fontSize(9);
  doc.text('DESCRIPTION', MARGIN, y, { width: 380 });
  doc.text('AMOUNT', AMOUNT_X, y, { width: AMOUNT_WIDTH, align: 'right' });
  y += 16;
  doc.moveTo(MARGIN, y).lineTo(545, y).strokeColor('#e2e8f0').stroke();
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
  doc.moveTo(MARGIN, y).lineTo(545, y).strokeColor('#e2e8f0').stroke();
  y += 10;

  const total = (text: string, value: string, bold = false) => {
    doc.fillColor(INK).fontSize(bold ? 12 : 10);
    pdfText(doc, bold ? 'sans-bold' : 'sans', text, 300, y, { width: 160, align: 'right' });
    doc.text(value, AMOUNT_X, y, { width: AMOUNT_WIDTH, align: 'right' });
    y += bold ? 18 : 15;
  };
  total('Net', `-${formatPounds(note.netPence)}`);
  total(`VAT at ${note.vatRatePercent}%`, `-${formatPounds(note.vatPence)}`);
  total('Total credited', `-${formatPounds(note.amountPence)}`, true);

  pdfFont(doc.fillColor(MUTED), 'sans').fontSize(8);
  doc.text(
    `The amount credited has been refunded to the card used to pay invoice ${note.invoiceNumber}. It may take 5 to 10 working days to appear on your statement.`,
    MARGIN,
    760,
    { width: 495, align: 'center' },
  );
  doc.end();
  return done;
}

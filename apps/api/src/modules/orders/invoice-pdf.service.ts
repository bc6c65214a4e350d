// The invoice as a PDF (issue 5): seller and buyer, lines, discount, VAT and totals in pounds (en-GB).
import { findCountry, formatDate, formatPounds } from '@launchpad/shared';
import PDFDocument from 'pdfkit';
import { pdfFont, pdfText } from '../../lib/pdf-fonts';

/** Who sells: shown on every invoice. */
export const SELLER = {
  name: 'Launchpad Ltd',
  address: ['20 Wenlock Road', 'London', 'N1 7GU', 'United Kingdom'],
  companyNumber: '14325678',
  vatNumber: 'GB 412 3456 78',
  email: 'billing@launchpad.example',
} as const;

export type TInvoiceDocument = {
  invoiceNumber: number;
  issuedAt: Date;
  orderId: string;
  buyer: { name: string; email: string | null; country: string | null };
  couponName: string | null;
  vatRatePercent: number;
  subtotalPence: number;
  discountPence: number;
  vatPence: number;
  totalPence: number;
  lines: {
    description: string;
    quantity: number;
    years: number | null;
    unitPricePence: number;
    amountPence: number;
    discountPence: number;
    child: boolean;
  }[];
};

export const MARGIN = 50;
export const INK = '#0f172a';
export const MUTED = '#64748b';
const ACCENT = '#4f46e5';
const RULE = '#e2e8f0';
/** Column x positions: description, quantity, unit price, amount (right-aligned in their widths). */
const COLUMNS = { description: MARGIN, quantity: 330, unit: 380, amount: 470 } as const;
const WIDTHS = { description: 270, quantity: 40, unit: 80, amount: 75 } as const;

type TPdf = InstanceType<typeof PDFDocument>;
type TParty = { name: string; email: string | null; country: string | null };

/** An A4 document with its metadata, and the bytes once it ends; `compress: false` keeps text readable (tests). */
export function openA4Document(info: { Title: string; Subject: string }, compress = true) {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, compress, info: { ...info, Author: SELLER.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The seller on the left; on the right the document's title, its details and the order it belongs to. */
export function drawLetterhead(doc: TPdf, title: string, details: string[], orderId: string): void {
  pdfText(doc.fillColor(ACCENT).fontSize(20), 'sans-bold', SELLER.name, MARGIN, MARGIN);
  pdfFont(doc.fillColor(MUTED), 'sans').fontSize(9);
  doc.text([...SELLER.address, SELLER.email].join('\n'));
  doc.text(`Company number ${SELLER.companyNumber}`);
  doc.text(`VAT number ${SELLER.vatNumber}`);

  pdfFont(doc.fillColor(INK), 'sans-bold').fontSize(18).text(title, 350, MARGIN, { width: 195, align: 'right' });
  pdfFont(doc, 'sans').fontSize(10);
  const right = { width: 195, align: 'right' } as const;
  const [first, ...rest] = details;
  if (first) doc.text(first, 350, doc.y + 4, right);
  for (const detail of rest) doc.text(detail, right);
  doc.fontSize(8).text(`Order ${orderId}`, right);
}

/** The buyer under a small label ("BILLED TO"), from `y`. */
export function drawParty(doc: TPdf, label: string, party: TParty, y: number): void {
  pdfFont(doc.fillColor(MUTED), 'sans-bold').fontSize(9).text(label, MARGIN, y);
  doc.fillColor(INK).fontSize(10);
  pdfText(doc, 'sans', party.name, MARGIN, y + 14);
  if (party.email) pdfText(doc, 'sans', party.email);
  if (party.country) pdfText(doc, 'sans', findCountry(party.country)?.name ?? party.country);
}

/** A thin rule across the page at `y`. */
export function drawRule(doc: TPdf, y: number): void {
  doc.moveTo(MARGIN, y).lineTo(545, y).strokeColor(RULE).stroke();
}

/** Totals right-aligned under the amounts column, from `y`; the last row bold. Returns the next y. */
export function drawTotals(doc: TPdf, y: number, rows: [label: string, value: string][]): number {
  let next = y;
  for (const [index, [label, value]] of rows.entries()) {
    const bold = index === rows.length - 1;
    doc.fillColor(INK).fontSize(bold ? 12 : 10);
    pdfText(doc, bold ? 'sans-bold' : 'sans', label, 300, next, { width: 160, align: 'right' });
    doc.text(value, COLUMNS.amount, next, { width: WIDTHS.amount, align: 'right' });
    next += bold ? 18 : 15;
  }
  return next;
}

/** The small print at the foot of the page. */
export function drawFootnote(doc: TPdf, text: string): void {
  pdfFont(doc.fillColor(MUTED), 'sans').fontSize(8);
  doc.text(text, MARGIN, 760, { width: 495, align: 'center' });
}

/** Renders the invoice; `compress: false` keeps the page text readable in the file (tests). */
export function renderInvoicePdf(invoice: TInvoiceDocument, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { doc, done } = openA4Document(
    {
      Title: `Invoice ${invoice.invoiceNumber}`,
      Subject: `Invoice ${invoice.invoiceNumber} for order ${invoice.orderId}`,
    },
    options.compress,
  );
  drawLetterhead(
    doc,
    'Invoice',
    [`Invoice number: ${invoice.invoiceNumber}`, `Date: ${formatDate(invoice.issuedAt)}`],
    invoice.orderId,
  );
  pdfFont(doc.fillColor('#15803d'), 'sans-bold').fontSize(10).text('PAID', { width: 195, align: 'right' });
  drawParty(doc, 'BILLED TO', invoice.buyer, 190);

  // Lines.
  let y = 270;
  const header = (label: string, column: keyof typeof COLUMNS, align: 'left' | 'right') =>
    doc.text(label, COLUMNS[column], y, { width: WIDTHS[column], align });
  pdfFont(doc.fillColor(MUTED), 'sans-bold').fontSize(9);
  header('DESCRIPTION', 'description', 'left');
  header('QTY', 'quantity', 'right');
  header('UNIT PRICE', 'unit', 'right');
  header('AMOUNT', 'amount', 'right');
  y += 16;
  drawRule(doc, y);
  y += 8;

  pdfFont(doc.fillColor(INK), 'sans').fontSize(10);
  for (const line of invoice.lines) {
    if (y > 700) {
      doc.addPage();
      y = MARGIN;
    }
    const label = `${line.child ? '   ' : ''}${line.description}${line.years ? ` (${line.years} ${line.years === 1 ? 'year' : 'years'})` : ''}`;
    const height = doc.heightOfString(label, { width: WIDTHS.description });
    pdfText(doc, 'sans', label, COLUMNS.description, y, { width: WIDTHS.description });
    doc.text(String(line.quantity), COLUMNS.quantity, y, { width: WIDTHS.quantity, align: 'right' });
    doc.text(formatPounds(line.unitPricePence), COLUMNS.unit, y, { width: WIDTHS.unit, align: 'right' });
    doc.text(formatPounds(line.amountPence), COLUMNS.amount, y, { width: WIDTHS.amount, align: 'right' });
    y += Math.max(height, 12) + 6;
  }
  drawRule(doc, y);

  drawTotals(doc, y + 10, [
    ['Subtotal', formatPounds(invoice.subtotalPence)],
    ...(invoice.discountPence > 0
      ? ([
          [
            `Discount${invoice.couponName ? ` (${invoice.couponName})` : ''}`,
            `-${formatPounds(invoice.discountPence)}`,
          ],
          ['Net', formatPounds(invoice.subtotalPence - invoice.discountPence)],
        ] as [string, string][])
      : []),
    [`VAT at ${invoice.vatRatePercent}%`, formatPounds(invoice.vatPence)],
    ['Total paid', formatPounds(invoice.totalPence)],
  ]);
  drawFootnote(
    doc,
    `Prices exclude VAT, which is charged at ${invoice.vatRatePercent}% on the amount after any discount. Thank you for building with ${SELLER.name}.`,
  );
  doc.end();
  return done;
}

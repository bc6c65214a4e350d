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

const MARGIN = 50;
const INK = '#0f172a';
const MUTED = '#64748b';
const ACCENT = '#4f46e5';
/** Column x positions: description, quantity, unit price, amount (right-aligned in their widths). */
const COLUMNS = { description: MARGIN, quantity: 330, unit: 380, amount: 470 } as const;
const WIDTHS = { description: 270, quantity: 40, unit: 80, amount: 75 } as const;

/** Renders the invoice; `compress: false` keeps the page text readable in the file (tests). */
export function renderInvoicePdf(invoice: TInvoiceDocument, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: `Invoice ${invoice.invoiceNumber}`,
      Author: SELLER.name,
      Subject: `Invoice ${invoice.invoiceNumber} for order ${invoice.orderId}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Seller, and the invoice's own details on the right.
  pdfText(doc.fillColor(ACCENT).fontSize(20), 'sans-bold', SELLER.name, MARGIN, MARGIN);
  pdfFont(doc.fillColor(MUTED), 'sans').fontSize(9);
  doc.text([...SELLER.address, SELLER.email].join('\n'));
  doc.text(`Company number ${SELLER.companyNumber}`);
  doc.text(`VAT number ${SELLER.vatNumber}`);

  pdfFont(doc.fillColor(INK), 'sans-bold').fontSize(18).text('Invoice', 350, MARGIN, { width: 195, align: 'right' });
  pdfFont(doc, 'sans').fontSize(10);
  doc.text(`Invoice number: ${invoice.invoiceNumber}`, 350, doc.y + 4, { width: 195, align: 'right' });
  doc.text(`Date: ${formatDate(invoice.issuedAt)}`, { width: 195, align: 'right' });
  doc.fontSize(8).text(`Order ${invoice.orderId}`, { width: 195, align: 'right' });
  pdfFont(doc.fillColor('#15803d'), 'sans-bold').fontSize(10).text('PAID', { width: 195, align: 'right' });

  // Buyer.
  let y = 190;
  pdfFont(doc.fillColor(MUTED), 'sans-bold').fontSize(9).text('BILLED TO', MARGIN, y);
  doc.fillColor(INK).fontSize(10);
  pdfText(doc, 'sans', invoice.buyer.name, MARGIN, y + 14);
  if (invoice.buyer.email) pdfText(doc, 'sans', invoice.buyer.email);
  if (invoice.buyer.country) pdfText(doc, 'sans', findCountry(invoice.buyer.country)?.name ?? invoice.buyer.country);

  // Lines.
  y = 270;
  const header = (label: string, column: keyof typeof COLUMNS, align: 'left' | 'right') =>
    doc.text(label, COLUMNS[column], y, { width: WIDTHS[column], align });
  pdfFont(doc.fillColor(MUTED), 'sans-bold').fontSize(9);
  header('DESCRIPTION', 'description', 'left');
  header('QTY', 'quantity', 'right');
  header('UNIT PRICE', 'unit', 'right');
  header('AMOUNT', 'amount', 'right');
  y += 16;
  doc.moveTo(MARGIN, y).lineTo(545, y).strokeColor('#e2e8f0').stroke();
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
  doc.moveTo(MARGIN, y).lineTo(545, y).strokeColor('#e2e8f0').stroke();
  y += 10;

  // Totals.
  const total = (label: string, value: string, bold = false) => {
    doc.fontSize(bold ? 12 : 10);
    pdfText(doc, bold ? 'sans-bold' : 'sans', label, 300, y, { width: 160, align: 'right' });
    doc.text(value, COLUMNS.amount, y, { width: WIDTHS.amount, align: 'right' });
    y += bold ? 18 : 15;
  };
  total('Subtotal', formatPounds(invoice.subtotalPence));
  if (invoice.discountPence > 0) {
    total(`Discount${invoice.couponName ? ` (${invoice.couponName})` : ''}`, `-${formatPounds(invoice.discountPence)}`);
    total('Net', formatPounds(invoice.subtotalPence - invoice.discountPence));
  }
  total(`VAT at ${invoice.vatRatePercent}%`, formatPounds(invoice.vatPence));
  total('Total paid', formatPounds(invoice.totalPence), true);

  pdfFont(doc.fillColor(MUTED), 'sans').fontSize(8);
  doc.text(
    `Prices exclude VAT, which is charged at ${invoice.vatRatePercent}% on the amount after any discount. Thank you for building with ${SELLER.name}.`,
    MARGIN,
    760,
    { width: 495, align: 'center' },
  );
  doc.end();
  return done;
}

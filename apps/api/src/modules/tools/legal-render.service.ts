// A finished legal document (issue 8) as a PDF (pdfkit) or a Word document (docx). Both take the checked
// document from the shared renderer, so what is downloaded is what the preview showed.
import { JURISDICTION_TERMS, type TLegalDocument, paragraphText } from '@launchpad/shared';
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';
import { pdfFont, pdfText } from '../../lib/pdf-fonts';

const MARGIN = 72;
const INK = '#111827';
const MUTED = '#4b5563';

/** Numbered paragraphs ("2.1") when a numbered section has more than one. */
function numberedParagraphs(section: TLegalDocument['sections'][number]): { label: string | null; text: string }[] {
  return section.paragraphs.map((paragraph, index) => ({
    label: section.number && section.paragraphs.length > 1 ? `${section.number}.${index + 1}` : null,
    text: paragraphText(paragraph),
  }));
}

const sectionHeading = (section: TLegalDocument['sections'][number]) =>
  section.number ? `${section.number}. ${section.heading}` : section.heading;

const footerLine = (document: TLegalDocument) =>
  `Governed by the law of ${JURISDICTION_TERMS[document.jurisdiction].name}`;

/** `compress: false` keeps the page text readable in the file (tests). */
export function renderLegalPdf(document: TLegalDocument, options: { compress?: boolean } = {}): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: document.title, Author: 'Launchpad legal templates', Subject: document.title },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - MARGIN * 2;

  pdfText(pdf.fillColor(INK).fontSize(18), 'serif-bold', document.title.toUpperCase(), undefined, undefined, {
    align: 'center',
  });
  pdf.moveDown(1.2);
  pdf.fontSize(11);
  for (const paragraph of document.preamble) {
    pdfText(pdf, 'serif', paragraphText(paragraph), undefined, undefined, { align: 'justify', lineGap: 2 }).moveDown(
      0.6,
    );
  }

  for (const section of document.sections) {
    pdf.moveDown(0.4);
    // Keep a heading with the start of its text.
    if (pdf.y > pdf.page.height - MARGIN - 60) pdf.addPage();
    pdfText(pdf.fontSize(12), 'serif-bold', sectionHeading(section), MARGIN, pdf.y, { width }).moveDown(0.3);
    pdfFont(pdf, 'serif').fontSize(11);
    for (const { label, text } of numberedParagraphs(section)) {
      if (label) {
        const y = pdf.y;
        pdf.text(label, MARGIN, y, { width: 30 });
        pdfText(pdf, 'serif', text, MARGIN + 32, y, { width: width - 32, align: 'justify', lineGap: 2 });
      } else {
        pdfText(pdf, 'serif', text, MARGIN, pdf.y, { width, align: 'justify', lineGap: 2 });
      }
      pdf.moveDown(0.5);
    }
  }

  if (document.signatures.length) {
    if (pdf.y > pdf.page.height - MARGIN - 120 * Math.min(2, document.signatures.length)) pdf.addPage();
    pdf.moveDown(1);
    for (const signature of document.signatures) {
      if (pdf.y > pdf.page.height - MARGIN - 110) pdf.addPage();
      pdfText(pdf.fontSize(11), 'serif-bold', paragraphText(signature), MARGIN, pdf.y, { width }).moveDown(1.6);
      pdfFont(pdf, 'serif').fontSize(10).fillColor(MUTED);
      for (const line of ['Signature', 'Name', 'Title', 'Date']) {
        const y = pdf.y;
        pdf.text(`${line}:`, MARGIN, y, { width: 60 });
        pdf.text('_'.repeat(45), MARGIN + 60, y, { width: width - 60 }).moveDown(0.7);
      }
      pdf.fillColor(INK).moveDown(0.8);
    }
  }

  // Footer on every page: the governing law and the page number.
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    pdf.switchToPage(index);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.fontSize(8).fillColor(MUTED);
    pdfText(
      pdf,
      'serif',
      `${document.title} · ${footerLine(document)} · Page ${index + 1} of ${range.count}`,
      MARGIN,
      pdf.page.height - 40,
      { width, align: 'center', lineBreak: false },
    );
    pdf.page.margins.bottom = bottom;
  }
  pdf.end();
  return done;
}

export function renderLegalDocx(document: TLegalDocument): Promise<Buffer> {
  const body = (text: string) =>
    new Paragraph({ alignment: AlignmentType.JUSTIFIED, spacing: { after: 160 }, children: [new TextRun(text)] });
  const children: Paragraph[] = [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      alignment: AlignmentType.CENTER,
      spacing: { after: 320 },
      children: [new TextRun({ text: document.title.toUpperCase(), bold: true })],
    }),
    ...document.preamble.map((paragraph) => body(paragraphText(paragraph))),
  ];
  for (const section of document.sections) {
    children.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_2,
        spacing: { before: 240, after: 120 },
        keepNext: true,
        children: [new TextRun({ text: sectionHeading(section), bold: true })],
      }),
    );
    for (const { label, text } of numberedParagraphs(section)) children.push(body(label ? `${label}  ${text}` : text));
  }
  for (const signature of document.signatures) {
    children.push(
      new Paragraph({
        spacing: { before: 480, after: 240 },
        keepNext: true,
        children: [new TextRun({ text: paragraphText(signature), bold: true })],
      }),
      ...['Signature', 'Name', 'Title', 'Date'].map(
        (line) =>
          new Paragraph({
            spacing: { after: 200 },
            keepNext: true,
            children: [new TextRun(`${line}: ______________________________`)],
          }),
      ),
    );
  }
  children.push(
    new Paragraph({
      spacing: { before: 480 },
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: footerLine(document), size: 16, color: '4B5563' })],
    }),
  );
  const doc = new Document({
    title: document.title,
    creator: 'Launchpad legal templates',
    styles: { default: { document: { run: { font: 'Times New Roman', size: 22 } } } },
    sections: [{ children }],
  });
  return Packer.toBuffer(doc);
}

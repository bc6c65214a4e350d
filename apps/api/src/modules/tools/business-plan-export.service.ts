// The business plan document (issue 8): one outline built from the wizard's formData, rendered as a
// typeset PDF (pdfkit) and as a Word document (docx). Blank entries are left out.
import { type TBusinessPlanFormData, filledItems, formatDate, formatPounds, planAmountPence } from '@launchpad/shared';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  ImageRun,
  Packer,
  PageNumber,
  Paragraph,
  TextRun,
} from 'docx';
import PDFDocument from 'pdfkit';
import { pdfFont, pdfText } from '../../lib/pdf-fonts';

type TBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'numbered'; items: string[] }
  /** Labelled entries: a title line with its details under it (competitors, team, milestones). */
  | { kind: 'entries'; items: { title: string; lines: string[] }[] }
  | { kind: 'facts'; items: { label: string; value: string }[] };

type TSection = { heading: string; blocks: TBlock[] };

export type TBusinessPlanOutline = {
  companyName: string;
  tagline: string;
  subtitle: string;
  preparedOn: string;
  image: { data: Buffer; type: 'png' | 'jpg' } | null;
  sections: TSection[];
};

/** "25000" or "£25,000" as £25,000.00; anything that is not an amount as nothing. */
export function asPounds(value: string): string {
  // The form accepts amounts only; anything else (an older saved plan) is left out, never printed.
  const pence = planAmountPence(value);
  return pence === null ? '' : formatPounds(pence);
}

function decodeImage(dataUrl: string): TBusinessPlanOutline['image'] {
  const match = /^data:image\/(png|jpeg);base64,(.+)$/.exec(dataUrl);
  if (!match?.[2]) return null; // WebP has no place in PDF or Word: the document goes without it.
  return { data: Buffer.from(match[2], 'base64'), type: match[1] === 'png' ? 'png' : 'jpg' };
}

/** The document's outline: headings and blocks, only what the user filled in. */
export function businessPlanOutline(form: TBusinessPlanFormData, now: Date = new Date()): TBusinessPlanOutline {
  const text = (value: string): TBlock[] => (value.trim() ? [{ kind: 'paragraph', text: value.trim() }] : []);
  const bullets = (items: string[]): TBlock[] => {
    const kept = filledItems(items).map((item) => item.trim());
    return kept.length ? [{ kind: 'bullets', items: kept }] : [];
  };
  const facts = (items: { label: string; value: string }[]): TBlock[] => {
    const kept = items.filter((item) => item.value.trim());
    return kept.length ? [{ kind: 'facts', items: kept }] : [];
  };
  const entries = (items: { title: string; lines: string[] }[]): TBlock[] => {
    const kept = items
      .map((item) => ({ title: item.title.trim(), lines: item.lines.filter((line) => line.trim()) }))
      .filter((item) => item.title || item.lines.length);
    return kept.length
      ? [{ kind: 'entries', items: kept.map((item) => ({ ...item, title: item.title || 'Untitled' })) }]
      : [];
  };
  const subheading = (label: string, blocks: TBlock[]): TBlock[] =>
    blocks.length ? [{ kind: 'paragraph', text: `§${label}` }, ...blocks] : [];

  const sections: TSection[] = [
    {
      heading: 'Company overview',
      blocks: facts([
        { label: 'Company', value: form.companyName },
        { label: 'Tagline', value: form.tagline },
        { label: 'Location', value: form.location },
        { label: 'Legal structure', value: form.legalStructure },
      ]),
    },
    { heading: 'Executive summary', blocks: text(form.executiveSummary) },
    {
      heading: 'Mission and vision',
      blocks: [...subheading('Mission', text(form.mission)), ...subheading('Vision', text(form.vision))],
    },
    { heading: 'The problem', blocks: bullets(form.problemList) },
    {
      heading: 'Our solution',
      blocks: [...bullets(form.solutionList), ...subheading('Unique value', text(form.uniqueValue))],
    },
    {
      heading: 'Target market',
      blocks: [...bullets(form.targetMarkets), ...subheading('Market size', text(form.marketSize))],
    },
    {
      heading: 'Competition',
      blocks: [
        ...entries(
          form.competitors.map((c) => ({
            title: c.name,
            lines: [c.strengths && `Strengths: ${c.strengths}`, c.weaknesses && `Weaknesses: ${c.weaknesses}`],
          })),
        ),
        ...subheading('Our advantage', text(form.competitiveAdvantage)),
      ],
    },
    { heading: 'Sales channels', blocks: bullets(form.salesChannelsList) },
    {
      heading: 'Marketing',
      blocks: [...bullets(form.marketingActivities), ...subheading('Pricing', text(form.pricingStrategy))],
    },
    {
      heading: 'Milestones',
      blocks: entries(
        form.milestones.map((m) => ({
          title: [m.title, m.date && `(${m.date})`].filter(Boolean).join(' '),
          lines: [m.description],
        })),
      ),
    },
    {
      heading: 'Team',
      blocks: entries(
        form.teamMembers.map((t) => ({
          title: [t.name, t.role && `– ${t.role}`].filter(Boolean).join(' '),
          lines: [t.bio],
        })),
      ),
    },
    {
      heading: 'Resources',
      blocks: entries(form.resources.map((r) => ({ title: r.name, lines: [r.description] }))),
    },
    {
      heading: 'Financial plan',
      blocks: [
        ...facts([
          { label: 'Start-up costs', value: asPounds(form.startupCosts) },
          { label: 'Monthly revenue', value: asPounds(form.monthlyRevenue) },
          { label: 'Monthly costs', value: asPounds(form.monthlyCosts) },
          { label: 'Funding required', value: asPounds(form.fundingRequired) },
        ]),
        ...subheading('Revenue model', text(form.revenueModel)),
        ...subheading('Use of funds', text(form.useOfFunds)),
      ],
    },
    {
      heading: 'Notes',
      blocks: filledItems(form.notes).map((note) => ({ kind: 'paragraph' as const, text: note.trim() })),
    },
  ];

  return {
    companyName: form.companyName.trim(),
    tagline: form.tagline.trim(),
    subtitle: 'Business plan',
    preparedOn: formatDate(now),
    image: decodeImage(form.image),
    sections: sections.filter((section) => section.blocks.length > 0),
  };
}

/** Paragraphs starting with § are subheadings inside a section. */
const isSubheading = (block: { text: string }): boolean => block.text.startsWith('§');

/* ---------------------------------- PDF ---------------------------------- */

const MARGIN = 64;
const INK = '#0f172a';
const BODY = '#334155';
const MUTED = '#64748b';
const ACCENT = '#4f46e5';
const RULE = '#e2e8f0';

/** Renders the PDF; `compress: false` keeps the page text readable in the file. */
export function renderBusinessPlanPdf(
  outline: TBusinessPlanOutline,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 10, left: MARGIN, right: MARGIN },
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: `${outline.companyName} – Business plan`, Author: outline.companyName, Subject: 'Business plan' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  // Cover.
  doc.rect(0, 0, doc.page.width, 10).fill(ACCENT);
  let y = 200;
  if (outline.image) {
    try {
      doc.image(outline.image.data, MARGIN, 150, { fit: [140, 140] });
      y = 320;
    } catch {
      // An image pdfkit cannot read: the cover goes without it.
    }
  }
  pdfText(doc.fillColor(ACCENT).fontSize(11), 'sans-bold', outline.subtitle.toUpperCase(), MARGIN, y, {
    characterSpacing: 2,
  });
  doc.moveDown(0.6);
  pdfText(doc.fillColor(INK).fontSize(34), 'sans-bold', outline.companyName, undefined, undefined, { width });
  if (outline.tagline) {
    doc.moveDown(0.4);
    pdfText(doc.fillColor(BODY).fontSize(15), 'sans', outline.tagline, undefined, undefined, { width });
  }
  doc.moveDown(1.2);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + 80, doc.y)
    .lineWidth(2)
    .strokeColor(ACCENT)
    .stroke();
  doc.moveDown(1);
  pdfFont(doc.fillColor(MUTED), 'sans').fontSize(10).text(`Prepared ${outline.preparedOn}`);

  // Contents.
  doc.moveDown(4);
  pdfFont(doc.fillColor(INK), 'sans-bold').fontSize(12).text('Contents', MARGIN);
  doc.moveDown(0.4);
  pdfFont(doc, 'sans').fontSize(10).fillColor(BODY);
  outline.sections.forEach((section, i) =>
    doc.text(`${i + 1}.  ${section.heading}`, MARGIN, undefined, { lineGap: 3 }),
  );

  // Sections.
  // Sections flow on from page 2; a section starts on a new page only when little room is left.
  outline.sections.forEach((section, index) => {
    if (index === 0 || doc.y > bottom() - 180) doc.addPage();
    else doc.moveDown(2);
    doc.x = MARGIN;
    pdfFont(doc.fillColor(ACCENT), 'sans-bold')
      .fontSize(10)
      .text(String(index + 1).padStart(2, '0'), MARGIN);
    doc.fillColor(INK).fontSize(22).text(section.heading, MARGIN, undefined, { width });
    doc.moveDown(0.3);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(1)
      .strokeColor(RULE)
      .stroke();
    doc.moveDown(0.9);
    for (const block of section.blocks) renderPdfBlock(doc, block, width, ensure);
  });

  // Running footer on every page but the cover.
  const range = doc.bufferedPageRange();
  for (let i = 1; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    const footerY = doc.page.height - MARGIN + 10;
    doc.page.margins.bottom = 0;
    doc.fillColor(MUTED).fontSize(8);
    pdfText(doc, 'sans', `${outline.companyName} – Business plan`, MARGIN, footerY, {
      width: width / 2,
      lineBreak: false,
    });
    doc.text(`Page ${i + 1} of ${range.count}`, MARGIN + width / 2, footerY, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}

function renderPdfBlock(doc: PDFKit.PDFDocument, block: TBlock, width: number, ensure: (height: number) => void) {
  const body = () => pdfFont(doc.fillColor(BODY), 'sans').fontSize(11);
  switch (block.kind) {
    case 'paragraph': {
      if (isSubheading(block)) {
        ensure(40);
        doc.moveDown(0.3);
        pdfText(doc.fillColor(INK).fontSize(13), 'sans-bold', block.text.slice(1), MARGIN, undefined, { width });
        doc.moveDown(0.3);
        return;
      }
      pdfText(body(), 'sans', block.text, MARGIN, undefined, { width, lineGap: 3, align: 'left' });
      doc.moveDown(0.8);
      return;
    }
    case 'bullets':
    case 'numbered':
      block.items.forEach((item, i) => {
        body();
        const height = doc.heightOfString(item, { width: width - 18, lineGap: 3 });
        ensure(height + 6);
        const top = doc.y;
        if (block.kind === 'bullets') doc.circle(MARGIN + 4, top + 6, 2.2).fill(ACCENT);
        else pdfFont(doc.fillColor(ACCENT), 'sans-bold').text(`${i + 1}.`, MARGIN, top, { width: 16 });
        pdfText(body(), 'sans', item, MARGIN + 18, top, { width: width - 18, lineGap: 3 });
        doc.moveDown(0.35);
      });
      doc.x = MARGIN;
      doc.moveDown(0.5);
      return;
    case 'entries':
      for (const entry of block.items) {
        ensure(50);
        pdfText(doc.fillColor(INK).fontSize(12), 'sans-bold', entry.title, MARGIN, undefined, { width });
        doc.moveDown(0.15);
        for (const line of entry.lines) pdfText(body(), 'sans', line, MARGIN, undefined, { width, lineGap: 3 });
        doc.moveDown(0.7);
      }
      return;
    case 'facts':
      for (const fact of block.items) {
        body();
        const height = doc.heightOfString(fact.value, { width: width - 150 });
        ensure(height + 12);
        const top = doc.y;
        pdfFont(doc.fillColor(MUTED), 'sans-bold')
          .fontSize(10)
          .text(fact.label, MARGIN, top + 1, { width: 140 });
        pdfText(body(), 'sans', fact.value, MARGIN + 150, top, { width: width - 150 });
        doc.y = Math.max(doc.y, top + 14) + 6;
        doc
          .moveTo(MARGIN, doc.y - 3)
          .lineTo(MARGIN + width, doc.y - 3)
          .lineWidth(0.5)
          .strokeColor(RULE)
          .stroke();
      }
      doc.x = MARGIN;
      doc.moveDown(0.8);
      return;
  }
}

/* ---------------------------------- DOCX ---------------------------------- */

/** Pixel size of a PNG or JPEG, read through pdfkit (already a dependency), fitted into `box`. */
function fittedSize(image: Buffer, box: number): { width: number; height: number } {
  try {
    const probe = new PDFDocument({ autoFirstPage: false }) as PDFKit.PDFDocument & {
      openImage(src: Buffer): { width: number; height: number };
    };
    const opened = probe.openImage(image);
    const scale = Math.min(box / opened.width, box / opened.height, 1);
    return { width: Math.round(opened.width * scale), height: Math.round(opened.height * scale) };
  } catch {
    return { width: box, height: box };
  }
}

export async function renderBusinessPlanDocx(outline: TBusinessPlanOutline): Promise<Buffer> {
  const cover: Paragraph[] = [];
  if (outline.image) {
    cover.push(
      new Paragraph({
        spacing: { before: 1200, after: 400 },
        children: [
          new ImageRun({
            type: outline.image.type,
            data: outline.image.data,
            transformation: fittedSize(outline.image.data, 160),
          }),
        ],
      }),
    );
  }
  cover.push(
    new Paragraph({
      spacing: { before: outline.image ? 0 : 2400, after: 200 },
      children: [
        new TextRun({
          text: outline.subtitle.toUpperCase(),
          bold: true,
          color: '4F46E5',
          size: 22,
          characterSpacing: 40,
        }),
      ],
    }),
    new Paragraph({
      heading: HeadingLevel.TITLE,
      children: [new TextRun({ text: outline.companyName, bold: true, size: 64, color: '0F172A' })],
    }),
  );
  if (outline.tagline) {
    cover.push(
      new Paragraph({
        spacing: { after: 300 },
        children: [new TextRun({ text: outline.tagline, size: 30, color: '334155' })],
      }),
    );
  }
  cover.push(
    new Paragraph({
      border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: '4F46E5', space: 4 } },
      children: [],
    }),
    new Paragraph({
      spacing: { before: 200 },
      children: [new TextRun({ text: `Prepared ${outline.preparedOn}`, color: '64748B', size: 20 })],
    }),
  );

  const body: Paragraph[] = [];
  outline.sections.forEach((section, index) => {
    body.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_1,
        keepNext: true,
        spacing: { before: index === 0 ? 0 : 480, after: 240 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: 'E2E8F0', space: 6 } },
        children: [
          new TextRun({ text: `${String(index + 1).padStart(2, '0')}  `, color: '4F46E5', bold: true }),
          new TextRun({ text: section.heading, color: '0F172A', bold: true }),
        ],
      }),
    );
    for (const block of section.blocks) body.push(...docxBlock(block));
  });

  const doc = new Document({
    creator: outline.companyName,
    title: `${outline.companyName} – Business plan`,
    styles: {
      default: {
        document: { run: { font: 'Calibri', size: 22, color: '334155' }, paragraph: { spacing: { line: 300 } } },
      },
    },
    numbering: {
      config: [
        {
          reference: 'numbered',
          levels: [{ level: 0, format: 'decimal', text: '%1.', alignment: AlignmentType.START }],
        },
      ],
    },
    sections: [
      { children: cover },
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({
                    text: `${outline.companyName} – Business plan   ·   Page `,
                    color: '64748B',
                    size: 16,
                  }),
                  new TextRun({ children: [PageNumber.CURRENT], color: '64748B', size: 16 }),
                ],
              }),
            ],
          }),
        },
        children: body,
      },
    ],
  });
  return Packer.toBuffer(doc);
}

function docxBlock(block: TBlock): Paragraph[] {
  switch (block.kind) {
    case 'paragraph':
      if (isSubheading(block)) {
        return [
          new Paragraph({
            heading: HeadingLevel.HEADING_2,
            spacing: { before: 200, after: 100 },
            children: [new TextRun({ text: block.text.slice(1), color: '0F172A', bold: true })],
          }),
        ];
      }
      return [new Paragraph({ spacing: { after: 160 }, children: [new TextRun(block.text)] })];
    case 'bullets':
      return block.items.map(
        (item) => new Paragraph({ bullet: { level: 0 }, spacing: { after: 80 }, children: [new TextRun(item)] }),
      );
    case 'numbered':
      return block.items.map(
        (item) => new Paragraph({ numbering: { reference: 'numbered', level: 0 }, children: [new TextRun(item)] }),
      );
    case 'entries':
      return block.items.flatMap((entry) => [
        new Paragraph({
          spacing: { before: 160, after: 60 },
          children: [new TextRun({ text: entry.title, bold: true, color: '0F172A' })],
        }),
        ...entry.lines.map((line) => new Paragraph({ spacing: { after: 60 }, children: [new TextRun(line)] })),
      ]);
    case 'facts':
      return block.items.map(
        (fact) =>
          new Paragraph({
            spacing: { after: 80 },
            children: [new TextRun({ text: `${fact.label}: `, bold: true, color: '64748B' }), new TextRun(fact.value)],
          }),
      );
  }
}

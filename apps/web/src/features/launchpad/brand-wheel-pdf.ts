// The brand wheel as a PDF (issue 7, issue 22): the wheel in the brand's colours with the blocks listed under
// it, real text in embedded fonts so names in any script print. Loaded only when the PDF is asked for.
import type { TBrandWheelContent } from '@launchpad/shared';
import { jsPDF } from 'jspdf';
import {
  type TPdfFontSource,
  type TPdfTextOptions,
  type TPdfWriter,
  fetchPdfFont,
  unicodeFonts,
} from '@/lib/pdf-fonts';
import { firstTexts } from './builder-rules';
import { WHEEL_BLOCKS, textOn } from './components/brand-wheel';

type TWheel = TBrandWheelContent['brand_wheel'];

const FALLBACK_COLOURS = ['#5a4de4', '#8a83f8', '#12b76a', '#f79009'];
const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const INK = '#141926';
const MUTED = '#5b6478';

const polar = (cx: number, cy: number, r: number, deg: number): [number, number] => {
  const t = ((deg - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(t), cy + r * Math.sin(t)];
};

/** A ring segment as a closed polygon (arcs in 2° steps). */
function segment(pdf: jsPDF, cx: number, cy: number, inner: number, outer: number, from: number, to: number) {
  const points: [number, number][] = [];
  const steps = Math.max(2, Math.ceil((to - from) / 2));
  for (let i = 0; i <= steps; i += 1) points.push(polar(cx, cy, outer, from + ((to - from) * i) / steps));
  for (let i = steps; i >= 0; i -= 1) points.push(polar(cx, cy, inner, from + ((to - from) * i) / steps));
  const [start, ...rest] = points;
  if (!start) return;
  let [px, py] = start;
  const deltas = rest.map(([x, y]) => {
    const delta = [x - px, y - py];
    [px, py] = [x, y];
    return delta;
  });
  pdf.lines(deltas, start[0], start[1], [1, 1], 'F', true);
}

/** Lines of `text` centred on (x, y), at most `maxLines` (the last cut with an ellipsis). */
function centredLines(
  writer: TPdfWriter,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  maxLines: number,
  options: TPdfTextOptions,
) {
  const wrapped = writer.wrap(text, maxWidth, options);
  const lines = wrapped.slice(0, maxLines);
  if (wrapped.length > maxLines) lines[maxLines - 1] = writer.fit(`${lines[maxLines - 1]}…`, maxWidth, options);
  const leading = options.size * 1.25;
  const first = y - ((lines.length - 1) * leading) / 2 + options.size * 0.35;
  lines.forEach((line, i) => writer.text(line, x, first + i * leading, { ...options, align: 'center' }));
}

export async function renderBrandWheelPdf(
  wheel: TWheel,
  title: string,
  fonts: TPdfFontSource = fetchPdfFont,
): Promise<jsPDF> {
  const pdf = new jsPDF({ unit: 'pt', format: 'a4' });
  pdf.setProperties({ title: `Brand wheel – ${title}` });
  const identity = wheel.visual_identity;
  const attributes = wheel.brand_attributes;
  const blocks = WHEEL_BLOCKS.map((block) => ({ label: block.label, entries: firstTexts(attributes[block.key]) }));
  const details = [
    { label: 'Typography', entries: firstTexts(identity.typography) },
    { label: 'Imagery', entries: firstTexts(identity.imagery) },
    { label: 'Logo direction', entries: [identity.logo_direction] },
  ];
  const colours = firstTexts(identity.colours);
  const writer = await unicodeFonts(
    pdf,
    [
      title,
      attributes.essence,
      ...[...blocks, ...details].flatMap((block) => block.entries),
      ...colours.map((colour) => colour.name),
    ],
    fonts,
  );
  const { margin } = PAGE;
  const width = PAGE.width - margin * 2;

  pdf.setTextColor(MUTED);
  writer.text('BRAND WHEEL', margin, margin + 8, { weight: 'bold', size: 10 });
  pdf.setTextColor(INK);
  const heading = { weight: 'bold', size: 22 } as const;
  writer.text(writer.fit(title, width, heading), margin, margin + 36, heading);

  // The wheel: four blocks around the essence, as on the page.
  const cx = PAGE.width / 2;
  const cy = 300;
  const scale = 0.78;
  const colourOf = (i: number) => identity.colours[i]?.hex ?? FALLBACK_COLOURS[i] ?? '#8a83f8';
  blocks.forEach((block, i) => {
    const fill = colourOf(i);
    pdf.setFillColor(fill);
    segment(pdf, cx, cy, 72 * scale, 192 * scale, i * 90 + 2, (i + 1) * 90 - 2);
    pdf.setTextColor(textOn(fill));
    // Straight labels (the page curves them along the rim), inside the segment.
    const [lx, ly] = polar(cx, cy, 152 * scale, i * 90 + 45);
    writer.text(block.label.toUpperCase(), lx, ly + 3, { weight: 'bold', size: 8, align: 'center' });
    const [tx, ty] = polar(cx, cy, 116 * scale, i * 90 + 45);
    const first = block.entries[0];
    if (first) centredLines(writer, first, tx, ty, 80, 2, { weight: 'normal', size: 9 });
  });
  pdf.setFillColor('#ffffff');
  pdf.setDrawColor('#e3e6ed');
  pdf.setLineWidth(1.5);
  pdf.circle(cx, cy, 68 * scale, 'FD');
  pdf.setTextColor(MUTED);
  writer.text('ESSENCE', cx, cy - 24, { weight: 'bold', size: 7, align: 'center' });
  pdf.setTextColor(INK);
  centredLines(writer, attributes.essence, cx, cy + 4, 84, 3, { weight: 'bold', size: 9 });

  // The blocks as text, two columns.
  let y = cy + 192 * scale + 40;
  const column = (width - 24) / 2;
  const body = { weight: 'normal', size: 10 } as const;
  const label = { weight: 'bold', size: 8 } as const;
  const entries = [...blocks, ...details];
  for (let row = 0; row < entries.length; row += 2) {
    let bottom = y;
    entries.slice(row, row + 2).forEach((block, i) => {
      const x = margin + i * (column + 24);
      pdf.setTextColor(MUTED);
      writer.text(block.label.toUpperCase(), x, y, label);
      pdf.setTextColor(INK);
      const lines = writer.wrap(block.entries.join(' · '), column, body);
      lines.forEach((line, n) => writer.text(line, x, y + 16 + n * 13, body));
      bottom = Math.max(bottom, y + 16 + lines.length * 13);
    });
    y = bottom + 14;
  }
  if (colours.length) {
    pdf.setTextColor(MUTED);
    writer.text('COLOURS', margin, y, label);
    let x = margin;
    pdf.setDrawColor('#d5d9e2');
    pdf.setLineWidth(0.5);
    for (const colour of colours) {
      const text = `${colour.name} ${colour.hex}`;
      const needed = 20 + writer.width(text, body);
      if (x > margin && x + needed > margin + width) {
        x = margin;
        y += 22;
      }
      pdf.setFillColor(colour.hex);
      pdf.roundedRect(x, y + 8, 14, 14, 3, 3, 'FD');
      pdf.setTextColor(INK);
      writer.text(text, x + 20, y + 19, body);
      x += needed + 16;
    }
  }
  return pdf;
}

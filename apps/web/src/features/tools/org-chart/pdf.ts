// The organisation chart as a PDF (issue 8): the same layout as on screen, drawn as vector shapes with
// real text, so names in any script print, can be selected and searched (issue 22). Loaded only when asked for.
import type { TOrgNode } from '@launchpad/shared';
import { jsPDF } from 'jspdf';
import {
  type TPdfFontSource,
  type TPdfTextOptions,
  type TPdfWriter,
  fetchPdfFont,
  unicodeFonts,
} from '@/lib/pdf-fonts';
import { NODE_HEIGHT, NODE_WIDTH, layoutOrgChart } from './layout';

/** Room above the chart for its title, as in the PNG export. */
const HEADER = 56;

/** Room for a name or role inside a card. */
const TEXT_WIDTH = NODE_WIDTH - 24;
/** A long name is set up to a quarter smaller before it is cut with an ellipsis: the document keeps it whole. */
function shrunk(writer: TPdfWriter, text: string, options: TPdfTextOptions): TPdfTextOptions {
  const smallest = options.size * 0.75;
  let size = options.size;
  while (size > smallest && writer.width(text, { ...options, size }) > TEXT_WIDTH) size -= 0.5;
  return { ...options, size };
}

const label = (node: TOrgNode) => ({ name: node.name || 'Unnamed', role: node.role || 'No role' });

/** A one-page PDF sized to the chart (landscape when wide), one point per CSS pixel. */
export async function renderOrgChartPdf(
  root: TOrgNode,
  title: string,
  fonts: TPdfFontSource = fetchPdfFont,
): Promise<jsPDF> {
  const layout = layoutOrgChart(root);
  const width = layout.width;
  const height = layout.height + HEADER;
  const pdf = new jsPDF({
    orientation: width >= height ? 'landscape' : 'portrait',
    unit: 'pt',
    format: [width, height],
  });
  pdf.setProperties({ title });
  const labels = layout.nodes.map(({ node }) => label(node));
  const writer = await unicodeFonts(pdf, [title, ...labels.flatMap((text) => [text.name, text.role])], fonts);

  pdf.setTextColor('#0f172a');
  writer.text(title, 32, 36, { weight: 'bold', size: 20 });

  pdf.setDrawColor('#94a3b8');
  pdf.setLineWidth(1.5);
  for (const edge of layout.edges) {
    edge.points.slice(1).forEach((point, index) => {
      const from = edge.points[index];
      if (from) pdf.line(from.x, from.y + HEADER, point.x, point.y + HEADER);
    });
  }

  layout.nodes.forEach(({ node, x, y, depth }, index) => {
    const top = y + HEADER;
    pdf.setFillColor(depth === 0 ? '#eef2ff' : '#ffffff');
    pdf.setDrawColor(depth === 0 ? '#6366f1' : '#cbd5e1');
    pdf.setLineWidth(depth === 0 ? 2 : 1);
    pdf.roundedRect(x, top, NODE_WIDTH, NODE_HEIGHT, 12, 12, 'FD');
    const text = labels[index] ?? label(node);
    const centre = x + NODE_WIDTH / 2;
    const name = shrunk(writer, text.name, { weight: 'bold', size: 15, align: 'center' });
    pdf.setTextColor(node.name ? '#0f172a' : '#94a3b8');
    writer.text(writer.fit(text.name, TEXT_WIDTH, name), centre, top + NODE_HEIGHT / 2 - 4, name);
    const role = shrunk(writer, text.role, { weight: 'normal', size: 13, align: 'center' });
    pdf.setTextColor(node.role ? '#475569' : '#94a3b8');
    writer.text(writer.fit(text.role, TEXT_WIDTH, role), centre, top + NODE_HEIGHT / 2 + 18, role);
  });
  return pdf;
}

import type { TOrgNode } from '@launchpad/shared';
import { NODE_HEIGHT, NODE_WIDTH, layoutOrgChart } from './layout';

const SCALE = 2;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Cuts `text` with an ellipsis to fit `width` in the context's current font. */
function fit(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The chart drawn on a canvas (2× for sharp print), the same layout as on screen. */
export function drawOrgChart(root: TOrgNode, title: string): HTMLCanvasElement {
  const layout = layoutOrgChart(root);
  const header = 56;
  const canvas = document.createElement('canvas');
  canvas.width = layout.width * SCALE;
  canvas.height = (layout.height + header) * SCALE;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available in this browser.');
  ctx.scale(SCALE, SCALE);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, layout.width, layout.height + header);
  ctx.fillStyle = '#0f172a';
  ctx.font = `600 20px ${FONT}`;
  ctx.fillText(title, 32, 36);
  ctx.translate(0, header);

  ctx.strokeStyle = '#94a3b8';
  ctx.lineWidth = 1.5;
  for (const edge of layout.edges) {
    ctx.beginPath();
    edge.points.forEach((point, index) => (index === 0 ? ctx.moveTo(point.x, point.y) : ctx.lineTo(point.x, point.y)));
    ctx.stroke();
  }
  for (const { node, x, y, depth } of layout.nodes) {
    ctx.fillStyle = depth === 0 ? '#eef2ff' : '#ffffff';
    ctx.strokeStyle = depth === 0 ? '#6366f1' : '#cbd5e1';
    ctx.lineWidth = depth === 0 ? 2 : 1;
    ctx.beginPath();
    ctx.roundRect(x, y, NODE_WIDTH, NODE_HEIGHT, 12);
    ctx.fill();
    ctx.stroke();
    ctx.textAlign = 'center';
    ctx.fillStyle = node.name ? '#0f172a' : '#94a3b8';
    ctx.font = `600 15px ${FONT}`;
    ctx.fillText(fit(ctx, node.name || 'Unnamed', NODE_WIDTH - 24), x + NODE_WIDTH / 2, y + NODE_HEIGHT / 2 - 4);
    ctx.fillStyle = node.role ? '#475569' : '#94a3b8';
    ctx.font = `400 13px ${FONT}`;
    ctx.fillText(fit(ctx, node.role || 'No role', NODE_WIDTH - 24), x + NODE_WIDTH / 2, y + NODE_HEIGHT / 2 + 18);
    ctx.textAlign = 'start';
  }
  return canvas;
}

function save(url: string, filename: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
}

export function exportOrgChartPng(root: TOrgNode, title: string) {
  const canvas = drawOrgChart(root, title);
  save(canvas.toDataURL('image/png'), 'organisation-chart.png');
}

/** The PDF, drawn with embedded fonts so names in any script print; loaded only when asked for. */
export async function exportOrgChartPdf(root: TOrgNode, title: string) {
  const { renderOrgChartPdf } = await import('./pdf');
  const pdf = await renderOrgChartPdf(root, title);
  pdf.save('organisation-chart.pdf');
}

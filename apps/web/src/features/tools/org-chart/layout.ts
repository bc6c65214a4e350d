import type { TOrgNode } from '@launchpad/shared';

/** Card size and gaps of the chart, in CSS pixels at 100 %. */
export const NODE_WIDTH = 208;
export const NODE_HEIGHT = 104;
const GAP_X = 24;
const GAP_Y = 56;
/** Reports with no reports of their own are stacked in a column under their manager. */
const STACK_INDENT = 28;
const STACK_GAP = 14;
const PADDING = 32;

type TPoint = { x: number; y: number };
export type TPlacedNode = { node: TOrgNode; x: number; y: number; depth: number; parentId: string | null };
export type TOrgLayout = {
  nodes: TPlacedNode[];
  /** Connectors from a manager to each report, as polylines. */
  edges: { id: string; points: TPoint[] }[];
  width: number;
  height: number;
};

const stacks = (node: TOrgNode) =>
  node.subordinates.length >= 3 && node.subordinates.every((child) => child.subordinates.length === 0);

/**
 * A tidy top-down tree that stays compact with many people: managers sit centred over their
 * reports; a group of reports with nobody under them is stacked in one column under its manager.
 * Pure, so the page and the PNG/PDF export draw the same picture.
 */
export function layoutOrgChart(root: TOrgNode): TOrgLayout {
  const nodes: TPlacedNode[] = [];
  const edges: TOrgLayout['edges'] = [];
  let cursor = PADDING;
  let bottom = 0;

  const place = (node: TOrgNode, depth: number, y: number, parentId: string | null): TPlacedNode => {
    const placed: TPlacedNode = { node, x: 0, y, depth, parentId };
    nodes.push(placed);
    bottom = Math.max(bottom, y + NODE_HEIGHT);
    if (node.subordinates.length === 0) {
      placed.x = cursor;
      cursor += NODE_WIDTH + GAP_X;
    } else if (stacks(node)) {
      placed.x = cursor;
      const spineX = placed.x + STACK_INDENT / 2;
      node.subordinates.forEach((child, index) => {
        const childY = y + (NODE_HEIGHT + STACK_GAP) * (index + 1);
        const x = placed.x + STACK_INDENT;
        nodes.push({ node: child, x, y: childY, depth: depth + 1, parentId: node.id });
        bottom = Math.max(bottom, childY + NODE_HEIGHT);
        edges.push({
          id: child.id,
          points: [
            { x: spineX, y: y + NODE_HEIGHT },
            { x: spineX, y: childY + NODE_HEIGHT / 2 },
            { x, y: childY + NODE_HEIGHT / 2 },
          ],
        });
      });
      cursor += NODE_WIDTH + STACK_INDENT + GAP_X;
    } else {
      const childY = y + NODE_HEIGHT + GAP_Y;
      const children = node.subordinates.map((child) => place(child, depth + 1, childY, node.id));
      const first = children[0]?.x ?? cursor;
      const last = children[children.length - 1]?.x ?? cursor;
      placed.x = (first + last) / 2;
      const midY = y + NODE_HEIGHT + GAP_Y / 2;
      for (const child of children) {
        edges.push({
          id: child.node.id,
          points: [
            { x: placed.x + NODE_WIDTH / 2, y: y + NODE_HEIGHT },
            { x: placed.x + NODE_WIDTH / 2, y: midY },
            { x: child.x + NODE_WIDTH / 2, y: midY },
            { x: child.x + NODE_WIDTH / 2, y: childY },
          ],
        });
      }
    }
    return placed;
  };
  place(root, 0, PADDING, null);
  return { nodes, edges, width: cursor - GAP_X + PADDING, height: bottom + PADDING };
}

/** SVG path of a connector. */
export function edgePath(points: TPoint[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'} ${point.x} ${point.y}`).join(' ');
}

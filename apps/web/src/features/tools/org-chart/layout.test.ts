import { describe, expect, it } from 'vitest';
import { addSubordinate, defaultOrgChart, type TOrgNode } from '@launchpad/shared';
import { NODE_HEIGHT, NODE_WIDTH, layoutOrgChart } from './layout';

function bigChart(): TOrgNode {
  let root = defaultOrgChart(1);
  // Two managers with four team leads each, every lead with five reports: 51 people.
  for (const manager of [...root.subordinates]) {
    for (let lead = 0; lead < 4; lead += 1) root = addSubordinate(root, manager.id, 1);
  }
  const leads = root.subordinates.flatMap((manager) => manager.subordinates);
  for (const lead of leads) for (let i = 0; i < 5; i += 1) root = addSubordinate(root, lead.id, 1);
  return root;
}

describe('organisation chart layout', () => {
  it('places every person once, without overlaps, and keeps 50+ people compact', () => {
    const root = bigChart();
    const layout = layoutOrgChart(root);
    expect(layout.nodes).toHaveLength(51);
    expect(layout.edges).toHaveLength(50);
    for (const [i, a] of layout.nodes.entries()) {
      for (const b of layout.nodes.slice(i + 1)) {
        const apart =
          a.x + NODE_WIDTH <= b.x || b.x + NODE_WIDTH <= a.x || a.y + NODE_HEIGHT <= b.y || b.y + NODE_HEIGHT <= a.y;
        expect(apart, `${a.node.id} overlaps ${b.node.id}`).toBe(true);
      }
    }
    // Reports without reports are stacked: 8 columns wide, not 40.
    expect(layout.width).toBeLessThan(9 * (NODE_WIDTH + 60));
    for (const placed of layout.nodes) {
      expect(placed.x + NODE_WIDTH).toBeLessThanOrEqual(layout.width);
      expect(placed.y + NODE_HEIGHT).toBeLessThanOrEqual(layout.height);
    }
  });

  it('centres a manager over their reports', () => {
    const layout = layoutOrgChart(defaultOrgChart(1));
    const [root, a, b] = layout.nodes;
    expect(layout.nodes).toHaveLength(3);
    // Two reports sit side by side with the manager centred above; three or more leaves stack.
    expect(a!.y).toBe(b!.y);
    expect(root!.x).toBe((a!.x + b!.x) / 2);
    let wide = defaultOrgChart(1);
    wide = addSubordinate(wide, wide.id, 2);
    const stacked = layoutOrgChart(wide).nodes;
    expect(stacked[2]!.y).toBeGreaterThan(stacked[1]!.y);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORG_CHART_LIMITS,
  addSibling,
  addSubordinate,
  canUndo,
  collectIds,
  countNodes,
  defaultOrgChart,
  findNode,
  initialOrgChartState,
  nextOrgId,
  orgChartProblem,
  orgChartReducer,
  removeMember,
  updateMember,
  type TOrgChartAction,
  type TOrgNode,
} from './org-chart';

const NOW = 1_763_800_000_000;

describe('default chart', () => {
  it('is a root with two empty children, ids from the timestamp and all different', () => {
    const root = defaultOrgChart(NOW);
    expect(root).toEqual({
      id: String(NOW),
      name: '',
      role: '',
      subordinates: [
        { id: `${NOW}-1`, name: '', role: '', subordinates: [] },
        { id: `${NOW}-2`, name: '', role: '', subordinates: [] },
      ],
    });
  });
});

describe('ids', () => {
  it('uses the timestamp, and a suffix when the same millisecond is taken', () => {
    expect(nextOrgId(NOW, new Set())).toBe(String(NOW));
    expect(nextOrgId(NOW, new Set([String(NOW)]))).toBe(`${NOW}-1`);
    expect(nextOrgId(NOW, new Set([String(NOW), `${NOW}-1`]))).toBe(`${NOW}-2`);
  });

  it('stays unique when many members are added in the same millisecond', () => {
    let root = defaultOrgChart(NOW);
    for (let i = 0; i < 20; i += 1) root = addSubordinate(root, root.id, NOW);
    expect(countNodes(root)).toBe(23);
    expect(collectIds(root).size).toBe(23);
  });
});

describe('changes', () => {
  const root = defaultOrgChart(NOW);
  const [first, second] = root.subordinates as [TOrgNode, TOrgNode];

  it('adds a subordinate under the chosen member', () => {
    const next = addSubordinate(root, first.id, NOW + 5);
    expect(findNode(next, first.id)?.subordinates).toEqual([
      { id: String(NOW + 5), name: '', role: '', subordinates: [] },
    ]);
    expect(next.subordinates[1]).toBe(second);
  });

  it('adds a sibling right after the member, never for the root', () => {
    const next = addSibling(root, first.id, NOW + 7);
    expect(next.subordinates.map((n) => n.id)).toEqual([first.id, String(NOW + 7), second.id]);
    expect(addSibling(root, root.id, NOW + 7)).toBe(root);
  });

  it('updates name and role, cut to their limits', () => {
    const next = updateMember(root, first.id, { name: 'Ada Lovelace', role: 'x'.repeat(200) });
    expect(findNode(next, first.id)).toMatchObject({
      name: 'Ada Lovelace',
      role: 'x'.repeat(ORG_CHART_LIMITS.roleMax),
    });
    expect(updateMember(next, first.id, { name: 'Grace' }).subordinates[0]).toMatchObject({ name: 'Grace' });
    expect(updateMember(root, 'missing', { name: 'x' })).toBe(root);
  });

  it('removes a member with everyone under them, never the root', () => {
    const withChild = addSubordinate(root, first.id, NOW + 9);
    const next = removeMember(withChild, first.id);
    expect(next.subordinates.map((n) => n.id)).toEqual([second.id]);
    expect(findNode(next, String(NOW + 9))).toBeNull();
    expect(removeMember(root, root.id)).toBe(root);
  });

  it('refuses to grow beyond the size limit', () => {
    let big = defaultOrgChart(NOW);
    while (countNodes(big) < ORG_CHART_LIMITS.maxNodes) big = addSubordinate(big, big.id, NOW);
    expect(addSubordinate(big, big.id, NOW)).toBe(big);
    expect(addSibling(big, big.subordinates[0]!.id, NOW)).toBe(big);
  });
});

describe('editor state', () => {
  it('undoes the last change, then the one before; reset is a change that can be undone', () => {
    const start = initialOrgChartState(defaultOrgChart(NOW));
    const rootId = start.root.id;
    const a = orgChartReducer(start, { type: 'update', id: rootId, name: 'Founder' });
    const b = orgChartReducer(a, { type: 'addSubordinate', parentId: rootId, now: NOW + 1 });
    const c = orgChartReducer(b, { type: 'reset', now: NOW + 2 });
    expect(c.root.name).toBe('');
    const undone = orgChartReducer(c, { type: 'undo' });
    expect(undone.root).toBe(b.root);
    expect(orgChartReducer(undone, { type: 'undo' }).root).toBe(a.root);
    expect(canUndo(start)).toBe(false);
    expect(orgChartReducer(start, { type: 'undo' })).toBe(start);
  });

  it('does not record refused changes', () => {
    const start = initialOrgChartState(defaultOrgChart(NOW));
    expect(orgChartReducer(start, { type: 'remove', id: start.root.id })).toBe(start);
    expect(orgChartReducer(start, { type: 'addSibling', id: start.root.id, now: NOW })).toBe(start);
  });

  it('keeps the root, unique ids and the limits whatever the sequence of changes (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { maxLength: 60 }),
        fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 60 }),
        (picks, kinds) => {
          let state = initialOrgChartState(defaultOrgChart(NOW));
          const rootId = state.root.id;
          picks.forEach((pick, i) => {
            const ids = [...collectIds(state.root)];
            const id = ids[pick % ids.length]!;
            const kind = kinds[i] ?? 0;
            const choices: TOrgChartAction[] = [
              { type: 'addSubordinate', parentId: id, now: NOW },
              { type: 'addSibling', id, now: NOW },
              { type: 'remove', id },
              { type: 'update', id, name: `n${i}` },
              { type: 'undo' },
            ];
            state = orgChartReducer(state, choices[kind]!);
          });
          expect(state.root.id).toBe(rootId);
          expect(orgChartProblem(state.root)).toBeNull();
          expect(state.history.length).toBeLessThanOrEqual(ORG_CHART_LIMITS.undoDepth);
        },
      ),
    );
  });
});

describe('charts from outside', () => {
  it('names duplicate ids and oversize charts', () => {
    const root = defaultOrgChart(NOW);
    const dup = {
      ...root,
      subordinates: [root.subordinates[0]!, { ...root.subordinates[1]!, id: root.subordinates[0]!.id }],
    };
    expect(orgChartProblem(dup)).toMatch(/different id/);
    const wide = {
      ...root,
      subordinates: Array.from({ length: 600 }, (_, i) => ({ id: `x${i}`, name: '', role: '', subordinates: [] })),
    };
    expect(orgChartProblem(wide)).toMatch(/at most 500 people/);
  });
});

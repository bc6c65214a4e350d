/**
 * Organisation chart rules (SPEC §3, §4, §5): a tree of people. The root always exists, cannot be
 * removed and has no sibling. Ids come from the timestamp; a second id made in the same millisecond
 * gets a `-n` suffix so ids stay unique. Every function is pure: it returns a new tree, or the same
 * tree (by reference) when the change is not allowed.
 */

export type TOrgNode = { id: string; name: string; role: string; subordinates: TOrgNode[] };

export const ORG_CHART_LIMITS = {
  /** People in one chart. */
  maxNodes: 500,
  /** Levels below the root. */
  maxDepth: 25,
  nameMax: 80,
  roleMax: 80,
  idMax: 40,
  /** Changes that can be undone, most recent first. */
  undoDepth: 30,
} as const;

export const ORG_CHART_TOO_DEEP = `An organisation chart can be at most ${ORG_CHART_LIMITS.maxDepth} levels deep.`;

/** Every id in the tree. */
export function collectIds(root: TOrgNode, into = new Set<string>()): Set<string> {
  into.add(root.id);
  root.subordinates.forEach((child) => collectIds(child, into));
  return into;
}

/** An id from the timestamp `now` that no node in `taken` has. */
export function nextOrgId(now: number, taken: ReadonlySet<string>): string {
  const base = String(Math.max(0, Math.trunc(now)));
  if (!taken.has(base)) return base;
  let n = 1;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

const member = (id: string): TOrgNode => ({ id, name: '', role: '', subordinates: [] });

/** SPEC §3: the default chart is a root with two empty children. */
export function defaultOrgChart(now: number): TOrgNode {
  const taken = new Set<string>();
  const rootId = nextOrgId(now, taken);
  taken.add(rootId);
  const first = nextOrgId(now, taken);
  taken.add(first);
  const second = nextOrgId(now, taken);
  return { ...member(rootId), subordinates: [member(first), member(second)] };
}

export function countNodes(root: TOrgNode): number {
  return 1 + root.subordinates.reduce((sum, child) => sum + countNodes(child), 0);
}

/** Levels below the root (a lone root has depth 0). */
export function chartDepth(root: TOrgNode): number {
  return root.subordinates.reduce((deepest, child) => Math.max(deepest, 1 + chartDepth(child)), 0);
}

export function findNode(root: TOrgNode, id: string): TOrgNode | null {
  if (root.id === id) return root;
  for (const child of root.subordinates) {
    const found = findNode(child, id);
    if (found) return found;
  }
  return null;
}

/** The path of ids from the root down to `id` (inclusive), or null. */
export function pathTo(root: TOrgNode, id: string): string[] | null {
  if (root.id === id) return [root.id];
  for (const child of root.subordinates) {
    const path = pathTo(child, id);
    if (path) return [root.id, ...path];
  }
  return null;
}

export function canAddMember(root: TOrgNode): boolean {
  return countNodes(root) < ORG_CHART_LIMITS.maxNodes;
}

export function canAddSubordinate(root: TOrgNode, parentId: string): boolean {
  const path = pathTo(root, parentId);
  return path !== null && path.length <= ORG_CHART_LIMITS.maxDepth && canAddMember(root);
}

/** SPEC §5: the root has no sibling. */
export function canAddSibling(root: TOrgNode, id: string): boolean {
  return id !== root.id && findNode(root, id) !== null && canAddMember(root);
}

/** SPEC §5: the root cannot be removed. */
export function canRemoveMember(root: TOrgNode, id: string): boolean {
  return id !== root.id && findNode(root, id) !== null;
}

/** Rebuilds only the branch that holds `id`; other branches keep their references. */
function mapNode(node: TOrgNode, id: string, change: (node: TOrgNode) => TOrgNode): TOrgNode {
  if (node.id === id) return change(node);
  let changed = false;
  const subordinates = node.subordinates.map((child) => {
    const next = mapNode(child, id, change);
    if (next !== child) changed = true;
    return next;
  });
  return changed ? { ...node, subordinates } : node;
}

export function addSubordinate(root: TOrgNode, parentId: string, now: number): TOrgNode {
  if (!canAddSubordinate(root, parentId)) return root;
  const id = nextOrgId(now, collectIds(root));
  return mapNode(root, parentId, (parent) => ({ ...parent, subordinates: [...parent.subordinates, member(id)] }));
}

/** A new empty member right after `id`, under the same manager. */
export function addSibling(root: TOrgNode, id: string, now: number): TOrgNode {
  if (!canAddSibling(root, id)) return root;
  const path = pathTo(root, id);
  const parentId = path?.[path.length - 2];
  if (!parentId) return root;
  const newId = nextOrgId(now, collectIds(root));
  return mapNode(root, parentId, (parent) => {
    const at = parent.subordinates.findIndex((child) => child.id === id);
    const subordinates = [...parent.subordinates];
    subordinates.splice(at + 1, 0, member(newId));
    return { ...parent, subordinates };
  });
}

/** Name and role, cut to their limits; untouched fields keep their value. */
export function updateMember(root: TOrgNode, id: string, fields: { name?: string; role?: string }): TOrgNode {
  const node = findNode(root, id);
  if (!node) return root;
  const name = fields.name === undefined ? node.name : fields.name.slice(0, ORG_CHART_LIMITS.nameMax);
  const role = fields.role === undefined ? node.role : fields.role.slice(0, ORG_CHART_LIMITS.roleMax);
  if (name === node.name && role === node.role) return root;
  return mapNode(root, id, (current) => ({ ...current, name, role }));
}

/** Removes the member and everyone under them (not the root). */
export function removeMember(root: TOrgNode, id: string): TOrgNode {
  if (!canRemoveMember(root, id)) return root;
  const path = pathTo(root, id);
  const parentId = path?.[path.length - 2];
  if (!parentId) return root;
  return mapNode(root, parentId, (parent) => ({
    ...parent,
    subordinates: parent.subordinates.filter((child) => child.id !== id),
  }));
}

/* ---------- the editor's state: the chart plus the changes that can be undone ---------- */

export type TOrgChartState = { root: TOrgNode; history: TOrgNode[] };

export type TOrgChartAction =
  | { type: 'addSubordinate'; parentId: string; now: number }
  | { type: 'addSibling'; id: string; now: number }
  | { type: 'update'; id: string; name?: string; role?: string }
  | { type: 'remove'; id: string }
  | { type: 'reset'; now: number }
  | { type: 'undo' }
  /** A chart from elsewhere (the account, another tab): replaces the chart, forgets the history. */
  | { type: 'load'; root: TOrgNode };

export function initialOrgChartState(root: TOrgNode): TOrgChartState {
  return { root, history: [] };
}

function applyChange(state: TOrgChartState, root: TOrgNode): TOrgChartState {
  if (root === state.root) return state;
  return { root, history: [state.root, ...state.history].slice(0, ORG_CHART_LIMITS.undoDepth) };
}

export function orgChartReducer(state: TOrgChartState, action: TOrgChartAction): TOrgChartState {
  switch (action.type) {
    case 'addSubordinate':
      return applyChange(state, addSubordinate(state.root, action.parentId, action.now));
    case 'addSibling':
      return applyChange(state, addSibling(state.root, action.id, action.now));
    case 'update': {
      const fields: { name?: string; role?: string } = {};
      if (action.name !== undefined) fields.name = action.name;
      if (action.role !== undefined) fields.role = action.role;
      return applyChange(state, updateMember(state.root, action.id, fields));
    }
    case 'remove':
      return applyChange(state, removeMember(state.root, action.id));
    case 'reset':
      return applyChange(state, defaultOrgChart(action.now));
    case 'undo': {
      const [previous, ...rest] = state.history;
      return previous ? { root: previous, history: rest } : state;
    }
    case 'load':
      return { root: action.root, history: [] };
  }
}

export function canUndo(state: TOrgChartState): boolean {
  return state.history.length > 0;
}

/**
 * Problems with a chart that came from outside (storage, the network), or null when it is sound:
 * sizes within the limits and no id used twice.
 */
export function orgChartProblem(root: TOrgNode): string | null {
  const count = countNodes(root);
  if (count > ORG_CHART_LIMITS.maxNodes) {
    return `An organisation chart can hold at most ${ORG_CHART_LIMITS.maxNodes} people (this one has ${count}).`;
  }
  if (chartDepth(root) > ORG_CHART_LIMITS.maxDepth) {
    return ORG_CHART_TOO_DEEP;
  }
  if (collectIds(root).size !== count) return 'Every person in the chart needs a different id.';
  return null;
}

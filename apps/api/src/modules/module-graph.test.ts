// Issue 21: module folders import each other one way, so a module reads with only the modules below it in
// mind. The lint refuses a circle between files and an import past another module's index.ts; a circle
// between folders passes both (payments/a.ts → cart, cart/b.ts → payments), so this test looks for it.
// Type-only imports are erased at run time and do not count; tests may import anything.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MODULES_DIR = fileURLToPath(new URL('.', import.meta.url));
const TEST_FILE = /\.test(-[a-z-]+)?\.ts$/;

/** An import of one module by another: `payments/refunds.service.ts` → `orders`. */
type TEdge = { file: string; to: string };

/** The relative paths a file imports at run time (not `import type`, nor names all marked `type`). */
function valueImports(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0
          ? bindings.elements.every((element) => element.isTypeOnly)
          : false);
      return typeOnly ? [] : [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    return [];
  });
}

/** Every run-time import from one module folder into another, read from the files. */
function moduleEdges(): TEdge[] {
  const modules = readdirSync(MODULES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return modules.flatMap(({ name: module }) =>
    readdirSync(join(MODULES_DIR, module))
      .filter((name) => name.endsWith('.ts') && !TEST_FILE.test(name))
      .flatMap((name) =>
        valueImports(join(MODULES_DIR, module, name))
          .filter((specifier) => specifier.startsWith('.'))
          .map((specifier) => relative(MODULES_DIR, resolve(MODULES_DIR, module, specifier)).split('/')[0] ?? '')
          .filter((to) => to !== module && !to.startsWith('..'))
          .map((to) => ({ file: `${module}/${name}`, to })),
      ),
  );
}

/**
 * The imports that close a circle: those inside each group of folders that reach each other (Tarjan's
 * strongly connected components), as `from/file.ts → to`, once each, sorted. Empty when the folders form a
 * one-way graph.
 */
function circularImports(edges: TEdge[]): string[] {
  const moduleOf = (edge: TEdge) => edge.file.split('/')[0] ?? '';
  const next = new Map<string, Set<string>>();
  for (const edge of edges) next.set(moduleOf(edge), (next.get(moduleOf(edge)) ?? new Set()).add(edge.to));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const componentOf = new Map<string, number>();
  let components = 0;
  const visit = (module: string) => {
    index.set(module, index.size);
    low.set(module, index.get(module)!);
    stack.push(module);
    for (const to of next.get(module) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(module, Math.min(low.get(module)!, low.get(to)!));
      } else if (stack.includes(to)) {
        low.set(module, Math.min(low.get(module)!, index.get(to)!));
      }
    }
    if (low.get(module) !== index.get(module)) return;
    let member: string | undefined;
    do {
      member = stack.pop()!;
      componentOf.set(member, components);
    } while (member !== module);
    components += 1;
  };
  for (const module of next.keys()) if (!index.has(module)) visit(module);
  const closing = edges.filter((edge) => componentOf.get(moduleOf(edge)) === componentOf.get(edge.to));
  return [...new Set(closing.map((edge) => `${edge.file} → ${edge.to}`))].sort();
}

describe('module folders', () => {
  it('import each other one way, without a circle', () => {
    const edges = moduleEdges();
    expect(edges.length).toBeGreaterThan(0);
    expect(circularImports(edges)).toEqual([]);
  });

  it('names the files that close a circle, and only those', () => {
    const edges = [
      { file: 'payments/refunds.service.ts', to: 'orders' },
      { file: 'payments/refunds.service.ts', to: 'orders' },
      { file: 'orders/orders.store.ts', to: 'outbox' },
      { file: 'outbox/outbox.service.ts', to: 'payments' },
      { file: 'cart/cart.service.ts', to: 'payments' },
    ];
    expect(circularImports(edges)).toEqual([
      'orders/orders.store.ts → outbox',
      'outbox/outbox.service.ts → payments',
      'payments/refunds.service.ts → orders',
    ]);
    expect(circularImports(edges.slice(2))).toEqual([]);
  });
});

// Issue 21 point 2: a module owns the tables its schema file declares, and another module changes them only
// through the owner's functions (taking a transaction); flows call modules and write no table themselves.
// The lint sees imports, not which table a statement writes, so this test reads every `.insert(t)`,
// `.update(t)` and `.delete(t)` in the modules and flows and names those on a table another module owns.
// Reads are free: any module may select from any table.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MODULES_DIR = fileURLToPath(new URL('.', import.meta.url));
const FLOWS_DIR = fileURLToPath(new URL('../flows/', import.meta.url));
const SCHEMA_DIR = fileURLToPath(new URL('../db/schema/', import.meta.url));
const TEST_FILE = /\.test(-[a-z-]+)?\.ts$/;

/** The module that owns each schema file (db/schema/<file>.ts); a new schema file must be given one here. */
const OWNER_OF_SCHEMA_FILE: Record<string, string> = {
  auth: 'auth',
  cart: 'cart',
  catalog: 'catalog',
  contact: 'contact',
  content: 'content',
  coupons: 'coupons',
  domains: 'domains',
  influencers: 'influencer',
  launchpad: 'launchpad',
  legal: 'tools',
  mail: 'mail',
  orders: 'orders',
  outbox: 'outbox',
  payments: 'payments',
  publishing: 'publishing',
  seo: 'seo',
  'seo-audit': 'tools',
  'software-tools': 'tools',
  subscriptions: 'subscriptions',
  'tools-workspace': 'tools',
  users: 'users',
};

/** A write found in a file: `auth/auth.service.ts:62 insert users`. */
type TWrite = { at: string; verb: string; table: string };

/** The tables (their exported names) each schema file declares. */
function tablesBySchemaFile(): Map<string, string[]> {
  const files = readdirSync(SCHEMA_DIR).filter((name) => name.endsWith('.ts') && name !== 'index.ts');
  return new Map(
    files.map((name) => {
      const text = readFileSync(join(SCHEMA_DIR, name), 'utf8');
      return [name.replace(/\.ts$/, ''), [...text.matchAll(/export const (\w+) = pgTable\(/g)].map((m) => m[1]!)];
    }),
  );
}

/** Every insert, update and delete in a source text on a table it imports from db/schema (under any local name). */
function tableWrites(at: string, text: string): TWrite[] {
  const source = ts.createSourceFile(at, text, ts.ScriptTarget.Latest, true);
  const tableOf = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    if (!/\/db\/schema(\/[a-z-]+)?$/.test((statement.moduleSpecifier as ts.StringLiteral).text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements)
      tableOf.set(element.name.text, (element.propertyName ?? element.name).text);
  }
  const writes: TWrite[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const verb = node.expression.name.text;
      const [target] = node.arguments;
      const table = target && ts.isIdentifier(target) ? tableOf.get(target.text) : undefined;
      if (['insert', 'update', 'delete'].includes(verb) && table) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        writes.push({ at: `${at}:${line}`, verb, table });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return writes;
}

/** The writes in the non-test files of one folder, named `<folder>/<file>:<line>`. */
function writesIn(dir: string, folder: string): TWrite[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !TEST_FILE.test(name) && !name.endsWith('.d.ts'))
    .flatMap((name) => tableWrites(`${folder}/${name}`, readFileSync(join(dir, name), 'utf8')));
}

describe('table owners', () => {
  it('gives every schema file an owning module', () => {
    const modules = readdirSync(MODULES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const names = new Set(modules.map((entry) => entry.name));
    expect([...tablesBySchemaFile().keys()].sort()).toEqual(Object.keys(OWNER_OF_SCHEMA_FILE).sort());
    expect(Object.values(OWNER_OF_SCHEMA_FILE).filter((owner) => !names.has(owner))).toEqual([]);
  });

  it('are the only modules that write their tables, and flows write none', () => {
    const ownerOf = new Map<string, string>();
    for (const [file, tables] of tablesBySchemaFile()) {
      for (const table of tables) ownerOf.set(table, OWNER_OF_SCHEMA_FILE[file]!);
    }
    const modules = readdirSync(MODULES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const moduleWrites = modules.flatMap(({ name }) => writesIn(join(MODULES_DIR, name), name));
    expect(moduleWrites.length).toBeGreaterThan(0);
    const foreign = [...moduleWrites, ...writesIn(FLOWS_DIR, 'flows')]
      .filter((write) => ownerOf.get(write.table) !== write.at.split('/')[0])
      .map((write) => `${write.at} ${write.verb} ${write.table} (owned by ${ownerOf.get(write.table)})`);
    expect(foreign).toEqual([]);
  });

  it('finds writes under an imported name or alias, and not reads', () => {
    const text = [
      "import { users, products as catalogue } from '../../db/schema';",
      "import { pageMeta } from '../../db/schema/seo';",
      'await db.insert(users).values({});',
      'await tx.update(catalogue).set({}).where(sql`true`);',
      'await db.select().from(pageMeta);',
      'await db.delete(pageMeta);',
      'await db.delete(unknownTable);',
    ].join('\n');
    expect(tableWrites('x/a.ts', text)).toEqual([
      { at: 'x/a.ts:3', verb: 'insert', table: 'users' },
      { at: 'x/a.ts:4', verb: 'update', table: 'products' },
      { at: 'x/a.ts:6', verb: 'delete', table: 'pageMeta' },
    ]);
  });
});

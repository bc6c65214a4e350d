// Issue 21 point 7: every file of a module has one of a few roles, named by the part before `.ts`:
// routes (HTTP registration), service (rules, computations, mails, adapters), store (what reads and
// writes the database), schema (table declarations), the module's index.ts, and tests with their helpers.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES_DIR = fileURLToPath(new URL('.', import.meta.url));

const ROLE_FILE = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.(routes|service|store|schema)\.ts$/;
const TEST_FILE = /\.test(-[a-z-]+)?\.ts$/;
const AMBIENT_TYPES = /\.d\.ts$/;

const modules = readdirSync(MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

function isAllowed(name: string): boolean {
  return name === 'index.ts' || ROLE_FILE.test(name) || TEST_FILE.test(name) || AMBIENT_TYPES.test(name);
}

function outsideRoles(module: string): string[] {
  return readdirSync(`${MODULES_DIR}${module}`, { withFileTypes: true })
    .filter((entry) => {
      if (entry.isDirectory()) return true;
      return !isAllowed(entry.name);
    })
    .map((entry) => entry.name)
    .sort();
}

describe('module file roles', () => {
  it('names every file of every module by its role', () => {
    expect(modules.length).toBeGreaterThan(0);
    const offenders = modules.flatMap((module) => outsideRoles(module).map((name) => `${module}/${name}`));
    expect(offenders).toEqual([]);
  });

  it('recognises the roles and refuses other suffixes', () => {
    expect(['auth-codes.store.ts', 'auth.oauth.routes.ts', 'index.ts', 'dns.test-helpers.ts'].map(isAllowed)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['auth.codes.ts', 'catalog.queries.ts', 'payment-fault.ts', 'index.test.tsx'].map(isAllowed)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

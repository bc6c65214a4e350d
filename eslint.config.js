import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = (() => {
  try {
    return readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

/** The api's modules (apps/api/src/modules/<name>), each used by the others only through its index.ts. */
const apiModules = readdirSync(new URL('./apps/api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      'apps/api/drizzle',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/api/**', '@launchpad/api*'], message: 'The web app talks to the api over HTTP only.' },
          ],
        },
      ],
    },
  },
  // STYLE §5, issue 21: a feature uses another only through its public entry (features/<name>/index.ts), so
  // what it offers is listed in one place; inside a feature any path goes. Zones resolve each import, so an
  // alias (`@/features/cart/api`) and a relative path (`../../cart/api`) are refused alike. app/ composes
  // the features and may reach their pages and providers, and so may tests.
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/__tests__/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: webFeatures.map((feature) => ({
            target: `apps/web/src/features/${feature}`,
            from: webFeatures.filter((other) => other !== feature).map((other) => `apps/web/src/features/${other}`),
            except: ['./index.ts'],
            message: `features/${feature} imports another feature only from its public entry: @/features/<name>.`,
          })),
        },
      ],
    },
  },
  // STYLE §1/§5: route files validate, delegate and respond; the database belongs to services.
  {
    files: ['apps/api/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db', '**/db/**', 'drizzle-orm', 'drizzle-orm/**', 'pg', '@electric-sql/pglite'],
              message: 'Route files call services; only services reach the database.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', '**/apps/**'],
              message: 'packages/shared holds pure code used by browser and server: no I/O, no app imports.',
            },
          ],
        },
      ],
    },
  },
  // Issue 21: imports run one way. No import circle in the api or the shared package (type-only imports
  // are erased and do not count).
  {
    files: ['apps/api/src/**/*.ts', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/api/tsconfig.json', 'packages/shared/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // ...and each layer of the api imports only those below it: core and lib at the bottom, then providers
  // and plugins, then modules, then flows, then app.ts and server.ts. A route that starts a flow lives
  // beside the flow (flows/*.routes.ts), so no module imports one. A module or flow uses a module only
  // through its index.ts (its public surface); inside a module any path goes. Tests and their helpers may
  // reach across layers and into modules.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-helpers.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'apps/api/src/modules',
              from: ['apps/api/src/app.ts', 'apps/api/src/server.ts'],
              message: 'Modules never import app.ts or server.ts: they are built on the core (core/deps.ts).',
            },
            {
              target: 'apps/api/src/modules',
              from: 'apps/api/src/flows',
              message:
                'A flow calls modules, never the other way: a route that starts a flow lives beside it (flows/*.routes.ts).',
            },
            {
              target: ['apps/api/src/providers', 'apps/api/src/plugins'],
              from: ['apps/api/src/modules', 'apps/api/src/flows'],
              message: 'Providers and plugins never import modules: move what both need into lib/ or the provider.',
            },
            {
              target: 'apps/api/src/lib',
              from: ['apps/api/src/modules', 'apps/api/src/providers', 'apps/api/src/plugins', 'apps/api/src/flows'],
              message: 'lib/ holds small shared helpers and imports no module, provider, plugin or flow.',
            },
            ...apiModules.map((module) => ({
              target: `apps/api/src/modules/${module}`,
              from: apiModules.filter((other) => other !== module).map((other) => `apps/api/src/modules/${other}`),
              except: ['./index.ts'],
              message: `modules/${module} uses another module only through its index.ts: export what it needs there.`,
            })),
            {
              target: 'apps/api/src/flows',
              from: apiModules.map((module) => `apps/api/src/modules/${module}`),
              except: ['./index.ts'],
              message: 'A flow uses a module only through its index.ts: export what it needs there.',
            },
            {
              target: [
                'apps/api/src/app.ts',
                'apps/api/src/server.ts',
                'apps/api/src/core',
                'apps/api/src/db',
                'apps/api/src/cli',
              ],
              from: apiModules.map((module) => `apps/api/src/modules/${module}`),
              except: ['./index.ts'],
              message:
                'The app starts a module through its index.ts (its routes, servers and jobs): export them there.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.{js,mjs,ts}', 'scripts/**/*.{js,mjs}'],
    rules: { 'no-console': 'off' },
  },
);

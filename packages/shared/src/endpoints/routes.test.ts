import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import * as endpoints from '.';

const GENERATED = './routes.generated.ts';

type TRouteTree = { method: string; path: string } | { [key: string]: TRouteTree };

const isEndpoint = (value: object): value is endpoints.TAnyEndpoint => 'response' in value && 'path' in value;

/** A group's method and path per endpoint, key for key: all the browser needs of a definition at run time. */
function routeTree(group: object): TRouteTree {
  if (isEndpoint(group)) return { method: group.method, path: group.path };
  return Object.fromEntries(Object.entries(group).map(([key, value]) => [key, routeTree(value as object)]));
}

const HEADER = [
  '// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,',
  '// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.',
];

/** `authEndpoints` → `authRoutes`, in routes/auth.generated.ts. */
const routesName = (group: string) => group.replace(/Endpoints$/, 'Routes');
const fileOf = (group: string) =>
  `./routes/${group.replace(/Endpoints$/, '').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.generated.ts`;

const groups = Object.keys(endpoints)
  .filter((name) => name.endsWith('Endpoints'))
  .sort();

async function formatted(source: string, file: string): Promise<string> {
  const filepath = new URL(file, import.meta.url).pathname;
  return format(source, { ...(await resolveConfig(filepath)), filepath });
}

/**
 * One file per group of definitions: a page that calls one group (the session refresh on every page, the home
 * page's sections) loads that group's routes alone, not every route some other page uses (issue 23). A file left
 * behind by a group that is gone fails the type check: it names the group's definitions.
 */
function groupSource(group: string): string {
  return [
    ...HEADER,
    `import type { ${group} } from '..';`,
    "import type { TRoutesOf } from '../paths';",
    `\nexport const ${routesName(group)}: TRoutesOf<typeof ${group}> = ${JSON.stringify(
      routeTree(endpoints[group as keyof typeof endpoints] as object),
    )};`,
  ].join('\n');
}

/** routes.generated.ts: every group's routes, for code that reaches them through the package's entry. */
function indexSource(): string {
  return [
    ...HEADER,
    '// The browser builds its calls on these plain values, so loading an api slice evaluates no zod schema',
    '// (issue 23); the type of each route carries its definition for the types of the call.',
    ...groups.map((group) => `export { ${routesName(group)} } from '${fileOf(group).replace(/\.ts$/, '')}';`),
  ].join('\n');
}

describe('endpoint routes', () => {
  it('lists the method and path of every definition, one file a group, as generated', async () => {
    await expect(await formatted(indexSource(), GENERATED)).toMatchFileSnapshot(GENERATED);
    for (const group of groups) {
      await expect(await formatted(groupSource(group), fileOf(group))).toMatchFileSnapshot(fileOf(group));
    }
  });
});

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

/** routes.generated.ts: one routes object for each group of definitions index.ts exports. */
async function routesSource(): Promise<string> {
  const groups = Object.keys(endpoints)
    .filter((name) => name.endsWith('Endpoints'))
    .sort();
  const source = [
    '// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,',
    '// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.',
    '// The browser builds its calls on these plain values, so loading an api slice evaluates no zod schema',
    '// (issue 23); the type of each route carries its definition for the types of the call.',
    `import type { ${groups.join(', ')} } from '.';`,
    "import type { TRoutesOf } from './paths';",
    ...groups.map(
      (group) =>
        `\nexport const ${group.replace(/Endpoints$/, 'Routes')}: TRoutesOf<typeof ${group}> = ${JSON.stringify(
          routeTree(endpoints[group as keyof typeof endpoints] as object),
        )};`,
    ),
  ].join('\n');
  const filepath = new URL(GENERATED, import.meta.url).pathname;
  return format(source, { ...(await resolveConfig(filepath)), filepath });
}

describe('endpoint routes', () => {
  it('lists the method and path of every definition, as generated', async () => {
    await expect(await routesSource()).toMatchFileSnapshot(GENERATED);
  });
});

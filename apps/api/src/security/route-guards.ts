import { ENDPOINTS, type TRouteGuard, openApiPathOf } from '@launchpad/shared';

export type { TRouteGuard } from '@launchpad/shared';

/** The access of each defined endpoint (packages/shared/src/endpoints), keyed `METHOD /openapi/path`. */
const DEFINED_GUARDS = new Map<string, TRouteGuard>(
  ENDPOINTS.map((endpoint) => [`${endpoint.method} ${openApiPathOf(endpoint)}`, endpoint.access]),
);

/**
 * The guard of each route not yet written as an endpoint definition, keyed `METHOD /openapi/path`, by rule
 * (first match wins). The authorisation matrix (authz-matrix.test.ts) calls every route as every kind of
 * caller and holds the routes to their definition's access or to this table, and the OpenAPI document takes
 * each operation's security and 401/403 answers from it. A route neither covers fails that suite.
 */
export const ROUTE_GUARD_RULES: [RegExp, TRouteGuard][] = [[/^GET \/media\//, 'public']];

/** The guard of `METHOD /path` (OpenAPI form, `{param}`), or undefined when no rule covers it. */
export const routeGuard = (key: string): TRouteGuard | undefined =>
  DEFINED_GUARDS.get(key) ?? ROUTE_GUARD_RULES.find(([rule]) => rule.test(key))?.[1];

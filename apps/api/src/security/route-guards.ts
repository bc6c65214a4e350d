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
export const ROUTE_GUARD_RULES: [RegExp, TRouteGuard][] = [
  [/^POST \/api\/auth\/(request-verify-mail|emailChange|passwordChange|delete-account)$/, 'signed-in'],
  [/^\w+ \/api\/auth\//, 'public'],
  [/^\w+ \/api\/admin\//, 'admin'],
  [/^POST \/api\/products\//, 'public'],
  [/^POST \/api\/user\/newuserwithcart$/, 'public'],
  [/^\w+ \/api\/(user|cart|orders)(\/|$)/, 'signed-in'],
  [/^POST \/api\/payment\/webhooks\/stripe$/, 'public'],
  [/^GET \/api\/payment\/config$/, 'public'],
  [/^POST \/api\/payment\//, 'signed-in'],
  [/^POST \/api\/domains\/(nameSuggestions|check-single-domain|domain-services|ssl\/approve)$/, 'public'],
  [/^POST \/api\/domains\//, 'signed-in'],
  [/^(GET \/api\/tools\/launchpad\/previous-ideas|POST \/api\/tools\/ai_id)$/, 'signed-in'],
  [/^POST \/api\/tools\/launchpad(\/|$)/, 'build_startup_ai'],
  [/^POST \/api\/tools\//, 'tools'],
  [/^\w+ \/api\/(content|community)(\/|$)/, 'public'],
  [/^GET \/api\/publishing\/tls-allowed$/, 'public'],
  [/^\w+ \/api\/publishing(\/|$)/, 'build_startup_ai'],
  [/^GET \/media\//, 'public'],
];

/** The guard of `METHOD /path` (OpenAPI form, `{param}`), or undefined when no rule covers it. */
export const routeGuard = (key: string): TRouteGuard | undefined =>
  DEFINED_GUARDS.get(key) ?? ROUTE_GUARD_RULES.find(([rule]) => rule.test(key))?.[1];

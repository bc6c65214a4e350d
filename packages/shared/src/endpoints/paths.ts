/* Endpoint paths, with no zod: pages kept light (the first load, the content pages) fill them too. */
import type { TAnyEndpoint } from './define';

/** The `:name` parameters of a path: `'/a/:id/b/:key'` → `'id' | 'key'`. */
export type TPathParamNames<TPath extends string> = TPath extends `${string}:${infer Name}/${infer Rest}`
  ? Name | TPathParamNames<`/${Rest}`>
  : TPath extends `${string}:${infer Name}`
    ? Name
    : never;
export type TPathParams<TPath extends string> = Record<TPathParamNames<TPath>, string | number>;

/** The arguments pathOf takes after the endpoint: none for a fixed path, otherwise one value per `:name`. */
export type TPathArgs<TPath extends string> = [TPathParamNames<TPath>] extends [never] ? [] : [TPathParams<TPath>];

/** The url of an endpoint: each `:name` filled with its value, URI-encoded. */
export function pathOf<TPath extends string>(endpoint: { path: TPath }, ...args: TPathArgs<TPath>): string {
  const values = (args[0] ?? {}) as Record<string, string | number | undefined>;
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs a value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Whether a url path (no query) is one of this endpoint's paths. */
export function matchesPath(endpoint: { path: string }, urlPath: string): boolean {
  const pattern = endpoint.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`).test(urlPath);
}

/** The OpenAPI form of an endpoint's path: `/api/x/:id` → `/api/x/{id}`. */
export const openApiPathOf = (endpoint: { path: string }) => endpoint.path.replace(/:(\w+)/g, '{$1}');

/**
 * An endpoint's method and path, as plain values the browser can import without zod (issue 23), linked to
 * its definition by type alone: `definition` is never set, it carries the definition's request and response
 * types to whatever builds a call from the route.
 */
export type TRouteOf<TEndpoint extends TAnyEndpoint> = Pick<TEndpoint, 'method' | 'path'> & {
  readonly definition?: TEndpoint;
};
/** The routes of a group of definitions, key for key (nested groups stay nested). */
export type TRoutesOf<TGroup> = {
  readonly [TKey in keyof TGroup]: TGroup[TKey] extends TAnyEndpoint ? TRouteOf<TGroup[TKey]> : TRoutesOf<TGroup[TKey]>;
};
/** Any route, whatever its definition. */
export type TAnyRoute = TRouteOf<TAnyEndpoint>;

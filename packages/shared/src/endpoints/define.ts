import type { z } from 'zod';
import { ZListPageMeta } from '../contracts/catalog';
import { success } from '../contracts/envelope';

/** Who may call an endpoint (SPEC §6): anyone, any signed-in account, a plan feature, an influencer, staff. */
export const ENDPOINT_ACCESS = ['public', 'signed-in', 'tools', 'build_startup_ai', 'influencer', 'admin'] as const;
export type TAccess = (typeof ENDPOINT_ACCESS)[number];
/** The access of a route, as the authorisation matrix and the OpenAPI document read it. */
export type TRouteGuard = TAccess;

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an endpoint is: written once here, read by the api, the web and the tests. */
export type TEndpointSpec = {
  method: THttpMethod;
  /** Fastify form: `/api/payment/coupan-check/:id`. */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  access: TAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** What `data` of the success envelope holds. */
  data: z.ZodType;
  /** The status of the success answer: 201 when the call creates something, 200 otherwise. */
  status?: 200 | 201;
  /** A paged list: the envelope carries `page_meta` beside `data`. */
  paged?: boolean;
  /** Fields of the envelope beside `data` (a list's totals, say). */
  extra?: Record<string, z.ZodType>;
  /** The request is a multipart/form-data file upload, read by the handler (no JSON `body`). */
  upload?: true;
  tags?: readonly string[];
};

/** The fields of an endpoint's success envelope: `success`, `message?`, `data`, then `page_meta` and extras. */
type TEnvelopeShape<TSpec extends TEndpointSpec> = {
  success: z.ZodLiteral<true>;
  message: z.ZodOptional<z.ZodString>;
  data: TSpec['data'];
} & (TSpec['paged'] extends true ? { page_meta: typeof ZListPageMeta } : unknown) &
  (TSpec['extra'] extends Record<string, z.ZodType> ? TSpec['extra'] : unknown);

/** The success envelope of an endpoint: `{ success: true, message?, data }` (and `page_meta` when paged). */
export type TEnvelopeSchema<TSpec extends TEndpointSpec> = z.ZodObject<TEnvelopeShape<TSpec>>;

export type TEndpoint<TSpec extends TEndpointSpec = TEndpointSpec> = TSpec & {
  /** The 200 answer, derived from `data`. */
  response: TEnvelopeSchema<TSpec>;
};
/** Any endpoint definition, whatever its schemas. */
export type TAnyEndpoint = TEndpointSpec & { response: z.ZodType };

/** Defines an endpoint: the spec as written, plus its success envelope derived from `data`. */
export function defineEndpoint<const TSpec extends TEndpointSpec>(spec: TSpec): TEndpoint<TSpec> {
  const response = success(spec.data).extend({
    ...(spec.paged && { page_meta: ZListPageMeta }),
    ...spec.extra,
  });
  return { ...spec, response: response as unknown as TEnvelopeSchema<TSpec> };
}

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

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ZOrgNode } from '@launchpad/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_VERSION } from '../lib/paths';
import { routeGuard } from '../security/route-guards';

export const DOCS_PREFIX = '/api/docs';

/**
 * Recursive schemas are named components: zod writes a recursion as a reference to itself, which only
 * resolves when the schema has a name in the document.
 */
const NAMED_SCHEMAS: [z.ZodType, string][] = [[ZOrgNode, 'OrgNode']];
for (const [schema, id] of NAMED_SCHEMAS) if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

type TSchemaObject = Record<string, unknown>;
type TOperation = {
  summary?: string;
  description?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};
type TDocument = {
  servers?: { url: string }[];
  paths: Record<string, Record<string, TOperation>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
};

/** The error envelope every 4xx carries (`{ success: false, message }`), and one response object per status. */
const ERROR_SCHEMA = {
  type: 'object',
  properties: { success: { type: 'boolean', enum: [false] }, message: { type: 'string' } },
  required: ['success', 'message'],
};
const errorResponse = (description: string, extra: TSchemaObject = {}) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  ...extra,
});
const ERROR_RESPONSES = {
  BadRequest: errorResponse('The request is malformed or a field is invalid; the message names the field.'),
  Unauthorized: errorResponse('No valid access token: sign in (or refresh the session) and try again.'),
  Forbidden: errorResponse('Signed in, but this account (its role or plan) may not do this.'),
  NotFound: errorResponse('Nothing with this id or slug exists (or it is not published).'),
  TooManyRequests: errorResponse('Rate limited: wait as long as Retry-After says and try again.', {
    headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } },
  }),
};

/** What the document needs to know about a route that its schema does not say. */
type TRouteFacts = { rateLimited: boolean; summary?: string };

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
const words = (segment: string) =>
  segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
const pathParams = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);

/** A summary from the path when the route gives none: `POST /api/domains/check-single-domain` → "Domains: check single domain". */
function derivedSummary(method: string, path: string): string {
  const segments = path
    .split('/')
    .filter((s) => s && s !== 'api' && !s.startsWith('{'))
    .map(words);
  const [area = 'api', ...rest] = segments;
  const verb = ({ get: 'read', delete: 'delete', put: 'update' } as Record<string, string | undefined>)[method];
  const named = rest.join(' ');
  const action =
    verb && !named.split(' ').includes(verb) && method !== 'get' ? `${verb} ${named}`.trim() : named || verb;
  const params = pathParams(path);
  const by = params.length > 0 ? ` (by ${params.map(words).join(', ')})` : '';
  const title = area.charAt(0).toUpperCase() + area.slice(1);
  return action ? `${title}: ${action}${by}` : `${title}${by}`;
}

/** `POST /api/admin/content/{type}/{id}` → `postAdminContentByTypeById`. */
function derivedOperationId(method: string, path: string): string {
  const parts = path
    .split('/')
    .filter((s) => s && s !== 'api')
    .map((s) => (s.startsWith('{') ? `by ${s.slice(1, -1) === '*' ? 'path' : s.slice(1, -1)}` : s))
    .flatMap((s) => words(s).split(/[^a-z0-9]+/))
    .filter(Boolean);
  return [method, ...parts].map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}

/**
 * A schema with `nullable` must say its `type` (OpenAPI 3.0): a nullable union whose branches share one
 * type gets that type.
 */
function typeNullableUnions(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(typeNullableUnions);
  if (!node || typeof node !== 'object') return;
  const schema = node as TSchemaObject;
  if (schema.nullable === true && schema.type === undefined) {
    const branches = (schema.oneOf ?? schema.anyOf ?? schema.allOf) as TSchemaObject[] | undefined;
    const types = new Set(branches?.map((b) => b.type ?? (b.properties ? 'object' : undefined)));
    const [only] = types;
    if (types.size === 1 && typeof only === 'string') schema.type = only;
  }
  Object.values(schema).forEach(typeNullableUnions);
}

/**
 * Completes each operation from what the app knows about its route: a summary and a unique operationId,
 * the security requirement (none on public routes), and the 4xx answers it can give — 400 where it takes
 * input, 401/403 from its guard (security/route-guards.ts), 404 where the path addresses something, 429
 * where it is rate limited. A wildcard path parameter gets the name `path`.
 */
function completeDocument(doc: TDocument, facts: Map<string, TRouteFacts>, publicUrl: string): TDocument {
  const paths: TDocument['paths'] = {};
  const operationIds = new Set<string>();
  for (const [rawPath, item] of Object.entries(doc.paths)) {
    const path = rawPath.replace('{*}', '{path}');
    paths[path] = item;
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.includes(method)) continue;
      const key = `${method.toUpperCase()} ${rawPath}`;
      const fact = facts.get(key);
      for (const parameter of operation.parameters ?? []) if (parameter.name === '*') parameter.name = 'path';
      operation.summary ??= fact?.summary ?? derivedSummary(method, path);
      let operationId = operation.operationId ?? derivedOperationId(method, path);
      for (let n = 2; operationIds.has(operationId); n += 1) operationId = `${derivedOperationId(method, path)}${n}`;
      operationIds.add(operationId);
      operation.operationId = operationId;
      operation.security ??= [];
      const guard = routeGuard(`${method.toUpperCase()} ${path}`);
      const guarded = operation.security.length > 0 || (guard !== undefined && guard !== 'public');
      const takesInput = operation.requestBody !== undefined || (operation.parameters ?? []).length > 0;
      const responses = (operation.responses ??= {});
      const add = (status: string, name: keyof typeof ERROR_RESPONSES) => {
        responses[status] ??= { $ref: `#/components/responses/${name}` };
      };
      if (takesInput) add('400', 'BadRequest');
      if (guarded) add('401', 'Unauthorized');
      if (guarded && guard !== 'signed-in') add('403', 'Forbidden');
      if (pathParams(path).length > 0) add('404', 'NotFound');
      if (fact?.rateLimited) add('429', 'TooManyRequests');
    }
  }
  typeNullableUnions(paths);
  typeNullableUnions(doc.components?.schemas);
  return {
    ...doc,
    servers: [{ url: publicUrl }],
    paths,
    components: {
      ...doc.components,
      schemas: { ...doc.components?.schemas, Error: ERROR_SCHEMA },
      responses: { ...doc.components?.responses, ...ERROR_RESPONSES },
    },
  };
}

/**
 * OpenAPI document generated from the routes' zod schemas: JSON at /api/docs/json, UI at /api/docs.
 * Both are served outside production; in production only with API_DOCS_PUBLIC=true, so a public server
 * does not hand out a map of its api. The document is built either way (`app.swagger()`).
 */
export async function registerDocs(app: FastifyInstance) {
  const { NODE_ENV, API_DOCS_PUBLIC, PUBLIC_URL } = app.deps.config;
  const facts = new Map<string, TRouteFacts>();
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Launchpad API',
        version: API_VERSION,
        description: 'Every call of SPEC §7.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) => {
      const route = input.route as RouteOptions;
      const methods = [route.method].flat();
      // As served with RATE_LIMIT_ENABLED (the default): writes are limited (app.ts) unless a route sets its
      // own limit; reads only when they set one.
      const rateLimit = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit;
      const rateLimited = rateLimit !== false && (rateLimit !== undefined || methods.some((m) => WRITE_METHODS.has(m)));
      const summary = (route.schema as { summary?: string } | undefined)?.summary;
      for (const method of methods) facts.set(`${method} ${openApiPath(input.url)}`, { rateLimited, summary });
      return jsonSchemaTransform(input);
    },
    transformObject: (input) => {
      const doc = jsonSchemaTransformObject(input) as unknown as TDocument;
      return completeDocument(doc, facts, PUBLIC_URL) as unknown as ReturnType<typeof jsonSchemaTransformObject>;
    },
  });
  if (NODE_ENV !== 'production' || API_DOCS_PUBLIC) await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}

// Test helpers (not tests) for the security suite: the routes of the OpenAPI document, sample and
// malformed bodies generated from their schemas, and a fingerprint of the database's contents.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { TTestContext } from '../test/context';

export type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  nullable?: boolean;
  additionalProperties?: boolean | TJsonSchema;
  default?: unknown;
  $ref?: string;
};

export type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type TOperation = {
  method: TMethod;
  /** The OpenAPI path, e.g. `/api/orders/{orderId}`. */
  path: string;
  /** `METHOD path`, how failures name the route. */
  key: string;
  tags: string[];
  /** The document says the route needs a bearer token. */
  bearer: boolean;
  /** The JSON body's schema, when the route takes one. */
  body: TJsonSchema | null;
  /** The route takes a body of another kind (multipart uploads, raw webhooks). */
  otherBody: boolean;
};

type TOpenApiOperation = {
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema?: TJsonSchema }> };
};

/** Paths the suite leaves out: the documentation itself and development-only helpers. */
export const isExcludedPath = (path: string) => path.startsWith('/api/docs') || path.startsWith('/api/dev/');

/** Every operation of the app's OpenAPI document (`app.swagger()`), except docs and /api/dev. */
export function openApiOperations(app: FastifyInstance): TOperation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, TOpenApiOperation>> };
  const operations: TOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (isExcludedPath(path)) continue;
    for (const [verb, op] of Object.entries(item)) {
      const method = verb.toUpperCase() as TMethod;
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      const json = content['application/json'];
      operations.push({
        method,
        path,
        key: `${method} ${path}`,
        tags: op.tags ?? [],
        bearer: (op.security ?? []).length > 0,
        body: json ? (json.schema ?? {}) : null,
        otherBody: !json && Object.keys(content).length > 0,
      });
    }
  }
  return operations;
}

/** The path with each `{param}` (and a `{*}` wildcard) replaced by `value(param)`, URL-encoded. */
export function fillPath(path: string, value: (param: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(value(name)));
}

const firstOf = (schema: TJsonSchema): TJsonSchema | undefined =>
  (schema.anyOf ?? schema.oneOf)?.find((s) => s.type !== 'null' && !(s.enum?.length === 1 && s.enum[0] === null));

const typeOf = (schema: TJsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
};

const PATTERN_CANDIDATES = ['123', 'abc', 'example', 'example.com', 'A1', 'GB', 'abc-123', '12:00', '2030-01-01', 'x'];

function sampleString(schema: TJsonSchema): string {
  switch (schema.format) {
    case 'email':
      return 'someone@example.test';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'date-time':
      return '2030-01-01T09:00:00.000Z';
    case 'date':
      return '2030-01-01';
    case 'uri':
    case 'url':
      return 'http://127.0.0.1:9/';
    default:
  }
  const length = Math.max(schema.minLength ?? 1, 3);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const fit = PATTERN_CANDIDATES.find((c) => pattern.test(c));
    if (fit) return fit;
  }
  return 'abc'.padEnd(Math.min(length, schema.maxLength ?? length), 'x');
}

function sampleNumber(schema: TJsonSchema): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
  const value = Math.max(low, 1);
  return schema.maximum !== undefined && value > schema.maximum ? schema.maximum : value;
}

/**
 * A plausible valid value for a schema: required properties only (plus any property `hints` names,
 * whose value is used as given), enums' first member, strings fitting length and format.
 */
export function sampleValue(schema: TJsonSchema | undefined, hints: Record<string, unknown> = {}): unknown {
  if (!schema) return 'abc';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  const alternative = firstOf(schema);
  if (alternative) return sampleValue(alternative, hints);
  if (schema.allOf?.length) return sampleValue(Object.assign({}, ...schema.allOf) as TJsonSchema, hints);
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [name, prop] of Object.entries(schema.properties ?? {})) {
        if (name in hints) out[name] = hints[name];
        else if (required.has(name)) out[name] = sampleValue(prop, hints);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleValue(schema.items, hints));
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'abc';
  }
}

/** Text payloads any free-text field might receive. */
export const HOSTILE_STRINGS = {
  huge: 'a'.repeat(100 * 1024),
  rtl: '\u202Egnp.exe\u200F\u200E',
  emoji: '🚀👩‍💻🇬🇧',
  nul: 'abc\u0000def',
  sqlOr: "' OR 1=1 --",
  sqlDrop: "'; DROP TABLE users; --",
  script: '<script>alert(1)</script>',
  img: '<img src=x onerror=alert(1)>',
} as const;

export type TBadBody = {
  label: string;
  body: unknown;
  /** The body is schema-invalid by construction. */ invalid: boolean;
};

function wrongTypeFor(schema: TJsonSchema | undefined): unknown {
  const type = schema ? (typeOf(schema) ?? typeOf(firstOf(schema) ?? {})) : undefined;
  if (type === 'string') return { not: 'a string' };
  if (type === 'integer' || type === 'number') return 'not a number';
  if (type === 'boolean') return 'yes';
  if (type === 'array') return 'not an array';
  if (type === 'object') return 42;
  return { unexpected: [1, 2, 3] };
}

/**
 * Bad bodies for one JSON schema: not an object at all, wrong types for each property, unknown extra
 * properties, and every hostile string in the first `hostileFields` string properties (these may be valid
 * free text; the rest of a route's text fields share the same validation, and the suite must stay fast).
 */
export function badBodies(schema: TJsonSchema, base: Record<string, unknown>, hostileFields = 2): TBadBody[] {
  const out: TBadBody[] = [
    { label: 'an array instead of the object', body: [base], invalid: true },
    { label: 'null instead of the object', body: null, invalid: false },
    { label: 'a string instead of the object', body: 'hello', invalid: true },
  ];
  const properties = Object.entries(schema.properties ?? {});
  if (schema.additionalProperties === false) {
    out.push({ label: 'an unknown extra property', body: { ...base, isAdmin: true, role: 'admin' }, invalid: true });
  }
  for (const [name, prop] of properties) {
    const alternatives = prop.anyOf ?? prop.oneOf ?? [prop];
    const accepts = (t: string) =>
      alternatives.some((a) => typeOf(a) === t || (t === 'object' && a.type === undefined));
    const wrong = wrongTypeFor(prop);
    const isWrong =
      (typeof wrong === 'object' && wrong !== null && !accepts('object')) ||
      (typeof wrong === 'string' && !accepts('string')) ||
      (typeof wrong === 'number' && !accepts('number') && !accepts('integer'));
    if (isWrong) out.push({ label: `${name}: wrong type`, body: { ...base, [name]: wrong }, invalid: true });
    if (accepts('string') && !prop.enum && hostileFields > 0) {
      hostileFields -= 1;
      for (const [kind, text] of Object.entries(HOSTILE_STRINGS)) {
        out.push({ label: `${name}: ${kind} string`, body: { ...base, [name]: text }, invalid: false });
      }
    }
  }
  return out;
}

/** Row counts of every table in the public schema and a hash of the users table, to compare before/after. */
export async function databaseFingerprint(ctx: TTestContext) {
  const db = ctx.database.db;
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows?: { table_name: string }[] } | { table_name: string }[];
  const rows = Array.isArray(tables) ? tables : (tables.rows ?? []);
  const counts: Record<string, number> = {};
  for (const { table_name: name } of rows) {
    const result = (await db.execute(sql.raw(`select count(*)::int as n from "${name}"`))) as unknown as
      { rows?: { n: number }[] } | { n: number }[];
    const first = Array.isArray(result) ? result[0] : result.rows?.[0];
    counts[name] = Number(first?.n ?? -1);
  }
  const usersResult = (await db.execute(sql.raw('select * from "users" order by id'))) as unknown as
    { rows?: unknown[] } | unknown[];
  const userRows = Array.isArray(usersResult) ? usersResult : (usersResult.rows ?? []);
  const usersHash = createHash('sha256').update(JSON.stringify(userRows)).digest('hex');
  return { counts, usersHash };
}

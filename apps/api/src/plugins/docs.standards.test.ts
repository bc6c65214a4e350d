// Issue 22: the OpenAPI document passes tools nobody here wrote. swagger-parser validates it against the
// OpenAPI 3.0 schema with every $ref resolved, and Redocly's "recommended" ruleset finds no error (no
// rule is turned off): every operation has a summary, a unique operationId, its security requirement and
// the 4xx answers it can give, and recursive schemas are named components.
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TTestContext, createTestContext } from '../test/context';

type TOperation = {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, { $ref?: string }>;
};
type TDoc = {
  openapi: string;
  paths: Record<string, Record<string, TOperation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

let ctx: TTestContext;
let text: string;
let doc: TDoc;
beforeAll(async () => {
  ctx = await createTestContext();
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  text = res.body;
  doc = JSON.parse(text) as TDoc;
  // A seeded database and the whole document generated once: slow on a busy machine.
}, 180_000);
afterAll(() => ctx.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );
const statuses = (key: string) => {
  const [method = '', path = ''] = key.split(' ');
  return Object.keys(doc.paths[path]?.[method.toLowerCase()]?.responses ?? {});
};

describe('OpenAPI document under independent tools', () => {
  it('is valid OpenAPI for swagger-parser, with every reference resolved', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("has no error under Redocly's recommended rules, and no warning about operations", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const show = (p: (typeof problems)[number]) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`;
    expect(problems.filter((p) => p.severity === 'error').map(show)).toEqual([]);
    const operationRules = ['operation-summary', 'operation-operationId', 'operation-4xx-response', 'security-defined'];
    // A read that takes no input, needs no token, addresses nothing and is not rate limited has no 4xx
    // answer to document (operation-4xx-response is a warning in "recommended"): only those may lack one.
    const nothingToRefuse = operations()
      .filter(({ key, op }) => key.startsWith('GET ') && !op.parameters?.length && op.security?.length === 0)
      .filter(({ op }) => !Object.keys(op.responses).some((status) => status.startsWith('4')))
      .map(({ key }) => {
        const [method = '', path = ''] = key.split(' ');
        return `operation-4xx-response #/paths/${path.replaceAll('/', '~1')}/${method.toLowerCase()}/responses`;
      });
    expect(nothingToRefuse).toContain('operation-4xx-response #/paths/~1api~1health/get/responses');
    const operationProblems = problems
      .filter((p) => operationRules.includes(p.ruleId))
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}`);
    expect(operationProblems.sort()).toEqual(nothingToRefuse.sort());
  });

  it('names the recursive organisation chart and the media path parameter', () => {
    expect(doc.components.schemas.OrgNode).toMatchObject({ type: 'object' });
    expect(text).not.toMatch(/#\/components\/schemas\/schema\d/);
    expect(Object.keys(doc.paths)).toContain('/media/{path}');
    expect(doc.paths['/media/{path}']?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'path', in: 'path' }),
    ]);
  });

  it('gives every operation a summary, a unique operationId and a security requirement', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(100);
    for (const { key, op } of ops) {
      expect(op.summary, key).toMatch(/\w/);
      expect(op.security, key).toBeDefined();
    }
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/health']?.get?.security).toEqual([]);
    expect(doc.paths['/api/admin/content/event']?.post?.security).toEqual([{ bearer: [] }]);
  });

  it('documents the 4xx answers each route can give, from its input, guard, address and rate limit', () => {
    // Staff only, with a body: 400, 401, 403.
    expect(statuses('POST /api/admin/content/event')).toEqual(expect.arrayContaining(['400', '401', '403']));
    // Any signed-in account: 401, but no role or plan to refuse.
    expect(statuses('POST /api/auth/passwordChange')).toEqual(expect.arrayContaining(['400', '401']));
    expect(statuses('POST /api/auth/passwordChange')).not.toContain('403');
    // Public, addressed by a path parameter: 404 and no 401.
    expect(statuses('GET /api/content/event/{id}/ics')).toEqual(expect.arrayContaining(['400', '404']));
    expect(statuses('GET /api/content/event/{id}/ics')).not.toContain('401');
    // Rate limited: 429.
    expect(statuses('POST /api/contact')).toContain('429');
    for (const { key, op } of operations()) {
      for (const status of Object.keys(op.responses).filter((s) => s.startsWith('4'))) {
        const ref = op.responses[status]?.$ref;
        if (ref) expect(ref, `${key} ${status}`).toMatch(/^#\/components\/responses\/\w+$/);
      }
    }
  });
});

// Issue 11: malformed and hostile input on every JSON write route of the OpenAPI document, sent by a caller
// who passes the route's guard. Never a 5xx; bad input is a 4xx `{ success: false, message }` that
// changes nothing; hostile text that is valid free text comes back as JSON text, not markup.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TTestContext, createSignedInUser, createTestContext } from '../test/context';
import { customerOnPlan } from '../modules/launchpad/launchpad.test-helpers';
import {
  HOSTILE_STRINGS,
  type TBadBody,
  type TOperation,
  badBodies,
  databaseFingerprint,
  fillPath,
  openApiOperations,
  sampleValue,
} from './security.test-helpers';

/** Values that keep the rest of a generated body valid, so each bad field is the only problem. */
const HINTS = {
  email: 'someone@example.test',
  newEmail: 'someone-new@example.test',
  phone: '+44.2071234567',
  url: 'http://127.0.0.1:9/',
  image: '',
  chart: { id: 'root', name: 'Ada', role: 'Founder', subordinates: [] },
};

let ctx: TTestContext;
let staff: Record<string, string>;
let customer: Record<string, string>;
let routes: { op: TOperation; url: string; headers: Record<string, string>; bodies: TBadBody[] }[];

type TAnswer = { route: string; label: string; status: number; body: string; contentType: string };
const invalidAnswers: TAnswer[] = [];
const hostileAnswers: TAnswer[] = [];
let before: Awaited<ReturnType<typeof databaseFingerprint>>;
let afterInvalid: Awaited<ReturnType<typeof databaseFingerprint>>;

const isStaffRoute = (op: TOperation) => op.tags.includes('admin') || op.path.startsWith('/api/admin/');

beforeAll(async () => {
  ctx = await createTestContext();
  staff = (await createSignedInUser(ctx, 'admin')).headers;
  customer = (await customerOnPlan(ctx, 'scale')).headers;
  routes = openApiOperations(ctx.app)
    .filter((op) => op.method !== 'GET' && op.body?.type === 'object')
    .map((op) => {
      const schema = op.body ?? {};
      const base = (sampleValue(schema, HINTS) ?? {}) as Record<string, unknown>;
      return {
        op,
        url: fillPath(op.path, (name) => (name === 'type' ? 'blog' : '00000000-0000-4000-8000-000000000000')),
        headers: isStaffRoute(op) ? staff : customer,
        bodies: badBodies(schema, base),
      };
    });

  const send = async (route: (typeof routes)[number], bad: TBadBody): Promise<TAnswer> => {
    const res = await ctx.app.inject({
      method: route.op.method,
      url: route.url,
      headers: { ...route.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(bad.body),
    });
    return {
      route: route.op.key,
      label: bad.label,
      status: res.statusCode,
      body: res.body,
      contentType: String(res.headers['content-type'] ?? ''),
    };
  };

  before = await databaseFingerprint(ctx);
  for (const route of routes) {
    for (const bad of route.bodies.filter((b) => b.invalid)) invalidAnswers.push(await send(route, bad));
  }
  afterInvalid = await databaseFingerprint(ctx);
  for (const route of routes) {
    for (const bad of route.bodies.filter((b) => !b.invalid)) hostileAnswers.push(await send(route, bad));
  }
}, 180_000);
afterAll(() => ctx?.close());

const describeAnswer = (a: TAnswer) => `${a.route} [${a.label}]: ${a.status} ${a.body.slice(0, 140)}`;

function isErrorEnvelope(answer: TAnswer): boolean {
  try {
    const body = JSON.parse(answer.body) as { success?: unknown; message?: unknown };
    return body.success === false && typeof body.message === 'string' && body.message.trim() !== '';
  } catch {
    return false;
  }
}

describe('malformed input on every JSON write route', () => {
  it('covers the JSON write routes of the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(invalidAnswers.length).toBeGreaterThan(routes.length * 2);
    expect(hostileAnswers.length).toBeGreaterThan(routes.length);
  });

  it('never answers with a server error', () => {
    const offending = [...invalidAnswers, ...hostileAnswers].filter((a) => a.status >= 500).map(describeAnswer);
    expect(offending, offending.join('\n')).toEqual([]);
  });

  it('answers invalid bodies (wrong types, arrays, strings, unknown fields) with 4xx { success: false, message }', () => {
    const offending = invalidAnswers
      .filter((a) => a.status < 400 || a.status >= 500 || !isErrorEnvelope(a))
      .map(describeAnswer);
    expect(offending, offending.join('\n')).toEqual([]);
  });

  it('changes no table and no user when the body is invalid', () => {
    expect(afterInvalid.counts).toEqual(before.counts);
    expect(afterInvalid.usersHash).toBe(before.usersHash);
  });

  it('answers hostile text (huge, unicode, SQL, script) with a JSON error or JSON data, never markup', () => {
    const offending = hostileAnswers
      .filter((a) => {
        if (a.status >= 400) return !isErrorEnvelope(a);
        const binary = /application\/(pdf|vnd\.openxmlformats)/.test(a.contentType);
        return !binary && !a.contentType.startsWith('application/json');
      })
      .map((a) => `${describeAnswer(a)} (content-type ${a.contentType})`);
    expect(offending, offending.join('\n')).toEqual([]);
  });

  it('keeps the SQL payloads from touching the tables: users still there, no table dropped', async () => {
    const now = await databaseFingerprint(ctx);
    expect(Object.keys(now.counts)).toEqual(Object.keys(before.counts));
    expect(now.counts.users).toBeGreaterThanOrEqual(before.counts.users ?? 0);
    expect(HOSTILE_STRINGS.sqlDrop).toContain('DROP TABLE');
  });
});

// Issue 19: recursive and deeply nested bodies are refused with a 400 that says why, before schema
// validation can recurse itself into a stack overflow (a 700-level organisation chart used to answer 500).
import { ORG_CHART_LIMITS, toolsEndpoints } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerOnPlan } from '../modules/launchpad/launchpad.test-helpers';
import { MAX_BODY_DEPTH } from '../plugins/body-depth';
import { type TTestContext, createTestContext } from '../test/context';

let ctx: TTestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  headers = { ...(await customerOnPlan(ctx, 'growth')).headers, 'content-type': 'application/json' };
});
afterAll(() => ctx.close());

/** `{ "chart": … }` with `levels` people below the root, each the only subordinate of the one above, as JSON text. */
function chainedChart(levels: number): string {
  const person = (n: number) => `{"id":"p${n}","name":"Person ${n}","role":"Role","subordinates":[`;
  let open = '';
  for (let n = 0; n <= levels; n += 1) open += person(n);
  return `{"chart":${open}${']}'.repeat(levels + 1)}}`;
}

const saveChart = (payload: string) =>
  ctx.app.inject({ method: 'POST', url: toolsEndpoints.saveOrgChart.path, headers, payload });
const savedChart = async () =>
  (await ctx.app.inject({ method: 'POST', url: toolsEndpoints.orgChart.path, headers, payload: {} })).json().data;

describe('bodies: an organisation chart nested too deeply', () => {
  it.each([700, 10_000])('refuses a chart %i levels deep with the chart rule and keeps nothing', async (levels) => {
    const res = await saveChart(chainedChart(levels));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: `An organisation chart can be at most ${ORG_CHART_LIMITS.maxDepth} levels deep.`,
    });
    expect(await savedChart()).toBeNull();
  });

  it('refuses one level more than the limit with the same message', async () => {
    const res = await saveChart(chainedChart(ORG_CHART_LIMITS.maxDepth + 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`An organisation chart can be at most ${ORG_CHART_LIMITS.maxDepth} levels deep.`);
  });

  it('still saves a chart exactly as deep as allowed', async () => {
    const res = await saveChart(chainedChart(ORG_CHART_LIMITS.maxDepth));
    expect(res.statusCode).toBe(200);
    const saved = await savedChart();
    let depth = 0;
    for (let node = saved.chart; node.subordinates.length > 0; node = node.subordinates[0]) depth += 1;
    expect(depth).toBe(ORG_CHART_LIMITS.maxDepth);
  });
});

describe('bodies: any JSON body nested too deeply', () => {
  const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

  it.each([MAX_BODY_DEPTH + 1, 10_000, 100_000])('answers %i levels with a 400 naming the limit', async (levels) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/products/page-seo',
      headers: { 'content-type': 'application/json' },
      payload: `{"slug":${deepArray(levels - 1)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: `The request body is nested too deeply: at most ${MAX_BODY_DEPTH} levels of objects and arrays.`,
    });
  });

  it('lets a body at the limit reach the route’s own validation', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/products/page-seo',
      headers: { 'content-type': 'application/json' },
      payload: `{"slug":${deepArray(MAX_BODY_DEPTH - 1)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ slug: 'Slug must be text' });
  });
});

import { LEAN_CANVAS_BOXES, SECTION_SCHEMAS } from '@launchpad/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchpadSections } from '../../db/schema';
import { startOpenAiTestServer } from '../../providers/llm/openai.test-server';
import { type TTestContext, createTestContext } from '../../test/context';
import { createIdeaFor, customerOnPlan, launchpadApi } from './launchpad.test-helpers';

// The builder with LLM_BASE_URL set: the brief is reviewed and sections are written by an
// OpenAI-compatible server over HTTP; when it fails, the offline generator writes with a note.
let ctx: TTestContext;
let server: Awaited<ReturnType<typeof startOpenAiTestServer>>;
let api: ReturnType<typeof launchpadApi>;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startOpenAiTestServer();
  ctx = await createTestContext({
    env: { LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'local-model', LLM_TIMEOUT_MS: '1000', LLM_MAX_RETRIES: '0' },
  });
  api = launchpadApi(ctx);
  headers = (await customerOnPlan(ctx, 'scale')).headers;
});
afterAll(async () => {
  await ctx.close();
  await server.close();
});

const rowOf = async (ideaId: string, section: string) => {
  const [row] = await ctx.database.db
    .select()
    .from(launchpadSections)
    .where(and(eq(launchpadSections.ideaId, ideaId), eq(launchpadSections.section, section)));
  return row;
};

describe('launchpad with an OpenAI-compatible LLM', () => {
  it('has the model review the brief when an idea is created, and keeps its correction', async () => {
    const before = server.requests.length;
    server.queue({
      content: {
        offering: 'mobile bicycle repairs',
        buyer: 'b2c',
        customer: 'cycling commuters',
        end_user: null,
        business_model: 'service',
        industry_code: '811490',
        places: [
          { city: 'London', region: 'England', region_code: 'ENG', country: 'United Kingdom', country_code: 'GB' },
        ],
        scope: 'local',
        currency: 'GBP',
        confidence: { offering: 0.9, buyer: 0.9, customer: 0.8, business_model: 0.9, industry: 0.8, places: 0.95 },
        assumptions: ['We assumed repairs happen at the commuter’s workplace.'],
      },
    });
    const id = await createIdeaFor(ctx, headers, 'Mobile bike repair for commuters in London');
    expect(server.requests[before]?.schemaName).toBe('IdeaBrief');
    const { brief } = (await api.read(headers, id)).json().data;
    expect(brief).toMatchObject({
      offering: 'mobile bicycle repairs',
      customer: 'cycling commuters',
      business_model: 'service',
      places: [{ city: 'London', country_code: 'GB' }],
    });
  });

  it('generates and stores a section from the server’s structured answer, names checked with the registrar', async () => {
    const id = await createIdeaFor(ctx, headers, 'Mobile bike repair for commuters in London');
    const res = await api.section(headers, id, 'BusinessName');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.note).toBeNull();
    const content = JSON.parse(res.json().data.content);
    expect(SECTION_SCHEMAS.BusinessName.safeParse(content).success).toBe(true);
    expect(server.requests.at(-1)?.body.model).toBe('local-model');
    expect((await rowOf(id, 'BusinessName'))?.provider).toBe('openai');
  });

  it('writes the nine canvas boxes in one request, however many are asked for at once', async () => {
    const id = await createIdeaFor(ctx, headers, 'A subscription for refurbished office chairs for remote workers');
    const before = server.asked('LeanCanvas');
    const answers = await Promise.all(LEAN_CANVAS_BOXES.map((box) => api.section(headers, id, box)));
    expect(answers.map((res) => res.statusCode)).toEqual(LEAN_CANVAS_BOXES.map(() => 200));
    expect(server.asked('LeanCanvas') - before).toBe(1);
    for (const box of LEAN_CANVAS_BOXES) expect((await rowOf(id, box))?.provider).toBe('openai');
  });

  it('answers with the offline generator and a note when the model times out', async () => {
    const id = await createIdeaFor(ctx, headers, 'Puncture repairs at railway stations for commuters in Bristol');
    server.queue({ delayMs: 3000, content: {} });
    const res = await api.section(headers, id, 'Problem');
    expect(res.statusCode, res.body).toBe(200);
    expect(server.requests.at(-1)?.schemaName).toBe('LeanCanvas');
    expect(res.json().data.note).toMatch(/built-in generator/);
    expect(SECTION_SCHEMAS.Problem.safeParse(JSON.parse(res.json().data.content)).success).toBe(true);
    expect((await rowOf(id, 'Problem'))?.provider).toBe('builtin');
  });

  it('answers with the offline generator and a note after invalid JSON twice', async () => {
    const id = await createIdeaFor(ctx, headers, 'Bicycle servicing vans for office parks in Glasgow');
    server.queue({ content: '{oops' }, { content: '[]' });
    const res = await api.section(headers, id, 'DynamicTitles');
    expect(res.statusCode, res.body).toBe(200);
    expect(server.requests.slice(-2).map((request) => request.schemaName)).toEqual(['DynamicTitles', 'DynamicTitles']);
    expect(res.json().data.note).toMatch(/built-in generator/);
    expect((await rowOf(id, 'DynamicTitles'))?.provider).toBe('builtin');
  });
});

import { SECTION_SCHEMAS } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchpadSections } from '../../db/schema';
import { createBuiltinGenerator } from '../../providers/llm/builtin.generator';
import { analyseIdea } from '../../providers/llm/idea-analysis';
import { startOpenAiTestServer } from '../../providers/llm/openai.test-server';
import { type TTestContext, createTestContext } from '../../test/context';
import { createIdeaFor, customerOnPlan, launchpadApi } from './launchpad.test-helpers';

// The builder with LLM_BASE_URL set: sections come from an OpenAI-compatible server over HTTP.
let ctx: TTestContext;
let server: Awaited<ReturnType<typeof startOpenAiTestServer>>;
let api: ReturnType<typeof launchpadApi>;
let headers: Record<string, string>;
const builtin = createBuiltinGenerator();

beforeAll(async () => {
  server = await startOpenAiTestServer(async (body) => {
    const name = (body.response_format as { json_schema: { name: 'Problem' } }).json_schema.name;
    const idea = /Idea: (.*)/.exec((body.messages as { content: string }[])[1]?.content ?? '')?.[1] ?? '';
    return {
      kind: 'json',
      content: JSON.stringify(await builtin.generate({ section: name, idea, analysis: analyseIdea(idea) })),
    };
  });
  ctx = await createTestContext({
    env: { LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'local-model', LLM_TIMEOUT_MS: '1000' },
  });
  api = launchpadApi(ctx);
  headers = (await customerOnPlan(ctx, 'scale')).headers;
});
afterAll(async () => {
  await ctx.close();
  await server.close();
});

describe('launchpad with an OpenAI-compatible LLM', () => {
  it('generates and stores a section from the server’s structured answer, names checked with the registrar', async () => {
    const id = await createIdeaFor(ctx, headers, 'Mobile bike repair for commuters in London');
    const res = await api.section(headers, id, 'BusinessName');
    expect(res.statusCode, res.body).toBe(200);
    const content = JSON.parse(res.json().data.content);
    expect(SECTION_SCHEMAS.BusinessName.safeParse(content).success).toBe(true);
    expect(server.requests.at(-1)?.body.model).toBe('local-model');
    const [row] = await ctx.database.db.select().from(launchpadSections).where(eq(launchpadSections.ideaId, id));
    expect(row?.provider).toBe('openai');
  });

  it('answers 503 with a clear message when the model times out, stores nothing, and works on retry', async () => {
    const id = await createIdeaFor(ctx, headers, 'Mobile bike repair for commuters in London');
    server.queue({ kind: 'hang', ms: 3000 });
    const failed = await api.section(headers, id, 'Problem');
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe('The AI service did not answer within 1 second. Please try again.');
    expect(await ctx.database.db.select().from(launchpadSections).where(eq(launchpadSections.ideaId, id))).toHaveLength(
      0,
    );
    expect((await api.section(headers, id, 'Problem')).statusCode).toBe(200);
  });

  it('answers 503 after invalid JSON twice and keeps nothing half-stored', async () => {
    const id = await createIdeaFor(ctx, headers, 'Mobile bike repair for commuters in London');
    server.queue({ kind: 'json', content: '{oops' }, { kind: 'json', content: '[]' });
    const failed = await api.section(headers, id, 'Channels');
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toContain('invalid Channels');
    expect((await api.read(headers, id)).json().data.sections).toEqual({});
  });
});

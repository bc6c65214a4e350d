import { PROVIDER_SCHEMAS, type TGeneratedSection } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinGenerator } from './builtin.generator';
import { analyseIdea } from './idea-analysis';
import { LlmError } from './llm.provider';
import { createOpenAiProvider } from './openai.adapter';
import { startOpenAiTestServer } from './openai.test-server';

const builtin = createBuiltinGenerator();
let server: Awaited<ReturnType<typeof startOpenAiTestServer>>;

/** By default the server answers like a good model: valid JSON for the section it was asked for. */
beforeAll(async () => {
  server = await startOpenAiTestServer(async (body) => {
    const format = body.response_format as { json_schema: { name: TGeneratedSection } };
    const messages = body.messages as { content: string }[];
    const idea = /Idea: (.*)/.exec(messages[1]?.content ?? '')?.[1] ?? 'idea';
    const content = await builtin.generate({ section: format.json_schema.name, idea, analysis: analyseIdea(idea) });
    return { kind: 'json', content: JSON.stringify(content) };
  });
});
afterAll(() => server.close());

const idea = 'A tutoring marketplace for GCSE maths students in Leeds';
const input = (section: TGeneratedSection) => ({ section, idea, analysis: analyseIdea(idea) });
const provider = (timeoutMs = 2000, options: { apiKey?: string } = { apiKey: 'sk-test' }) =>
  createOpenAiProvider({ baseUrl: server.baseUrl, apiKey: options.apiKey, model: 'test-model', timeoutMs });

describe('OpenAI-compatible adapter: the wire format', () => {
  it('asks for JSON-schema structured output with the model, key and the idea, and returns the validated answer', async () => {
    const before = server.requests.length;
    const answer = await provider().generate(input('ElevatorPitch'));
    expect(PROVIDER_SCHEMAS.ElevatorPitch.safeParse(answer).success).toBe(true);
    const request = server.requests[before];
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({
      model: 'test-model',
      response_format: { type: 'json_schema', json_schema: { name: 'ElevatorPitch', strict: true } },
    });
    const schema = (request?.body.response_format as { json_schema: { schema: { required: string[] } } }).json_schema
      .schema;
    expect(schema.required).toEqual(expect.arrayContaining(['one_liner', 'pitch', 'hook', 'call_to_action']));
    expect(JSON.stringify(request?.body.messages)).toContain('GCSE maths');
  });

  it('sends no Authorization header when no key is set (local servers such as Ollama)', async () => {
    const before = server.requests.length;
    await provider(2000, {}).generate(input('Problem'));
    expect(server.requests[before]?.headers.authorization).toBeUndefined();
  });
});

describe('OpenAI-compatible adapter: repair and failures', () => {
  it('repairs once: bad JSON, then a good reply', async () => {
    const good = JSON.stringify(await builtin.generate(input('Problem')));
    server.queue({ kind: 'json', content: '{"title": "unfinished' }, { kind: 'json', content: good });
    const before = server.requests.length;
    const answer = await provider().generate(input('Problem'));
    expect(answer).toEqual(JSON.parse(good));
    expect(server.requests.length - before).toBe(2);
    const repair = server.requests[before + 1]?.body.messages as { role: string; content: string }[];
    expect(repair.at(-1)).toMatchObject({ role: 'user', content: expect.stringContaining('not valid JSON') });
  });

  it('repairs once: JSON that misses the schema, then a good reply', async () => {
    server.queue({ kind: 'json', content: JSON.stringify({ title: 'x', summary: 'y', points: [] }) });
    const answer = await provider().generate(input('Solution'));
    expect(PROVIDER_SCHEMAS.Solution.safeParse(answer).success).toBe(true);
  });

  it('gives up with a clear error after two invalid replies', async () => {
    server.queue({ kind: 'json', content: 'not json' }, { kind: 'json', content: '{"nope": true}' });
    await expect(provider().generate(input('KeyMetrics'))).rejects.toMatchObject({
      name: 'LlmError',
      kind: 'invalid',
      message: 'The AI service gave an invalid KeyMetrics twice. Please try again.',
    });
  });

  it('times out with a message naming the wait', async () => {
    server.queue({ kind: 'hang', ms: 3000 });
    const started = Date.now();
    const error = await provider(300)
      .generate(input('Channels'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmError);
    expect((error as LlmError).kind).toBe('timeout');
    expect((error as LlmError).message).toContain('did not answer within');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports a refused key and server errors with the service’s own message', async () => {
    server.queue({ kind: 'status', status: 401, error: 'Incorrect API key provided' });
    await expect(provider().generate(input('Channels'))).rejects.toThrow(
      'The AI service rejected our credentials: Incorrect API key provided.',
    );
    server.queue({ kind: 'status', status: 500, error: 'overloaded' });
    await expect(provider().generate(input('Channels'))).rejects.toThrow('The AI service answered 500: overloaded.');
  });

  it('reports an unreachable server', async () => {
    const offline = createOpenAiProvider({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 2000 });
    await expect(offline.generate(input('Channels'))).rejects.toMatchObject({ kind: 'network' });
  });
});

import { PROVIDER_SCHEMAS, type TGeneratedSection } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LlmError } from './llm.provider';
import { type TOpenAiOptions, createOpenAiProvider } from './openai.adapter';
import { sampleFor, startOpenAiTestServer, testAnalysis } from './openai.test-server';

// The transport of the OpenAI-compatible adapter, over real HTTP against a local server that speaks
// the chat-completions wire format and answers from a script of replies.

let server: Awaited<ReturnType<typeof startOpenAiTestServer>>;
beforeAll(async () => {
  server = await startOpenAiTestServer();
});
afterAll(() => server.close());

const idea = 'A subscription delivering refurbished office chairs to remote workers in Leeds';
const input = (section: TGeneratedSection) => ({ section, idea, analysis: testAnalysis(idea) });
const provider = (options: Partial<TOpenAiOptions> = {}) =>
  createOpenAiProvider({
    baseUrl: server.baseUrl,
    apiKey: 'sk-test-secret',
    model: 'test-model',
    timeoutMs: 3000,
    retryBaseMs: 20,
    ...options,
  });
/** A valid BusinessContext answer (a section written from the brief alone: one request each). */
const goodContext = () => ({
  summary: 'Refurbished office chairs on a monthly plan for people working from home in Leeds.',
  industry: 'consumer goods rental',
  audience: 'remote workers',
  product_type: 'refurbished office chairs',
  business_model: 'subscription',
  key_terms: ['ergonomic chair', 'refurbishment', 'monthly plan'],
  location: 'Leeds',
});
const since = (before: number) => server.requests.slice(before);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the generation to fail');
    },
    (error: unknown) => error as LlmError,
  );

describe('OpenAI-compatible adapter: the request', () => {
  it('asks for JSON-schema structured output with the model, the key, max_tokens, the idea and its brief', async () => {
    const before = server.requests.length;
    const answer = await provider({ maxTokens: 1500 }).generate(input('BusinessContext'));
    expect(PROVIDER_SCHEMAS.BusinessContext.safeParse(answer).success).toBe(true);
    const [request] = since(before);
    expect(request?.headers.authorization).toBe('Bearer sk-test-secret');
    expect(request?.body).toMatchObject({
      model: 'test-model',
      max_tokens: 1500,
      response_format: { type: 'json_schema', json_schema: { name: 'BusinessContext', strict: true } },
    });
    expect(request?.schema?.required).toEqual(expect.arrayContaining(['summary', 'industry', 'key_terms']));
    expect(request?.prompt).toContain(idea);
    expect(request?.prompt).toContain('Offering (what is sold): refurbished office chairs');
    expect(request?.prompt).toContain('written like £1,200');
  });

  it('sends no Authorization header when no key is set (local servers such as Ollama)', async () => {
    const before = server.requests.length;
    await provider({ apiKey: undefined }).generate(input('BusinessContext'));
    expect(since(before)[0]?.headers.authorization).toBeUndefined();
  });
});

describe('OpenAI-compatible adapter: busy and failing servers', () => {
  it('waits as long as Retry-After asks after a 429, then returns the answer', async () => {
    server.queue(
      { status: 429, headers: { 'retry-after': '1' }, error: 'Rate limit reached' },
      { content: goodContext() },
    );
    const before = server.requests.length;
    const started = Date.now();
    const answer = await provider().generate(input('BusinessContext'));
    expect(answer).toEqual(goodContext());
    expect(since(before)).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('caps a long Retry-After and tries again within the time limit', async () => {
    server.queue({ status: 503, headers: { 'retry-after': '100' }, error: 'Overloaded' }, { content: goodContext() });
    const started = Date.now();
    const answer = await provider({ retryAfterCapMs: 300, timeoutMs: 3000 }).generate(input('BusinessContext'));
    expect(answer).toEqual(goodContext());
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up at once when Retry-After (an HTTP date) is past the time limit', async () => {
    const later = new Date(Date.now() + 60_000).toUTCString();
    server.queue({ status: 429, headers: { 'retry-after': later }, error: 'Rate limit reached' });
    const before = server.requests.length;
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 5000 }).generate(input('BusinessContext')));
    expect(error).toBeInstanceOf(LlmError);
    expect(error.kind).toBe('http');
    expect(error.message).toBe('The AI service is busy (429 Too Many Requests): Rate limit reached.');
    expect(since(before)).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('retries a 500 with backoff and returns the answer', async () => {
    server.queue(
      { status: 500, error: 'overloaded' },
      { status: 503, error: 'overloaded' },
      { content: goodContext() },
    );
    const before = server.requests.length;
    expect(await provider().generate(input('BusinessContext'))).toEqual(goodContext());
    expect(since(before)).toHaveLength(3);
  });

  it('reports the server’s error once the retries are used up', async () => {
    server.queue(...Array.from({ length: 3 }, () => ({ status: 502, error: 'bad gateway' })));
    const before = server.requests.length;
    const error = await failure(provider({ maxRetries: 2 }).generate(input('BusinessContext')));
    expect(error).toMatchObject({ kind: 'http', message: 'The AI service answered 502: bad gateway.' });
    expect(since(before)).toHaveLength(3);
  });

  it('does not retry a refused key, and never repeats the key in its message', async () => {
    server.queue({ status: 401, error: 'Incorrect API key provided: sk-test-secret' });
    const before = server.requests.length;
    const error = await failure(provider().generate(input('BusinessContext')));
    expect(error.message).toBe('The AI service rejected our credentials: Incorrect API key provided: [key].');
    expect(error.message).not.toContain('sk-test-secret');
    expect(since(before)).toHaveLength(1);
  });

  it('times out a slow reply with a message naming the wait', async () => {
    server.queue({ delayMs: 3000, content: goodContext() });
    const started = Date.now();
    const error = await failure(provider({ timeoutMs: 1000 }).generate(input('BusinessContext')));
    expect(error).toMatchObject({
      kind: 'timeout',
      message: 'The AI service did not answer within 1 second. Please try again.',
    });
    expect(Date.now() - started).toBeLessThan(1800);
  });

  it('reports an unreachable server', async () => {
    const offline = createOpenAiProvider({
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'm',
      timeoutMs: 2000,
      retryBaseMs: 10,
    });
    await expect(offline.generate(input('BusinessContext'))).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('OpenAI-compatible adapter: answers that cannot be used as they are', () => {
  it('repairs truncated JSON once, telling the model what was wrong', async () => {
    const whole = JSON.stringify(goodContext());
    server.queue({ content: whole.slice(0, 60) }, { content: whole });
    const before = server.requests.length;
    expect(await provider().generate(input('BusinessContext'))).toEqual(goodContext());
    const repair = since(before)[1]?.body.messages as { role: string; content: string }[];
    expect(repair.at(-2)).toEqual({ role: 'assistant', content: whole.slice(0, 60) });
    expect(repair.at(-1)?.content).toContain('not valid JSON');
  });

  it('repairs an answer that misses the schema, naming the problem', async () => {
    server.queue({ content: { ...goodContext(), key_terms: [] } }, { content: goodContext() });
    const before = server.requests.length;
    expect(await provider().generate(input('BusinessContext'))).toEqual(goodContext());
    expect(since(before)[1]?.prompt).toContain('did not match the schema');
  });

  it('gives up with an invalid-answer error after two unusable replies', async () => {
    server.queue({ content: '{"summary": "cut' }, { content: '{"nope": true}' });
    const error = await failure(provider().generate(input('BusinessContext')));
    expect(error).toMatchObject({
      kind: 'invalid',
      message: 'The AI service gave an unusable answer for the business summary twice. Please try again.',
    });
  });

  it('asks again with more room when an answer is cut off at max_tokens', async () => {
    server.queue({ finishReason: 'length', content: '{"summary": "Refurbished' }, { content: goodContext() });
    const before = server.requests.length;
    expect(await provider({ maxTokens: 1000 }).generate(input('BusinessContext'))).toEqual(goodContext());
    expect(since(before).map((request) => request.body.max_tokens)).toEqual([1000, 2000]);
  });

  it('stops with a length error when the bigger answer is cut off too', async () => {
    server.queue({ finishReason: 'length', content: '{' }, { finishReason: 'length', content: '{' });
    const error = await failure(provider({ maxTokens: 1000 }).generate(input('BusinessContext')));
    expect(error).toMatchObject({
      kind: 'length',
      message: 'The AI service ran out of room writing the business summary (2000 tokens). Please try again.',
    });
  });

  it('reports a refusal in words, without retrying', async () => {
    server.queue({ refusal: 'I can’t help with that request.' });
    const before = server.requests.length;
    const error = await failure(provider().generate(input('BusinessContext')));
    expect(error).toMatchObject({
      kind: 'refusal',
      message: 'The AI model declined to write the business summary: “I can’t help with that request.”.',
    });
    expect(since(before)).toHaveLength(1);
  });
});

describe('OpenAI-compatible adapter: servers without structured outputs', () => {
  it('falls back to json_object with the schema in the prompt, validates the answer, and remembers', async () => {
    const model = provider();
    server.queue({
      status: 400,
      error: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
    });
    const before = server.requests.length;
    expect(PROVIDER_SCHEMAS.BusinessContext.safeParse(await model.generate(input('BusinessContext'))).success).toBe(
      true,
    );
    const [rejected, fallback] = since(before);
    expect(rejected?.format).toBe('json_schema');
    expect(fallback?.format).toBe('json_object');
    expect(fallback?.schemaName).toBe('BusinessContext');
    expect(fallback?.schema?.required).toEqual(expect.arrayContaining(['summary', 'key_terms']));

    // The next call goes straight to json_object, and a reply that misses the schema is still caught.
    const sample = sampleFor(fallback?.schema ?? {});
    server.queue({ content: { summary: 'only a summary' } }, { content: sample });
    const next = server.requests.length;
    expect(await model.generate(input('BusinessContext'))).toEqual(sample);
    expect(since(next).map((request) => request.format)).toEqual(['json_object', 'json_object']);
  });

  it('writes the schema into the prompt alone when the server takes no response_format at all', async () => {
    const model = provider();
    server.queue(
      { status: 400, error: "response_format 'json_schema' is not supported" },
      { status: 422, error: "Unknown field 'response_format'" },
    );
    const before = server.requests.length;
    const answer = await model.generate(input('BusinessContext'));
    expect(PROVIDER_SCHEMAS.BusinessContext.safeParse(answer).success).toBe(true);
    const asked = since(before);
    expect(asked.map((request) => request.format)).toEqual(['json_schema', 'json_object', null]);
    expect(asked[2]?.body.response_format).toBeUndefined();
    expect(asked[2]?.schemaName).toBe('BusinessContext');
  });

  it('switches to max_completion_tokens and drops temperature for models that refuse them', async () => {
    const model = provider({ maxTokens: 1200 });
    server.queue(
      { status: 400, error: "Unsupported parameter: 'max_tokens'. Use 'max_completion_tokens' instead." },
      { status: 400, error: "Unsupported value: 'temperature' does not support 0.4 with this model." },
    );
    const before = server.requests.length;
    await model.generate(input('BusinessContext'));
    await model.generate(input('BusinessContext'));
    const last = since(before).at(-1)?.body;
    expect(since(before)).toHaveLength(4);
    expect(last).toMatchObject({ max_completion_tokens: 1200 });
    expect(last).not.toHaveProperty('max_tokens');
    expect(last).not.toHaveProperty('temperature');
  });
});

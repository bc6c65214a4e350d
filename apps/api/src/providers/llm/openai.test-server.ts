import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { TIdeaBrief } from '@launchpad/shared';
import { listenOnLoopback } from '../../test/loopback';
import type { TIdeaAnalysis } from './llm.provider';

/** How the test server answers one chat-completions call. Every field is optional. */
export type TReply = {
  /** HTTP status, 200 by default. */
  status?: number;
  headers?: Record<string, string>;
  /** Waits this long before answering (a slow model). */
  delayMs?: number;
  /** 200: the message content; a string is sent as it is, anything else as its JSON text. */
  content?: unknown;
  /** 200: the choice's finish_reason, "stop" by default. */
  finishReason?: 'stop' | 'length' | 'content_filter';
  /** 200: the message's refusal, as structured-output models send it. */
  refusal?: string;
  /** Not 200: the error message, sent as `{ error: { message } }`. */
  error?: string;
  /** Exactly this body instead of any of the above. */
  body?: string;
};

export type TRecordedRequest = {
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  /** How the answer's shape was asked for. */
  format: 'json_schema' | 'json_object' | null;
  /** The schema's name: `json_schema.name`, or the name a json_object prompt gives it. */
  schemaName: string | null;
  /** The JSON schema asked for, from `response_format` or from the prompt. */
  schema: Record<string, unknown> | null;
  /** Every message's content, joined: what the model was told. */
  prompt: string;
};

type TJsonSchema = {
  type?: string;
  enum?: unknown[];
  anyOf?: TJsonSchema[];
  properties?: Record<string, TJsonSchema>;
  items?: TJsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
};

/**
 * A valid instance of a JSON schema, as a model that follows it would write: every property, enough
 * items (each told apart by its number), the first enum value; colours as hex, codes as a country
 * code and ids as A1, A2… so references between lists agree.
 */
export function sampleFor(schema: TJsonSchema, key = 'text', n = 1): unknown {
  if (schema.anyOf) return sampleFor(schema.anyOf.find((branch) => branch.type !== 'null') ?? {}, key, n);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sampleFor(v, k, n)]));
    case 'array': {
      const count = Math.min(schema.maxItems ?? 3, Math.max(schema.minItems ?? 1, 3));
      return Array.from({ length: count }, (_, i) => sampleFor(schema.items ?? {}, key, i + 1));
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      if (key === 'hex') return '#2E7D32';
      if (key === 'id' || key.endsWith('_id')) return `A${n}`;
      if (key.endsWith('code')) return 'GB';
      return `A ${key.replace(/_/g, ' ')} written for this idea, number ${n}.`;
  }
}

function recorded(headers: IncomingMessage['headers'], body: Record<string, unknown>): TRecordedRequest {
  const messages = Array.isArray(body.messages) ? (body.messages as { content?: string }[]) : [];
  const prompt = messages.map((message) => message.content ?? '').join('\n\n');
  const format = body.response_format as
    { type?: string; json_schema?: { name?: string; schema?: Record<string, unknown> } } | undefined;
  if (format?.type === 'json_schema') {
    return {
      headers,
      body,
      prompt,
      format: 'json_schema',
      schemaName: format.json_schema?.name ?? null,
      schema: format.json_schema?.schema ?? null,
    };
  }
  // json_object: the schema is in the prompt, on the line after its name.
  const described = messages.find((message) => message.content?.includes('matches this JSON Schema'))?.content ?? '';
  let schema: Record<string, unknown> | null = null;
  try {
    schema = described ? (JSON.parse(described.slice(described.indexOf('\n') + 1)) as Record<string, unknown>) : null;
  } catch {
    schema = null;
  }
  return {
    headers,
    body,
    prompt,
    format: format?.type === 'json_object' ? 'json_object' : null,
    schemaName: /for "([^"]+)"/.exec(described)?.[1] ?? null,
    schema,
  };
}

/** Asked to review a brief, a model that finds the draft right: the draft in the prompt, as it is. */
function agreeWithDraft(prompt: string): TReply | null {
  const line = /Draft brief:\n(.*)/.exec(prompt)?.[1];
  if (!line) return null;
  const { industry, ...draft } = JSON.parse(line) as { industry: string };
  return { content: { ...draft, industry_code: industry.split(' ')[0] } };
}

/** A model that does what it is asked: a valid answer for the schema it was given. */
export const wellBehaved = (request: TRecordedRequest): TReply => {
  if (request.schemaName === 'IdeaBrief') return agreeWithDraft(request.prompt) ?? { status: 400, error: 'No draft' };
  return request.schema
    ? { content: sampleFor(request.schema as TJsonSchema) }
    : { status: 400, error: 'This test server answers structured requests only.' };
};

/**
 * A local HTTP server that speaks the OpenAI chat-completions wire format (POST /v1/chat/completions),
 * for the adapter's contract tests. Each call is answered by the next queued reply, otherwise by
 * `answer` (by default a well-behaved model). Not a mock of our code: the adapter talks real HTTP to it.
 */
export async function startOpenAiTestServer(
  answer: (request: TRecordedRequest) => TReply | Promise<TReply> = wellBehaved,
) {
  const script: TReply[] = [];
  const requests: TRecordedRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'Not found' } }));
      return;
    }
    const request = recorded(
      req.headers,
      JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
    );
    requests.push(request);
    const reply = script.shift() ?? (await answer(request));
    const send = () => {
      if (res.destroyed) return;
      const status = reply.status ?? 200;
      const headers = { 'content-type': 'application/json', ...reply.headers };
      if (reply.body !== undefined) {
        res.writeHead(status, headers).end(reply.body);
      } else if (status !== 200) {
        res.writeHead(status, headers).end(JSON.stringify({ error: { message: reply.error ?? 'error' } }));
      } else {
        const content =
          reply.content === undefined
            ? null
            : typeof reply.content === 'string'
              ? reply.content
              : JSON.stringify(reply.content);
        res.writeHead(200, headers).end(
          JSON.stringify({
            id: `chatcmpl-${requests.length}`,
            object: 'chat.completion',
            model: request.body.model,
            choices: [
              {
                index: 0,
                finish_reason: reply.finishReason ?? 'stop',
                message: { role: 'assistant', content, refusal: reply.refusal ?? null },
              },
            ],
          }),
        );
      }
    };
    if (!reply.delayMs) return send();
    const timer = setTimeout(send, reply.delayMs);
    res.on('close', () => clearTimeout(timer));
  });
  const { url, close } = await listenOnLoopback(server);
  return {
    baseUrl: `${url}/v1`,
    requests,
    /** Queue the next replies, in order; after them `answer` answers. */
    queue: (...replies: TReply[]) => script.push(...replies),
    /** How many requests asked for the schema named `name`. */
    asked: (name: string) => requests.filter((request) => request.schemaName === name).length,
    close,
  };
}

/** A brief as the built-in reader would draft it, for tests that need one; fields may be replaced. */
export function testBrief(overrides: Partial<TIdeaBrief> = {}): TIdeaBrief {
  return {
    offering: 'refurbished office chairs',
    buyer: 'b2c',
    customer: 'remote workers',
    end_user: null,
    business_model: 'subscription',
    industry: { code: '532289', label: 'consumer goods rental', family: 'rental' },
    places: [{ city: 'Leeds', region: 'England', region_code: 'ENG', country: 'United Kingdom', country_code: 'GB' }],
    scope: 'local',
    currency: 'GBP',
    confidence: { offering: 0.8, buyer: 0.8, customer: 0.8, business_model: 0.8, industry: 0.7, places: 0.9 },
    corrected: [],
    assumptions: [],
    ...overrides,
  };
}

/** What a section is written from: the idea's text and its brief. */
export const testAnalysis = (text: string, brief: TIdeaBrief = testBrief()): TIdeaAnalysis => ({
  text,
  brief,
  keyTerms: text
    .toLowerCase()
    .split(/\W+/)
    .filter((word) => word.length > 3),
  seed: 1,
});

import { z } from 'zod';
import { LlmError } from './llm.provider';

export type TChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type TChatClientOptions = {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama). */
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** The most one answer may take, retries and waits included. */
  timeoutMs: number;
  /** `max_tokens` of each request (doubled once when an answer is cut off). */
  maxTokens?: number | undefined;
  /** Further tries after a 429, a 5xx or a dropped connection. */
  maxRetries?: number | undefined;
  /** First backoff before jitter; doubles on each retry. */
  retryBaseMs?: number | undefined;
  /** The longest wait a Retry-After header may ask for. */
  retryAfterCapMs?: number | undefined;
  fetch?: typeof fetch;
};

/** One structured answer: the messages, the zod schema the answer must pass, and how it is named. */
export type TJsonRequest<T> = {
  /** The schema's name on the wire (`json_schema.name`): letters, digits, _ and -. */
  name: string;
  /** What was being written, as the person reads it in an error: "the lean canvas", "the elevator pitch". */
  label: string;
  schema: z.ZodType<T>;
  /** The JSON schema sent to the server; by default the one zod makes from `schema`. */
  jsonSchema?: Record<string, unknown>;
  messages: TChatMessage[];
  temperature?: number;
  /** A shorter time limit than the client's, for answers that hold something up. */
  timeoutMs?: number;
  /** A rule beyond the schema: a problem to send back for one repair, or null when the answer is fine. */
  check?: (value: T) => string | null;
};

export type TChatClient = { completeJson<T>(request: TJsonRequest<T>): Promise<T> };

export const DEFAULT_MAX_TOKENS = 4096;
const MAX_TOKENS_CEILING = 32_768;

/** Keywords hosted strict modes reject; zod checks them after parsing instead. */
const UNSUPPORTED = new Set(['$schema', 'minLength', 'maxLength', 'pattern', 'format']);

function stripUnsupported(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripUnsupported);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !UNSUPPORTED.has(key))
      .map(([key, value]) => [key, stripUnsupported(value)]),
  );
}

/** The JSON schema of a zod schema in the subset structured-output servers accept. */
export function toWireSchema(schema: z.ZodType): Record<string, unknown> {
  return stripUnsupported(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' })) as Record<string, unknown>;
}

/** What a chat-completions answer looks like, as far as we read it. */
const ZCompletion = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullable().optional(),
        message: z.object({ content: z.string().nullable().optional(), refusal: z.string().nullable().optional() }),
      }),
    )
    .min(1),
});
type TChoice = z.infer<typeof ZCompletion>['choices'][number];

/** When an answer must be complete, and the limit it was given (for the message). */
type TDeadline = { at: number; ms: number };

const RETRYABLE = (status: number) => status === 429 || status === 408 || status >= 500;

/** A 4xx that says the server does not do this `response_format` (or rejects our schema). */
const rejectsFormat = (status: number, text: string) =>
  [400, 404, 415, 422, 501].includes(status) && /response_format|json_schema|structured.?output|schema/i.test(text);

/** The wait a 429/503 asks for: `retry-after-ms`, `Retry-After` in seconds or as an HTTP date; null if none. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | null {
  const ms = headers.get('retry-after-ms')?.trim();
  if (ms && /^\d+(\.\d+)?$/.test(ms)) return Number(ms);
  const value = headers.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** JSON text of an answer, without the code fence some models wrap it in. */
const unfence = (content: string) =>
  content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');

/**
 * OpenAI-compatible chat completions that answer with JSON checked by a zod schema. Structured output
 * (`json_schema`) when the server has it, otherwise `json_object` with the schema in the prompt, or the
 * prompt alone (found out on the first refusal and remembered). Retries 429, 5xx and dropped connections with exponential
 * backoff and jitter, honouring Retry-After within the overall time limit; an answer cut off at
 * `max_tokens` gets one retry with twice the room; invalid JSON gets one repair turn.
 * Every failure is an LlmError; the key is never part of a message.
 */
export function createChatClient(options: TChatClientOptions): TChatClient {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const maxRetries = options.maxRetries ?? 2;
  const retryBaseMs = options.retryBaseMs ?? 500;
  const retryAfterCapMs = options.retryAfterCapMs ?? 30_000;
  const baseMaxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
  // What this server turned out to accept; learnt once, kept for every later call.
  let format: 'json_schema' | 'json_object' | 'prompt' = 'json_schema';
  let tokensField: 'max_tokens' | 'max_completion_tokens' = 'max_tokens';
  let sendsTemperature = true;

  const redact = (text: string) => (options.apiKey ? text.split(options.apiKey).join('[key]') : text);
  const timeoutError = (deadline: TDeadline) => {
    const seconds = Math.max(1, Math.round(deadline.ms / 1000));
    return new LlmError(
      `The AI service did not answer within ${plural(seconds, 'second')}. Please try again.`,
      'timeout',
    );
  };

  function httpError(status: number, text: string): LlmError {
    let detail = '';
    try {
      detail = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? '';
    } catch {
      detail = '';
    }
    const reason =
      status === 401 || status === 403
        ? 'rejected our credentials'
        : status === 429
          ? 'is busy (429 Too Many Requests)'
          : `answered ${status}`;
    return new LlmError(
      sentence(`The AI service ${reason}${detail ? `: ${redact(detail).slice(0, 300)}` : ''}`),
      'http',
    );
  }

  function body(request: TJsonRequest<unknown>, messages: TChatMessage[], maxTokens: number) {
    const schema = request.jsonSchema ?? toWireSchema(request.schema);
    const common = {
      model: options.model,
      ...(sendsTemperature ? { temperature: request.temperature ?? 0.4 } : {}),
      [tokensField]: maxTokens,
    };
    if (format === 'json_schema') {
      return {
        ...common,
        messages,
        response_format: { type: 'json_schema', json_schema: { name: request.name, strict: true, schema } },
      };
    }
    // No structured outputs: the schema goes into the prompt, after the first system message.
    const [first, ...rest] = messages;
    const described: TChatMessage = {
      role: 'system',
      content: `Reply with one JSON object for "${request.name}" that matches this JSON Schema, with every property present and nothing else:\n${JSON.stringify(schema)}`,
    };
    return {
      ...common,
      messages: first?.role === 'system' ? [first, described, ...rest] : [described, ...messages],
      ...(format === 'json_object' ? { response_format: { type: 'json_object' } } : {}),
    };
  }

  /** One HTTP exchange within the deadline. */
  async function post(payload: unknown, deadline: TDeadline) {
    const remaining = deadline.at - Date.now();
    if (remaining <= 0) throw timeoutError(deadline);
    try {
      const res = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(remaining),
      });
      return { status: res.status, ok: res.ok, headers: res.headers, text: await res.text() };
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError' || Date.now() >= deadline.at) throw timeoutError(deadline);
      throw new LlmError('The AI service could not be reached. Please try again shortly.', 'network');
    }
  }

  /** Waits before a retry, or says no when the wait would pass the deadline. */
  async function waitToRetry(retry: number, asked: number | null, deadline: TDeadline): Promise<boolean> {
    const backoff = Math.min(8000, retryBaseMs * 2 ** retry);
    const wait = asked === null ? backoff / 2 + (Math.random() * backoff) / 2 : Math.min(asked, retryAfterCapMs);
    if (Date.now() + wait >= deadline.at) return false;
    await sleep(wait);
    return true;
  }

  /** The first choice of a successful answer, after retries and what the server turned out not to accept. */
  async function exchange(
    request: TJsonRequest<unknown>,
    messages: TChatMessage[],
    maxTokens: number,
    deadline: TDeadline,
  ): Promise<TChoice> {
    for (let retry = 0; ;) {
      let res: Awaited<ReturnType<typeof post>>;
      try {
        res = await post(body(request, messages, maxTokens), deadline);
      } catch (error) {
        if (error instanceof LlmError && error.kind === 'network' && retry < maxRetries) {
          if (await waitToRetry(retry++, null, deadline)) continue;
        }
        throw error;
      }
      if (res.ok) {
        try {
          const choice = ZCompletion.parse(JSON.parse(res.text)).choices[0];
          if (choice) return choice;
        } catch {
          // Falls through to the error below.
        }
        throw new LlmError('The AI service sent an answer we could not read.', 'invalid');
      }
      // What this server does not accept is learnt once: json_schema, then json_object, falls back to
      // the schema in the prompt alone; max_tokens becomes max_completion_tokens; temperature is left out.
      if (format !== 'prompt' && rejectsFormat(res.status, res.text)) {
        format = format === 'json_schema' ? 'json_object' : 'prompt';
        continue;
      }
      if (tokensField === 'max_tokens' && res.status === 400 && /max_completion_tokens/.test(res.text)) {
        tokensField = 'max_completion_tokens';
        continue;
      }
      if (sendsTemperature && res.status === 400 && /temperature/i.test(res.text)) {
        sendsTemperature = false;
        continue;
      }
      if (RETRYABLE(res.status) && retry < maxRetries) {
        if (await waitToRetry(retry++, retryAfterMs(res.headers), deadline)) continue;
      }
      throw httpError(res.status, res.text);
    }
  }

  return {
    async completeJson<T>(request: TJsonRequest<T>): Promise<T> {
      const limit = Math.min(options.timeoutMs, request.timeoutMs ?? options.timeoutMs);
      const deadline: TDeadline = { at: Date.now() + limit, ms: limit };
      const messages = [...request.messages];
      let maxTokens = baseMaxTokens;
      let widened = false;
      let repaired = false;
      for (;;) {
        const choice = await exchange(request as TJsonRequest<unknown>, messages, maxTokens, deadline);
        const refusal = choice.message.refusal?.trim();
        if (refusal || choice.finish_reason === 'content_filter') {
          const said = refusal ? `: “${refusal.slice(0, 200)}”` : '';
          throw new LlmError(sentence(`The AI model declined to write ${request.label}${said}`), 'refusal');
        }
        if (choice.finish_reason === 'length') {
          if (widened) {
            throw new LlmError(
              `The AI service ran out of room writing ${request.label} (${maxTokens} tokens). Please try again.`,
              'length',
            );
          }
          widened = true;
          maxTokens = Math.min(MAX_TOKENS_CEILING, maxTokens * 2);
          continue;
        }
        const content = choice.message.content ?? '';
        let problem: string;
        let value: unknown;
        try {
          value = JSON.parse(unfence(content));
          const result = request.schema.safeParse(value);
          if (result.success) {
            problem = request.check?.(result.data) ?? '';
            if (!problem) return result.data;
          } else {
            problem = `Your reply did not match the schema: ${z.prettifyError(result.error).slice(0, 800)}`;
          }
        } catch {
          problem = 'Your reply was not valid JSON (it may have been cut off).';
        }
        if (repaired) {
          throw new LlmError(
            `The AI service gave an unusable answer for ${request.label} twice. Please try again.`,
            'invalid',
          );
        }
        repaired = true;
        messages.push(
          { role: 'assistant', content: content.slice(0, 8000) },
          { role: 'user', content: `${problem}\nReply again with only the corrected JSON object.` },
        );
      }
    },
  };
}

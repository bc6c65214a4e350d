import { PROVIDER_SCHEMAS, type TGeneratedSection } from '@launchpad/shared';
import { z } from 'zod';
import type { TIdeaAnalysis } from './idea-analysis';
import { type TGenerateInput, LlmError, type TLlmProvider } from './llm.provider';

export type TOpenAiOptions = {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1 (Ollama). */
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

type TMessage = { role: 'system' | 'user' | 'assistant'; content: string };

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

const jsonSchemaCache = new Map<TGeneratedSection, unknown>();
export function sectionJsonSchema(section: TGeneratedSection): unknown {
  let schema = jsonSchemaCache.get(section);
  if (!schema) {
    schema = stripUnsupported(z.toJSONSchema(PROVIDER_SCHEMAS[section], { target: 'draft-7', io: 'output' }));
    jsonSchemaCache.set(section, schema);
  }
  return schema;
}

const GUIDE: Partial<Record<TGeneratedSection, string>> = {
  BusinessName:
    'Propose 8 to 10 short, pronounceable brand names: blends of key words, words with affixes, real words.',
  BrandWheel: 'At most 3 entries in each list; colours as #RRGGBB.',
  ValidationData: 'Experiments refer to assumptions by id (A1, A2…); experiment ids are E1, E2…',
  LandingPageContent: 'Short, concrete headlines for a landing page about this idea.',
};

function prompt(section: TGeneratedSection, idea: string, analysis: TIdeaAnalysis): TMessage[] {
  const context = {
    key_terms: analysis.keyTerms,
    product: analysis.product,
    audience: analysis.audience,
    industry: analysis.industry.label,
    location: analysis.location.location,
  };
  return [
    {
      role: 'system',
      content:
        "You are a startup adviser writing one section of a founder's startup plan. Be specific to the idea: use its own words, audience and place. British English. Reply with JSON only, matching the schema.",
    },
    {
      role: 'user',
      content: `Section: ${section}. ${GUIDE[section] ?? 'Up to 3 points in each list.'}\nIdea: ${idea}\nContext: ${JSON.stringify(context)}`,
    },
  ];
}

/** What a chat-completions answer looks like, as far as we read it. */
const ZCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

/**
 * OpenAI-compatible chat completions with JSON-schema structured output. The answer is parsed and
 * validated with the section's zod schema; an invalid answer gets one repair turn naming the problems.
 */
export function createOpenAiProvider(options: TOpenAiOptions): TLlmProvider {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const seconds = Math.round(options.timeoutMs / 1000);

  async function complete(section: TGeneratedSection, messages: TMessage[]): Promise<string> {
    let res: Response;
    try {
      res = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          messages,
          temperature: 0.4,
          response_format: {
            type: 'json_schema',
            json_schema: { name: section, strict: true, schema: sectionJsonSchema(section) },
          },
        }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new LlmError(
          `The AI service did not answer within ${seconds} second${seconds === 1 ? '' : 's'}. Please try again.`,
          'timeout',
        );
      }
      throw new LlmError('The AI service could not be reached. Please try again shortly.', 'network');
    }
    const body = await res.text().catch(() => '');
    if (!res.ok) {
      let detail = '';
      try {
        detail = (JSON.parse(body) as { error?: { message?: string } }).error?.message ?? '';
      } catch {
        detail = '';
      }
      const reason = res.status === 401 || res.status === 403 ? 'rejected our credentials' : `answered ${res.status}`;
      throw new LlmError(`The AI service ${reason}${detail ? `: ${detail}` : ''}.`, 'http');
    }
    let parsed: z.infer<typeof ZCompletion>;
    try {
      parsed = ZCompletion.parse(JSON.parse(body));
    } catch {
      throw new LlmError('The AI service sent an answer we could not read.', 'invalid');
    }
    return parsed.choices[0]?.message.content ?? '';
  }

  return {
    name: 'openai',
    async generate({ section, idea, analysis }: TGenerateInput) {
      const schema = PROVIDER_SCHEMAS[section];
      const messages = prompt(section, idea, analysis);
      let problem = '';
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const content = await complete(section, messages);
        let value: unknown;
        try {
          value = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ''));
        } catch {
          problem = 'Your reply was not valid JSON.';
          messages.push(
            { role: 'assistant', content },
            { role: 'user', content: `${problem} Reply again with only the JSON object.` },
          );
          continue;
        }
        const result = schema.safeParse(value);
        if (result.success) return result.data;
        problem = `Your reply did not match the schema: ${z.prettifyError(result.error).slice(0, 800)}`;
        messages.push(
          { role: 'assistant', content },
          { role: 'user', content: `${problem}\nReply again with only the corrected JSON object.` },
        );
      }
      throw new LlmError(`The AI service gave an invalid ${section} twice. Please try again.`, 'invalid');
    },
  };
}

import type { TConfig } from '../../config/env';
import { createBuiltinGenerator } from './builtin.generator';
import type { TLlmProvider } from './llm.provider';
import { createOpenAiProvider } from './openai.adapter';

/** The OpenAI-compatible adapter when LLM_BASE_URL is set, otherwise the built-in offline generator. */
export function createLlmProvider(
  config: Pick<
    TConfig,
    'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS' | 'LLM_MAX_TOKENS' | 'LLM_MAX_RETRIES'
  >,
): TLlmProvider {
  if (config.LLM_BASE_URL) {
    return createOpenAiProvider({
      baseUrl: config.LLM_BASE_URL,
      apiKey: config.LLM_API_KEY,
      model: config.LLM_MODEL,
      timeoutMs: config.LLM_TIMEOUT_MS,
      maxTokens: config.LLM_MAX_TOKENS,
      maxRetries: config.LLM_MAX_RETRIES,
    });
  }
  return createBuiltinGenerator();
}

export { analyseIdea, readIdeaBrief } from './brief/read-brief';
export { createBuiltinGenerator } from './builtin.generator';
export { LlmError, type TIdeaAnalysis, type TLlmProvider } from './llm.provider';

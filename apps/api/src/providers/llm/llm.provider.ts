import type { TGeneratedSection } from '@launchpad/shared';
import type { TIdeaAnalysis } from './idea-analysis';

/**
 * Writes the AI builder's sections (issue 7). Two implementations:
 * - the built-in offline generator (default): deterministic, grounded in the idea's own words;
 * - the OpenAI-compatible adapter (when LLM_BASE_URL is set): chat completions with JSON-schema
 *   structured output, for hosted APIs and local servers (Ollama, vLLM, llama.cpp).
 * The answer is the section's PROVIDER_SCHEMAS shape; the service validates it again before storing.
 */
export type TLlmProvider = {
  name: 'builtin' | 'openai';
  generate(input: TGenerateInput): Promise<unknown>;
};

export type TGenerateInput = {
  section: TGeneratedSection;
  /** The idea's whole text for this version (the idea and its refinements). */
  idea: string;
  analysis: TIdeaAnalysis;
};

/** A generation that failed in a way the person can be told about (timeout, invalid answer, refusal). */
export class LlmError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'http' | 'invalid' | 'network',
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

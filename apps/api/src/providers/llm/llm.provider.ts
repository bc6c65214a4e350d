import type { TGeneratedSection, TIdeaBrief } from '@launchpad/shared';

/**
 * Writes the AI builder's sections. Two implementations:
 * - the built-in offline generator (default): deterministic, written from the idea's brief;
 * - the OpenAI-compatible adapter (when LLM_BASE_URL is set): chat completions with JSON-schema
 *   structured output, for hosted APIs and local servers (Ollama, vLLM, llama.cpp).
 * The answer is the section's PROVIDER_SCHEMAS shape; the service validates it again before storing.
 */
export type TLlmProvider = {
  name: 'builtin' | 'openai';
  /**
   * Check and correct the brief the built-in reader drafted (issue 18: "the model first produces or
   * corrects the brief"). Fields in `draft.corrected` were set by the founder and must be kept.
   * The built-in generator has none: its reader wrote the draft.
   */
  reviewBrief?(input: { idea: string; draft: TIdeaBrief }): Promise<TIdeaBrief>;
  generate(input: TGenerateInput): Promise<unknown>;
};

/** What every section is written from: the idea's text and the brief read from it. */
export type TIdeaAnalysis = {
  /** The idea's whole text for this version (the idea and its refinements). */
  text: string;
  brief: TIdeaBrief;
  /** Distinct meaningful words of the idea, lower case, most important first (for search and names). */
  keyTerms: string[];
  /** Fixed by the brief: the same brief always gives the same sections. */
  seed: number;
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
    readonly kind: 'timeout' | 'http' | 'invalid' | 'network' | 'refusal' | 'length',
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

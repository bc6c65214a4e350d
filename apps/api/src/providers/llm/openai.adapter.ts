import {
  PROVIDER_SCHEMAS,
  type TBusinessNameDraft,
  type TGeneratedSection,
  type TIdeaBrief,
  type TLocationContent,
  type TValidationContent,
} from '@launchpad/shared';
import type { z } from 'zod';
import { LlmError, type TGenerateInput, type TLlmProvider } from './llm.provider';
import { briefReviewRequest, mergeReviewedBrief } from './openai.brief';
import {
  type TLeanCanvas,
  type TLeanCanvasBox,
  ZLeanCanvas,
  canvasKey,
  createCanvasCache,
  isCanvasBox,
} from './openai.canvas';
import { type TChatClientOptions, type TJsonRequest, createChatClient } from './openai.client';
import { businessNameCheck, landingPageCheck, locationCheck, validationCheck } from './openai.checks';
import { canvasMessages, needsCanvas, sectionLabel, sectionMessages } from './openai.prompts';

export type TOpenAiOptions = TChatClientOptions & {
  /** How many canvases are kept, and for how long (default 200 for 10 minutes). */
  canvasCache?: { max: number; ttlMs: number } | undefined;
};

type TOtherSection = Exclude<TGeneratedSection, TLeanCanvasBox>;

/** Rules an answer must meet beyond its schema; a breach gets one repair turn naming it. */
const CHECKS: Partial<Record<TOtherSection, (value: unknown) => string | null>> = {
  LandingPageContent: landingPageCheck,
  LocationData: (value) => locationCheck(value as TLocationContent),
  ValidationData: (value) => validationCheck(value as TValidationContent),
  BusinessName: (value) => businessNameCheck(value as TBusinessNameDraft),
};

/**
 * The AI builder on an OpenAI-compatible chat-completions API (issue 18 part 5): the model reviews the
 * brief, writes the nine lean-canvas boxes in one structured answer (so they agree), then every other
 * section with the brief and the canvas as context. Every failure is an LlmError, which the service
 * answers with the offline generator and a note.
 */
export function createOpenAiProvider(options: TOpenAiOptions): TLlmProvider {
  const client = createChatClient(options);
  const canvases = createCanvasCache(options.canvasCache ?? { max: 200, ttlMs: 10 * 60_000 });

  function canvasFor(idea: string, brief: TIdeaBrief): Promise<TLeanCanvas> {
    return canvases.get(canvasKey(idea, brief), () =>
      client.completeJson({
        name: 'LeanCanvas',
        label: 'the lean canvas',
        schema: ZLeanCanvas,
        messages: canvasMessages(idea, brief),
      }),
    );
  }

  /**
   * The canvas as context for another section. When the canvas itself was unusable the section is
   * still written from the brief alone; when the service is down or slow, asking again would only
   * double the wait, so that error stands.
   */
  async function contextCanvas(idea: string, brief: TIdeaBrief): Promise<TLeanCanvas | null> {
    try {
      return await canvasFor(idea, brief);
    } catch (error) {
      if (error instanceof LlmError && ['invalid', 'refusal', 'length'].includes(error.kind)) return null;
      throw error;
    }
  }

  return {
    name: 'openai',

    async reviewBrief({ idea, draft }) {
      try {
        return mergeReviewedBrief(draft, await client.completeJson(briefReviewRequest(idea, draft)));
      } catch {
        // By contract the draft the built-in reader made stands whenever the model cannot improve it.
        return draft;
      }
    },

    async generate({ section, idea, analysis }: TGenerateInput) {
      if (isCanvasBox(section)) return (await canvasFor(idea, analysis.brief))[section];
      const canvas = needsCanvas(section) ? await contextCanvas(idea, analysis.brief) : null;
      const request: TJsonRequest<unknown> = {
        name: section,
        label: sectionLabel(section),
        schema: PROVIDER_SCHEMAS[section] as z.ZodType<unknown>,
        messages: sectionMessages(section, idea, analysis.brief, canvas),
      };
      const check = CHECKS[section];
      return client.completeJson(check ? { ...request, check } : request);
    },
  };
}

import { z } from 'zod';
import {
  ZAddQueryRequest,
  ZAiAllowance,
  ZBriefCorrection,
  ZCreateIdeaRequest,
  ZEmptyBody,
  ZExperimentParams,
  ZExperimentResult,
  ZExperimentUpdateRequest,
  ZIdeaDetail,
  ZIdeaParams,
  ZIdeaSummary,
  ZIdeaVersion,
  ZRestoreRequest,
  ZSectionParams,
  ZSectionResult,
} from '../contracts/launchpad';
import { defineEndpoint } from './define';

/**
 * Calls on the builder's ideas: a caller without a plan that includes it, anonymous ones too, is told to
 * "Please Subscribe" (403, so the web sends them to the plans page rather than to sign in; SPEC §5, §8).
 */
const builder = { method: 'POST', access: 'build_startup_ai', tags: ['launchpad'] } as const;
const onIdea = { ...builder, params: ZIdeaParams } as const;

/** SPEC §7 "Launchpad and tools": the AI startup builder (issue 7). Every call is POST but previous-ideas. */
export const launchpadEndpoints = {
  /** A new idea (SPEC §5 checks, the plan's monthly allowance); its sections are generated on request. */
  create: defineEndpoint({
    ...builder,
    path: '/api/tools/launchpad',
    summary: 'Launchpad: save a new idea',
    body: ZCreateIdeaRequest,
    data: ZIdeaSummary,
  }),
  /** Newest first; any signed-in account. */
  previousIdeas: defineEndpoint({
    method: 'GET',
    path: '/api/tools/launchpad/previous-ideas',
    summary: "Launchpad: the caller's ideas",
    access: 'signed-in',
    data: z.array(ZIdeaSummary),
    tags: ['launchpad'],
  }),
  /** The newest idea and what is left of this month's allowance; any signed-in account. */
  allowance: defineEndpoint({
    method: 'POST',
    path: '/api/tools/ai_id',
    summary: "Launchpad: the newest idea and this month's allowance",
    access: 'signed-in',
    body: ZEmptyBody,
    data: ZAiAllowance,
    tags: ['launchpad'],
  }),
  /** The idea with its versions, experiment results and the sections generated so far. */
  idea: defineEndpoint({
    ...onIdea,
    path: '/api/tools/launchpad/:id/query',
    summary: 'Launchpad: an idea with its versions and sections',
    body: ZEmptyBody,
    data: ZIdeaDetail,
  }),
  /** A follow-up: a new version whose sections are generated afresh (earlier versions stay). */
  addQuery: defineEndpoint({
    ...onIdea,
    path: '/api/tools/launchpad/:id/addQuery',
    summary: 'Launchpad: refine an idea (a new version)',
    body: ZAddQueryRequest,
    data: ZIdeaDetail,
  }),
  /** The founder's corrections to the brief (issue 18). */
  correctBrief: defineEndpoint({
    ...onIdea,
    path: '/api/tools/launchpad/:id/brief',
    summary: 'Correct the brief of an idea: a new version built from it',
    body: ZBriefCorrection,
    data: ZIdeaDetail,
  }),
  versions: defineEndpoint({
    ...onIdea,
    path: '/api/tools/launchpad/:id/versions',
    summary: 'Launchpad: the versions of an idea',
    body: ZEmptyBody,
    data: z.array(ZIdeaVersion),
  }),
  restore: defineEndpoint({
    ...onIdea,
    path: '/api/tools/launchpad/:id/restore',
    summary: 'Launchpad: make an earlier version current again',
    body: ZRestoreRequest,
    data: ZIdeaDetail,
  }),
  /** A validation experiment's status and note. */
  experiment: defineEndpoint({
    ...builder,
    path: '/api/tools/launchpad/:id/experiments/:experimentId',
    summary: 'Launchpad: record the result of a validation experiment',
    params: ZExperimentParams,
    body: ZExperimentUpdateRequest,
    data: ZExperimentResult,
  }),
  /** One section of the current version, generated on first request (`content` is JSON text of its schema). */
  section: defineEndpoint({
    ...builder,
    path: '/api/tools/launchpad/:id/:section',
    summary: 'Launchpad: one section of an idea, generated on first request',
    params: ZSectionParams,
    body: ZEmptyBody,
    data: ZSectionResult,
  }),
};

import {
  LAUNCHPAD_PATHS,
  ZAddQueryRequest,
  ZAiAllowanceResponse,
  ZBriefCorrection,
  ZCreateIdeaRequest,
  ZEmptyBody,
  ZExperimentParams,
  ZExperimentResponse,
  ZExperimentUpdateRequest,
  ZIdeaDetailResponse,
  ZIdeaParams,
  ZIdeaSummaryResponse,
  ZPreviousIdeasResponse,
  ZRestoreRequest,
  ZSectionParams,
  ZSectionResponse,
  ZVersionsResponse,
} from '@launchpad/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readAllowance } from './launchpad.access';
import { recordExperiment } from './launchpad.experiments';
import {
  correctIdeaBrief,
  createIdea,
  listIdeas,
  readIdea,
  readVersions,
  refineIdea,
  restoreVersion,
} from './launchpad.ideas';
import { readSection } from './launchpad.sections';

const docs = { tags: ['launchpad'], security: [{ bearer: [] }] };
/** Anonymous callers reach the builder's routes and are told to subscribe (SPEC §5, §8), not sent to /login. */
const caller = (req: FastifyRequest) => req.auth?.userId ?? null;
const ok = <T>(data: T, message?: string) => ({ success: true as const, ...(message ? { message } : {}), data });

/** SPEC §7 "Launchpad and tools": the AI startup builder (issue 7). */
export const launchpadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const anyone = { preValidation: app.optionalUser };
  const signedIn = { preValidation: app.requireUser };

  app.post(
    LAUNCHPAD_PATHS.create,
    { ...anyone, schema: { ...docs, body: ZCreateIdeaRequest, response: { 200: ZIdeaSummaryResponse } } },
    async (req) => ok(await createIdea(deps, { userId: caller(req), query: req.body.query }), 'Idea saved.'),
  );
  app.get(
    LAUNCHPAD_PATHS.previousIdeas,
    { ...signedIn, schema: { ...docs, response: { 200: ZPreviousIdeasResponse } } },
    async (req) => ok(await listIdeas(deps, { userId: req.auth.userId })),
  );
  app.post(
    LAUNCHPAD_PATHS.aiId,
    { ...signedIn, schema: { ...docs, body: ZEmptyBody, response: { 200: ZAiAllowanceResponse } } },
    async (req) => ok(await readAllowance(deps, { userId: req.auth.userId })),
  );
  app.post(
    LAUNCHPAD_PATHS.query,
    { ...anyone, schema: { ...docs, params: ZIdeaParams, body: ZEmptyBody, response: { 200: ZIdeaDetailResponse } } },
    async (req) => ok(await readIdea(deps, { userId: caller(req), ideaId: req.params.id })),
  );
  app.post(
    LAUNCHPAD_PATHS.addQuery,
    {
      ...anyone,
      schema: { ...docs, params: ZIdeaParams, body: ZAddQueryRequest, response: { 200: ZIdeaDetailResponse } },
    },
    async (req) =>
      ok(
        await refineIdea(deps, { userId: caller(req), ideaId: req.params.id, query: req.body.query }),
        'Idea refined.',
      ),
  );
  app.post(
    LAUNCHPAD_PATHS.brief,
    {
      ...anyone,
      schema: {
        ...docs,
        summary: 'Correct the brief of an idea: a new version built from it',
        params: ZIdeaParams,
        body: ZBriefCorrection,
        response: { 200: ZIdeaDetailResponse },
      },
    },
    async (req) =>
      ok(
        await correctIdeaBrief(deps, { userId: caller(req), ideaId: req.params.id, correction: req.body }),
        'Brief updated: rebuilding your idea.',
      ),
  );
  app.post(
    LAUNCHPAD_PATHS.versions,
    { ...anyone, schema: { ...docs, params: ZIdeaParams, body: ZEmptyBody, response: { 200: ZVersionsResponse } } },
    async (req) => ok(await readVersions(deps, { userId: caller(req), ideaId: req.params.id })),
  );
  app.post(
    LAUNCHPAD_PATHS.restore,
    {
      ...anyone,
      schema: { ...docs, params: ZIdeaParams, body: ZRestoreRequest, response: { 200: ZIdeaDetailResponse } },
    },
    async (req) =>
      ok(
        await restoreVersion(deps, { userId: caller(req), ideaId: req.params.id, version: req.body.version }),
        `Version ${req.body.version} restored.`,
      ),
  );
  app.post(
    LAUNCHPAD_PATHS.experiment,
    {
      ...anyone,
      schema: {
        ...docs,
        params: ZExperimentParams,
        body: ZExperimentUpdateRequest,
        response: { 200: ZExperimentResponse },
      },
    },
    async (req) =>
      ok(
        await recordExperiment(deps, {
          userId: caller(req),
          ideaId: req.params.id,
          experimentId: req.params.experimentId,
          status: req.body.status,
          note: req.body.note,
        }),
        'Experiment updated.',
      ),
  );
  app.post(
    LAUNCHPAD_PATHS.section,
    { ...anyone, schema: { ...docs, params: ZSectionParams, body: ZEmptyBody, response: { 200: ZSectionResponse } } },
    async (req) =>
      ok(
        await readSection(
          { ...deps, log: req.log },
          { userId: caller(req), ideaId: req.params.id, section: req.params.section },
        ),
      ),
  );
};

import { launchpadEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint, addServiceEndpoints } from '../../lib/endpoint';
import { requireBuilderAccess } from './launchpad-access.store';
import { recordExperiment } from './launchpad-experiments.store';
import {
  correctIdeaBrief,
  createIdea,
  launchpadServices,
  readIdea,
  readVersions,
  refineIdea,
  restoreVersion,
} from './launchpad-ideas.service';
import { readSection } from './launchpad-sections.service';

/** SPEC §7 "Launchpad and tools": the AI startup builder (issue 7). */
export const launchpadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  /** Anonymous callers reach the builder's routes and are told to subscribe (SPEC §5, §8), not sent to /login. */
  const builderAccess = async (req: FastifyRequest) => {
    await requireBuilderAccess(deps.db, req.auth?.userId);
  };
  addServiceEndpoints(app, launchpadServices);

  addEndpoint(app, endpoints.create, {
    builderAccess,
    handler: async (req) => ({
      message: 'Idea saved.',
      data: await createIdea(deps, { userId: req.auth.userId, query: req.body.query }),
    }),
  });
  addEndpoint(app, endpoints.idea, {
    builderAccess,
    handler: async (req) => ({ data: await readIdea(deps, { userId: req.auth.userId, ideaId: req.params.id }) }),
  });
  addEndpoint(app, endpoints.addQuery, {
    builderAccess,
    handler: async (req) => ({
      message: 'Idea refined.',
      data: await refineIdea(deps, { userId: req.auth.userId, ideaId: req.params.id, query: req.body.query }),
    }),
  });
  addEndpoint(app, endpoints.correctBrief, {
    builderAccess,
    handler: async (req) => ({
      message: 'Brief updated: rebuilding your idea.',
      data: await correctIdeaBrief(deps, { userId: req.auth.userId, ideaId: req.params.id, correction: req.body }),
    }),
  });
  addEndpoint(app, endpoints.versions, {
    builderAccess,
    handler: async (req) => ({
      data: await readVersions(deps, { userId: req.auth.userId, ideaId: req.params.id }),
    }),
  });
  addEndpoint(app, endpoints.restore, {
    builderAccess,
    handler: async (req) => ({
      message: `Version ${req.body.version} restored.`,
      data: await restoreVersion(deps, { userId: req.auth.userId, ideaId: req.params.id, version: req.body.version }),
    }),
  });
  addEndpoint(app, endpoints.experiment, {
    builderAccess,
    handler: async (req) => ({
      message: 'Experiment updated.',
      data: await recordExperiment(deps, {
        userId: req.auth.userId,
        ideaId: req.params.id,
        experimentId: req.params.experimentId,
        status: req.body.status,
        note: req.body.note,
      }),
    }),
  });
  addEndpoint(app, endpoints.section, {
    builderAccess,
    handler: async (req) => ({
      data: await readSection(
        { ...deps, log: req.log },
        { userId: req.auth.userId, ideaId: req.params.id, section: req.params.section },
      ),
    }),
  });
};

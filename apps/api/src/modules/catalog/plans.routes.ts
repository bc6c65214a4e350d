import { catalogEndpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../lib/endpoint';
import * as plans from './plans.service';

/** SPEC §7: the startup plans compared on /startup-package. */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, catalogEndpoints.plans, {
    handler: async () => ({ data: await plans.listPlans(app.deps) }),
  });

  addEndpoint(app, catalogEndpoints.planByName, {
    handler: async (req) => ({ data: await plans.getPlanByName(app.deps, req.body) }),
  });
};

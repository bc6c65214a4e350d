import {
  CATALOG_PATHS,
  ZNoFieldsRequest,
  ZPlanByNameRequest,
  ZPlanListResponse,
  ZPlanResponse,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as plans from './plans.service';

const tags = ['plans'];

/** SPEC §7: the startup plans compared on /startup-package. */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CATALOG_PATHS.plans,
    { schema: { tags, body: ZNoFieldsRequest, response: { 200: ZPlanListResponse } } },
    async () => ({ success: true as const, data: await plans.listPlans(app.deps) }),
  );

  app.post(
    CATALOG_PATHS.planByName,
    { schema: { tags, body: ZPlanByNameRequest, response: { 200: ZPlanResponse } } },
    async (req) => ({ success: true as const, data: await plans.getPlanByName(app.deps, req.body) }),
  );
};

import { toolsEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../lib/endpoint';
import { businessNameIdeas } from './tools-names.service';
import { listSoftwareTools } from './tools.service';

/** Issue 8 business tools: the software directory and business name ideas (plans with `tools`). */
export const toolsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  addEndpoint(app, endpoints.softwareTools, { handler: async (req) => listSoftwareTools(deps, req.body) });
  addEndpoint(app, endpoints.businessNames, {
    handler: async (req) => ({ data: await businessNameIdeas(deps, req.body) }),
  });
};

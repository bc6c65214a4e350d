import { toolsEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint, addServiceEndpoints } from '../../lib/endpoint';
import { listSoftwareTools, toolsServices } from './tools.service';

/**
 * Issue 8 business tools (plans with `tools`): the calls of the whole tools module answered by their service
 * functions (toolsServices), and the software directory, a paged answer. Legal documents and the workspace
 * have routes files of their own for their other calls.
 */
export const toolsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  addServiceEndpoints(app, toolsServices);

  addEndpoint(app, endpoints.softwareTools, { handler: async (req) => listSoftwareTools(deps, req.body) });
};

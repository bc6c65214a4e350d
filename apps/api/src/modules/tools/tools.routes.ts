import {
  BUSINESS_TOOLS_PATHS,
  ZBusinessNamesRequest,
  ZBusinessNamesResponse,
  ZSoftwareToolsRequest,
  ZSoftwareToolsResponse,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessNameIdeas } from './tools.names';
import { listSoftwareTools } from './tools.service';

const docs = { tags: ['tools'], security: [{ bearer: [] }] };

/** Issue 8 business tools: the software directory and business name ideas (plans with `tools`). */
export const toolsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tools = { preValidation: app.requirePlanFeature('tools') };

  app.post(
    BUSINESS_TOOLS_PATHS.softwareTools,
    { ...tools, schema: { ...docs, body: ZSoftwareToolsRequest, response: { 200: ZSoftwareToolsResponse } } },
    async (req) => ({ success: true as const, ...(await listSoftwareTools(deps, req.body)) }),
  );
  app.post(
    BUSINESS_TOOLS_PATHS.businessNames,
    { ...tools, schema: { ...docs, body: ZBusinessNamesRequest, response: { 200: ZBusinessNamesResponse } } },
    async (req) => ({ success: true as const, data: await businessNameIdeas(deps, req.body) }),
  );
};

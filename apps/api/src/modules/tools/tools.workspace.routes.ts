import {
  ORG_CHART_LIMITS,
  ORG_CHART_TOO_DEEP,
  TOOLS_WORKSPACE_PATHS,
  ZBusinessPlanExportRequest,
  ZOrgChartReadRequest,
  ZOrgChartResponse,
  ZOrgChartSaveRequest,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/content-disposition';
import * as workspace from './tools.workspace.service';

const docs = { tags: ['tools'], security: [{ bearer: [] }] };

/**
 * `{ chart: root }` is 2 levels; each level below the root adds its `subordinates` array and the person in
 * it, and the deepest person's empty array is one more. A deeper body is refused before validation.
 */
const chartBodyDepth = { max: 3 + 2 * ORG_CHART_LIMITS.maxDepth, message: ORG_CHART_TOO_DEEP };

/** Issue 8: the organisation chart saved to the account and the business plan document (plan-gated). */
export const toolsWorkspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const gated = { preValidation: app.requirePlanFeature('tools') };

  app.post(
    TOOLS_WORKSPACE_PATHS.orgChartRead,
    { ...gated, schema: { ...docs, body: ZOrgChartReadRequest, response: { 200: ZOrgChartResponse } } },
    async (req) => ({ success: true as const, data: await workspace.readOrgChart(deps, { userId: req.auth.userId }) }),
  );

  app.post(
    TOOLS_WORKSPACE_PATHS.orgChartSave,
    {
      ...gated,
      config: { bodyDepth: chartBodyDepth },
      schema: { ...docs, body: ZOrgChartSaveRequest, response: { 200: ZOrgChartResponse } },
    },
    async (req) => ({
      success: true as const,
      message: 'Organisation chart saved.',
      data: await workspace.saveOrgChart(deps, { userId: req.auth.userId, chart: req.body.chart }),
    }),
  );

  app.post(
    TOOLS_WORKSPACE_PATHS.businessPlanExport,
    { ...gated, schema: { ...docs, body: ZBusinessPlanExportRequest, produces: [...EXPORT_TYPES] } },
    async (req, reply) => {
      const file = await workspace.exportBusinessPlan(req.body);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.filename))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};

const EXPORT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

import { ORG_CHART_LIMITS, ORG_CHART_TOO_DEEP, toolsEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/content-disposition';
import { addEndpoint } from '../../lib/endpoint';
import * as workspace from './tools.workspace.service';

/**
 * `{ chart: root }` is 2 levels; each level below the root adds its `subordinates` array and the person in
 * it, and the deepest person's empty array is one more. A deeper body is refused before validation.
 */
const chartBodyDepth = { max: 3 + 2 * ORG_CHART_LIMITS.maxDepth, message: ORG_CHART_TOO_DEEP };

/**
 * Issue 8: saving the organisation chart to the account, and the business plan document (plan-gated).
 * Reading the chart is one of toolsServices.
 */
export const toolsWorkspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  addEndpoint(app, endpoints.saveOrgChart, {
    config: { bodyDepth: chartBodyDepth },
    handler: async (req) => ({
      message: 'Organisation chart saved.',
      data: await workspace.saveOrgChart(deps, { userId: req.auth.userId, chart: req.body.chart }),
    }),
  });

  addEndpoint(app, endpoints.businessPlanExport, {
    handler: async (req, reply) => {
      const file = await workspace.exportBusinessPlan(req.body);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.filename))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  });
};

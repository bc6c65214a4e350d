import { toolsEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../lib/endpoint';
import { listAudits, readAudit, runAudit } from './seo-audit.service';

/** Issue 8: the SEO audit (plan-gated: the `tools` flag). */
export const seoAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  addEndpoint(app, endpoints.seoAuditRun, {
    handler: async (req) => ({
      message: 'Audit complete.',
      data: await runAudit(deps, { userId: req.auth.userId, url: req.body.url }),
    }),
  });
  addEndpoint(app, endpoints.seoAuditHistory, {
    handler: async (req) => ({ data: await listAudits(deps, { userId: req.auth.userId }) }),
  });
  addEndpoint(app, endpoints.seoAuditRead, {
    handler: async (req) => ({ data: await readAudit(deps, { userId: req.auth.userId, id: req.body.id }) }),
  });
};

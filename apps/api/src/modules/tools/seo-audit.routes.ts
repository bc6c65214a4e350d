import {
  SEO_AUDIT_PATHS,
  ZEmptyBody,
  ZSeoAuditHistoryResponse,
  ZSeoAuditReadRequest,
  ZSeoAuditReportResponse,
  ZSeoAuditRequest,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAudits, readAudit, runAudit } from './seo-audit.service';

const docs = { tags: ['tools'], security: [{ bearer: [] }] };
const ok = <T>(data: T, message?: string) => ({ success: true as const, ...(message ? { message } : {}), data });

/** Issue 8: the SEO audit (plan-gated: the `tools` flag). */
export const seoAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tools = { preValidation: app.requirePlanFeature('tools') };

  app.post(
    SEO_AUDIT_PATHS.run,
    { ...tools, schema: { ...docs, body: ZSeoAuditRequest, response: { 200: ZSeoAuditReportResponse } } },
    async (req) => ok(await runAudit(deps, { userId: req.auth.userId, url: req.body.url }), 'Audit complete.'),
  );
  app.post(
    SEO_AUDIT_PATHS.history,
    { ...tools, schema: { ...docs, body: ZEmptyBody, response: { 200: ZSeoAuditHistoryResponse } } },
    async (req) => ok(await listAudits(deps, { userId: req.auth.userId })),
  );
  app.post(
    SEO_AUDIT_PATHS.read,
    { ...tools, schema: { ...docs, body: ZSeoAuditReadRequest, response: { 200: ZSeoAuditReportResponse } } },
    async (req) => ok(await readAudit(deps, { userId: req.auth.userId, id: req.body.id })),
  );
};

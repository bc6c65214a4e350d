// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { toolsEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const toolsRoutes: TRoutesOf<typeof toolsEndpoints> = {
  softwareTools: { method: 'POST', path: '/api/tools/software-tools' },
  businessNames: { method: 'POST', path: '/api/tools/business-names' },
  legalTemplates: { method: 'POST', path: '/api/tools/legal/templates' },
  legalPreview: { method: 'POST', path: '/api/tools/legal/preview' },
  legalPdf: { method: 'POST', path: '/api/tools/legal/pdf' },
  legalDocx: { method: 'POST', path: '/api/tools/legal/docx' },
  legalDocuments: { method: 'POST', path: '/api/tools/legal/documents' },
  seoAuditRun: { method: 'POST', path: '/api/tools/seo-audit/run' },
  seoAuditHistory: { method: 'POST', path: '/api/tools/seo-audit/history' },
  seoAuditRead: { method: 'POST', path: '/api/tools/seo-audit/read' },
  orgChart: { method: 'POST', path: '/api/tools/org-chart' },
  saveOrgChart: { method: 'POST', path: '/api/tools/org-chart/save' },
  businessPlanExport: { method: 'POST', path: '/api/tools/business-plan/export' },
};

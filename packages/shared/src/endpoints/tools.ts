import { z } from 'zod';
import { ZLegalDocumentRecord, ZLegalDocumentRequest, ZLegalPreview, ZLegalTemplateSummary } from '../contracts/legal';
import { ZEmptyBody } from '../contracts/launchpad';
import { ZSeoAuditHistory, ZSeoAuditReadRequest, ZSeoAuditReport, ZSeoAuditRequest } from '../contracts/seo-audit';
import { ZBusinessNames, ZBusinessNamesRequest, ZSoftwareTool, ZSoftwareToolsRequest } from '../contracts/tools';
import {
  ZBusinessPlanExportRequest,
  ZOrgChartReadRequest,
  ZOrgChartSaveRequest,
  ZSavedOrgChart,
} from '../contracts/tools-workspace';
import { defineEndpoint } from './define';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** A file answer has no JSON envelope (see `produces`). */
const noEnvelope = z.never();

/**
 * Issue 8 business tools (SPEC §1 /tools): every call is POST and needs a plan with the `tools` flag. The
 * documents (legal agreements, the business plan) answer the file itself.
 */
export const toolsEndpoints = {
  softwareTools: defineEndpoint({
    method: 'POST',
    path: '/api/tools/software-tools',
    summary: 'Tools: the software directory, searched, filtered and paged',
    access: 'tools',
    body: ZSoftwareToolsRequest,
    data: z.array(ZSoftwareTool),
    paged: true,
    tags: ['tools'],
  }),
  businessNames: defineEndpoint({
    method: 'POST',
    path: '/api/tools/business-names',
    summary: 'Tools: business name ideas with matching domains',
    access: 'tools',
    body: ZBusinessNamesRequest,
    data: ZBusinessNames,
    tags: ['tools'],
  }),

  legalTemplates: defineEndpoint({
    method: 'POST',
    path: '/api/tools/legal/templates',
    summary: 'Legal agreements: the templates and their fields',
    access: 'tools',
    body: z.object({}).strict(),
    data: z.array(ZLegalTemplateSummary),
    tags: ['tools'],
  }),
  /** The filled document as text; a form with problems is a 400 naming each field. */
  legalPreview: defineEndpoint({
    method: 'POST',
    path: '/api/tools/legal/preview',
    summary: 'Legal agreements: preview a filled document',
    access: 'tools',
    body: ZLegalDocumentRequest,
    data: ZLegalPreview,
    tags: ['tools'],
  }),
  legalPdf: defineEndpoint({
    method: 'POST',
    path: '/api/tools/legal/pdf',
    summary: 'Legal agreements: the filled document as PDF',
    access: 'tools',
    body: ZLegalDocumentRequest,
    data: noEnvelope,
    produces: [PDF],
    tags: ['tools'],
  }),
  legalDocx: defineEndpoint({
    method: 'POST',
    path: '/api/tools/legal/docx',
    summary: 'Legal agreements: the filled document as Word (DOCX)',
    access: 'tools',
    body: ZLegalDocumentRequest,
    data: noEnvelope,
    produces: [DOCX],
    tags: ['tools'],
  }),
  legalDocuments: defineEndpoint({
    method: 'POST',
    path: '/api/tools/legal/documents',
    summary: 'Legal agreements: the documents this account made, newest first',
    access: 'tools',
    body: z.object({}).strict(),
    data: z.array(ZLegalDocumentRecord),
    tags: ['tools'],
  }),

  /** The report is saved to the caller's history. */
  seoAuditRun: defineEndpoint({
    method: 'POST',
    path: '/api/tools/seo-audit/run',
    summary: 'SEO audit: audit a public page now',
    message: 'Audit complete.',
    access: 'tools',
    body: ZSeoAuditRequest,
    data: ZSeoAuditReport,
    tags: ['tools'],
  }),
  seoAuditHistory: defineEndpoint({
    method: 'POST',
    path: '/api/tools/seo-audit/history',
    summary: "SEO audit: the caller's past audits, newest first",
    access: 'tools',
    body: ZEmptyBody,
    data: ZSeoAuditHistory,
    tags: ['tools'],
  }),
  /** Someone else's audit answers 404 like one that does not exist. */
  seoAuditRead: defineEndpoint({
    method: 'POST',
    path: '/api/tools/seo-audit/read',
    summary: 'SEO audit: one past audit in full',
    access: 'tools',
    body: ZSeoAuditReadRequest,
    data: ZSeoAuditReport,
    tags: ['tools'],
  }),

  /** null until the caller saves a chart. */
  orgChart: defineEndpoint({
    method: 'POST',
    path: '/api/tools/org-chart',
    summary: 'Organisation chart: the chart saved to the account',
    access: 'tools',
    body: ZOrgChartReadRequest,
    data: ZSavedOrgChart,
    tags: ['tools'],
  }),
  saveOrgChart: defineEndpoint({
    method: 'POST',
    path: '/api/tools/org-chart/save',
    summary: 'Organisation chart: save the chart to the account',
    access: 'tools',
    body: ZOrgChartSaveRequest,
    /** The chart as kept. */
    data: ZSavedOrgChart.unwrap(),
    tags: ['tools'],
  }),
  businessPlanExport: defineEndpoint({
    method: 'POST',
    path: '/api/tools/business-plan/export',
    summary: 'Business plan: the finished plan as PDF or Word (DOCX)',
    access: 'tools',
    body: ZBusinessPlanExportRequest,
    data: noEnvelope,
    produces: [PDF, DOCX],
    tags: ['tools'],
  }),
};

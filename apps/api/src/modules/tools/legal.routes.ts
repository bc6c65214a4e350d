import {
  LEGAL_PATHS,
  ZLegalDocumentRequest,
  ZLegalDocumentsRequest,
  ZLegalDocumentsResponse,
  ZLegalPreviewResponse,
  ZLegalTemplatesResponse,
} from '@launchpad/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/content-disposition';
import * as legal from './legal.service';

const docs = { tags: ['tools'], security: [{ bearer: [] }] };
const ok = <T>(data: T) => ({ success: true as const, data });

const send = (reply: FastifyReply, file: Awaited<ReturnType<typeof legal.generateDocument>>) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachment(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.body);

/** Legal agreements (issue 8): templates, a checked preview, and the document as PDF or DOCX. Tools plan only. */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tools = { preValidation: app.requirePlanFeature('tools') };

  app.post(
    LEGAL_PATHS.templates,
    { ...tools, schema: { ...docs, body: ZLegalDocumentsRequest, response: { 200: ZLegalTemplatesResponse } } },
    async () => ok(legal.listTemplates()),
  );
  app.post(
    LEGAL_PATHS.preview,
    { ...tools, schema: { ...docs, body: ZLegalDocumentRequest, response: { 200: ZLegalPreviewResponse } } },
    async (req) => ok(legal.previewDocument(req.body)),
  );
  app.post(
    LEGAL_PATHS.pdf,
    { ...tools, schema: { ...docs, body: ZLegalDocumentRequest, produces: ['application/pdf'] } },
    async (req, reply) =>
      send(reply, await legal.generateDocument(deps, { ...req.body, userId: req.auth.userId, format: 'pdf' })),
  );
  app.post(
    LEGAL_PATHS.docx,
    {
      ...tools,
      schema: {
        ...docs,
        body: ZLegalDocumentRequest,
        produces: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      },
    },
    async (req, reply) =>
      send(reply, await legal.generateDocument(deps, { ...req.body, userId: req.auth.userId, format: 'docx' })),
  );
  app.post(
    LEGAL_PATHS.documents,
    { ...tools, schema: { ...docs, body: ZLegalDocumentsRequest, response: { 200: ZLegalDocumentsResponse } } },
    async (req) => ok(await legal.listDocuments(deps, { userId: req.auth.userId })),
  );
};

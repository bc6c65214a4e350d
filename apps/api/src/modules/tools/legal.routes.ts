import { toolsEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachment } from '../../lib/content-disposition';
import { addEndpoint } from '../../lib/endpoint';
import * as legal from './legal.service';

const send = (reply: FastifyReply, file: Awaited<ReturnType<typeof legal.generateDocument>>) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachment(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.body);

/**
 * Legal agreements (issue 8): templates, a checked preview, and the document as PDF or DOCX. Tools plan only.
 * The documents made so far are one of toolsServices.
 */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  addEndpoint(app, endpoints.legalTemplates, { handler: async () => ({ data: legal.listTemplates() }) });
  addEndpoint(app, endpoints.legalPreview, { handler: async (req) => ({ data: legal.previewDocument(req.body) }) });
  addEndpoint(app, endpoints.legalPdf, {
    handler: async (req, reply) =>
      send(reply, await legal.generateDocument(deps, { ...req.body, userId: req.auth.userId, format: 'pdf' })),
  });
  addEndpoint(app, endpoints.legalDocx, {
    handler: async (req, reply) =>
      send(reply, await legal.generateDocument(deps, { ...req.body, userId: req.auth.userId, format: 'docx' })),
  });
};

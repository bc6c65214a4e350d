import {
  CONTENT_INPUTS,
  CONTENT_PATHS,
  CONTENT_TYPES,
  ZAdminContentDeleteResponse,
  ZAdminContentItemResponse,
  ZAdminContentListRequest,
  ZAdminContentListResponse,
  ZContentIdParams,
  ZContentTypeParams,
  ZNoFieldsRequest,
  adminContentCreatePath,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as admin from './content.admin.service';
import { CONTENT_LABELS } from './content.service';

const docs = { tags: ['admin'], security: [{ bearer: [] }] };
const ZItemParams = z.object({ id: ZContentIdParams.shape.id });

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Issue 9 admin area: every content type, drafts included. Every route needs role admin. */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // onRequest, before the body is read: a stranger learns nothing from validation messages.
  app.addHook('onRequest', app.requireRole('admin'));

  app.post(
    CONTENT_PATHS.adminList,
    {
      schema: {
        ...docs,
        params: ZContentTypeParams,
        body: z.preprocess((value) => value ?? {}, ZAdminContentListRequest),
        response: { 200: ZAdminContentListResponse },
      },
    },
    async (req) => {
      const { items, page_meta } = await admin.listContentForAdmin(deps, { ...req.body, type: req.params.type });
      return { success: true as const, data: items, page_meta };
    },
  );

  app.post(
    CONTENT_PATHS.adminItem,
    {
      schema: {
        ...docs,
        params: ZContentIdParams,
        body: ZNoFieldsRequest,
        response: { 200: ZAdminContentItemResponse },
      },
    },
    async (req) => ({ success: true as const, data: await admin.getContentForAdmin(deps, req.params) }),
  );

  app.delete(
    CONTENT_PATHS.adminItem,
    { schema: { ...docs, params: ZContentIdParams, response: { 200: ZAdminContentDeleteResponse } } },
    async (req) => ({
      success: true as const,
      message: `${capitalised(CONTENT_LABELS[req.params.type])} deleted.`,
      data: await admin.deleteContent(deps, req.params),
    }),
  );

  // One create and one update route per type, so each validates (and documents) its own body.
  for (const type of CONTENT_TYPES) {
    const label = capitalised(CONTENT_LABELS[type]);
    const body = CONTENT_INPUTS[type];
    app.post(
      adminContentCreatePath(type),
      { schema: { ...docs, body, response: { 201: ZAdminContentItemResponse } } },
      async (req, reply) =>
        reply.code(201).send({
          success: true as const,
          message: `${label} created.`,
          data: await admin.createContent(deps, { type, input: req.body }),
        }),
    );
    app.put(
      `${adminContentCreatePath(type)}/:id`,
      { schema: { ...docs, params: ZItemParams, body, response: { 200: ZAdminContentItemResponse } } },
      async (req) => ({
        success: true as const,
        message: `${label} saved.`,
        data: await admin.updateContent(deps, { type, id: req.params.id, input: req.body }),
      }),
    );
  }
};

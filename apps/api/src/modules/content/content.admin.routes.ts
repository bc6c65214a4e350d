import { CONTENT_TYPES, contentAdminEndpoints as endpoints, contentWriteEndpoints as writes } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint, addServiceEndpoints } from '../../lib/endpoint';
import * as admin from './content.admin.service';
import { CONTENT_LABELS } from './content.service';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Issue 9 admin area: every content type, drafts included. Every route needs role admin. */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // onRequest, before the body is read: a stranger learns nothing from validation messages.
  app.addHook('onRequest', app.requireRole('admin'));
  addServiceEndpoints(app, admin.contentAdminServices);

  addEndpoint(app, endpoints.list, {
    handler: async (req) => {
      const { items, page_meta } = await admin.listContentForAdmin(deps, { ...req.body, type: req.params.type });
      return { data: items, page_meta };
    },
  });

  addEndpoint(app, endpoints.remove, {
    handler: async (req) => ({
      message: `${capitalised(CONTENT_LABELS[req.params.type])} deleted.`,
      data: await admin.deleteContent(deps, req.params),
    }),
  });

  // One create and one update route per type, so each validates (and documents) its own body.
  for (const type of CONTENT_TYPES) {
    const label = capitalised(CONTENT_LABELS[type]);
    const { create, update } = writes[type];
    addEndpoint(app, create, {
      handler: async (req) => ({
        message: `${label} created.`,
        data: await admin.createContent(deps, { type, input: req.body }),
      }),
    });
    addEndpoint(app, update, {
      handler: async (req) => ({
        message: `${label} saved.`,
        data: await admin.updateContent(deps, { type, id: req.params.id, input: req.body }),
      }),
    });
  }
};

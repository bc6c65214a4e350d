import { contactEndpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../lib/endpoint';
import * as contact from './contact.service';

/** SPEC §7 "Other": `POST /api/contact` from the /contact-us form, signed in or not. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, contactEndpoints.send, {
    readsUser: true,
    handler: async (req) => ({
      message: 'Thank you: we have received your message and will reply within one business day.',
      data: await contact.sendContactMessage(app.deps, { ...req.body, userId: req.auth?.userId, ip: req.ip }),
    }),
  });
};

import { contactEndpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../lib/endpoint';
import * as contact from './contact.service';

/** Each network address may send a few messages a minute; each email address a few an hour (the service). */
const CONTACT_LIMIT = { rateLimit: { max: 5, timeWindow: '1 minute' } };

/** SPEC §7 "Other": `POST /api/contact` from the /contact-us form, signed in or not. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, contactEndpoints.send, {
    config: CONTACT_LIMIT,
    readsUser: true,
    handler: async (req) => ({
      message: 'Thank you: we have received your message and will reply within one business day.',
      data: await contact.sendContactMessage(app.deps, { ...req.body, userId: req.auth?.userId, ip: req.ip }),
    }),
  });
};

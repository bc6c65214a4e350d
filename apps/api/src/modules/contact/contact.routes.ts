import { CONTENT_PATHS, ZContactRequest, ZContactResponse } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as contact from './contact.service';

/** Each network address may send a few messages a minute; each email address a few an hour (the service). */
const CONTACT_LIMIT = { rateLimit: { max: 5, timeWindow: '1 minute' } };

/** SPEC §7 "Other": `POST /api/contact` from the /contact-us form, signed in or not. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CONTENT_PATHS.contact,
    {
      config: CONTACT_LIMIT,
      preValidation: app.optionalUser,
      schema: { tags: ['content'], body: ZContactRequest, response: { 201: ZContactResponse } },
    },
    async (req, reply) => {
      const data = await contact.sendContactMessage(app.deps, { ...req.body, userId: req.auth?.userId, ip: req.ip });
      return reply.code(201).send({
        success: true as const,
        message: 'Thank you: we have received your message and will reply within one business day.',
        data,
      });
    },
  );
};

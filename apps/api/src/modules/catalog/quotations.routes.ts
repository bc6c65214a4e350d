import { catalogEndpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../lib/endpoint';
import * as quotations from './quotations.service';

/** SPEC §7 `orders/raise-quotation`: a custom quote request, from a visitor or a signed-in customer. */
export const quotationsRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, catalogEndpoints.raiseQuotation, {
    readsUser: true,
    handler: async (req) => ({
      data: await quotations.raiseQuotation(app.deps, { ...req.body, userId: req.auth?.userId }),
      message: 'Thank you: we have received your request and will reply with a quote within one business day.',
    }),
  });
};

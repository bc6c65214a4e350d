import { CATALOG_PATHS, ZQuotationResponse, ZRaiseQuotationRequest } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as quotations from './quotations.service';

/** Each address may send a few requests a minute: the form mails staff and the address given. */
const QUOTATION_LIMIT = { rateLimit: { max: 5, timeWindow: '1 minute' } };

/** SPEC §7 `orders/raise-quotation`: a custom quote request, from a visitor or a signed-in customer. */
export const quotationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CATALOG_PATHS.raiseQuotation,
    {
      config: QUOTATION_LIMIT,
      preValidation: app.optionalUser,
      schema: { tags: ['orders'], body: ZRaiseQuotationRequest, response: { 201: ZQuotationResponse } },
    },
    async (req, reply) => {
      const quotation = await quotations.raiseQuotation(app.deps, { ...req.body, userId: req.auth?.userId });
      return reply.code(201).send({
        success: true as const,
        message: 'Thank you: we have received your request and will reply with a quote within one business day.',
        data: quotation,
      });
    },
  );
};

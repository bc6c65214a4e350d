import { ZCardSetupActionResponse, cardEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint, addServiceEndpoints } from '../../lib/endpoint';
import * as cards from './cards.service';

/**
 * SPEC §7 "User": the signed-in user's saved cards, through the configured payment provider. Most calls are
 * answered by their service functions (cardsServices); saving a card may need the bank's step first, and
 * removing one keeps its handler as deleteCard is shared with checkout.
 */
export const cardsRoutes: FastifyPluginAsyncZod = async (app) => {
  addServiceEndpoints(app, cards.cardsServices);

  addEndpoint(app, endpoints.add, {
    otherAnswers: { 202: ZCardSetupActionResponse },
    handler: async (req, reply) => {
      const result = await cards.addCard(app.deps, { userId: req.auth.userId, ...req.body });
      if (result.status === 'requires_action') {
        // Nothing is saved yet: the page runs the bank's step, then calls the confirm endpoint.
        return reply
          .code(202)
          .send({ success: true as const, message: 'Your bank needs you to confirm this card.', data: result });
      }
      return { message: 'Card saved.', data: result.card };
    },
  });

  addEndpoint(app, endpoints.remove, {
    handler: async (req) => ({
      message: 'Card removed.',
      data: await cards.deleteCard(app.deps, { userId: req.auth.userId, cardId: req.params.id }),
    }),
  });
};

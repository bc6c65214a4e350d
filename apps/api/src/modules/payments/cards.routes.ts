import {
  CARDS_PATHS,
  ZAddCardRequest,
  ZCardIdParams,
  ZCardListResponse,
  ZCardSetupActionResponse,
  ZConfirmCardRequest,
  ZNoFieldsRequest,
  ZSavedCardResponse,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as cards from './cards.service';

const docs = { tags: ['user'], security: [{ bearer: [] }] };
/** Saving cards is limited per address: trying stolen numbers one after another ("card testing") is a known abuse. */
const ADD_CARD_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** SPEC §7 "User": the signed-in user's saved cards, through the configured payment provider. */
export const cardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CARDS_PATHS.list,
    {
      schema: { ...docs, body: ZNoFieldsRequest, response: { 200: ZCardListResponse } },
      preValidation: app.requireUser,
    },
    async (req) => ({ success: true as const, data: await cards.listCards(app.deps, { userId: req.auth.userId }) }),
  );

  app.post(
    CARDS_PATHS.add,
    {
      schema: { ...docs, body: ZAddCardRequest, response: { 201: ZSavedCardResponse, 202: ZCardSetupActionResponse } },
      config: ADD_CARD_LIMIT,
      preValidation: app.requireUser,
    },
    async (req, reply) => {
      const result = await cards.addCard(app.deps, { userId: req.auth.userId, ...req.body });
      if (result.status === 'requires_action') {
        // Nothing is saved yet: the page runs the bank's step, then calls CARDS_PATHS.confirm.
        return reply
          .code(202)
          .send({ success: true as const, message: 'Your bank needs you to confirm this card.', data: result });
      }
      return reply.code(201).send({ success: true as const, message: 'Card saved.', data: result.card });
    },
  );

  app.post(
    CARDS_PATHS.confirm,
    {
      schema: { ...docs, body: ZConfirmCardRequest, response: { 201: ZSavedCardResponse } },
      config: ADD_CARD_LIMIT,
      preValidation: app.requireUser,
    },
    async (req, reply) => {
      const card = await cards.confirmCard(app.deps, {
        userId: req.auth.userId,
        setupIntentId: req.body.setupIntentId,
      });
      return reply.code(201).send({ success: true as const, message: 'Card saved.', data: card });
    },
  );

  app.post(
    CARDS_PATHS.card,
    {
      schema: { ...docs, params: ZCardIdParams, body: ZNoFieldsRequest, response: { 200: ZCardListResponse } },
      preValidation: app.requireUser,
    },
    async (req) => ({
      success: true as const,
      message: 'Primary card updated.',
      data: await cards.setPrimaryCard(app.deps, { userId: req.auth.userId, cardId: req.params.id }),
    }),
  );

  app.delete(
    CARDS_PATHS.card,
    {
      schema: { ...docs, params: ZCardIdParams, response: { 200: ZCardListResponse } },
      preValidation: app.requireUser,
    },
    async (req) => ({
      success: true as const,
      message: 'Card removed.',
      data: await cards.deleteCard(app.deps, { userId: req.auth.userId, cardId: req.params.id }),
    }),
  );
};

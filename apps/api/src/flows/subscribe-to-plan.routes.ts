import {
  SUBSCRIPTION_PATHS,
  ZCreateSubscriptionPaymentRequest,
  ZCreateSubscriptionRequest,
  ZSubscriptionOutcomeResponse,
  type TSubscriptionOutcome,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_LIMIT } from '../lib/rate-limits';
import { subscribe, subscribeWithSavedCard } from './subscribe-to-plan';

const docs = { tags: ['subscriptions'], security: [{ bearer: [] }] };

const MESSAGES: Record<TSubscriptionOutcome['change'], string> = {
  start: 'Your plan is active.',
  restart: 'Your plan is active again.',
  upgrade: 'Your plan has been upgraded.',
  downgrade: 'Your plan will change at the end of the current period.',
  keep: 'Your plan will carry on as before.',
};
const messageOf = (outcome: TSubscriptionOutcome) =>
  outcome.status === 'requires_action'
    ? 'Your bank needs you to confirm this payment.'
    : outcome.status === 'processing'
      ? 'Your payment is being processed.'
      : MESSAGES[outcome.change];

/** SPEC §7 "Payments and orders": buying or changing a startup plan, with a new card or a saved one. */
export const subscribeToPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const pay = {
    schema: { ...docs, body: ZCreateSubscriptionPaymentRequest, response: { 200: ZSubscriptionOutcomeResponse } },
    config: PAYMENT_LIMIT,
    preValidation: app.requireUser,
  };
  // The `-direct` variant is an alias: the same body and answer (README "Subscriptions").
  for (const path of [SUBSCRIPTION_PATHS.createPayment, SUBSCRIPTION_PATHS.createPaymentDirect]) {
    app.post(path, pay, async (req) => {
      const outcome = await subscribe(deps, { ...req.body, userId: req.auth.userId });
      return { success: true as const, message: messageOf(outcome), data: outcome };
    });
  }

  app.post(
    SUBSCRIPTION_PATHS.create,
    {
      schema: { ...docs, body: ZCreateSubscriptionRequest, response: { 200: ZSubscriptionOutcomeResponse } },
      config: PAYMENT_LIMIT,
      preValidation: app.requireUser,
    },
    async (req) => {
      const outcome = await subscribeWithSavedCard(deps, { ...req.body, userId: req.auth.userId });
      return { success: true as const, message: messageOf(outcome), data: outcome };
    },
  );
};

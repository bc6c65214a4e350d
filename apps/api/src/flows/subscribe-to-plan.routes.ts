import { subscriptionEndpoints as endpoints, type TSubscriptionOutcome } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../lib/endpoint';
import { subscribe, subscribeWithSavedCard } from './subscribe-to-plan';

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
  // The `-direct` variant is an alias: the same body and answer (README "Subscriptions").
  for (const endpoint of [endpoints.createPayment, endpoints.createPaymentDirect]) {
    addEndpoint(app, endpoint, {
      handler: async (req) => {
        const outcome = await subscribe(deps, { ...req.body, userId: req.auth.userId });
        return { message: messageOf(outcome), data: outcome };
      },
    });
  }

  addEndpoint(app, endpoints.create, {
    handler: async (req) => {
      const outcome = await subscribeWithSavedCard(deps, { ...req.body, userId: req.auth.userId });
      return { message: messageOf(outcome), data: outcome };
    },
  });
};

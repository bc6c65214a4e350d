import {
  SUBSCRIPTION_PATHS,
  ZCancelByInvoiceRequest,
  ZCancelServiceRequest,
  ZCreateSubscriptionPaymentRequest,
  ZCreateSubscriptionRequest,
  ZCurrentSubscriptionResponse,
  ZNoFieldsRequest,
  ZServiceSubscriptionResponse,
  ZServiceSubscriptionsResponse,
  ZSubscriptionOutcomeResponse,
  ZSubscriptionResponse,
  type TSubscriptionOutcome,
  formatDate,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_LIMIT } from '../payments/checkout.routes';
import { subscribe, subscribeWithSavedCard } from '../../flows/subscribe-to-plan';
import * as subscriptions from './subscriptions.service';
import { cancelServiceSubscription, listServiceSubscriptions } from './subscriptions.services';

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

/** SPEC §7 "Payments and orders": startup plan subscriptions. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.post(
    SUBSCRIPTION_PATHS.current,
    {
      schema: { ...docs, body: ZNoFieldsRequest, response: { 200: ZCurrentSubscriptionResponse } },
      preValidation: app.requireUser,
    },
    async (req) => ({
      success: true as const,
      data: await subscriptions.getCurrentSubscription(deps, { userId: req.auth.userId }),
    }),
  );

  app.post(
    SUBSCRIPTION_PATHS.cancelCurrent,
    {
      schema: { ...docs, body: ZNoFieldsRequest, response: { 200: ZSubscriptionResponse } },
      preValidation: app.requireUser,
    },
    async (req) => {
      const data = await subscriptions.cancelCurrentSubscription(deps, { userId: req.auth.userId });
      return { success: true as const, message: cancelledMessage(data.currentPeriodEnd, data.status), data };
    },
  );

  app.post(
    SUBSCRIPTION_PATHS.cancelByInvoice,
    {
      schema: { ...docs, body: ZCancelByInvoiceRequest, response: { 200: ZSubscriptionResponse } },
      preValidation: app.requireUser,
    },
    async (req) => {
      const data = await subscriptions.cancelSubscriptionByInvoice(deps, {
        userId: req.auth.userId,
        invoiceNumber: req.body.invoiceNumber,
      });
      return { success: true as const, message: cancelledMessage(data.currentPeriodEnd, data.status), data };
    },
  );

  // Services priced per month or year bought through the cart (bookkeeping): listed and cancelled here.
  app.post(
    SUBSCRIPTION_PATHS.services,
    {
      schema: { ...docs, body: ZNoFieldsRequest, response: { 200: ZServiceSubscriptionsResponse } },
      preValidation: app.requireUser,
    },
    async (req) => ({
      success: true as const,
      data: await listServiceSubscriptions(deps, { userId: req.auth.userId }),
    }),
  );

  app.post(
    SUBSCRIPTION_PATHS.cancelService,
    {
      schema: { ...docs, body: ZCancelServiceRequest, response: { 200: ZServiceSubscriptionResponse } },
      preValidation: app.requireUser,
    },
    async (req) => {
      const data = await cancelServiceSubscription(deps, { userId: req.auth.userId, id: req.body.id });
      const message =
        data.status === 'active'
          ? `${data.description} is cancelled. It runs until ${formatDate(data.currentPeriodEnd)} and will not renew.`
          : `${data.description} is cancelled.`;
      return { success: true as const, message, data };
    },
  );
};

function cancelledMessage(periodEnd: string, status: 'active' | 'past_due'): string {
  if (status === 'past_due') return 'Your subscription has been cancelled.';
  return `Your subscription has been cancelled. Your plan stays active until ${formatDate(periodEnd)}.`;
}

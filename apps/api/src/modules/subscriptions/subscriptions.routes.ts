import {
  SUBSCRIPTION_PATHS,
  ZCancelByInvoiceRequest,
  ZCancelServiceRequest,
  ZCurrentSubscriptionResponse,
  ZNoFieldsRequest,
  ZServiceSubscriptionResponse,
  ZServiceSubscriptionsResponse,
  ZSubscriptionResponse,
  formatDate,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as subscriptions from './subscriptions.service';
import { cancelServiceSubscription, listServiceSubscriptions } from './subscriptions.services';

const docs = { tags: ['subscriptions'], security: [{ bearer: [] }] };

/** SPEC §7 "Payments and orders": startup plan subscriptions. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
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

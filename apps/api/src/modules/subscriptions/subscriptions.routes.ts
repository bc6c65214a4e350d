import { formatDate, subscriptionEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint, addServiceEndpoints } from '../../lib/endpoint';
import * as subscriptions from './subscriptions.service';
import { cancelServiceSubscription } from './subscriptions-services.service';

/**
 * SPEC §7 "Payments and orders": startup plan subscriptions, and services priced per month or year bought
 * through the cart (bookkeeping). The reads are answered by their service functions (subscriptionsServices);
 * a cancellation's message says until when it runs.
 */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  addServiceEndpoints(app, subscriptions.subscriptionsServices);

  addEndpoint(app, endpoints.cancelCurrent, {
    handler: async (req) => {
      const data = await subscriptions.cancelCurrentSubscription(deps, { userId: req.auth.userId });
      return { message: cancelledMessage(data.currentPeriodEnd, data.status), data };
    },
  });

  addEndpoint(app, endpoints.cancelByInvoice, {
    handler: async (req) => {
      const data = await subscriptions.cancelSubscriptionByInvoice(deps, {
        userId: req.auth.userId,
        invoiceNumber: req.body.invoiceNumber,
      });
      return { message: cancelledMessage(data.currentPeriodEnd, data.status), data };
    },
  });

  addEndpoint(app, endpoints.cancelService, {
    handler: async (req) => {
      const data = await cancelServiceSubscription(deps, { userId: req.auth.userId, id: req.body.id });
      const message =
        data.status === 'active'
          ? `${data.description} is cancelled. It runs until ${formatDate(data.currentPeriodEnd)} and will not renew.`
          : `${data.description} is cancelled.`;
      return { message, data };
    },
  });
};

function cancelledMessage(periodEnd: string, status: 'active' | 'past_due'): string {
  if (status === 'past_due') return 'Your subscription has been cancelled.';
  return `Your subscription has been cancelled. Your plan stays active until ${formatDate(periodEnd)}.`;
}

import { formatDate, subscriptionEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../lib/endpoint';
import * as subscriptions from './subscriptions.service';
import { cancelServiceSubscription, listServiceSubscriptions } from './subscriptions-services.service';

/** SPEC §7 "Payments and orders": startup plan subscriptions. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  addEndpoint(app, endpoints.current, {
    handler: async (req) => ({
      data: await subscriptions.getCurrentSubscription(deps, { userId: req.auth.userId }),
    }),
  });

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

  // Services priced per month or year bought through the cart (bookkeeping): listed and cancelled here.
  addEndpoint(app, endpoints.services, {
    handler: async (req) => ({ data: await listServiceSubscriptions(deps, { userId: req.auth.userId }) }),
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

import { formatPounds, ordersAdminEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../lib/endpoint';
import { adminOrder } from '../orders';
import { refundOrder } from './refunds.service';

/** Staff refund a paid order (issue 20); the answer is the order as the staff order screen shows it. */
export const refundsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // onRequest, before the body is read: a stranger learns nothing from validation messages.
  app.addHook('onRequest', app.requireRole('admin'));

  addEndpoint(app, endpoints.refund, {
    handler: async (req) => {
      const refund = await refundOrder(deps, {
        ...req.body,
        orderId: req.params.orderId,
        actorUserId: req.auth.userId,
      });
      return {
        data: await adminOrder(deps.db, refund.orderId),
        message: refund.created
          ? `Refunded ${formatPounds(refund.amountPence)}${refund.creditNoteNumber ? ` with credit note ${refund.creditNoteNumber}` : ''}; the customer has been emailed.`
          : `This refund was already made (${formatPounds(refund.amountPence)}); nothing more was refunded.`,
      };
    },
  });
};

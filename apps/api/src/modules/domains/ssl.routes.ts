import { sslEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint, addServiceEndpoints } from '../../lib/endpoint';
import * as ssl from './ssl.service';

/**
 * SPEC §7 "Domains": SSL certificates, every call POST; the customer's own certificates only. The calls
 * answered by their service functions are sslServices; the handlers here say in their message what
 * happened.
 */
export const sslRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  addServiceEndpoints(app, ssl.sslServices);

  addEndpoint(app, endpoints.configureCert, {
    handler: async (req) => ({
      message: req.body.DVAuthMethod ? 'Certificate activated. It is awaiting approval.' : 'CSR saved.',
      data: await ssl.configureCertificate(deps, { userId: req.auth.userId, ...req.body }),
    }),
  });
  addEndpoint(app, endpoints.resendApproverEmail, {
    handler: async (req) => {
      const { detail, message } = await ssl.resendApproverEmail(deps, { userId: req.auth.userId, ...req.body });
      return { message, data: detail };
    },
  });
  addEndpoint(app, endpoints.resendFulfillmentEmail, {
    handler: async (req) => {
      const { detail, message } = await ssl.resendFulfillmentEmail(deps, { userId: req.auth.userId, ...req.body });
      return { message, data: detail };
    },
  });
};

import { PAGE_SIZE, domainsEndpoints as endpoints, listPageMeta } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint, addServiceEndpoints } from '../../lib/endpoint';
import * as domains from './domains.service';

/**
 * SPEC §7 "Domains" (issue 6): search, services on sale, and the signed-in customer's portfolio. The calls
 * answered by their service functions are domainsServices; the handlers here are paged or say in their
 * message what changed.
 */
export const domainsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  addServiceEndpoints(app, domains.domainsServices);

  addEndpoint(app, endpoints.allDomains, {
    handler: async (req) => {
      const page = req.body?.page ?? 1;
      const pageSize = req.body?.pageSize ?? PAGE_SIZE;
      const { items, total } = await domains.listDomains(deps, {
        userId: req.auth.userId,
        page,
        pageSize,
        search: req.body?.search,
        status: req.body?.status,
      });
      return { data: items, page_meta: listPageMeta(total, page, pageSize) };
    },
  });
  addEndpoint(app, endpoints.setRegLock, {
    handler: async (req) => {
      const { status, ...name } = req.body;
      const data = await domains.setRegistrarLock(deps, { userId: req.auth.userId, ...name, locked: status });
      return { data, message: status ? 'Domain locked.' : 'Domain unlocked.' };
    },
  });
  addEndpoint(app, endpoints.setAutoRenew, {
    handler: async (req) => ({
      data: await domains.setAutoRenew(deps, { userId: req.auth.userId, ...req.body }),
      message: req.body.autoRenew ? 'Auto-renew is on.' : 'Auto-renew is off.',
    }),
  });
  addEndpoint(app, endpoints.requestEpp, {
    handler: async (req) => {
      const data = await domains.requestEppCode(deps, { userId: req.auth.userId, ...req.body });
      return { data, message: `We have emailed the transfer code to ${data.sentTo}.` };
    },
  });
  addEndpoint(app, endpoints.enableDisableService, {
    handler: async (req) => {
      const { service, enabled, ...name } = req.body;
      const data = await domains.setIdProtect(deps, { userId: req.auth.userId, ...name, enabled });
      return { data, message: `${service} is ${enabled ? 'on' : 'off'}.` };
    },
  });
  addEndpoint(app, endpoints.domainOrders, {
    handler: async (req) => {
      const page = req.body?.page ?? 1;
      const pageSize = req.body?.pageSize ?? PAGE_SIZE;
      const { items, total } = await domains.listDomainOrders(deps, { userId: req.auth.userId, page, pageSize });
      return { data: items, page_meta: listPageMeta(total, page, pageSize) };
    },
  });
};

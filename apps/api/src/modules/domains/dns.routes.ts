import { dnsEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../lib/endpoint';
import * as dns from './dns.service';

/** SPEC §7 "Domains": DNS of the signed-in customer's domains (issue 6). Every call is POST. */
export const dnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  addEndpoint(app, endpoints.getDNS, {
    handler: async (req) => ({ data: await dns.getDns(deps, { userId: req.auth.userId, ...req.body }) }),
  });
  addEndpoint(app, endpoints.modifyNS, {
    handler: async (req) => ({
      data: await dns.modifyNs(deps, { userId: req.auth.userId, ...req.body }),
      message: 'Nameservers saved.',
    }),
  });
  addEndpoint(app, endpoints.getHosts, {
    handler: async (req) => ({ data: await dns.getHosts(deps, { userId: req.auth.userId, ...req.body }) }),
  });
  addEndpoint(app, endpoints.setHosts, {
    handler: async (req) => ({
      data: await dns.setHosts(deps, { userId: req.auth.userId, ...req.body }),
      message: 'Host records saved.',
    }),
  });
  addEndpoint(app, endpoints.getSrvHosts, {
    handler: async (req) => ({ data: await dns.getSrvHosts(deps, { userId: req.auth.userId, ...req.body }) }),
  });
  addEndpoint(app, endpoints.setSrvHosts, {
    handler: async (req) => ({
      data: await dns.setSrvHosts(deps, { userId: req.auth.userId, ...req.body }),
      message: 'SRV records saved.',
    }),
  });
  addEndpoint(app, endpoints.getSpfHosts, {
    handler: async (req) => ({ data: await dns.getSpfHosts(deps, { userId: req.auth.userId, ...req.body }) }),
  });
  addEndpoint(app, endpoints.setSpfHosts, {
    handler: async (req) => ({
      data: await dns.setSpfHosts(deps, { userId: req.auth.userId, ...req.body }),
      message: 'SPF records saved.',
    }),
  });
  addEndpoint(app, endpoints.dnsHistory, {
    handler: async (req) => ({ data: await dns.dnsHistory(deps, { userId: req.auth.userId, ...req.body }) }),
  });
  addEndpoint(app, endpoints.revertDnsChange, {
    handler: async (req) => ({
      data: await dns.revertDnsChange(deps, { userId: req.auth.userId, ...req.body }),
      message: 'Change reverted.',
    }),
  });
  addEndpoint(app, endpoints.exportZone, {
    handler: async (req) => ({ data: await dns.exportZone(deps, { userId: req.auth.userId, ...req.body }) }),
  });
  addEndpoint(app, endpoints.importZone, {
    handler: async (req) => ({
      data: await dns.importZone(deps, { userId: req.auth.userId, ...req.body }),
      message: 'Zone file imported.',
    }),
  });
};

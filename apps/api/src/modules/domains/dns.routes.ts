import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addServiceEndpoints } from '../../lib/endpoint';
import { dnsServices } from './dns.service';

/**
 * SPEC §7 "Domains": DNS of the signed-in customer's domains (issue 6). Every call is POST and is answered
 * by its service function (dnsServices).
 */
export const dnsRoutes: FastifyPluginAsyncZod = async (app) => {
  addServiceEndpoints(app, dnsServices);
};

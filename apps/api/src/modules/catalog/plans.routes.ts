import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addServiceEndpoints } from '../../lib/endpoint';
import { plansServices } from './plans.service';

/** SPEC §7: the startup plans compared on /startup-package, answered by their service functions. */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  addServiceEndpoints(app, plansServices);
};

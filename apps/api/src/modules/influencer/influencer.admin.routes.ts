import { INFLUENCER_PAGE_SIZE, influencerEndpoints as endpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint, addServiceEndpoints } from '../../lib/endpoint';
import * as staff from './influencer.admin.service';

/** Staff review of Connect & Earn (issue 10): every route needs the admin role (checked before the body). */
export const influencerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  addServiceEndpoints(app, staff.influencerAdminServices);

  addEndpoint(app, endpoints.adminApplications, {
    handler: async (req) => {
      const { items, meta } = await staff.listInfluencers(deps, {
        status: req.body?.status,
        page: req.body?.page ?? 1,
        pageSize: req.body?.pageSize ?? INFLUENCER_PAGE_SIZE,
      });
      return { data: items, page_meta: meta };
    },
  });

  addEndpoint(app, endpoints.adminDecide, {
    handler: async (req) => ({
      message: req.body.status === 'approved' ? 'Application approved.' : 'Application rejected.',
      data: await staff.decideApplication(deps, { ...req.body, id: req.params.id, userId: req.auth.userId }),
    }),
  });
};

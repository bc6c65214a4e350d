import { catalogEndpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint, addServiceEndpoints } from '../../lib/endpoint';
import { publicCache } from '../../lib/public-cache';
import * as catalog from './catalog.service';
import { catalogSectionServices } from './catalog-sections.store';

/**
 * SPEC §7 "Products and plans": the public catalogue. Most reads are answered by their service functions
 * (catalogReadServices, catalogSectionServices); the list here is answered from the public cache, with its pages.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  addServiceEndpoints(app, catalog.catalogReadServices);
  addServiceEndpoints(app, catalogSectionServices);

  addEndpoint(app, catalogEndpoints.list, {
    handler: async (req) => {
      // The same for everyone: answered from the short-lived public cache (issue 11 "Load").
      const { items, page_meta } = await publicCache(deps).get(`products/list ${JSON.stringify(req.body)}`, () =>
        catalog.listProducts(deps, req.body),
      );
      return { data: items, page_meta };
    },
  });
};

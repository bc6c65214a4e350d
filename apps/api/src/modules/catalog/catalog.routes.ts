import { catalogEndpoints } from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpoint } from '../../lib/endpoint';
import { publicCache } from '../../lib/public-cache';
import * as catalog from './catalog.service';
import { getSectionData } from './catalog-sections.store';

/** SPEC §7 "Products and plans": the public catalogue. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  addEndpoint(app, catalogEndpoints.list, {
    handler: async (req) => {
      // The same for everyone: answered from the short-lived public cache (issue 11 "Load").
      const { items, page_meta } = await publicCache(deps).get(`products/list ${JSON.stringify(req.body)}`, () =>
        catalog.listProducts(deps, req.body),
      );
      return { data: items, page_meta };
    },
  });

  addEndpoint(app, catalogEndpoints.marketplace, {
    handler: async () => ({ data: await catalog.getMarketplace(deps) }),
  });

  addEndpoint(app, catalogEndpoints.groupList, {
    handler: async () => ({ data: await catalog.listGroups(deps) }),
  });

  addEndpoint(app, catalogEndpoints.sectionData, {
    handler: async (req) => ({ data: await getSectionData(deps, req.body) }),
  });

  addEndpoint(app, catalogEndpoints.related, {
    handler: async (req) => ({ data: await catalog.getRelatedProducts(deps, req.body) }),
  });

  addEndpoint(app, catalogEndpoints.bySlug, {
    handler: async (req) => ({
      data: await catalog.getServicePage(deps, {
        pageType: req.params.id,
        bodyPageType: req.body?.pageType,
        country: req.body?.country,
        state: req.body?.state,
      }),
    }),
  });

  addEndpoint(app, catalogEndpoints.product, {
    handler: async (req) => ({ data: await catalog.getProductDetail(deps, { id: req.params.id }) }),
  });
};

import {
  CATALOG_PATHS,
  ZGroupListResponse,
  ZMarketplaceResponse,
  ZNoFieldsRequest,
  ZProductDetailResponse,
  ZProductIdParams,
  ZProductListRequest,
  ZProductListResponse,
  ZRelatedProductsRequest,
  ZRelatedProductsResponse,
  ZSectionDataRequest,
  ZSectionDataResponse,
  ZServicePageParams,
  ZServicePageRequest,
  ZServicePageResponse,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicCache } from '../../lib/public-cache';
import * as catalog from './catalog.service';
import { getSectionData } from './catalog.sections';

const tags = ['products'];

/** SPEC §7 "Products and plans": the public catalogue. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    CATALOG_PATHS.list,
    { schema: { tags, body: ZProductListRequest, response: { 200: ZProductListResponse } } },
    async (req) => {
      // The same for everyone: answered from the short-lived public cache (issue 11 "Load").
      const { items, page_meta } = await publicCache(deps).get(`products/list ${JSON.stringify(req.body)}`, () =>
        catalog.listProducts(deps, req.body),
      );
      return { success: true as const, data: items, page_meta };
    },
  );

  app.post(
    CATALOG_PATHS.marketplace,
    { schema: { tags, body: ZNoFieldsRequest, response: { 200: ZMarketplaceResponse } } },
    async () => ({ success: true as const, data: await catalog.getMarketplace(deps) }),
  );

  app.post(
    CATALOG_PATHS.groupList,
    { schema: { tags, body: ZNoFieldsRequest, response: { 200: ZGroupListResponse } } },
    async () => ({ success: true as const, data: await catalog.listGroups(deps) }),
  );

  app.post(
    CATALOG_PATHS.sectionData,
    { schema: { tags, body: ZSectionDataRequest, response: { 200: ZSectionDataResponse } } },
    async (req) => ({ success: true as const, data: await getSectionData(deps, req.body) }),
  );

  app.post(
    CATALOG_PATHS.related,
    { schema: { tags, body: ZRelatedProductsRequest, response: { 200: ZRelatedProductsResponse } } },
    async (req) => ({ success: true as const, data: await catalog.getRelatedProducts(deps, req.body) }),
  );

  app.post(
    CATALOG_PATHS.bySlug,
    {
      schema: { tags, params: ZServicePageParams, body: ZServicePageRequest, response: { 200: ZServicePageResponse } },
    },
    async (req) => ({
      success: true as const,
      data: await catalog.getServicePage(deps, {
        pageType: req.params.id,
        bodyPageType: req.body?.pageType,
        country: req.body?.country,
        state: req.body?.state,
      }),
    }),
  );

  app.post(
    CATALOG_PATHS.product,
    { schema: { tags, params: ZProductIdParams, body: ZNoFieldsRequest, response: { 200: ZProductDetailResponse } } },
    async (req) => ({ success: true as const, data: await catalog.getProductDetail(deps, { id: req.params.id }) }),
  );
};

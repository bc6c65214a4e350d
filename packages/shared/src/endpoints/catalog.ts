import { z } from 'zod';
import {
  ZGroup,
  ZMarketplace,
  ZPlan,
  ZPlanByNameRequest,
  ZProduct,
  ZProductDetail,
  ZProductIdParams,
  ZProductListRequest,
  ZQuotation,
  ZRaiseQuotationRequest,
  ZRelatedProductsRequest,
  ZSectionData,
  ZSectionDataRequest,
  ZServicePage,
  ZServicePageParams,
  ZServicePageRequest,
} from '../contracts/catalog';
import { ZNoFieldsRequest } from '../contracts/payments';
import { defineEndpoint } from './define';

/** SPEC §7 "Products and plans": the public catalogue, the startup plans and custom quotation requests. */
export const catalogEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/products/list',
    summary: 'Products: list the catalogue, filtered and paged',
    access: 'public',
    body: ZProductListRequest,
    data: z.array(ZProduct),
    paged: true,
    tags: ['products'],
  }),
  marketplace: defineEndpoint({
    method: 'POST',
    path: '/api/products/marketplace',
    summary: 'Products: the marketplace, by category',
    access: 'public',
    body: ZNoFieldsRequest,
    data: ZMarketplace,
    tags: ['products'],
  }),
  groupList: defineEndpoint({
    method: 'POST',
    path: '/api/products/grouplist',
    summary: 'Products: the product groups',
    access: 'public',
    body: ZNoFieldsRequest,
    data: z.array(ZGroup),
    tags: ['products'],
  }),
  sectionData: defineEndpoint({
    method: 'POST',
    path: '/api/products/sectionData',
    summary: 'Products: the blocks of a page section (home, services)',
    access: 'public',
    body: ZSectionDataRequest,
    data: ZSectionData,
    tags: ['products'],
  }),
  related: defineEndpoint({
    method: 'POST',
    path: '/api/products/relatedproducts',
    summary: 'Products: products related to one product',
    access: 'public',
    body: ZRelatedProductsRequest,
    data: z.array(ZProduct),
    tags: ['products'],
  }),
  /** `:id` is the service page type: company-formation, trade-mark or bookkeeping-accounting. */
  bySlug: defineEndpoint({
    method: 'POST',
    path: '/api/products/slug/:id',
    summary: 'Products: a service page with its products for a country (and a US state)',
    access: 'public',
    params: ZServicePageParams,
    body: ZServicePageRequest,
    data: ZServicePage,
    tags: ['products'],
  }),
  /** `:id` is a uuid or a slug; staff update and delete the same path (admin endpoints). */
  product: defineEndpoint({
    method: 'POST',
    path: '/api/products/:id',
    summary: 'Products: one product with its details',
    access: 'public',
    params: ZProductIdParams,
    body: ZNoFieldsRequest,
    data: ZProductDetail,
    tags: ['products'],
  }),
  plans: defineEndpoint({
    method: 'POST',
    path: '/api/plan/getstartupPackages',
    summary: 'Plans: the startup plans compared on /startup-package',
    access: 'public',
    body: ZNoFieldsRequest,
    data: z.array(ZPlan),
    tags: ['plans'],
  }),
  planByName: defineEndpoint({
    method: 'POST',
    path: '/api/plan/planbyname',
    summary: 'Plans: one startup plan by its name',
    access: 'public',
    body: ZPlanByNameRequest,
    data: ZPlan,
    tags: ['plans'],
  }),
  /**
   * A custom quote request, from a visitor or a signed-in customer. Each address may send a few a minute: the
   * form mails staff and the address given.
   */
  raiseQuotation: defineEndpoint({
    method: 'POST',
    path: '/api/orders/raise-quotation',
    summary: 'Orders: request a custom quotation',
    access: 'public',
    rateLimit: { max: 5, timeWindow: '1 minute' },
    body: ZRaiseQuotationRequest,
    data: ZQuotation,
    status: 201,
    tags: ['orders'],
  }),
};

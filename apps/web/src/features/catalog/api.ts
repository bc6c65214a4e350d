import {
  MAX_PRODUCT_PAGE_SIZE,
  type TProductListRequest,
  type TQuotation,
  type TRaiseQuotationRequest,
  type TServicePageType,
  catalogRoutes,
  type catalogEndpoints,
  domainsRoutes,
} from '@launchpad/shared';
import { api } from '@/lib/api';
import { type TResponseOf, fromEndpoint } from '@/lib/endpoint';

export type TServicePageArgs = { pageType: TServicePageType; country?: string | null; state?: string | null };
export type TQuotationReceipt = { message: string | null; quotation: TQuotation };

/** SPEC §7 "Products and plans": the public catalogue, read by the services and product pages. */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMarketplace: build.query({
      ...fromEndpoint(catalogRoutes.marketplace, (_: void) => ({ body: {} })),
      providesTags: ['Products'],
    }),
    getServicesSections: build.query({
      ...fromEndpoint(catalogRoutes.sectionData, (_: void) => ({ body: { section: 'services' as const } })),
      transformResponse: (response: TResponseOf<typeof catalogEndpoints.sectionData>) => response.data.blocks,
      providesTags: ['Products'],
    }),
    getGroups: build.query({
      ...fromEndpoint(catalogRoutes.groupList, (_: void) => ({ body: {} })),
      providesTags: ['Products'],
    }),
    listProducts: build.query({
      ...fromEndpoint(catalogRoutes.list, (body: Partial<TProductListRequest>) => ({ body })),
      transformResponse: (response: TResponseOf<typeof catalogEndpoints.list>) => ({
        items: response.data,
        pageMeta: response.page_meta,
      }),
      providesTags: ['Products'],
    }),
    /** SPEC §5: products of a service dialog for a country (and a US state). */
    getServicePage: build.query({
      ...fromEndpoint(catalogRoutes.bySlug, ({ pageType, country, state }: TServicePageArgs) => ({
        params: { id: pageType },
        body: { ...(country && { country }), ...(country && state && { state }) },
      })),
      providesTags: ['Products'],
    }),
    getProduct: build.query({
      ...fromEndpoint(catalogRoutes.product, (idOrSlug: string) => ({ params: { id: idOrSlug }, body: {} })),
      providesTags: ['Products'],
    }),
    getRelatedProducts: build.query({
      ...fromEndpoint(catalogRoutes.related, (productId: string) => ({ body: { productId } })),
      providesTags: ['Products'],
    }),
    raiseQuotation: build.mutation({
      ...fromEndpoint(catalogRoutes.raiseQuotation, (body: TRaiseQuotationRequest) => ({ body })),
      transformResponse: (response: TResponseOf<typeof catalogEndpoints.raiseQuotation>): TQuotationReceipt => ({
        message: response.message ?? null,
        quotation: response.data,
      }),
    }),
  }),
});

/**
 * The signed-in customer's active domains, by name: what a certificate bought on its own may be for
 * (the domain pages own the portfolio; this reads only the names).
 */
const accountDomainsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccountDomainNames: build.query(
      fromEndpoint(
        domainsRoutes.allDomains,
        (_: void) => ({ body: { page: 1, pageSize: MAX_PRODUCT_PAGE_SIZE, status: 'active' as const } }),
        (response) => response.data.map((domain) => domain.name),
      ),
    ),
  }),
});
export const { useGetAccountDomainNamesQuery } = accountDomainsApi;

export const {
  useGetMarketplaceQuery,
  useGetServicesSectionsQuery,
  useGetGroupsQuery,
  useListProductsQuery,
  useGetServicePageQuery,
  useGetProductQuery,
  useGetRelatedProductsQuery,
  useRaiseQuotationMutation,
} = catalogApi;

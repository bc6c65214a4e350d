import {
  CATALOG_PATHS,
  DOMAINS_PATHS,
  MAX_PRODUCT_PAGE_SIZE,
  productPath,
  productsBySlugPath,
  type TGroup,
  type TListPageMeta,
  type TMarketplace,
  type TProduct,
  type TProductDetail,
  type TProductListRequest,
  type TQuotation,
  type TRaiseQuotationRequest,
  type TSectionBlock,
  type TServicePage,
  type TServicePageType,
} from '@launchpad/shared';
import { api } from '@/lib/api';

type TEnvelope<T> = { success: true; message?: string; data: T };
const unwrap = <T>(response: TEnvelope<T>): T => response.data;

export type TServicePageArgs = { pageType: TServicePageType; country?: string | null; state?: string | null };
export type TQuotationReceipt = { message: string | null; quotation: TQuotation };

/** SPEC §7 "Products and plans": the public catalogue, read by the services and product pages. */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMarketplace: build.query<TMarketplace, void>({
      query: () => ({ url: CATALOG_PATHS.marketplace, method: 'POST', body: {} }),
      transformResponse: unwrap<TMarketplace>,
      providesTags: ['Products'],
    }),
    getServicesSections: build.query<TSectionBlock[], void>({
      query: () => ({ url: CATALOG_PATHS.sectionData, method: 'POST', body: { section: 'services' } }),
      transformResponse: (response: TEnvelope<{ blocks: TSectionBlock[] }>) => response.data.blocks,
      providesTags: ['Products'],
    }),
    getGroups: build.query<TGroup[], void>({
      query: () => ({ url: CATALOG_PATHS.groupList, method: 'POST', body: {} }),
      transformResponse: unwrap<TGroup[]>,
      providesTags: ['Products'],
    }),
    listProducts: build.query<{ items: TProduct[]; pageMeta: TListPageMeta }, Partial<TProductListRequest>>({
      query: (body) => ({ url: CATALOG_PATHS.list, method: 'POST', body }),
      transformResponse: (response: { data: TProduct[]; page_meta: TListPageMeta }) => ({
        items: response.data,
        pageMeta: response.page_meta,
      }),
      providesTags: ['Products'],
    }),
    /** SPEC §5: products of a service dialog for a country (and a US state). */
    getServicePage: build.query<TServicePage, TServicePageArgs>({
      query: ({ pageType, country, state }) => ({
        url: productsBySlugPath(pageType),
        method: 'POST',
        body: { ...(country && { country }), ...(country && state && { state }) },
      }),
      transformResponse: unwrap<TServicePage>,
      providesTags: ['Products'],
    }),
    getProduct: build.query<TProductDetail, string>({
      query: (idOrSlug) => ({ url: productPath(idOrSlug), method: 'POST', body: {} }),
      transformResponse: unwrap<TProductDetail>,
      providesTags: ['Products'],
    }),
    getRelatedProducts: build.query<TProduct[], string>({
      query: (productId) => ({ url: CATALOG_PATHS.related, method: 'POST', body: { productId } }),
      transformResponse: unwrap<TProduct[]>,
      providesTags: ['Products'],
    }),
    raiseQuotation: build.mutation<TQuotationReceipt, TRaiseQuotationRequest>({
      query: (body) => ({ url: CATALOG_PATHS.raiseQuotation, method: 'POST', body }),
      transformResponse: (response: TEnvelope<TQuotation>) => ({
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
    getAccountDomainNames: build.query<string[], void>({
      query: () => ({
        url: DOMAINS_PATHS.allDomains,
        method: 'POST',
        body: { page: 1, pageSize: MAX_PRODUCT_PAGE_SIZE, status: 'active' },
      }),
      transformResponse: (response: TEnvelope<{ name: string }[]>) => response.data.map((domain) => domain.name),
    }),
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

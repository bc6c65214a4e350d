import {
  DOMAIN_SUGGESTIONS_STEP,
  DOMAINS_PATHS,
  type TAllDomainsRequest,
  type TDomainContacts,
  type TDomainContactsData,
  type TDomainStatus,
  type TListPageMeta,
  type TNameSuggestions,
  type TOrder,
  type TOwnedService,
  type TPortfolioDomain,
  type TPortfolioInfo,
  type TSldTld,
} from '@launchpad/shared';
import { PAGE_SIZE } from '@launchpad/shared/domain/pagination';
import { api } from '@/lib/api';

type TEnvelope<T> = { success: true; message?: string; data: T };
const unwrap = <T>(response: TEnvelope<T>) => response.data;
/** A change's answer: the server's own message (shown in the toast) and its data. */
export type TChangeResult<T = unknown> = { message: string | null; data: T };
const changeResult = <T>(response: TEnvelope<T>): TChangeResult<T> => ({
  message: response.message ?? null,
  data: response.data,
});

export type TDomainPage = { items: TPortfolioDomain[]; pageMeta: TListPageMeta };

/** The cache tag of one domain's own data (details, contacts, DNS). */
export const domainTag = ({ sld, tld }: TSldTld) => ({ type: 'Domains' as const, id: `${sld}.${tld}`.toLowerCase() });
const LIST_TAG = { type: 'Domains' as const, id: 'LIST' };
const SERVICES_TAG = { type: 'Domains' as const, id: 'SERVICES' };

/** SPEC §7 "Domains": search, the portfolio and a domain's registration settings. Every call is POST. */
export const domainsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC §9: 8 suggestions first, 8 more per "More". */
    nameSuggestions: build.infiniteQuery<TNameSuggestions, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage) =>
          lastPage.hasMore ? lastPage.offset + Math.max(lastPage.suggestions.length, 1) : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: DOMAINS_PATHS.nameSuggestions,
        method: 'POST',
        body: { query: queryArg, offset: pageParam, limit: DOMAIN_SUGGESTIONS_STEP },
      }),
      transformResponse: unwrap<TNameSuggestions>,
    }),
    /** Paged (SPEC §9: 10 a page), searchable by name. */
    allDomains: build.query<TDomainPage, { page: number; search?: string; status?: TDomainStatus }>({
      query: ({ page, search, status }) => {
        const body: TAllDomainsRequest = { page, pageSize: PAGE_SIZE };
        if (search?.trim()) body.search = search.trim();
        if (status) body.status = status;
        return { url: DOMAINS_PATHS.allDomains, method: 'POST', body };
      },
      transformResponse: (response: { data: TPortfolioDomain[]; page_meta: TListPageMeta }) => ({
        items: response.data,
        pageMeta: response.page_meta,
      }),
      providesTags: [LIST_TAG],
    }),
    allServices: build.query<TOwnedService[], void>({
      query: () => ({ url: DOMAINS_PATHS.allServices, method: 'POST', body: {} }),
      transformResponse: unwrap<TOwnedService[]>,
      providesTags: [SERVICES_TAG],
    }),
    portfolioInfo: build.query<TPortfolioInfo, TSldTld>({
      query: (domain) => ({ url: DOMAINS_PATHS.portfolioInfo, method: 'POST', body: domain }),
      transformResponse: unwrap<TPortfolioInfo>,
      providesTags: (_result, _error, domain) => [domainTag(domain)],
    }),
    setRegLock: build.mutation<TChangeResult, TSldTld & { status: boolean }>({
      query: (body) => ({ url: DOMAINS_PATHS.setRegLock, method: 'POST', body }),
      transformResponse: changeResult,
      invalidatesTags: (_result, _error, domain) => [domainTag(domain), LIST_TAG],
    }),
    setAutoRenew: build.mutation<TChangeResult, TSldTld & { autoRenew: boolean }>({
      query: (body) => ({ url: DOMAINS_PATHS.setAutoRenew, method: 'POST', body }),
      transformResponse: changeResult,
      invalidatesTags: (_result, _error, domain) => [domainTag(domain), LIST_TAG],
    }),
    /** The code is mailed to the registrant; the answer says where (partly hidden). */
    requestEpp: build.mutation<TChangeResult<{ sentTo: string; requestedAt: string }>, TSldTld>({
      query: (body) => ({ url: DOMAINS_PATHS.requestEpp, method: 'POST', body }),
      transformResponse: changeResult,
      invalidatesTags: (_result, _error, domain) => [domainTag(domain)],
    }),
    setIdProtect: build.mutation<TChangeResult, TSldTld & { enabled: boolean }>({
      query: ({ enabled, ...domain }) => ({
        url: DOMAINS_PATHS.enableDisableService,
        method: 'POST',
        body: { ...domain, service: 'ID Protect', enabled },
      }),
      transformResponse: changeResult,
      invalidatesTags: (_result, _error, domain) => [domainTag(domain), LIST_TAG, SERVICES_TAG],
    }),
    getContacts: build.query<TDomainContactsData, TSldTld>({
      query: (domain) => ({ url: DOMAINS_PATHS.getContacts, method: 'POST', body: domain }),
      transformResponse: unwrap<TDomainContactsData>,
      providesTags: (_result, _error, domain) => [domainTag(domain)],
    }),
    updateContacts: build.mutation<TChangeResult, TSldTld & { contacts: TDomainContacts }>({
      query: (body) => ({ url: DOMAINS_PATHS.updateContacts, method: 'POST', body }),
      transformResponse: changeResult,
      invalidatesTags: (_result, _error, { sld, tld }) => [domainTag({ sld, tld })],
    }),
    /** Orders with a domain, SSL or ID Protect (SPEC §9: 10 a page). */
    domainOrders: build.query<{ items: TOrder[]; pageMeta: TListPageMeta }, number>({
      query: (page) => ({ url: DOMAINS_PATHS.domainOrders, method: 'POST', body: { page, pageSize: PAGE_SIZE } }),
      transformResponse: (response: { data: TOrder[]; page_meta: TListPageMeta }) => ({
        items: response.data,
        pageMeta: response.page_meta,
      }),
      providesTags: ['Orders'],
    }),
  }),
});

export const {
  useDomainOrdersQuery,
  useNameSuggestionsInfiniteQuery,
  useAllDomainsQuery,
  useAllServicesQuery,
  usePortfolioInfoQuery,
  useSetRegLockMutation,
  useSetAutoRenewMutation,
  useRequestEppMutation,
  useSetIdProtectMutation,
  useGetContactsQuery,
  useUpdateContactsMutation,
} = domainsApi;

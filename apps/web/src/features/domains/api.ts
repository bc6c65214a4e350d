import {
  DOMAIN_SUGGESTIONS_STEP,
  type TAllDomainsRequest,
  type TDomainContacts,
  type TDomainStatus,
  type TNameSuggestions,
  type TSldTld,
  domainsRoutes as routes,
} from '@launchpad/shared';
import { PAGE_SIZE } from '@launchpad/shared/domain/pagination';
import { api } from '@/lib/api';
import { fromEndpoint, pageOf, written } from '@/lib/endpoint';

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
      ...fromEndpoint(routes.nameSuggestions, ({ queryArg, pageParam }: { queryArg: string; pageParam: number }) => ({
        body: { query: queryArg, offset: pageParam, limit: DOMAIN_SUGGESTIONS_STEP },
      })),
    }),
    /** Paged (SPEC §9: 10 a page), searchable by name. */
    allDomains: build.query({
      ...fromEndpoint(
        routes.allDomains,
        ({ page, search, status }: { page: number; search?: string; status?: TDomainStatus }) => {
          const body: TAllDomainsRequest = { page, pageSize: PAGE_SIZE };
          if (search?.trim()) body.search = search.trim();
          if (status) body.status = status;
          return { body };
        },
        (response) => pageOf(response),
      ),
      providesTags: [LIST_TAG],
    }),
    allServices: build.query({
      ...fromEndpoint(routes.allServices, (_: void) => ({ body: {} })),
      providesTags: [SERVICES_TAG],
    }),
    portfolioInfo: build.query({
      ...fromEndpoint(routes.portfolioInfo, (domain: TSldTld) => ({ body: domain })),
      providesTags: (_result, _error, domain) => [domainTag(domain)],
    }),
    setRegLock: build.mutation({
      ...fromEndpoint(routes.setRegLock, (body: TSldTld & { status: boolean }) => ({ body }), written),
      invalidatesTags: (_result, _error, domain) => [domainTag(domain), LIST_TAG],
    }),
    setAutoRenew: build.mutation({
      ...fromEndpoint(routes.setAutoRenew, (body: TSldTld & { autoRenew: boolean }) => ({ body }), written),
      invalidatesTags: (_result, _error, domain) => [domainTag(domain), LIST_TAG],
    }),
    /** The code is mailed to the registrant; the answer says where (partly hidden). */
    requestEpp: build.mutation({
      ...fromEndpoint(routes.requestEpp, (body: TSldTld) => ({ body }), written),
      invalidatesTags: (_result, _error, domain) => [domainTag(domain)],
    }),
    setIdProtect: build.mutation({
      ...fromEndpoint(
        routes.enableDisableService,
        ({ enabled, ...domain }: TSldTld & { enabled: boolean }) => ({
          body: { ...domain, service: 'ID Protect' as const, enabled },
        }),
        written,
      ),
      invalidatesTags: (_result, _error, domain) => [domainTag(domain), LIST_TAG, SERVICES_TAG],
    }),
    getContacts: build.query({
      ...fromEndpoint(routes.getContacts, (domain: TSldTld) => ({ body: domain })),
      providesTags: (_result, _error, domain) => [domainTag(domain)],
    }),
    updateContacts: build.mutation({
      ...fromEndpoint(routes.updateContacts, (body: TSldTld & { contacts: TDomainContacts }) => ({ body }), written),
      invalidatesTags: (_result, _error, { sld, tld }) => [domainTag({ sld, tld })],
    }),
    /** Orders with a domain, SSL or ID Protect (SPEC §9: 10 a page). */
    domainOrders: build.query({
      ...fromEndpoint(
        routes.domainOrders,
        (page: number) => ({ body: { page, pageSize: PAGE_SIZE } }),
        (response) => pageOf(response),
      ),
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

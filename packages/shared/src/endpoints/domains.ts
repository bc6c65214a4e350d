import { z } from 'zod';
import {
  ZAllDomainsRequest,
  ZAllServices,
  ZAllServicesRequest,
  ZCheckSingleDomain,
  ZCheckSingleDomainRequest,
  ZDomainContactsData,
  ZDomainOrdersRequest,
  ZDomainServices,
  ZDomainServicesRequest,
  ZEnableDisableServiceRequest,
  ZEppRequested,
  ZGetContactsRequest,
  ZNameSuggestions,
  ZNameSuggestionsRequest,
  ZPortfolioDomain,
  ZPortfolioInfo,
  ZPortfolioInfoRequest,
  ZRequestEppRequest,
  ZSetAutoRenewRequest,
  ZSetRegLockRequest,
  ZUpdateContactsRequest,
} from '../contracts/domains';
import { ZOrder } from '../contracts/orders';
import { defineEndpoint } from './define';

const anyone = { method: 'POST', access: 'public', tags: ['domains'] } as const;
const customer = { method: 'POST', access: 'signed-in', tags: ['domains'] } as const;
/** Searching asks the registrar: limit it per address. */
const searchLimit = { max: 60, timeWindow: '1 minute' };

/**
 * SPEC §7 "Domains" (issue 6): search and the services on sale for anyone (SPEC §6: anonymous visitors add
 * domains), the signed-in customer's portfolio, its settings, contacts and orders. Every call is POST.
 */
export const domainsEndpoints = {
  nameSuggestions: defineEndpoint({
    ...anyone,
    rateLimit: searchLimit,
    path: '/api/domains/nameSuggestions',
    summary: 'Domains: name suggestions with availability and prices',
    body: ZNameSuggestionsRequest,
    data: ZNameSuggestions,
  }),
  checkSingleDomain: defineEndpoint({
    ...anyone,
    rateLimit: searchLimit,
    path: '/api/domains/check-single-domain',
    summary: "Domains: one name's availability and price",
    body: ZCheckSingleDomainRequest,
    data: ZCheckSingleDomain,
  }),
  domainServices: defineEndpoint({
    ...anyone,
    path: '/api/domains/domain-services',
    summary: 'Domains: the domain services on sale',
    body: ZDomainServicesRequest,
    data: ZDomainServices,
  }),
  allDomains: defineEndpoint({
    ...customer,
    path: '/api/domains/alldomains',
    summary: "Domains: the caller's domains, paged",
    body: ZAllDomainsRequest,
    data: z.array(ZPortfolioDomain),
    paged: true,
  }),
  allServices: defineEndpoint({
    ...customer,
    path: '/api/domains/allservices',
    summary: 'Domains: the certificates and ID Protect the caller owns',
    body: ZAllServicesRequest,
    data: ZAllServices,
  }),
  portfolioInfo: defineEndpoint({
    ...customer,
    path: '/api/domains/portfoliodomaininfo',
    summary: "Domains: one of the caller's domains in detail",
    body: ZPortfolioInfoRequest,
    data: ZPortfolioInfo,
  }),
  /** The domain as it is after the change. */
  setRegLock: defineEndpoint({
    ...customer,
    path: '/api/domains/setreglock',
    summary: 'Domains: lock or unlock a domain against transfer',
    body: ZSetRegLockRequest,
    data: ZPortfolioDomain,
  }),
  setAutoRenew: defineEndpoint({
    ...customer,
    path: '/api/domains/setautorenew',
    summary: "Domains: turn a domain's auto-renew on or off",
    body: ZSetAutoRenewRequest,
    data: ZPortfolioDomain,
  }),
  /** The code is mailed to the registrant, never answered. */
  requestEpp: defineEndpoint({
    ...customer,
    path: '/api/domains/requestepp',
    summary: "Domains: mail a domain's transfer (EPP) code to its registrant",
    rateLimit: { max: 5, timeWindow: '1 hour' },
    body: ZRequestEppRequest,
    data: ZEppRequested,
  }),
  getContacts: defineEndpoint({
    ...customer,
    path: '/api/domains/getcontacts',
    summary: "Domains: a domain's contacts",
    body: ZGetContactsRequest,
    data: ZDomainContactsData,
  }),
  updateContacts: defineEndpoint({
    ...customer,
    path: '/api/domains/updatecontacts',
    summary: "Domains: change a domain's contacts",
    message: 'Contacts updated.',
    body: ZUpdateContactsRequest,
    data: ZDomainContactsData,
  }),
  enableDisableService: defineEndpoint({
    ...customer,
    path: '/api/domains/enabledisableService',
    summary: "Domains: turn a domain's ID Protect on or off",
    body: ZEnableDisableServiceRequest,
    data: ZPortfolioDomain,
  }),
  /** Orders with a domain or a domain service (SSL, ID Protect), newest first. */
  domainOrders: defineEndpoint({
    ...customer,
    path: '/api/domains/orders',
    summary: "Domains: the caller's orders with a domain or a domain service, paged",
    body: ZDomainOrdersRequest,
    data: z.array(ZOrder),
    paged: true,
  }),
};

import {
  DOMAINS_PATHS,
  PAGE_SIZE,
  ZAllDomainsPage,
  ZAllDomainsRequest,
  ZAllServicesRequest,
  ZAllServicesResponse,
  ZCheckSingleDomainRequest,
  ZCheckSingleDomainResponse,
  ZDomainContactsResponse,
  ZDomainOrdersPage,
  ZDomainOrdersRequest,
  ZDomainServicesRequest,
  ZDomainServicesResponse,
  ZEnableDisableServiceRequest,
  ZGetContactsRequest,
  ZNameSuggestionsRequest,
  ZNameSuggestionsResponse,
  ZPortfolioDomainResponse,
  ZPortfolioInfoRequest,
  ZPortfolioInfoResponse,
  ZRequestEppRequest,
  ZRequestEppResponse,
  ZSetAutoRenewRequest,
  ZSetRegLockRequest,
  ZUpdateContactsRequest,
  listPageMeta,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as domains from './domains.service';
import { nameSuggestions } from './domains.suggestions';

const publicDocs = { tags: ['domains'] };
const docs = { tags: ['domains'], security: [{ bearer: [] }] };
const ok = <T>(data: T, message?: string) => ({ success: true as const, ...(message ? { message } : {}), data });

/** SPEC §7 "Domains" (issue 6): search, services on sale, and the signed-in customer's portfolio. */
export const domainsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const signedIn = { preValidation: app.requireUser };

  // Public: anyone may search names and see the services on sale (SPEC §6: anonymous visitors add domains).
  app.post(
    DOMAINS_PATHS.nameSuggestions,
    {
      schema: { ...publicDocs, body: ZNameSuggestionsRequest, response: { 200: ZNameSuggestionsResponse } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req) => ok(await nameSuggestions(deps, req.body)),
  );
  app.post(
    DOMAINS_PATHS.checkSingleDomain,
    {
      schema: { ...publicDocs, body: ZCheckSingleDomainRequest, response: { 200: ZCheckSingleDomainResponse } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req) => ok(await domains.checkSingleDomain(deps, req.body)),
  );
  app.post(
    DOMAINS_PATHS.domainServices,
    { schema: { ...publicDocs, body: ZDomainServicesRequest, response: { 200: ZDomainServicesResponse } } },
    async () => ok(await domains.listDomainServices(deps)),
  );

  app.post(
    DOMAINS_PATHS.allDomains,
    { schema: { ...docs, body: ZAllDomainsRequest, response: { 200: ZAllDomainsPage } }, ...signedIn },
    async (req) => {
      const page = req.body?.page ?? 1;
      const pageSize = req.body?.pageSize ?? PAGE_SIZE;
      const { items, total } = await domains.listDomains(deps, {
        userId: req.auth.userId,
        page,
        pageSize,
        search: req.body?.search,
        status: req.body?.status,
      });
      return { success: true as const, data: items, page_meta: listPageMeta(total, page, pageSize) };
    },
  );
  app.post(
    DOMAINS_PATHS.allServices,
    { schema: { ...docs, body: ZAllServicesRequest, response: { 200: ZAllServicesResponse } }, ...signedIn },
    async (req) => ok(await domains.listOwnedServices(deps, { userId: req.auth.userId })),
  );
  app.post(
    DOMAINS_PATHS.portfolioInfo,
    { schema: { ...docs, body: ZPortfolioInfoRequest, response: { 200: ZPortfolioInfoResponse } }, ...signedIn },
    async (req) => ok(await domains.portfolioInfo(deps, { userId: req.auth.userId, ...req.body })),
  );
  app.post(
    DOMAINS_PATHS.setRegLock,
    { schema: { ...docs, body: ZSetRegLockRequest, response: { 200: ZPortfolioDomainResponse } }, ...signedIn },
    async (req) => {
      const { status, ...name } = req.body;
      const data = await domains.setRegistrarLock(deps, { userId: req.auth.userId, ...name, locked: status });
      return ok(data, status ? 'Domain locked.' : 'Domain unlocked.');
    },
  );
  app.post(
    DOMAINS_PATHS.setAutoRenew,
    { schema: { ...docs, body: ZSetAutoRenewRequest, response: { 200: ZPortfolioDomainResponse } }, ...signedIn },
    async (req) => {
      const data = await domains.setAutoRenew(deps, { userId: req.auth.userId, ...req.body });
      return ok(data, req.body.autoRenew ? 'Auto-renew is on.' : 'Auto-renew is off.');
    },
  );
  app.post(
    DOMAINS_PATHS.requestEpp,
    {
      schema: { ...docs, body: ZRequestEppRequest, response: { 200: ZRequestEppResponse } },
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
      ...signedIn,
    },
    async (req) => {
      const data = await domains.requestEppCode(deps, { userId: req.auth.userId, ...req.body });
      return ok(data, `We have emailed the transfer code to ${data.sentTo}.`);
    },
  );
  app.post(
    DOMAINS_PATHS.getContacts,
    { schema: { ...docs, body: ZGetContactsRequest, response: { 200: ZDomainContactsResponse } }, ...signedIn },
    async (req) => ok(await domains.getContacts(deps, { userId: req.auth.userId, ...req.body })),
  );
  app.post(
    DOMAINS_PATHS.updateContacts,
    { schema: { ...docs, body: ZUpdateContactsRequest, response: { 200: ZDomainContactsResponse } }, ...signedIn },
    async (req) =>
      ok(await domains.updateContacts(deps, { userId: req.auth.userId, ...req.body }), 'Contacts updated.'),
  );
  app.post(
    DOMAINS_PATHS.enableDisableService,
    {
      schema: { ...docs, body: ZEnableDisableServiceRequest, response: { 200: ZPortfolioDomainResponse } },
      ...signedIn,
    },
    async (req) => {
      const { service, enabled, ...name } = req.body;
      const data = await domains.setIdProtect(deps, { userId: req.auth.userId, ...name, enabled });
      return ok(data, `${service} is ${enabled ? 'on' : 'off'}.`);
    },
  );
  app.post(
    DOMAINS_PATHS.domainOrders,
    { schema: { ...docs, body: ZDomainOrdersRequest, response: { 200: ZDomainOrdersPage } }, ...signedIn },
    async (req) => {
      const page = req.body?.page ?? 1;
      const pageSize = req.body?.pageSize ?? PAGE_SIZE;
      const { items, total } = await domains.listDomainOrders(deps, { userId: req.auth.userId, page, pageSize });
      return { success: true as const, data: items, page_meta: listPageMeta(total, page, pageSize) };
    },
  );
};

// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { domainsEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const domainsRoutes: TRoutesOf<typeof domainsEndpoints> = {
  nameSuggestions: { method: 'POST', path: '/api/domains/nameSuggestions' },
  checkSingleDomain: { method: 'POST', path: '/api/domains/check-single-domain' },
  domainServices: { method: 'POST', path: '/api/domains/domain-services' },
  allDomains: { method: 'POST', path: '/api/domains/alldomains' },
  allServices: { method: 'POST', path: '/api/domains/allservices' },
  portfolioInfo: { method: 'POST', path: '/api/domains/portfoliodomaininfo' },
  setRegLock: { method: 'POST', path: '/api/domains/setreglock' },
  setAutoRenew: { method: 'POST', path: '/api/domains/setautorenew' },
  requestEpp: { method: 'POST', path: '/api/domains/requestepp' },
  getContacts: { method: 'POST', path: '/api/domains/getcontacts' },
  updateContacts: { method: 'POST', path: '/api/domains/updatecontacts' },
  enableDisableService: { method: 'POST', path: '/api/domains/enabledisableService' },
  domainOrders: { method: 'POST', path: '/api/domains/orders' },
};

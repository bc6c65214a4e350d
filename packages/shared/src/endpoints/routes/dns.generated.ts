// Generated from the endpoint definitions by routes.test.ts: do not edit. After changing a definition,
// regenerate with `npx vitest run --project shared packages/shared/src/endpoints/routes.test.ts -u`.
import type { dnsEndpoints } from '..';
import type { TRoutesOf } from '../paths';

export const dnsRoutes: TRoutesOf<typeof dnsEndpoints> = {
  getDNS: { method: 'POST', path: '/api/domains/getDNS' },
  modifyNS: { method: 'POST', path: '/api/domains/modifyNS' },
  getHosts: { method: 'POST', path: '/api/domains/getHosts' },
  setHosts: { method: 'POST', path: '/api/domains/setHosts' },
  getSrvHosts: { method: 'POST', path: '/api/domains/getDomainSRVHosts' },
  setSrvHosts: { method: 'POST', path: '/api/domains/setDomainSRVHosts' },
  getSpfHosts: { method: 'POST', path: '/api/domains/getDomainSPFHosts' },
  setSpfHosts: { method: 'POST', path: '/api/domains/setDomainSPFHosts' },
  dnsHistory: { method: 'POST', path: '/api/domains/dnsHistory' },
  revertDnsChange: { method: 'POST', path: '/api/domains/revertDnsChange' },
  exportZone: { method: 'POST', path: '/api/domains/exportZone' },
  importZone: { method: 'POST', path: '/api/domains/importZone' },
};

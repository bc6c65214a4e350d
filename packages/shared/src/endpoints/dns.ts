import {
  ZDnsHistory,
  ZDnsHistoryRequest,
  ZDnsNameservers,
  ZExportZoneRequest,
  ZGetDnsRequest,
  ZGetHostsRequest,
  ZGetSpfHostsRequest,
  ZGetSrvHostsRequest,
  ZHostRecords,
  ZImportZoneRequest,
  ZImportZoneResult,
  ZModifyNsRequest,
  ZRevertDnsChangeRequest,
  ZRevertedDnsChange,
  ZSetHostsRequest,
  ZSetSpfHostsRequest,
  ZSetSrvHostsRequest,
  ZSpfRecords,
  ZSrvRecords,
  ZZoneFile,
} from '../contracts/dns';
import { defineEndpoint } from './define';

const customer = { method: 'POST', access: 'signed-in', tags: ['domains'] } as const;

/**
 * SPEC §7 "Domains" (issue 6): DNS of the signed-in customer's own domains, each named by `sld` + `tld`:
 * nameservers, host, SRV and SPF records, the history of changes with revert, BIND zone files.
 */
export const dnsEndpoints = {
  getDNS: defineEndpoint({
    ...customer,
    path: '/api/domains/getDNS',
    summary: "DNS: a domain's nameservers",
    body: ZGetDnsRequest,
    data: ZDnsNameservers,
  }),
  /** `nameservers: []` returns to the registrar's defaults. */
  modifyNS: defineEndpoint({
    ...customer,
    path: '/api/domains/modifyNS',
    summary: "DNS: change a domain's nameservers",
    message: 'Nameservers saved.',
    body: ZModifyNsRequest,
    data: ZDnsNameservers,
  }),
  getHosts: defineEndpoint({
    ...customer,
    path: '/api/domains/getHosts',
    summary: "DNS: a domain's host records",
    body: ZGetHostsRequest,
    data: ZHostRecords,
  }),
  setHosts: defineEndpoint({
    ...customer,
    path: '/api/domains/setHosts',
    summary: "DNS: replace a domain's host records",
    message: 'Host records saved.',
    body: ZSetHostsRequest,
    data: ZHostRecords,
  }),
  getSrvHosts: defineEndpoint({
    ...customer,
    path: '/api/domains/getDomainSRVHosts',
    summary: "DNS: a domain's SRV records",
    body: ZGetSrvHostsRequest,
    data: ZSrvRecords,
  }),
  setSrvHosts: defineEndpoint({
    ...customer,
    path: '/api/domains/setDomainSRVHosts',
    summary: "DNS: replace a domain's SRV records",
    message: 'SRV records saved.',
    body: ZSetSrvHostsRequest,
    data: ZSrvRecords,
  }),
  getSpfHosts: defineEndpoint({
    ...customer,
    path: '/api/domains/getDomainSPFHosts',
    summary: "DNS: a domain's SPF records",
    body: ZGetSpfHostsRequest,
    data: ZSpfRecords,
  }),
  setSpfHosts: defineEndpoint({
    ...customer,
    path: '/api/domains/setDomainSPFHosts',
    summary: "DNS: replace a domain's SPF records",
    message: 'SPF records saved.',
    body: ZSetSpfHostsRequest,
    data: ZSpfRecords,
  }),
  dnsHistory: defineEndpoint({
    ...customer,
    path: '/api/domains/dnsHistory',
    summary: "DNS: the history of a domain's DNS changes",
    body: ZDnsHistoryRequest,
    data: ZDnsHistory,
  }),
  /** Restores the `before` of a change; the revert is itself recorded as a change. */
  revertDnsChange: defineEndpoint({
    ...customer,
    path: '/api/domains/revertDnsChange',
    summary: 'DNS: undo a change from the history',
    message: 'Change reverted.',
    body: ZRevertDnsChangeRequest,
    data: ZRevertedDnsChange,
  }),
  exportZone: defineEndpoint({
    ...customer,
    path: '/api/domains/exportZone',
    summary: "DNS: a domain's records as a BIND zone file",
    body: ZExportZoneRequest,
    data: ZZoneFile,
  }),
  importZone: defineEndpoint({
    ...customer,
    path: '/api/domains/importZone',
    summary: "DNS: replace a domain's records from a BIND zone file",
    message: 'Zone file imported.',
    body: ZImportZoneRequest,
    data: ZImportZoneResult,
  }),
};

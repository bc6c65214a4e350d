import {
  DNS_PATHS,
  ZDnsHistoryRequest,
  ZDnsHistoryResponse,
  ZDnsNameserversResponse,
  ZExportZoneRequest,
  ZGetDnsRequest,
  ZGetHostsRequest,
  ZGetSpfHostsRequest,
  ZGetSrvHostsRequest,
  ZHostRecordsResponse,
  ZImportZoneRequest,
  ZImportZoneResponse,
  ZModifyNsRequest,
  ZRevertDnsChangeRequest,
  ZRevertDnsChangeResponse,
  ZSetHostsRequest,
  ZSetSpfHostsRequest,
  ZSetSrvHostsRequest,
  ZSpfRecordsResponse,
  ZSrvRecordsResponse,
  ZZoneFileResponse,
} from '@launchpad/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as dns from './dns.service';

const docs = { tags: ['domains'], security: [{ bearer: [] }] };
const ok = <T>(data: T, message?: string) => ({ success: true as const, ...(message ? { message } : {}), data });

/** SPEC §7 "Domains": DNS of the signed-in customer's domains (issue 6). Every call is POST. */
export const dnsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const signedIn = { preValidation: app.requireUser };

  app.post(
    DNS_PATHS.getDNS,
    { ...signedIn, schema: { ...docs, body: ZGetDnsRequest, response: { 200: ZDnsNameserversResponse } } },
    async (req) => ok(await dns.getDns(deps, { userId: req.auth.userId, ...req.body })),
  );
  app.post(
    DNS_PATHS.modifyNS,
    { ...signedIn, schema: { ...docs, body: ZModifyNsRequest, response: { 200: ZDnsNameserversResponse } } },
    async (req) => ok(await dns.modifyNs(deps, { userId: req.auth.userId, ...req.body }), 'Nameservers saved.'),
  );
  app.post(
    DNS_PATHS.getHosts,
    { ...signedIn, schema: { ...docs, body: ZGetHostsRequest, response: { 200: ZHostRecordsResponse } } },
    async (req) => ok(await dns.getHosts(deps, { userId: req.auth.userId, ...req.body })),
  );
  app.post(
    DNS_PATHS.setHosts,
    { ...signedIn, schema: { ...docs, body: ZSetHostsRequest, response: { 200: ZHostRecordsResponse } } },
    async (req) => ok(await dns.setHosts(deps, { userId: req.auth.userId, ...req.body }), 'Host records saved.'),
  );
  app.post(
    DNS_PATHS.getSrvHosts,
    { ...signedIn, schema: { ...docs, body: ZGetSrvHostsRequest, response: { 200: ZSrvRecordsResponse } } },
    async (req) => ok(await dns.getSrvHosts(deps, { userId: req.auth.userId, ...req.body })),
  );
  app.post(
    DNS_PATHS.setSrvHosts,
    { ...signedIn, schema: { ...docs, body: ZSetSrvHostsRequest, response: { 200: ZSrvRecordsResponse } } },
    async (req) => ok(await dns.setSrvHosts(deps, { userId: req.auth.userId, ...req.body }), 'SRV records saved.'),
  );
  app.post(
    DNS_PATHS.getSpfHosts,
    { ...signedIn, schema: { ...docs, body: ZGetSpfHostsRequest, response: { 200: ZSpfRecordsResponse } } },
    async (req) => ok(await dns.getSpfHosts(deps, { userId: req.auth.userId, ...req.body })),
  );
  app.post(
    DNS_PATHS.setSpfHosts,
    { ...signedIn, schema: { ...docs, body: ZSetSpfHostsRequest, response: { 200: ZSpfRecordsResponse } } },
    async (req) => ok(await dns.setSpfHosts(deps, { userId: req.auth.userId, ...req.body }), 'SPF records saved.'),
  );
  app.post(
    DNS_PATHS.dnsHistory,
    { ...signedIn, schema: { ...docs, body: ZDnsHistoryRequest, response: { 200: ZDnsHistoryResponse } } },
    async (req) => ok(await dns.dnsHistory(deps, { userId: req.auth.userId, ...req.body })),
  );
  app.post(
    DNS_PATHS.revertDnsChange,
    { ...signedIn, schema: { ...docs, body: ZRevertDnsChangeRequest, response: { 200: ZRevertDnsChangeResponse } } },
    async (req) => ok(await dns.revertDnsChange(deps, { userId: req.auth.userId, ...req.body }), 'Change reverted.'),
  );
  app.post(
    DNS_PATHS.exportZone,
    { ...signedIn, schema: { ...docs, body: ZExportZoneRequest, response: { 200: ZZoneFileResponse } } },
    async (req) => ok(await dns.exportZone(deps, { userId: req.auth.userId, ...req.body })),
  );
  app.post(
    DNS_PATHS.importZone,
    { ...signedIn, schema: { ...docs, body: ZImportZoneRequest, response: { 200: ZImportZoneResponse } } },
    async (req) => ok(await dns.importZone(deps, { userId: req.auth.userId, ...req.body }), 'Zone file imported.'),
  );
};

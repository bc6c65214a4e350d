// The publishing module's public surface: what other modules and the flows may use. The module's own
// files import each other directly, never through this file.
export { builderAccess, caller, siteOf } from './publishing-callers.routes';
export {
  addSiteRecords,
  checkPublicRecords,
  platformIpv4,
  removeSiteRecords,
  siteRecords,
  type TSiteRecord,
} from './publishing-records.service';
export {
  access,
  createSite,
  deleteSite,
  detailOf,
  domainOfSite,
  ideaLandingPage,
  issueFor,
  markRecordsAdded,
  markUnpublished,
  needsRecordsMessage,
  requireOwnedActiveDomain,
  resolverOf,
  siteOnHost,
  type TAsker,
  type TPublishingDeps,
  type TPublishOutcome,
} from './publishing.service';

// What the app starts: its routes, and the servers and jobs server.ts runs.
export { publishedSiteRoutes, registerPublishedHosts, startHttpsServer } from './publishing-hosts.service';
export { renewSiteCertificates } from './publishing-renewals.service';
export { publishingRoutes } from './publishing.routes';

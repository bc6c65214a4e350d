// The domains module's public surface: what other modules and the flows may use. The module's own
// files import each other directly, never through this file.
export { withZone } from './dns-history.store';
export { type TDomainsDeps } from './domains-deps.service';
export { fulfilPaidOrder } from './domains-fulfilment.service';
export { type TRegisteredDomainRow } from './domains-ownership.store';
export {
  assertRegistrationYears,
  findTldPrices,
  normaliseTld,
  parseDomainName,
  requireTldPrice,
  type TTldPrice,
  toTldPrice,
} from './domains-pricing.service';

// What the app starts: its routes, and the servers and jobs server.ts runs.
export { startDnsServer } from './dns-server.service';
export { dnsRoutes } from './dns.routes';
export { runDomainRenewals } from './domains-reminders.service';
export { domainsRoutes } from './domains.routes';
export { sslRoutes } from './ssl.routes';

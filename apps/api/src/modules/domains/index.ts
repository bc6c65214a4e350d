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

// The domains module's public surface: what other modules and the flows may use. The module's own
// files import each other directly, never through this file.
export { withZone } from './dns.history';
export { type TDomainsDeps } from './domains.deps';
export { fulfilPaidOrder } from './domains.fulfilment';
export { type TRegisteredDomainRow } from './domains.ownership';
export { findTldPrices } from './domains.pricing';

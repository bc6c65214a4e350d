// The subscriptions module's public surface: what other modules and the flows may use. The module's own
// files import each other directly, never through this file.
export {
  applySubscriptionIntent,
  ensureProcessorSubscription,
  processorSubscriptionsOf,
  syncProcessorSubscription,
  type TSubscriptionEffect,
} from './subscriptions-apply.service';
export { keepPlan, scheduleDowngrade } from './subscriptions-changes.service';
export {
  describeSubscription,
  findLiveSubscription,
  findPlan,
  getCurrentSubscription,
} from './subscriptions-read.store';
export {
  endCancelledSubscriptions,
  lockByProcessorId,
  recordFailedRenewal,
  recordProcessorEnd,
  renewPlanPeriod,
  type TRenewalDeps,
  type TRenewalEvent,
  unbilledSubscriptionIds,
  withPendingApplied,
} from './subscriptions-renewals.service';
export { classifyChange } from './subscriptions-rules.service';
export { planDraft, type TSubscribeOptions } from './subscriptions.service';
export {
  applyServiceRenewalEvent,
  billServiceSubscriptions,
  serviceProcessorSubscriptionsOf,
  startServiceSubscriptions,
  tidyServiceSubscriptions,
} from './subscriptions-services.service';

// What the app starts: its routes, and the servers and jobs server.ts runs.
export { subscriptionsRoutes } from './subscriptions.routes';

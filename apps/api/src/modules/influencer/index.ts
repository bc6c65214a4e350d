// The influencer module's public surface: what other modules and the flows may use. The module's own
// files import each other directly, never through this file.
export {
  recordOrderCommission,
  recordReferralSignup,
  reverseCommissionsForChargeback,
  reverseCommissionsForRefund,
  reverseCommissionsInProportion,
} from './commission.service';

// What the app starts: its routes, and the servers and jobs server.ts runs.
export { influencerAdminRoutes } from './influencer.admin.routes';
export { influencerRoutes } from './influencer.routes';

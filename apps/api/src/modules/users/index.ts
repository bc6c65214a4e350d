// The users module's public surface: what other modules and the flows may use. The module's own
// files import each other directly, never through this file.
export { type TActiveAccounts } from './active-accounts.service';
export { ACCOUNT_GONE, activePlanOf, getProfile } from './users.service';
export {
  deleteUser,
  grantAdminToListedEmail,
  grantInfluencerRole,
  insertUser,
  storePaymentCustomer,
  updateSignInDetails,
} from './users.store';

// What the app starts: its routes, and the servers and jobs server.ts runs.
export { watchActiveAccounts } from './active-accounts.service';
export { usersRoutes } from './users.routes';
export { hasPlanFeature } from './users.service';

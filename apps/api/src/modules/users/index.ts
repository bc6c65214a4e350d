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

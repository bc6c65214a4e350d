/*
 * What other features may use of sign-in. Only modules without top-level effects beyond those the first load
 * already runs (the auth slice is in the store): whatever this file re-exports is loaded by every importer.
 */
export { loggedOut, selectIsLoggedIn, signedIn } from './auth-slice';

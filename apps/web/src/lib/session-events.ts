import { createAction } from '@reduxjs/toolkit';
import type { TUserInfo } from '@launchpad/shared';

/*
 * What the api layer reports about the session. Declared in `lib` so the baseQuery and every feature
 * can announce them without importing the auth feature; the auth slice is the one listener.
 */

/** A call was answered 401 and the session could not be refreshed: clear token, user and storage. */
export const sessionExpired = createAction('session/expired');

/**
 * updateCreds (or another tab) produced a new token pair. `user` is the account as the server sees it
 * now; the auth slice decides what of it to keep (SPEC §4: plan name or price changes).
 */
export const sessionRefreshed = createAction<{
  accessToken: string;
  refreshToken: string;
  user?: TUserInfo | null;
}>('session/refreshed');

/** The server sent the signed-in person's record (profile read or update, picture, email confirmed). */
export const userReceived = createAction<TUserInfo>('session/userReceived');

/**
 * SPEC §4: the refresh on load was refused, so besides logging out the cart is cleared. The auth
 * slice logs out on it; a cart slice empties itself on it (the storage key is cleared as well).
 */
export const sessionRevoked = createAction('session/revoked');

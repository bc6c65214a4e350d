import type { TAppStore } from '@/app/store';
import { paths } from '@/config/paths';
import { storageKeys } from '@/config/storage-keys';
import { api, isSessionRejection, type TApiError } from '@/lib/api';
import { leaveForHome } from '@/lib/navigation';
import { sessionRevoked } from '@/lib/session-events';
import { removeItems } from '@/lib/storage';
import { authApi } from './api';

type TRefreshStore = Pick<TAppStore, 'getState' | 'dispatch'>;

export type TRefreshOnLoadResult = 'refreshed' | 'signed-out' | 'kept' | 'skipped';

/**
 * SPEC §4: when the app starts with a signed-in user, credentials are refreshed once. The baseQuery
 * stores the new pair and, if the plan's name or price changed, the new user (auth slice). If the
 * server turns the session down the user is logged out, the cart cleared and the browser goes to /.
 * When the server cannot be reached the session is kept: the next call refreshes it again.
 */
export async function refreshSessionOnLoad(store: TRefreshStore): Promise<TRefreshOnLoadResult> {
  const { user, accessToken, refreshToken } = store.getState().auth;
  if (!user || !accessToken || !refreshToken) return 'skipped';

  const result = await store.dispatch(authApi.endpoints.updateCreds.initiate(undefined, { track: false }));
  if (!('error' in result) || result.error === undefined) return 'refreshed';
  if (!isSessionRejection(result.error as TApiError)) return 'kept';

  // First on the way home, so the page's guard and its refused calls do not send it to /login instead.
  leaveForHome(paths.home);
  store.dispatch(sessionRevoked());
  store.dispatch(api.util.resetApiState());
  removeItems(storageKeys.cart);
  return 'signed-out';
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';
import { useAppDispatch, useAppStore } from '@/app/hooks';
import { useLogoutMutation } from './api';
import { loggedOut } from './auth-slice';

/** How long logging out waits for the server before clearing the session anyway. */
const SERVER_LOGOUT_WAIT_MS = 3000;

/**
 * Logs out: tells the server to end the session (its refresh token stops working), then clears the
 * session here (and with it local storage) and cached data, and goes home. A server that does not
 * answer within a few seconds does not keep anyone signed in on this device.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const [endSession] = useLogoutMutation();
  return useCallback(async () => {
    const { refreshToken } = store.getState().auth;
    if (refreshToken) {
      const ended = endSession({ refreshToken })
        .unwrap()
        .catch(() => undefined);
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, SERVER_LOGOUT_WAIT_MS))]);
    }
    // Leave a login-only page first, or its guard would send us to /login instead of home.
    await navigate(paths.home, { replace: true, flushSync: true });
    dispatch(loggedOut());
    dispatch(api.util.resetApiState());
  }, [dispatch, endSession, navigate, store]);
}

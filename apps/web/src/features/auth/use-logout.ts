import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';
import { loggedOut } from './auth-slice';

/**
 * Logs out on this device: clears the session (and with it local storage) and cached data, then
 * goes home. The server-side logout call joins this when the auth endpoints land.
 */
export function useLogout() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Leave a login-only page first, or its guard would send us to /login instead of home.
    await navigate(paths.home, { replace: true, flushSync: true });
    dispatch(loggedOut());
    dispatch(api.util.resetApiState());
  }, [dispatch, navigate]);
}

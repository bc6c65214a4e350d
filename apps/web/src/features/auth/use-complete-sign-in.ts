import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TSession } from '@launchpad/shared';
import { useAppDispatch } from '@/app/hooks';
import { signedIn } from './auth-slice';

/**
 * Stores a new session (SPEC §4: user, access token and refresh token, persisted) and goes to `to`.
 * `completing` stays true from then on, so a page that sends signed-in visitors elsewhere does not
 * race the navigation.
 */
export function useCompleteSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [completing, setCompleting] = useState(false);
  const complete = useCallback(
    async (session: TSession, to: string) => {
      setCompleting(true);
      dispatch(signedIn(session));
      await navigate(to, { replace: true });
    },
    [dispatch, navigate],
  );
  return { complete, completing };
}

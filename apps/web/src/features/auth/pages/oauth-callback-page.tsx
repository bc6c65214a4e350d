import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoaderCircle } from 'lucide-react';
import {
  IDENTITY_PROVIDER_LABELS,
  OAUTH_CALLBACK_PATHS,
  type TIdentityProviderName,
  type TOAuthFinishRequest,
} from '@launchpad/shared';
import { notify } from '@/components/ui/toast';
import { paths, safeNextPath } from '@/config/paths';
import { storageKeys } from '@/config/storage-keys';
import { getErrorMessage } from '@/lib/api';
import { readSessionString, writeSessionString } from '@/lib/storage';
import { useAppDispatch } from '@/app/hooks';
import { useFinishOAuthMutation } from '../api';
import { signedIn } from '../auth-slice';
import { ProviderIcon } from '../components/provider-icon';

const providerAt = (pathname: string) =>
  (Object.entries(OAUTH_CALLBACK_PATHS) as [TIdentityProviderName, string][]).find(
    ([, path]) => path === pathname,
  )?.[0];

/** `?returnTo=` as given when the flow started, if it is a path on this site. */
const sameSitePath = (path: string | null) => (path ? safeNextPath(new URLSearchParams({ next: path }), '') : '');

/**
 * /google/callback, /meta/callback, /linkedin/callback, /apple/callback: the provider sends the
 * browser back here with `code` and `state` (or `error`). The page sends them once, with this tab's
 * browser key, to finish the sign-in; then goes where the flow started (new accounts: onboarding).
 */
export default function OAuthCallbackPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [finish] = useFinishOAuthMutation();
  const provider = providerAt(pathname) ?? 'google';
  const label = IDENTITY_PROVIDER_LABELS[provider];
  // The code is single-use: StrictMode's second effect must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;

    const fail = (message: string) => {
      void notify.error(message);
      void navigate(paths.login, { replace: true });
    };
    const query = new URLSearchParams(search);
    const [code, state, error] = [query.get('code'), query.get('state'), query.get('error')];
    const browserKey = readSessionString(storageKeys.oauthBrowserKey);
    if (error) {
      const description = query.get('error_description');
      fail(
        error === 'access_denied'
          ? `Sign-in with ${label} was cancelled.`
          : `Sign-in with ${label} failed: ${description || error}`,
      );
      return;
    }
    if (!code || !state) return fail(`Sign-in with ${label} did not complete. Please try again.`);
    if (!browserKey) {
      return fail(`Sign-in with ${label} expired or was started in another tab. Please try again.`);
    }

    const body: TOAuthFinishRequest = { code, state, browserKey };
    const iss = query.get('iss');
    const name = query.get('name');
    if (iss) body.iss = iss;
    if (name) body.name = name;
    finish({ provider, ...body })
      .unwrap()
      .then(async (session) => {
        writeSessionString(storageKeys.oauthBrowserKey, null);
        dispatch(signedIn(session));
        const returnTo = sameSitePath(session.returnTo);
        const to = session.isNewUser
          ? `${paths.onboarding}${returnTo ? `?next=${encodeURIComponent(returnTo)}` : ''}`
          : returnTo || paths.account;
        await navigate(to, { replace: true });
      })
      .catch((failure: unknown) => fail(getErrorMessage(failure)));
  }, [dispatch, finish, label, navigate, provider, search]);

  return (
    <div className="py-6 text-center" role="status" aria-live="polite">
      <div className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-ink-50 text-ink-800 ring-1 ring-ink-100">
        <ProviderIcon provider={provider} />
      </div>
      <h1 className="mt-5 text-2xl font-semibold tracking-tight text-ink-900">Signing you in with {label}</h1>
      <p className="mt-2 inline-flex items-center gap-2 text-ink-600">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        This takes a moment…
      </p>
    </div>
  );
}

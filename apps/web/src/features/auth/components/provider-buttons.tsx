import { useState } from 'react';
import type { TIdentityProviderName } from '@launchpad/shared';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { storageKeys } from '@/config/storage-keys';
import { getErrorMessage } from '@/lib/api';
import { writeSessionString } from '@/lib/storage';
import { useIdentityProvidersQuery, useStartOAuthMutation } from '../api';
import { Divider } from './auth-header';
import { ProviderIcon } from './provider-icon';

/**
 * "Continue with Google" and friends: only the providers configured on the server, nothing at all
 * when there are none. A click starts the flow on the server, keeps its browser key in this tab's
 * session storage for the callback page, and leaves for the provider's sign-in page.
 */
export function ProviderButtons({ returnTo, signupref }: { returnTo?: string; signupref?: string }) {
  const { data: providers = [] } = useIdentityProvidersQuery();
  const [start] = useStartOAuthMutation();
  const [leavingFor, setLeavingFor] = useState<TIdentityProviderName | null>(null);
  if (providers.length === 0) return null;

  const signInWith = async (provider: TIdentityProviderName) => {
    setLeavingFor(provider);
    try {
      const { authorizationUrl, browserKey } = await start({
        provider,
        ...(returnTo && { returnTo }),
        ...(signupref && { signupref }),
      }).unwrap();
      writeSessionString(storageKeys.oauthBrowserKey, browserKey);
      window.location.assign(authorizationUrl);
    } catch (error) {
      setLeavingFor(null);
      void notify.error(getErrorMessage(error));
    }
  };

  return (
    <div>
      <Divider>or</Divider>
      <div className="grid gap-3">
        {providers.map(({ name, label }) => (
          <Button
            key={name}
            variant="outline"
            size="lg"
            className="w-full text-sm"
            loading={leavingFor === name}
            disabled={leavingFor !== null}
            onClick={() => void signInWith(name)}
          >
            {leavingFor !== name && <ProviderIcon provider={name} />}
            Continue with {label}
          </Button>
        ))}
      </div>
    </div>
  );
}

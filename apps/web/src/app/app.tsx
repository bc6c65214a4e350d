import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from '@/components/ui/toast';
import { syncSessionAcrossTabs, verifyStoredSession } from '@/features/auth/auth-storage';
import { useMarkPageReadyWithoutLazyPages } from '@/lib/lazy-with-timeout';
import { AppRouter, createAppRouter } from './router';
import { makeStore } from './store';

const store = makeStore();
syncSessionAcrossTabs(store);
// SPEC §4: a signed-in visitor's credentials are refreshed once per load. Outside React, so that
// StrictMode's double effects cannot send the (single-use) refresh token twice; loaded on demand
// so that anonymous visitors do not download it.
void verifyStoredSession(store).then(async (kept) => {
  if (!kept || !store.getState().auth.user) return;
  const { refreshSessionOnLoad } = await import('@/features/auth/session-refresh');
  await refreshSessionOnLoad(store);
});
const router = createAppRouter();

/** Whether the app's first render matches a pre-rendered page (src/entry-server.tsx): signed out, empty cart. */
export function startsAsPrerendered(): boolean {
  const { auth, cart } = store.getState();
  return auth.user === null && cart.CartItems.length === 0;
}

export function App() {
  useMarkPageReadyWithoutLazyPages();
  return (
    <StrictMode>
      <Provider store={store}>
        <AppRouter router={router} />
        <Toaster />
      </Provider>
    </StrictMode>
  );
}

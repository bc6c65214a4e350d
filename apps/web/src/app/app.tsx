import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from '@/components/ui/toast';
import { loadStoredSession, syncSessionAcrossTabs, verifyStoredSession } from '@/features/auth/auth-storage';
import { useMarkPageReadyWithoutLazyPages } from '@/lib/lazy-with-timeout';
import { AppRouter, createAppRouter } from './router';
import { readServerData } from './server-data';
import { makeStore, serverDataHydrated } from './store';

const session = loadStoredSession();
// A server-rendered page's data (anonymous, public) is where a signed-out visitor's store starts; a signed-in
// visitor may see other answers (their own prices, plans), so their pages fetch as before.
const serverData = session.user === null ? readServerData() : undefined;
const store = makeStore(session, serverData ? { apiState: serverData } : {});
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

/** Queries fetch again on mount from now on (SPEC §9): the server's data has served the first render. */
export function serverDataUsed() {
  store.dispatch(serverDataHydrated());
}

/** Whether the app's first render matches a server-rendered page (src/entry-server.tsx): signed out, empty cart. */
export function startsAsServerRendered(): boolean {
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

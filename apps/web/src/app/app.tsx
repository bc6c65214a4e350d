import { StrictMode } from 'react';
import { loadStoredSession, syncSessionAcrossTabs, verifyStoredSession } from '@/features/auth/auth-storage';
import { currentCart } from '@/features/cart/cart-storage';
import { useMarkPageReadyWithoutLazyPages } from '@/lib/lazy-with-timeout';
import { AppProviders } from './providers';
import { AppRouter, type TAppHistory } from './router';
import { readServerData } from './server-data';
import { makeStore, serverDataHydrated } from './store';

const session = loadStoredSession();
// A server-rendered page's data (anonymous, public) is where a signed-out visitor's store starts; a signed-in
// visitor may see other answers (their own prices, plans), so their pages fetch as before.
const serverData = session.user === null ? readServerData() : undefined;
// A signed-out visitor's page is hydrated as the server rendered it: with an empty cart, whatever their browser
// holds; the stored cart is put in as soon as the page has hydrated (restoreStoredCart).
const hydrating =
  session.user === null && Boolean(document.getElementById('root')?.hasAttribute('data-server-rendered'));
const store = makeStore(session, { ...(serverData && { apiState: serverData }), cartUnread: hydrating });
syncSessionAcrossTabs(store);
// SPEC §4: a signed-in visitor's credentials are refreshed once per load. Outside React, so that
// StrictMode's double effects cannot send the (single-use) refresh token twice; loaded on demand
// so that anonymous visitors do not download it.
void verifyStoredSession(store).then(async (kept) => {
  if (!kept || !store.getState().auth.user) return;
  const { refreshSessionOnLoad } = await import('@/features/auth/session-refresh');
  await refreshSessionOnLoad(store);
});

/** Queries fetch again on mount from now on (SPEC §9): the server's data has served the first render. */
export function serverDataUsed() {
  store.dispatch(serverDataHydrated());
}

/** Whether the page was rendered by the server (src/entry-server.tsx) for a signed-out visitor: React hydrates it. */
export function startsAsServerRendered(): boolean {
  return hydrating;
}

/**
 * The visitor's stored cart, put in once the page has hydrated with the server's empty one (src/main.tsx, when
 * the page and its lazily loaded code have hydrated: earlier, a part still hydrating would not match).
 */
export function restoreStoredCart() {
  currentCart(store);
}

/** The app, on the history src/main.tsx made for it. */
export function App({ history }: { history: TAppHistory }) {
  useMarkPageReadyWithoutLazyPages();
  return (
    <StrictMode>
      <AppProviders store={store}>
        <AppRouter history={history} />
      </AppProviders>
    </StrictMode>
  );
}

import { configureStore, createAction } from '@reduxjs/toolkit';
import { authReducer, type TSession } from '@/features/auth/auth-slice';
import { loadStoredSession, persistSessionChanges } from '@/features/auth/auth-storage';
import {
  cartReducer,
  emptyCartState,
  cartReadSlice,
  serverCartReducer,
  type TServerCartState,
  unknownServerCart,
} from '@/features/cart/cart-slice';
import { cartSessionListener } from '@/features/cart/cart-session';
import { loadStoredCart, persistCartChanges } from '@/features/cart/cart-storage';
import { api, type TServerFetch } from '@/lib/api';

const signedInAt = (session: TSession) => Boolean(session.accessToken && session.user);

function mirroredServerCart(): TServerCartState {
  const cart = loadStoredCart();
  return cart.CartItems.length > 0 ? { totalQuantity: cart.totalQuantity, cart } : unknownServerCart;
}

export type TApiState = ReturnType<typeof api.reducer>;

/**
 * How long after the page loads the data it was server-rendered with counts as fresh: queries mounting in that
 * time (the page itself, and parts of it loaded lazily) use it instead of fetching it again. After it (and for
 * everything else) queries fetch on mount, as SPEC §9 says.
 */
export const SERVER_DATA_FRESH_SECONDS = 10;

/** The page has hydrated and the window above has passed: queries fetch on every mount again (src/main.tsx). */
export const serverDataHydrated = createAction('ssr/hydrated');

const apiReducer = (state: TApiState | undefined, action: Parameters<typeof api.reducer>[1]): TApiState => {
  const next = api.reducer(state, action);
  if (!serverDataHydrated.match(action) || next.config.refetchOnMountOrArgChange === true) return next;
  return { ...next, config: { ...next.config, refetchOnMountOrArgChange: true } };
};

/**
 * The api state a server render leaves for the browser: its answered queries, counted as fetched now, with
 * fetching on mount held back for SERVER_DATA_FRESH_SECONDS (a number there means "refetch when older").
 */
export function apiStateForHydration(server: Pick<TApiState, 'queries' | 'provided'>): TApiState {
  const initial = api.reducer(undefined, { type: 'ssr/init' });
  const now = Date.now();
  const queries = Object.fromEntries(
    Object.entries(server.queries).map(([key, entry]) => [key, entry && { ...entry, fulfilledTimeStamp: now }]),
  ) as TApiState['queries'];
  return {
    ...initial,
    queries,
    provided: server.provided,
    config: { ...initial.config, refetchOnMountOrArgChange: SERVER_DATA_FRESH_SECONDS },
  };
}

type TStoreOptions = {
  /** Server rendering: the api's calls answered in-process (src/entry-server.tsx). */
  serverFetch?: TServerFetch;
  /** The browser, hydrating a server-rendered page: the data it was rendered with. */
  apiState?: TApiState;
  /**
   * The store starts with an empty cart not yet read from storage (a server render, which cannot read the
   * visitor's storage, and the browser hydrating it). The browser puts the stored cart in afterwards.
   */
  cartUnread?: boolean;
};

/**
 * Builds a store. The app makes one at start-up from local storage; tests make their own with
 * the session they need.
 */
export function makeStore(session: TSession = loadStoredSession(), options: TStoreOptions = {}) {
  const store = configureStore({
    reducer: {
      auth: authReducer,
      cart: cartReducer,
      cartRead: cartReadSlice.reducer,
      serverCart: serverCartReducer,
      [api.reducerPath]: apiReducer,
    },
    // Signed in, the stored cart is the server cart's mirror: the badge counts it until the server answers.
    preloadedState: {
      auth: session,
      cart: signedInAt(session) || options.cartUnread ? emptyCartState : loadStoredCart(),
      cartRead: !options.cartUnread,
      serverCart: signedInAt(session) ? mirroredServerCart() : unknownServerCart,
      ...(options.apiState ? { [api.reducerPath]: options.apiState } : {}),
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: { serverFetch: options.serverFetch } } })
        .prepend(cartSessionListener.middleware)
        .concat(api.middleware),
  });
  persistSessionChanges(store);
  persistCartChanges(store);
  return store;
}

export type TAppStore = ReturnType<typeof makeStore>;
export type TRootState = ReturnType<TAppStore['getState']>;
export type TAppDispatch = TAppStore['dispatch'];

import { configureStore } from '@reduxjs/toolkit';
import { authReducer, type TSession } from '@/features/auth/auth-slice';
import { loadStoredSession, persistSessionChanges } from '@/features/auth/auth-storage';
import { cartReducer, serverCartReducer } from '@/features/cart/cart-slice';
import { loadStoredCart, persistCartChanges } from '@/features/cart/cart-storage';
import { api } from '@/lib/api';
import { cartSessionListener } from './cart-session';

/**
 * Builds a store. The app makes one at start-up from local storage; tests make their own with
 * the session they need.
 */
export function makeStore(session: TSession = loadStoredSession()) {
  const store = configureStore({
    reducer: {
      auth: authReducer,
      cart: cartReducer,
      serverCart: serverCartReducer,
      [api.reducerPath]: api.reducer,
    },
    preloadedState: { auth: session, cart: loadStoredCart() },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(cartSessionListener.middleware).concat(api.middleware),
  });
  persistSessionChanges(store);
  persistCartChanges(store);
  return store;
}

export type TAppStore = ReturnType<typeof makeStore>;
export type TRootState = ReturnType<TAppStore['getState']>;
export type TAppDispatch = TAppStore['dispatch'];

import { configureStore } from '@reduxjs/toolkit';
import { authReducer, type TSession } from '@/features/auth/auth-slice';
import { loadStoredSession, persistSessionChanges } from '@/features/auth/auth-storage';
import {
  cartReducer,
  emptyCartState,
  serverCartReducer,
  type TServerCartState,
  unknownServerCart,
} from '@/features/cart/cart-slice';
import { loadStoredCart, persistCartChanges } from '@/features/cart/cart-storage';
import { api } from '@/lib/api';
import { cartSessionListener } from './cart-session';

const signedInAt = (session: TSession) => Boolean(session.accessToken && session.user);

function mirroredServerCart(): TServerCartState {
  const cart = loadStoredCart();
  return cart.CartItems.length > 0 ? { totalQuantity: cart.totalQuantity, cart } : unknownServerCart;
}

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
    // Signed in, the stored cart is the server cart's mirror: the badge counts it until the server answers.
    preloadedState: {
      auth: session,
      cart: signedInAt(session) ? emptyCartState : loadStoredCart(),
      serverCart: signedInAt(session) ? mirroredServerCart() : unknownServerCart,
    },
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

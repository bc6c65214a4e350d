import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import type { TCart } from '@launchpad/shared/domain/cart';
import { storageKeys } from '@/config/storage-keys';
import { loggedOut, signedIn } from '@/features/auth';
import { sessionExpired, sessionRevoked } from '@/lib/session-events';
import { readString, writeString } from '@/lib/storage';
import { cartCleared, serverCartForgotten } from './cart-slice';

/*
 * Where the session and the cart meet (the app's store runs this listener):
 * - signing in merges the browser's cart into the server's (`newcartwithuser`, the shared merge
 *   rule) and then empties the browser's cart, so the lines are kept exactly once;
 * - logging out, or a session the server ended, forgets the cart held in memory.
 * The cart api is imported when needed: it brings zod, which the home page's first load must not.
 */
export const cartSessionListener = createListenerMiddleware<{ cart: TCart }>();

cartSessionListener.startListening({
  actionCreator: signedIn,
  effect: async (_action, listenerApi) => {
    const local = listenerApi.getState().cart;
    if (local.CartItems.length === 0) return;
    const { cartApi } = await import('./api');
    try {
      // The visitor's coupon goes with the lines: the account's cart keeps it (unless it has one).
      const couponCode = readString(storageKeys.cartCoupon) ?? undefined;
      await listenerApi.dispatch(cartApi.endpoints.mergeCart.initiate({ cart: local, couponCode })).unwrap();
      writeString(storageKeys.cartCoupon, null);
      listenerApi.dispatch(cartCleared());
    } catch (error) {
      // The lines stay in the browser's cart; the next sign-in tries again.
      console.error('The browser cart could not be merged into the account cart.', error);
    }
  },
});

cartSessionListener.startListening({
  matcher: isAnyOf(loggedOut, sessionExpired, sessionRevoked),
  effect: (action, listenerApi) => {
    listenerApi.dispatch(serverCartForgotten());
    if (!sessionExpired.match(action)) {
      listenerApi.dispatch(cartCleared());
      writeString(storageKeys.cartCoupon, null);
    }
  },
});

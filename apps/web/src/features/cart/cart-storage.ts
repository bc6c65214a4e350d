import type { TCart, TCartItem } from '@launchpad/shared/domain/cart';
import { storageKeys } from '@/config/storage-keys';
import { readJson, writeJson } from '@/lib/storage';
import { cartReplaced, emptyCartState } from './cart-slice';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The cart saved in local storage, or an empty one when there is none or it is not a cart. Kept
 * free of zod (this runs on the home page's first load); `totalQuantity` is recomputed rather than
 * trusted (domain/cart-totals).
 */
export function loadStoredCart(): TCart {
  const stored = readJson(storageKeys.cart);
  if (!isRecord(stored) || !Array.isArray(stored.CartItems)) return emptyCartState;
  const items = stored.CartItems.filter(
    (item): item is TCartItem => isRecord(item) && typeof item.id === 'string' && typeof item.quantity === 'number',
  );
  return { CartItems: items, totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0) };
}

type TCartReader = {
  getState: () => { cart: TCart; cartRead: boolean };
  dispatch: (action: ReturnType<typeof cartReplaced>) => unknown;
};

/**
 * The browser's cart as it is now. A page hydrated from the server's render starts without it (`cartRead`
 * false): it is read from storage here first, so that nothing (a tap on "Add to cart" while the page hydrates)
 * starts from the empty cart and writes over the stored one.
 */
export function currentCart(store: TCartReader): TCart {
  if (!store.getState().cartRead) store.dispatch(cartReplaced(loadStoredCart()));
  return store.getState().cart;
}

type TCartStore = {
  getState: () => {
    auth: { accessToken: string | null };
    cart: TCart;
    serverCart: { cart: TCart | null };
  };
  subscribe: (listener: () => void) => () => void;
};

/**
 * What the `cart` key holds: the browser's own cart while signed out; while signed in, the server
 * cart as last read (SPEC §6: "kept on the server and locally"), and nothing before it is read.
 */
function cartToStore(state: ReturnType<TCartStore['getState']>): TCart | null | undefined {
  if (state.auth.accessToken && !state.serverCart.cart) return undefined; // not read yet: keep what is stored
  const cart = state.auth.accessToken ? state.serverCart.cart : state.cart;
  return cart && cart.CartItems.length > 0 ? cart : null;
}

/** Writes the cart to local storage whenever it changes; returns the unsubscribe function. */
export function persistCartChanges(store: TCartStore): () => void {
  let last = cartToStore(store.getState());
  return store.subscribe(() => {
    const next = cartToStore(store.getState());
    if (next === undefined || next === last) return;
    last = next;
    writeJson(storageKeys.cart, next);
  });
}

import type { TCart, TCartItem } from '@launchpad/shared/domain/cart';
import { storageKeys } from '@/config/storage-keys';
import { readJson, writeJson } from '@/lib/storage';
import { emptyCartState } from './cart-slice';

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

type TCartStore = { getState: () => { cart: TCart }; subscribe: (listener: () => void) => () => void };

/** Writes the cart to local storage whenever it changes; returns the unsubscribe function. */
export function persistCartChanges(store: TCartStore): () => void {
  let last = store.getState().cart;
  return store.subscribe(() => {
    const next = store.getState().cart;
    if (next === last) return;
    last = next;
    writeJson(storageKeys.cart, next.CartItems.length > 0 ? next : null);
  });
}

import { useCallback } from 'react';
import type { TCartItemInput } from '@launchpad/shared/domain/cart';
import { addItem } from '@launchpad/shared/domain/cart-operations';
import { notify } from '@/components/ui/toast';
import { useAppDispatch, useAppStore } from '@/app/hooks';
import { cartReplaced } from './cart-slice';

/** SPEC §8. */
export const PRODUCT_ADDED_MESSAGE = 'Product added to cart!';

export type TNewCartLine = Omit<TCartItemInput, 'id'>;

function newLineId(): string {
  // randomUUID needs a secure context (https or localhost); anything unique in this cart will do.
  return globalThis.crypto?.randomUUID?.() ?? `line-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Adds a line with the shared rule (SPEC §4 `addItem`) and says so (SPEC §8). Resolves to whether
 * the cart took it; a broken rule (a full cart, a bad quantity) is shown as the rule's message.
 */
export function useAddToCart() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    (line: TNewCartLine): boolean => {
      try {
        dispatch(cartReplaced(addItem(store.getState().cart, { ...line, id: newLineId() })));
      } catch (error) {
        void notify.error(error instanceof Error ? error.message : null);
        return false;
      }
      void notify.success(PRODUCT_ADDED_MESSAGE);
      return true;
    },
    [dispatch, store],
  );
}

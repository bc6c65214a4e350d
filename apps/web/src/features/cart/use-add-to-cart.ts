import { useCallback } from 'react';
import type { TAddCartItemRequest } from '@launchpad/shared';
import type { TCartItemInput } from '@launchpad/shared/domain/cart';
import { addItem } from '@launchpad/shared/domain/cart-operations';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { useAppDispatch, useAppStore } from '@/app/hooks';
import { useAddCartItemMutation } from './api';
import { cartReplaced } from './cart-slice';
import { currentCart } from './cart-storage';

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
        dispatch(cartReplaced(addItem(currentCart(store), { ...line, id: newLineId() })));
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

/**
 * The signed-in customer's add: the server cart takes the line (same rule, server prices) and the
 * header count follows its answer. Lazy pages only: the cart api brings the contracts (zod) with it.
 */
export function useAddToServerCart() {
  const [addItem] = useAddCartItemMutation();
  return useCallback(
    async (line: TNewCartLine): Promise<boolean> => {
      try {
        await addItem(toServerLine(line)).unwrap();
      } catch (error) {
        void notify.error(getErrorMessage(error));
        return false;
      }
      void notify.success(PRODUCT_ADDED_MESSAGE);
      return true;
    },
    [addItem],
  );
}

/** A browser cart line as `add-item` takes it (prices are the server's own). */
export function toServerLine(line: TNewCartLine): TAddCartItemRequest {
  const target = line.isGroup && line.groupId ? { groupId: line.groupId } : { productId: line.productId ?? '' };
  return {
    ...target,
    ...(line.quantity !== undefined && { quantity: line.quantity }),
    ...(line.CartItemAddOns?.length && {
      addOns: line.CartItemAddOns.map(({ addOnId, quantity }) => ({ addOnId, ...(quantity && { quantity }) })),
    }),
    ...(line.CartItemServices?.length && {
      services: line.CartItemServices.map(({ serviceId, duration, quantity }) => ({
        serviceId,
        ...(duration && { duration }),
        ...(quantity && { quantity }),
      })),
    }),
    ...(line.isProductSelected !== undefined && { isProductSelected: line.isProductSelected }),
    ...(line.onlyAddOns !== undefined && { onlyAddOns: line.onlyAddOns }),
    ...(!line.isGroup && line.domain_details && { forDomain: line.domain_details.domain }),
  };
}

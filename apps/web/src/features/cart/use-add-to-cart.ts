import { useCallback } from 'react';
import type { TAddCartItemRequest } from '@launchpad/shared';
import { addItem } from '@launchpad/shared/domain/cart-operations';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { useAppDispatch, useAppStore } from '@/app/hooks';
import { cartApi, useAddCartItemMutation } from './api';
import type { TDomainCartLine, TNewCartLine } from './cart-context';
import { cartReplaced } from './cart-slice';
import { currentCart } from './cart-storage';

/** SPEC §8. */
export const PRODUCT_ADDED_MESSAGE = 'Product added to cart!';

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

/**
 * SPEC §6: an anonymous visitor's domain goes to the browser's cart with the shared cart rule. Resolves to
 * null when the cart took it, or to the rule's message; the domain search says what happened (SPEC §8).
 */
export function useAddDomainToCart() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    async ({ sld, tld, years, pricePerYear }: TDomainCartLine): Promise<string | null> => {
      try {
        const line = {
          id: newLineId(),
          domain: sld,
          tld,
          price: pricePerYear,
          selected_years: years,
          domain_details: { domain: `${sld}.${tld}` },
          // Selected, so adding it again with other years replaces it rather than removing it (SPEC §4).
          isProductSelected: true,
        };
        dispatch(cartReplaced(addItem(currentCart(store), line)));
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : getErrorMessage(error);
      }
    },
    [dispatch, store],
  );
}

/** A signed-in customer's domain goes to the server cart (`add-item-domain`, server prices). */
export function useAddDomainToServerCart() {
  const [addDomain] = cartApi.endpoints.addCartDomain.useMutation();
  return useCallback(
    async ({ sld, tld, years }: TDomainCartLine): Promise<string | null> => {
      try {
        await addDomain({ domain: sld, tld, years, isProductSelected: true }).unwrap();
        return null;
      } catch (error) {
        return getErrorMessage(error);
      }
    },
    [addDomain],
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

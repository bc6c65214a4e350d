import { useCallback, useMemo } from 'react';
import { Outlet } from 'react-router';
import { addItem } from '@launchpad/shared/domain/cart-operations';
import { selectIsLoggedIn } from '@/features/auth/auth-slice';
import { cartApi } from '@/features/cart/api';
import { cartReplaced } from '@/features/cart/cart-slice';
import { currentCart } from '@/features/cart/cart-storage';
import { DomainCartProvider, type TDomainCartLine } from '@/features/domains/domain-cart';
import { getErrorMessage } from '@/lib/api';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';

const newLineId = () =>
  globalThis.crypto?.randomUUID?.() ?? `line-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * The domain search pages with the cart's add action (the domains and cart features are separate,
 * composed here). SPEC §6: an anonymous visitor's domain goes to the browser's cart with the shared
 * cart rule; a signed-in customer's to the server cart (`add-item-domain`, server prices). The
 * domain feature says what happened (SPEC §8 "Domain added for {n} year(s)!").
 */
export default function DomainCartLayout() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [addServerDomain] = cartApi.endpoints.addCartDomain.useMutation();

  const addToLocalCart = useCallback(
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

  const addToServerCart = useCallback(
    async ({ sld, tld, years }: TDomainCartLine): Promise<string | null> => {
      try {
        await addServerDomain({ domain: sld, tld, years, isProductSelected: true }).unwrap();
        return null;
      } catch (error) {
        return getErrorMessage(error);
      }
    },
    [addServerDomain],
  );

  const value = useMemo(
    () => ({ addDomain: isLoggedIn ? addToServerCart : addToLocalCart }),
    [isLoggedIn, addToLocalCart, addToServerCart],
  );
  return (
    <DomainCartProvider value={value}>
      <Outlet />
    </DomainCartProvider>
  );
}

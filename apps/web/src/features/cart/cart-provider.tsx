import { useMemo, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { selectIsLoggedIn } from '@/features/auth';
import { useAppSelector } from '@/app/hooks';
import { CartContext, type TCart } from './cart-context';
import { useAddDomainToCart, useAddDomainToServerCart, useAddToCart, useAddToServerCart } from './use-add-to-cart';

/**
 * The cart for the pages below: a signed-in customer's lines go to the server cart, an anonymous visitor's
 * to the browser's. Loaded with those pages, so the cart api and rules stay off the home page's first load.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsLoggedIn);
  const addToLocalCart = useAddToCart();
  const addToServerCart = useAddToServerCart();
  const addDomainToLocalCart = useAddDomainToCart();
  const addDomainToServerCart = useAddDomainToServerCart();
  const cart = useMemo<TCart>(
    () =>
      signedIn
        ? { signedIn, addToCart: addToServerCart, addDomain: addDomainToServerCart }
        : { signedIn, addToCart: addToLocalCart, addDomain: addDomainToLocalCart },
    [signedIn, addToLocalCart, addToServerCart, addDomainToLocalCart, addDomainToServerCart],
  );
  return <CartContext.Provider value={cart}>{children}</CartContext.Provider>;
}

/** A route layout: the pages it holds (services, products, domain search, name ideas) can add to the cart. */
export default function CartLayout() {
  return (
    <CartProvider>
      <Outlet />
    </CartProvider>
  );
}

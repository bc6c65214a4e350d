import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { selectIsLoggedIn } from '@/features/auth/auth-slice';
import { useAddToCart, useAddToServerCart } from '@/features/cart/use-add-to-cart';
import { CatalogCartProvider } from '@/features/catalog/cart-actions';
import { useAppSelector } from '@/app/hooks';

/**
 * The services and product pages with the cart's add action (the catalogue and the cart are
 * separate features, composed here): an anonymous visitor's line goes to the browser's cart, a
 * signed-in customer's to the server cart. Loaded with those pages, so the cart rules stay off the
 * home page's first load.
 */
export default function CatalogLayout() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const addToLocalCart = useAddToCart();
  const addToServerCart = useAddToServerCart();
  const value = useMemo(
    () => ({ addToCart: isLoggedIn ? addToServerCart : addToLocalCart, signedIn: isLoggedIn }),
    [isLoggedIn, addToLocalCart, addToServerCart],
  );
  return (
    <CatalogCartProvider value={value}>
      <Outlet />
    </CatalogCartProvider>
  );
}

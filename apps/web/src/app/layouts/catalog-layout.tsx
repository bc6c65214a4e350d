import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { useAddToCart } from '@/features/cart/use-add-to-cart';
import { CatalogCartProvider } from '@/features/catalog/cart-actions';

/**
 * The services and product pages with the cart's add action (the catalogue and the cart are
 * separate features, composed here). Loaded with those pages, so the cart rules stay off the
 * home page's first load.
 */
export default function CatalogLayout() {
  const addToCart = useAddToCart();
  const value = useMemo(() => ({ addToCart }), [addToCart]);
  return (
    <CatalogCartProvider value={value}>
      <Outlet />
    </CatalogCartProvider>
  );
}

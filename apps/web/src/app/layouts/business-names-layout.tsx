import { Outlet } from 'react-router';
import { useDomainCart } from '@/features/domains/domain-cart';
import { NameCartProvider } from '@/features/tools/business-names/name-cart';

/**
 * Business name ideas (issue 8) with the domain search's "Add to cart" (features composed in app/): inside
 * DomainCartLayout, it hands the domains feature's cart action to the tools feature.
 */
export default function BusinessNamesLayout() {
  const cart = useDomainCart();
  return (
    <NameCartProvider value={cart}>
      <Outlet />
    </NameCartProvider>
  );
}

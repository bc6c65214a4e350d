import { createContext, useContext } from 'react';
import type { TCartItemInput } from '@launchpad/shared/domain/cart';

/** A cart line as the catalogue describes it; the cart gives it its id. */
export type TCatalogCartLine = Omit<TCartItemInput, 'id'>;

/**
 * What the catalogue needs from the cart: adding a line (true when the cart took it). A signed-in
 * customer's cart is on the server, so the answer may come later.
 */
export type TCatalogCart = {
  addToCart: (line: TCatalogCartLine) => boolean | Promise<boolean>;
  /** A signed-in customer: their domains can be chosen for a certificate. */
  signedIn?: boolean;
};

const CatalogCartContext = createContext<TCatalogCart | null>(null);

/**
 * Features do not import each other (STYLE §5): the app provides the cart's add action here (see
 * app/layouts/catalog-layout.tsx) and the catalogue's buttons call it.
 */
export const CatalogCartProvider = CatalogCartContext.Provider;

export function useCatalogCart(): TCatalogCart {
  const cart = useContext(CatalogCartContext);
  if (!cart) throw new Error('useCatalogCart needs a <CatalogCartProvider> above it (app/layouts/catalog-layout).');
  return cart;
}

/** A product line: its total (fee + filing fee) per unit; selected, so adding it again replaces it (SPEC §4). */
export function productLine(
  product: { id: string; totalPence: number },
  extras: Pick<TCatalogCartLine, 'CartItemAddOns' | 'CartItemServices' | 'domain_details'> = {},
): TCatalogCartLine {
  return { productId: product.id, price: product.totalPence, isProductSelected: true, ...extras };
}

export function groupLine(group: { id: string; pricePence: number }): TCatalogCartLine {
  return { groupId: group.id, isGroup: true, price: group.pricePence, isProductSelected: true };
}

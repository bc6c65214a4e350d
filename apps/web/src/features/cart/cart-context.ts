import { createContext, useContext } from 'react';
import type { TCartItemInput } from '@launchpad/shared/domain/cart';

/** A cart line as a page describes it (a product, a pack); the cart gives it its id. */
export type TNewCartLine = Omit<TCartItemInput, 'id'>;

/** A domain registration as a search result hands it to the cart: `acme` + `com`, pence per year. */
export type TDomainCartLine = { sld: string; tld: string; years: number; pricePerYear: number };

/**
 * The cart as other features use it. An anonymous visitor's lines go to the browser's cart, a signed-in
 * customer's to the server cart, so an answer may come later.
 */
export type TCart = {
  /** A signed-in customer: their domains can be chosen for a certificate. */
  signedIn: boolean;
  /** Adds a line and says so (SPEC §8); true when the cart took it. */
  addToCart: (line: TNewCartLine) => boolean | Promise<boolean>;
  /** Adds a registration; null when the cart took it, or the reason it did not (the caller says which). */
  addDomain: (line: TDomainCartLine) => Promise<string | null>;
};

/*
 * Kept apart from the provider (cart-provider.tsx): the context and its hook bring no cart api or rules, so
 * a page's buttons can ask for the cart without loading them; the provider, loaded with those pages, does.
 */
export const CartContext = createContext<TCart | null>(null);

export function useCart(): TCart {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart needs a <CartProvider> above it (features/cart/cart-provider).');
  return cart;
}

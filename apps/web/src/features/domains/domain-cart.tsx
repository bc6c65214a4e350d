import { createContext, useContext } from 'react';

/** A domain registration as the search results hand it to the cart: `acme` + `com`, pence per year. */
export type TDomainCartLine = { sld: string; tld: string; years: number; pricePerYear: number };

/**
 * What the domain search needs from the cart: adding a registration. Resolves to null when the cart
 * took it, or to the reason it did not (a person reads it in the failure toast).
 */
export type TDomainCart = { addDomain: (line: TDomainCartLine) => Promise<string | null> };

const DomainCartContext = createContext<TDomainCart | null>(null);

/**
 * Features do not import each other (STYLE §5): the app provides the cart's add action here (see
 * app/layouts/domain-cart-layout.tsx) and the "Add to cart" buttons call it.
 */
export const DomainCartProvider = DomainCartContext.Provider;

export function useDomainCart(): TDomainCart {
  const cart = useContext(DomainCartContext);
  if (!cart) throw new Error('useDomainCart needs a <DomainCartProvider> above it (app/layouts/domain-cart-layout).');
  return cart;
}

import { createContext, useContext } from 'react';

/** A domain registration for the cart: `acme` + `com`, pence per year. */
export type TNameCartLine = { sld: string; tld: string; years: number; pricePerYear: number };

/** Adding a domain to the cart: null when the cart took it, or the reason it did not. */
export type TNameCart = { addDomain: (line: TNameCartLine) => Promise<string | null> };

const NameCartContext = createContext<TNameCart | null>(null);

/**
 * Features do not import each other (STYLE §5): the app hands the cart's domain add action in here
 * (app/layouts/business-names-layout.tsx passes on the domain search's). Without it the page links to
 * the domain search instead of adding.
 */
export const NameCartProvider = NameCartContext.Provider;

export const useNameCart = (): TNameCart | null => useContext(NameCartContext);

import { createContext, useContext, type ComponentType } from 'react';

/**
 * What the build page shows from other features (STYLE §5: features do not import each other; the app
 * composes them in app/layouts/build-startup-layout.tsx):
 * - DomainOffers: the domain search results for a brand name, with the cart's "Add to cart" flow;
 * - FormationOffers: the catalogue's company formation products for a country (and US state).
 * Without a provider the page falls back to links to those pages.
 */
export type TBuilderSlots = {
  DomainOffers?: ComponentType<{ query: string }>;
  FormationOffers?: ComponentType<{ countryCode: string; stateCode: string | null }>;
};

const BuilderSlotsContext = createContext<TBuilderSlots>({});

export const BuilderSlotsProvider = BuilderSlotsContext.Provider;

export const useBuilderSlots = (): TBuilderSlots => useContext(BuilderSlotsContext);

import { createContext, useContext, type ComponentType } from 'react';

/**
 * What the build page shows from other features, composed by the app (app/layouts/build-startup-layout.tsx):
 * - DomainOffers: the domain search results for a brand name, with the cart's "Add to cart" flow;
 * - FormationOffers: the catalogue's company formation products for a country (and US state);
 * - Publish: the Publish button and dialog of the landing page (issue 24), with `query` the brand name a
 *   new domain is searched for; `resumes` opens it by itself when back from checkout (`?publish=1`).
 * Without a provider the page falls back to links to those pages (and has no Publish button).
 */
export type TBuilderSlots = {
  DomainOffers?: ComponentType<{ query: string }>;
  FormationOffers?: ComponentType<{ countryCode: string; stateCode: string | null }>;
  Publish?: ComponentType<{ ideaId: string; query: string; tone: 'dark' | 'light'; resumes?: boolean }>;
};

const BuilderSlotsContext = createContext<TBuilderSlots>({});

export const BuilderSlotsProvider = BuilderSlotsContext.Provider;

export const useBuilderSlots = (): TBuilderSlots => useContext(BuilderSlotsContext);

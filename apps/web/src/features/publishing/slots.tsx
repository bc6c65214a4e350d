import { createContext, useContext, type ComponentType } from 'react';

/** A domain of the founder's portfolio that a page can be published on. */
export type TOwnedDomain = { id: string; name: string; registeredAt: string | null };

export type TOwnedDomains = {
  /** Undefined while loading. */
  domains: readonly TOwnedDomain[] | undefined;
  /** A message to show when they could not be read. */
  error: string | null;
  /** More than the first page matched: the founder narrows the list with `search`. */
  hasMore: boolean;
  refetch: () => void;
};

/**
 * What publishing needs from other features, composed by the app (app/layouts/build-startup-layout.tsx) so
 * publishing's own tests can stand in for them (publishing-fixtures.tsx):
 * - useOwnedDomains: the founder's active domains (the domains feature's portfolio), filtered by `search`;
 * - DomainSearch: the domain search results with the cart's "Add to cart" flow, to buy a new one.
 */
export type TPublishingSlots = {
  useOwnedDomains: (search: string) => TOwnedDomains;
  DomainSearch?: ComponentType<{ query: string }>;
};

const noDomains = (): TOwnedDomains => ({
  domains: [],
  error: null,
  hasMore: false,
  refetch: () => undefined,
});

const PublishingSlotsContext = createContext<TPublishingSlots>({ useOwnedDomains: noDomains });

export const PublishingSlotsProvider = PublishingSlotsContext.Provider;

export const usePublishingSlots = (): TPublishingSlots => useContext(PublishingSlotsContext);

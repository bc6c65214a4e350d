import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router';
import type { TContentType } from '@launchpad/shared/contracts/content';

/** What a route tells its layout: the page title (metadata fallback) and layout hints. */
export type TRouteHandle = {
  /** Page name, used for the <title> while the page's own metadata loads or if it fails. */
  title?: string;
  /** Auth layout: a wide card (checkout steps), or 'xl' (the cart with its summary), instead of the narrow sign-in card. */
  wide?: boolean | 'xl';
  /** A content area's list or detail page: what the server loads to render it (src/entry-server.tsx). */
  content?: { type: TContentType; view: 'list' | 'detail' };
};

function isRouteHandle(value: unknown): value is TRouteHandle {
  return typeof value === 'object' && value !== null;
}

/** The handles of the matched routes merged, the deepest route winning. */
export const mergedHandle = (matches: readonly Pick<RouteMatch, 'route'>[]): TRouteHandle =>
  matches.reduce<TRouteHandle>(
    (merged, match) => (isRouteHandle(match.route.handle) ? { ...merged, ...match.route.handle } : merged),
    {},
  );

/** The current page's merged handle, given by the router (src/app/router.tsx, and the server's render). */
export const RouteHandleContext = createContext<TRouteHandle>({});

export const useRouteHandle = (): TRouteHandle => useContext(RouteHandleContext);

import { useMatches } from 'react-router';
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
export function useRouteHandle(): TRouteHandle {
  return useMatches().reduce<TRouteHandle>(
    (merged, match) => (isRouteHandle(match.handle) ? { ...merged, ...match.handle } : merged),
    {},
  );
}

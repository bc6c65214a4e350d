import { startTransition, useLayoutEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  type Location,
  type NavigateOptions,
  type NavigationType,
  type Navigator,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  matchRoutes,
  useRoutes,
} from 'react-router';
import { registerNavigate } from '@/lib/navigation';
import { noteNavigation } from '@/lib/scroll-restoration';
import { RouteHandleContext, mergedHandle } from './route-handle';
import { routes } from './routes';

/**
 * The browser's session history as React Router keeps it (the same object its BrowserRouter makes); tests pass a
 * memory history instead.
 */
export type TAppHistory = ReturnType<typeof createBrowserHistory>;

/** Made once the app starts (not at import), so tests can make their own. */
export function createAppHistory(): TAppHistory {
  return createBrowserHistory({ v5Compat: true });
}

/**
 * The app's router: React Router's declarative router over the route map (src/app/routes), on `history`.
 * Not its data router: the server runs the pages' loaders (src/entry-server.tsx) and the browser starts from
 * the data in the store, so the browser needs no loaders, and the data router would add 16 kB gzip to every
 * page's first load (issue 23). What the app used of it is here instead: navigations in a transition (the page
 * shown stays until the next one's code has loaded), `flushSync` when a navigation asks for it (signing out
 * leaves the page before the session goes), each route's handle (src/app/route-handle.ts), and scroll
 * positions (src/lib/scroll-restoration.ts, which `preventScrollReset` reaches through here).
 */
export function AppRouter({ history }: { history: TAppHistory }) {
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const navigator = useMemo(() => navigatorFor(history), [history]);

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const options = navigator.takeOptions();
        noteNavigation(location.key, { preventScrollReset: options?.preventScrollReset === true });
        const next = { action, location };
        if (options?.flushSync) flushSync(() => setState(next));
        else startTransition(() => setState(next));
      }),
    [history, navigator],
  );
  useLayoutEffect(
    // Lets the baseQuery send a 401 to /login without a full page reload.
    () => registerNavigate((to, options) => (options?.replace ? navigator.replace(to) : navigator.push(to))),
    [navigator],
  );

  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      <AppRoutes location={state.location} />
    </Router>
  );
}

/**
 * The route map's element for `location`, with the matched routes' merged handle for the layouts; the server
 * renders a page with it too (src/entry-server.tsx), inside React Router's static router.
 */
export function AppRoutes({ location }: { location: Location | string }) {
  const element = useRoutes(routes, location);
  const handle = useMemo(() => mergedHandle(matchRoutes(routes, location) ?? []), [location]);
  return <RouteHandleContext value={handle}>{element}</RouteHandleContext>;
}

/** `history` as the router's navigator, keeping the options of the navigation under way for its listener. */
function navigatorFor(history: TAppHistory): Navigator & { takeOptions(): NavigateOptions | undefined } {
  let pending: NavigateOptions | undefined;
  return {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push(to, state, options) {
      pending = options;
      history.push(to, state);
    },
    replace(to, state, options) {
      pending = options;
      history.replace(to, state);
    },
    takeOptions() {
      const options = pending;
      pending = undefined;
      return options;
    },
  };
}

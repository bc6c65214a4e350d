import { Outlet, ScrollRestoration } from 'react-router';

/** Wraps every layout: restores scroll position on back/forward and starts new pages at the top. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

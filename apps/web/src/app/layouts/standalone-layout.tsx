import { Outlet } from 'react-router';
import { RoutePageMeta } from './route-page-meta';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** The generated landing page (SPEC §2 "Standalone"): no site chrome, the page is the product. */
export function StandaloneLayout() {
  return (
    <>
      <SkipLink />
      <RoutePageMeta />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh focus:outline-none">
        <Outlet />
      </main>
    </>
  );
}

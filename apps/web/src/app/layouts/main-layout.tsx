import { Outlet } from 'react-router';
import { ResumePendingIdea } from '@/features/launchpad/resume-pending-idea';
import { RoutePageMeta } from './route-page-meta';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Public pages, account pages and tools: header, content, footer. */
export function MainLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <RoutePageMeta />
      <ResumePendingIdea />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

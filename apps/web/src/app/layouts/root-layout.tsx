import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { CatchPageErrors } from '@/app/pages/route-error-page';
import { paths } from '@/config/paths';
import { TestModeBanner } from '@/features/payments/components/test-mode-banner';
import { arrivedAt } from '@/lib/navigation';
import { useScrollRestoration } from '@/lib/scroll-restoration';

/**
 * Wraps every layout: restores scroll position on back/forward, starts new pages at the top, and catches what
 * a layout throws.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => arrivedAt(pathname, paths.home), [pathname]);
  useScrollRestoration();
  return (
    <>
      <TestModeBanner />
      {/* What the layouts below throw; a page's own errors show inside its layout. */}
      <CatchPageErrors />
    </>
  );
}

import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { TestModeBanner } from '@/features/payments/components/test-mode-banner';
import { arrivedAt } from '@/lib/navigation';

/** Wraps every layout: restores scroll position on back/forward and starts new pages at the top. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => arrivedAt(pathname, paths.home), [pathname]);
  return (
    <>
      <ScrollRestoration />
      <TestModeBanner />
      <Outlet />
    </>
  );
}

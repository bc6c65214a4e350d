import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { isLeavingForHome } from '@/lib/navigation';
import { selectIsLoggedIn } from '@/features/auth/auth-slice';
import { useAppSelector } from '@/app/hooks';

/**
 * Login-required routes (SPEC §2). Anonymous visitors go to /login; the page they asked for
 * travels along as `?next=` (and as router state) so login can bring them back.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (!isLoggedIn) {
    // SPEC §4: the session was refused on load; the browser is on its way to / (not to /login).
    if (isLeavingForHome()) return <Navigate to={paths.home} replace />;
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.loginThenReturnTo(here)} replace state={{ from: here }} />;
  }
  return children ?? <Outlet />;
}

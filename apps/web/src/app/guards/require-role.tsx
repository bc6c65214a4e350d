import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { TRole } from '@launchpad/shared';
import { paths } from '@/config/paths';
import { selectIsLoggedIn, selectUser } from '@/features/auth/auth-slice';
import { useAppSelector } from '@/app/hooks';

/**
 * Staff pages (SPEC §6): anonymous visitors go to /login (coming back afterwards); signed-in people
 * without the role see the 404 page, as for an address that does not exist. The server enforces
 * the role on every call as well; this only keeps the page out of sight.
 */
export function RequireRole({ role, children }: { role: TRole; children?: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const location = useLocation();
  if (!isLoggedIn) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.loginThenReturnTo(here)} replace state={{ from: here }} />;
  }
  if (user?.role !== role) return <Navigate to={paths.notFound} replace />;
  return children ?? <Outlet />;
}

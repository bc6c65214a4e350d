import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { selectHasPlanFlag, type TPlanFlag } from '@/features/auth/auth-slice';
import { useAppSelector } from '@/app/hooks';

/**
 * Pages that need a plan feature (SPEC §2 tools, §6): without it the visitor is sent to the
 * startup package page with that feature preselected, e.g. /startup-package?type=tools.
 */
export function RequirePlanFlag({ flag, children }: { flag: TPlanFlag; children?: ReactNode }) {
  const allowed = useAppSelector((state) => selectHasPlanFlag(state, flag));
  if (!allowed) return <Navigate to={paths.startupPackageFor(flag)} replace />;
  return children ?? <Outlet />;
}

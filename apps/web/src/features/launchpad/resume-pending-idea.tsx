import { useEffect } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { notify } from '@/components/ui/toast';
import { paths, patterns } from '@/config/paths';
import { keepPendingIdea, readPendingIdea } from './pending-idea';
import { useBuilderAccess } from './use-builder-access';

const onBuildPage = (pathname: string) =>
  pathname === paths.buildStartup || matchPath(patterns.buildStartupIdea, pathname) !== null;

/**
 * Brings a visitor back to the idea they typed before they could build it (issue 18). Mounted by the
 * site's layout, so it acts wherever sign-in, sign-up (after onboarding) or the plan purchase leaves
 * them: with the AI builder in their plan they go to the build page, which builds the idea once; signed
 * in for the first time without it, they are shown the plans once. Renders nothing.
 */
export function ResumePendingIdea() {
  const { isLoggedIn, canBuild } = useBuilderAccess();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!isLoggedIn) return;
    const pending = readPendingIdea();
    if (!pending) return;
    if (canBuild) {
      if (!onBuildPage(pathname)) void navigate(paths.buildStartup);
      return;
    }
    if (pending.signedIn) return;
    keepPendingIdea(pending.query, { signedIn: true });
    if (pathname !== paths.startupPackage) {
      void notify.success(
        'Your idea is saved: choose a plan with the AI startup builder and we will build it straight away.',
      );
      void navigate(paths.startupPackageFor('build_startup_ai'));
    }
  }, [isLoggedIn, canBuild, pathname, navigate]);

  return null;
}

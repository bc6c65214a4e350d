import { useAppSelector } from '@/app/hooks';

/**
 * Who is looking at the builder (SPEC §6): signed in or not, and whether their plan has the
 * build_startup_ai feature (SPEC §4: results show only then). Read from the store rather than through the
 * auth feature's entry: the main layout runs this on every page, and importing that entry here moves the
 * auth slice into a chunk of its own on the home page's first load (0.3 kB more, issue 23).
 */
export function useBuilderAccess(): { isLoggedIn: boolean; canBuild: boolean } {
  const isLoggedIn = useAppSelector((state) => Boolean(state.auth.accessToken && state.auth.user));
  const canBuild = useAppSelector((state) => state.auth.user?.planType?.build_startup_ai === true);
  return { isLoggedIn, canBuild: isLoggedIn && canBuild };
}

import { selectIsLoggedIn } from '@/features/auth';
import { useAppSelector } from '@/app/hooks';

/**
 * Who is looking at the builder (SPEC §6): signed in or not, and whether their plan has the
 * build_startup_ai feature (SPEC §4: results show only then).
 */
export function useBuilderAccess(): { isLoggedIn: boolean; canBuild: boolean } {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const canBuild = useAppSelector((state) => state.auth.user?.planType?.build_startup_ai === true);
  return { isLoggedIn, canBuild: isLoggedIn && canBuild };
}

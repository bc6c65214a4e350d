import { Outlet } from 'react-router';
import { selectUser } from '@/features/auth/auth-slice';
import { useAppSelector } from '@/app/hooks';
import { AccountSidebar } from './account-sidebar';

/** Account, domain and Connect & Earn pages: the account sidebar beside the page. */
export default function AccountLayout() {
  const user = useAppSelector(selectUser);
  // RequireAuth sits above this layout, so a user is always present here.
  if (!user) return null;
  return (
    <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-8 py-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12 lg:py-12">
      <AccountSidebar user={user} />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}

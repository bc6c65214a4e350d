import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { TUserInfo } from '@launchpad/shared';
import { Avatar } from '@/components/ui/avatar';
import { resolveCdnUrl } from '@/lib/cdn';
import { cn } from '@/lib/cn';
import { accountNav } from './nav-items';

/**
 * SPEC §2 "Account sidebar": picture (initials when there is none), name and the nine entries. On
 * small screens the entries become a scrolling row above the page. Delete Account is in the
 * Profile page's danger zone, so it is not the first thing under the navigation on every page.
 */
export function AccountSidebar({ user }: { user: TUserInfo }) {
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // On small screens the entries scroll sideways: bring the current one into view.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);

  return (
    <aside aria-label="Account" className="min-w-0 lg:sticky lg:top-24 lg:self-start">
      <div className="flex items-center gap-3 rounded-2xl border border-ink-100 bg-white p-4 shadow-xs lg:flex-col lg:items-start lg:p-5">
        <Avatar name={user.name} src={resolveCdnUrl(user.profile_img)} size="lg" />
        <div className="min-w-0 max-w-full">
          <p className="truncate font-semibold text-ink-900">{user.name}</p>
          <p className="truncate text-sm text-ink-500">{user.email}</p>
        </div>
      </div>

      <nav aria-label="Account sections" className="mt-4">
        <ul
          ref={listRef}
          className="relative -mx-5 flex gap-1 overflow-x-auto px-5 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0"
        >
          {accountNav.map(({ label, to, icon: Icon, end }) => (
            <li key={to} className="shrink-0">
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                    isActive
                      ? 'bg-brand-50 text-brand-700 [&_svg]:text-brand-600'
                      : 'text-ink-600 hover:bg-ink-50 hover:text-ink-900 [&_svg]:text-ink-400',
                  )
                }
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}

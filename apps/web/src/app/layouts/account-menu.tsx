import { Link } from 'react-router';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown, LogOut } from 'lucide-react';
import type { TUserInfo } from '@launchpad/shared';
import { Avatar } from '@/components/ui/avatar';
import { resolveCdnUrl } from '@/lib/cdn';
import { useLogout } from '@/features/auth/use-logout';
import { accountNav } from './nav-items';

const MENU_ENTRIES = new Set(['Dashboard', 'Profile', 'Orders history', 'Domain', 'Connect & Earn']);

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-ink-700 outline-none select-none data-[highlighted]:bg-ink-100 data-[highlighted]:text-ink-900 [&_svg]:size-4 [&_svg]:text-ink-500';

/** The signed-in person's menu in the header (keyboard: Enter/Space opens, arrows move). */
export default function AccountMenu({ user }: { user: TUserInfo }) {
  const logout = useLogout();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-ink-700 transition-colors hover:bg-ink-100 data-[state=open]:bg-ink-100"
        aria-label={`Account menu for ${user.name}`}
      >
        <Avatar name={user.name} src={resolveCdnUrl(user.profile_img)} size="sm" />
        <span className="hidden max-w-32 truncate xl:inline">{user.name}</span>
        <ChevronDown className="size-4 text-ink-500" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-60 rounded-xl border border-ink-100 bg-white p-1.5 shadow-lg data-[state=open]:animate-fade-in"
        >
          <div className="px-2.5 py-2">
            <p className="truncate text-sm font-semibold text-ink-900">{user.name}</p>
            <p className="truncate text-xs text-ink-500">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />
          {accountNav
            .filter((item) => MENU_ENTRIES.has(item.label))
            .map(({ label, to, icon: Icon }) => (
              <DropdownMenu.Item key={to} asChild className={itemClasses}>
                <Link to={to}>
                  <Icon aria-hidden="true" />
                  {label}
                </Link>
              </DropdownMenu.Item>
            ))}
          <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />
          <DropdownMenu.Item className={itemClasses} onSelect={() => void logout()}>
            <LogOut aria-hidden="true" />
            Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

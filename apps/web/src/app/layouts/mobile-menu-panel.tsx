import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { Dialog } from 'radix-ui';
import { LogOut, X } from 'lucide-react';
import type { TUserInfo } from '@launchpad/shared';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { resolveCdnUrl } from '@/lib/cdn';
import { cn } from '@/lib/cn';
import { useLogout } from '@/features/auth/use-logout';
import { accountNav, mainNav } from './nav-items';

type TMobileMenuPanelProps = {
  user: TUserInfo | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the panel: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/**
 * The slide-over navigation below the desktop breakpoint (Radix Dialog: focus trapped, Escape
 * closes). Loaded when the menu button is first used.
 */
export default function MobileMenuPanel({ user, open, onOpenChange, returnFocusTo }: TMobileMenuPanelProps) {
  const logout = useLogout();
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col bg-white shadow-xl focus:outline-none data-[state=open]:animate-slide-in-right"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="flex h-16 items-center justify-between border-b border-ink-100 px-5">
            <Dialog.Title asChild>
              <Link to={paths.home} onClick={close} aria-label="Launchpad home">
                <Logo />
              </Link>
            </Dialog.Title>
            <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
            <Dialog.Close className={buttonClasses({ variant: 'ghost', size: 'icon' })} aria-label="Close menu">
              <X aria-hidden="true" className="size-5!" />
            </Dialog.Close>
          </div>

          <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-0.5">
              {mainNav.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    onClick={close}
                    className={({ isActive }) =>
                      cn(
                        'block rounded-lg px-3 py-2.5 text-base font-medium transition-colors',
                        isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-800 hover:bg-ink-50',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>

            {user && (
              <div className="mt-4 border-t border-ink-100 pt-4">
                <div className="flex items-center gap-3 px-3 pb-3">
                  <Avatar name={user.name} src={resolveCdnUrl(user.profile_img)} />
                  <div className="min-w-0">
                    <p className="truncate text-sm font-semibold text-ink-900">{user.name}</p>
                    <p className="truncate text-xs text-ink-500">{user.email}</p>
                  </div>
                </div>
                <ul className="space-y-0.5">
                  {accountNav.slice(0, 3).map(({ label, to, icon: Icon }) => (
                    <li key={to}>
                      <Link
                        to={to}
                        onClick={close}
                        className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-ink-700 hover:bg-ink-50"
                      >
                        <Icon className="size-4 text-ink-500" aria-hidden="true" />
                        {label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </nav>

          <div className="border-t border-ink-100 p-5">
            {user ? (
              <button
                type="button"
                className={buttonClasses({ variant: 'outline', className: 'w-full' })}
                onClick={() => {
                  close();
                  void logout();
                }}
              >
                <LogOut aria-hidden="true" />
                Log out
              </button>
            ) : (
              <div className="grid grid-cols-2 gap-3">
                <Link to={paths.login} onClick={close} className={buttonClasses({ variant: 'outline' })}>
                  Log in
                </Link>
                <Link to={paths.signup} onClick={close} className={buttonClasses()}>
                  Sign up
                </Link>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

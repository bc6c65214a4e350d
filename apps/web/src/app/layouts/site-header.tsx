import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { ShoppingBag } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { selectIsLoggedIn, selectUser } from '@/features/auth/auth-slice';
import { selectCartCount, selectServerCartCount } from '@/features/cart/cart-slice';
import { useAppSelector } from '@/app/hooks';
import { MobileMenu } from './mobile-menu';
import { mainNav } from './nav-items';

// Only signed-in visitors need the menu (and its Radix code).
const AccountMenu = lazy(() => import('./account-menu'));
// A signed-in customer's cart is on the server: this reads it for the badge.
const ServerCartSync = lazy(() => import('@/features/cart/server-cart-sync'));

export function SiteHeader() {
  const user = useAppSelector(selectUser);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const localCount = useAppSelector(selectCartCount);
  const serverCount = useAppSelector(selectServerCartCount);
  const cartCount = isLoggedIn ? serverCount : localCount;
  const signedInUser = isLoggedIn ? user : null;

  return (
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-white/85 backdrop-blur-md supports-[backdrop-filter]:bg-white/75">
      <div className="container-page flex h-16 items-center gap-6">
        <Link to={paths.home} aria-label="Launchpad home" className="-m-1 rounded-lg p-1">
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-0.5">
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      'rounded-lg px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                      isActive ? 'text-brand-700' : 'text-ink-600 hover:bg-ink-50 hover:text-ink-900',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1.5 lg:ml-0">
          <Link
            to={paths.cart}
            aria-label={cartCount > 0 ? `Cart, ${cartCount} item${cartCount === 1 ? '' : 's'}` : 'Cart'}
            className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'relative' })}
          >
            <ShoppingBag aria-hidden="true" className="size-5!" />
            {cartCount > 0 && (
              <span
                aria-hidden="true"
                className="absolute top-0.5 right-0.5 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-brand-600 px-1 text-[0.6875rem] leading-none font-semibold text-white tabular-nums ring-2 ring-white"
              >
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            )}
          </Link>
          {signedInUser && (
            <Suspense fallback={null}>
              <ServerCartSync />
            </Suspense>
          )}
          {signedInUser ? (
            <div className="hidden lg:block">
              <Suspense fallback={<span className="block size-8 rounded-full bg-ink-100" aria-hidden="true" />}>
                <AccountMenu user={signedInUser} />
              </Suspense>
            </div>
          ) : (
            <div className="hidden items-center gap-1.5 lg:flex">
              <Link to={paths.login} className={buttonClasses({ variant: 'ghost' })}>
                Log in
              </Link>
              <Link to={paths.signup} className={buttonClasses()}>
                Sign up
              </Link>
            </div>
          )}
          <div className="lg:hidden">
            <MobileMenu user={signedInUser} />
          </div>
        </div>
      </div>
    </header>
  );
}

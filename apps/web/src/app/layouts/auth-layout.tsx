import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { ResumePendingPublish } from '@/features/publishing/resume-pending-publish';
import { useRouteHandle } from '@/app/route-handle';
import { RoutePageMeta } from './route-page-meta';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Sign-in, sign-up, callbacks, cart and onboarding: a focused, centred card. */
export function AuthLayout() {
  const { wide } = useRouteHandle();
  return (
    <div className="relative flex min-h-dvh flex-col bg-ink-25">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-[radial-gradient(60%_100%_at_50%_0%,var(--color-brand-100),transparent)]"
      />
      <SkipLink />
      <RoutePageMeta />
      <header className="relative container-page flex h-20 items-center justify-center sm:justify-start">
        <Link to={paths.home} aria-label="Launchpad home" className="rounded-lg">
          <Logo />
        </Link>
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={cn(
          'relative flex flex-1 items-start justify-center px-4 pt-4 pb-16 focus:outline-none',
          // A wide card (the cart, onboarding, an order's thank-you) fills in as its data arrives: held at the top,
          // it grows downwards, where centred its top would move up as it grew (a layout shift).
          wide ? 'sm:pt-8' : 'sm:items-center sm:pt-0',
        )}
      >
        <div
          className={cn(
            'w-full rounded-3xl border border-ink-100 bg-white px-6 py-10 shadow-lg sm:px-10 sm:py-12',
            wide === 'xl' ? 'max-w-5xl' : wide ? 'max-w-3xl' : 'max-w-md',
          )}
        >
          <ResumePendingPublish />
          <Outlet />
        </div>
      </main>
      <footer className="relative pb-8 text-center text-xs text-ink-500">
        <nav aria-label="Legal" className="flex justify-center gap-5">
          <Link to={paths.terms} className="hover:text-ink-900">
            Terms
          </Link>
          <Link to={paths.privacy} className="hover:text-ink-900">
            Privacy
          </Link>
          <Link to={paths.contact} className="hover:text-ink-900">
            Help
          </Link>
        </nav>
      </footer>
    </div>
  );
}

import { Component, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Shown when a page throws while rendering: an apology and a way forward, never a blank page. */
export function RouteErrorPage() {
  return (
    <section
      role="alert"
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center"
    >
      <div className="flex size-14 items-center justify-center rounded-2xl bg-danger-50 text-danger-600 ring-1 ring-danger-100">
        <TriangleAlert className="size-6" aria-hidden="true" />
      </div>
      <h1 className="mt-6 text-3xl font-semibold text-ink-900">Something went wrong</h1>
      <p className="mt-3 max-w-md text-ink-600">
        This page hit an unexpected problem. Reloading usually fixes it; if it keeps happening, let us know.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Link to={paths.home} reloadDocument className={buttonClasses({ variant: 'outline' })}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}

type TBoundaryProps = { pathname: string; children: ReactNode };

/** Shows RouteErrorPage in place of what threw below it, until the address changes. */
class PageErrorBoundary extends Component<TBoundaryProps, { failed: boolean; pathname: string }> {
  override state = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromProps(props: TBoundaryProps, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/**
 * The routes below, with what a page throws while rendering (or loading its code) caught here: RouteErrorPage
 * shows in the page's place, inside whatever layout holds this, and the next address tries again.
 */
export function CatchPageErrors({ children = <Outlet /> }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return <PageErrorBoundary pathname={pathname}>{children}</PageErrorBoundary>;
}

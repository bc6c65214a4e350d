import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Shown when a page throws while rendering: an apology and a way forward, never a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
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
      {detail && <p className="mt-2 text-sm text-ink-500">{detail}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Link to={paths.home} reloadDocument className={buttonClasses({ variant: 'outline' })}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}

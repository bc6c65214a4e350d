import { RotateCw, WifiOff } from 'lucide-react';
import { Button } from './button';

type TLoadErrorProps = {
  /** True when the download gave up after the time limit rather than failing outright. */
  timedOut: boolean;
  onRetry: () => void;
};

/** Shown in place of a page whose code did not arrive (SPEC §9: 120 s limit), with a Retry. */
export function LoadError({ timedOut, onRetry }: TLoadErrorProps) {
  return (
    <div role="alert" className="container-page flex flex-col items-center py-20 text-center">
      <div className="flex size-12 items-center justify-center rounded-2xl bg-warning-50 text-warning-600 ring-1 ring-warning-100">
        <WifiOff className="size-6" aria-hidden="true" />
      </div>
      <h2 className="mt-5 text-xl font-semibold text-ink-900">
        {timedOut ? 'This page is taking too long to load' : 'This page could not be loaded'}
      </h2>
      <p className="mt-2 max-w-md text-ink-600">
        {timedOut
          ? 'The connection seems slow or interrupted. Check that you are online, then try again.'
          : 'Part of the page did not download, usually because of a network hiccup or a new version of the site. Try again.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Retry
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Reload the site
        </Button>
      </div>
    </div>
  );
}

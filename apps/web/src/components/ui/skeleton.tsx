import { cn } from '@/lib/cn';

/** A shimmering block standing in for content that is on its way. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-ink-100', className)} />;
}

/**
 * Shown while a lazy route's code downloads (SPEC §2): the rough shape of a page. At least a screen
 * tall, so the footer below starts out of view and the page arriving does not shift it (CLS, issue 11).
 */
export function PageSkeleton() {
  return (
    <div role="status" aria-live="polite" className="container-page min-h-dvh py-12 sm:py-16">
      <span className="sr-only">Loading page…</span>
      <Skeleton className="h-4 w-28" />
      <Skeleton className="mt-4 h-9 w-full max-w-md" />
      <Skeleton className="mt-3 h-4 w-full max-w-xl" />
      <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="rounded-2xl border border-ink-100 p-6">
            <Skeleton className="size-10 rounded-lg" />
            <Skeleton className="mt-5 h-5 w-2/3" />
            <Skeleton className="mt-3 h-3.5 w-full" />
            <Skeleton className="mt-2 h-3.5 w-4/5" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Shown while a page inside the auth layout's card loads: a heading and a few fields. */
export function CardSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading page…</span>
      <Skeleton className="mx-auto size-12 rounded-2xl" />
      <Skeleton className="mx-auto mt-5 h-7 w-48" />
      <Skeleton className="mx-auto mt-3 h-4 w-64 max-w-full" />
      <div className="mt-8 space-y-5">
        {[0, 1].map((i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-11 w-full rounded-lg" />
          </div>
        ))}
        <Skeleton className="h-12 w-full rounded-xl" />
      </div>
    </div>
  );
}

/** Shown while an account page beside the sidebar loads: a title and two panels. */
export function PanelSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading page…</span>
      <Skeleton className="h-8 w-56" />
      <Skeleton className="mt-3 h-4 w-80 max-w-full" />
      <div className="mt-8 space-y-6">
        {[0, 1].map((i) => (
          <div key={i} className="rounded-2xl border border-ink-100 p-6">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="mt-3 h-3.5 w-2/3" />
            <Skeleton className="mt-6 h-11 w-full rounded-lg" />
          </div>
        ))}
      </div>
    </div>
  );
}

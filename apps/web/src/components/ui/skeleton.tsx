import { cn } from '@/lib/cn';

/** A shimmering block standing in for content that is on its way. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-ink-100', className)} />;
}

/** Shown while a lazy route's code downloads (SPEC §2): the rough shape of a page. */
export function PageSkeleton() {
  return (
    <div role="status" aria-live="polite" className="container-page py-12 sm:py-16">
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

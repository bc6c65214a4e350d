import { Skeleton } from '@/components/ui/skeleton';

/** "3 orders" beside a list's filters, announced when it changes. */
export function ResultCount({ count, noun }: { count: number; noun: string }) {
  return (
    <p className="text-sm text-ink-500 sm:ml-auto sm:pb-2.5" aria-live="polite">
      {count} {noun}
      {count === 1 ? '' : 's'}
    </p>
  );
}

/** Three card-shaped placeholders while a list loads, named for screen readers. */
export function CardListSkeleton({ label, className }: { label: string; className: string }) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className={className} />
      ))}
    </div>
  );
}

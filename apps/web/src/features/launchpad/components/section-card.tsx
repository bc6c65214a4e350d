import type { ReactNode } from 'react';
import { Info, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { TApiError } from '@/lib/api';
import { builderFailure } from '../builder-rules';

type TSectionCardProps = {
  /** Anchor for the section navigation. */
  id: string;
  title: string;
  icon: ReactNode;
  description?: ReactNode;
  /** Shown at the right of the title (a link to the detail page, a copy button). */
  action?: ReactNode;
  loading?: boolean;
  error?: TApiError | null;
  /** How the section was written when not as asked, e.g. by the offline generator standing in for the AI. */
  note?: string | null;
  onRetry?: () => void;
  /** Skeleton lines while loading. */
  skeletonRows?: number;
  className?: string;
  children?: ReactNode;
};

/** One section of the build page: title, then a skeleton, an error with Try again, or the content. */
export function SectionCard({
  id,
  title,
  icon,
  description,
  action,
  loading = false,
  error = null,
  note = null,
  onRetry,
  skeletonRows = 3,
  className,
  children,
}: TSectionCardProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className={cn('scroll-mt-24 rounded-2xl border border-ink-100 bg-white p-5 shadow-xs sm:p-6', className)}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&_svg]:size-[1.125rem]">
            {icon}
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold tracking-tight text-ink-900">
              {title}
            </h2>
            {description && <p className="mt-0.5 text-sm text-ink-600">{description}</p>}
          </div>
        </div>
        {action && !loading && !error && <div className="flex shrink-0 items-center gap-2">{action}</div>}
      </header>
      <div className="mt-5">
        {loading ? (
          <div className="space-y-3" aria-hidden="true">
            {Array.from({ length: skeletonRows }, (_, i) => (
              <Skeleton key={i} className={cn('h-4', i % 3 === 2 ? 'w-2/3' : 'w-full')} />
            ))}
          </div>
        ) : error ? (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-danger-100 bg-danger-50 px-4 py-3 text-sm text-danger-700 sm:flex-row sm:items-center sm:justify-between">
            <p>{builderFailure(error).message}</p>
            {onRetry && (
              <Button variant="outline" size="sm" onClick={onRetry}>
                <RotateCw aria-hidden="true" />
                Try again
              </Button>
            )}
          </div>
        ) : (
          <>
            {note && (
              <p className="mb-4 flex items-start gap-2 rounded-lg bg-ink-50 px-3 py-2 text-sm text-ink-600">
                <Info className="mt-0.5 size-4 shrink-0 text-ink-500" aria-hidden="true" />
                <span>{note}</span>
              </p>
            )}
            {children}
          </>
        )}
      </div>
    </section>
  );
}

/** A short list of points (SPEC §9: text arrays show at most 3; the caller trims). */
export function PointList({ points, className }: { points: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-2', className)}>
      {points.map((point) => (
        <li key={point} className="flex gap-2.5 text-sm text-ink-700">
          <span className="mt-[0.45rem] size-1.5 shrink-0 rounded-full bg-brand-500" aria-hidden="true" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}

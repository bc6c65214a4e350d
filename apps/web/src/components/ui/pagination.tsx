import { ChevronLeft, ChevronRight } from 'lucide-react';
import { paginationWindow } from '@launchpad/shared/domain/pagination';
import { cn } from '@/lib/cn';

type TPaginationProps = {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Orders pages". */
  label?: string;
  className?: string;
};

const itemClasses =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2.5 text-sm font-medium transition-colors';

/**
 * The one pagination control (SPEC §9: a window of 5 pages with ellipses). Renders nothing for a
 * single page.
 */
export function Pagination({ page, totalPages, onPageChange, label = 'Pagination', className }: TPaginationProps) {
  const tokens = paginationWindow(page, totalPages);
  if (totalPages <= 1 || tokens.length === 0) return null;
  const current = Math.min(Math.max(1, page), totalPages);

  return (
    <nav aria-label={label} className={cn('flex items-center justify-center gap-1', className)}>
      <button
        type="button"
        className={cn(
          itemClasses,
          'gap-1 text-ink-700 hover:bg-ink-100 disabled:pointer-events-none disabled:text-ink-300',
        )}
        onClick={() => onPageChange(current - 1)}
        disabled={current <= 1}
        aria-label="Previous page"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">Previous</span>
      </button>
      <ul className="flex items-center gap-1">
        {tokens.map((token) =>
          typeof token === 'number' ? (
            <li key={token}>
              <button
                type="button"
                className={cn(
                  itemClasses,
                  token === current
                    ? 'bg-brand-600 text-white shadow-xs'
                    : 'text-ink-700 hover:bg-ink-100 hover:text-ink-900',
                )}
                onClick={() => onPageChange(token)}
                aria-label={`Page ${token}`}
                aria-current={token === current ? 'page' : undefined}
              >
                {token}
              </button>
            </li>
          ) : (
            <li key={token} className={cn(itemClasses, 'text-ink-400')}>
              <span aria-hidden="true">…</span>
              <span className="sr-only">More pages</span>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={cn(
          itemClasses,
          'gap-1 text-ink-700 hover:bg-ink-100 disabled:pointer-events-none disabled:text-ink-300',
        )}
        onClick={() => onPageChange(current + 1)}
        disabled={current >= totalPages}
        aria-label="Next page"
      >
        <span className="hidden sm:inline">Next</span>
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}

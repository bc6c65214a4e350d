import { History } from 'lucide-react';
import { seoScoreBand, type TSeoAuditSummary } from '@launchpad/shared';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatAuditDate } from './audit-report';

const TONE = { good: 'success', fair: 'warning', poor: 'danger' } as const;

type TAuditHistoryProps = {
  audits: TSeoAuditSummary[] | undefined;
  loading: boolean;
  error: string | null;
  selectedId: string | null;
  onOpen: (id: string) => void;
  onRetry: () => void;
};

/** Past audits, newest first; choosing one opens its report. */
export function AuditHistory({ audits, loading, error, selectedId, onOpen, onRetry }: TAuditHistoryProps) {
  return (
    <section aria-labelledby="audit-history-title" className="rounded-2xl border border-ink-100 bg-white p-5 shadow-xs">
      <h2 id="audit-history-title" className="text-base font-semibold text-ink-900">
        Your audits
      </h2>
      {loading && (
        <div className="mt-4 space-y-3" role="status" aria-live="polite">
          <span className="sr-only">Loading your audits…</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      )}
      {!loading && error && (
        <div role="alert" className="mt-4 text-sm text-danger-700">
          {error}{' '}
          <button type="button" onClick={onRetry} className="font-semibold underline">
            Try again
          </button>
        </div>
      )}
      {!loading && !error && audits?.length === 0 && (
        <EmptyState icon={<History aria-hidden="true" />} title="No audits yet" className="mt-4 py-8">
          <span className="text-sm text-ink-600">Audit a page and it will be kept here.</span>
        </EmptyState>
      )}
      {!loading && !error && audits && audits.length > 0 && (
        <ul className="mt-3 -mx-2 space-y-1">
          {audits.map((audit) => {
            const band = seoScoreBand(audit.score);
            const selected = audit.id === selectedId;
            return (
              <li key={audit.id}>
                <button
                  type="button"
                  onClick={() => onOpen(audit.id)}
                  aria-current={selected ? 'true' : undefined}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-ink-50 focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none',
                    selected && 'bg-brand-50 hover:bg-brand-50',
                  )}
                >
                  <Badge tone={TONE[band.tone]} className="w-11 justify-center tabular-nums">
                    {audit.score}
                  </Badge>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium text-ink-900">
                      {audit.finalUrl.replace(/^https?:\/\//, '')}
                    </span>
                    <span className="block text-xs text-ink-500">{formatAuditDate(audit.createdAt)}</span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

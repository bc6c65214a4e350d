import { CheckCircle2, Circle, Send, XCircle } from 'lucide-react';
import type { TFulfilmentStatus, TOrderLine } from '@launchpad/shared';
import { formatDateTime } from '@launchpad/shared/domain/dates';
import { formatPounds } from '@launchpad/shared/domain/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { NEXT_FULFILMENT } from '../orders-api';
import { OrdersDocumentList, OrdersDocumentUpload } from './orders-documents';
import type { TLineMove } from './orders-status-dialog';

export const FULFILMENT_LABELS: Record<TFulfilmentStatus, string> = {
  received: 'Received',
  submitted: 'Submitted',
  completed: 'Completed',
  failed: 'Failed',
};
export const FULFILMENT_TONES = {
  received: 'neutral',
  submitted: 'brand',
  completed: 'success',
  failed: 'danger',
} as const satisfies Record<TFulfilmentStatus, string>;

const MOVE_BUTTONS: Record<TLineMove, { label: string; icon: typeof Send; variant: 'outline' | 'ghost' }> = {
  submitted: { label: 'Mark submitted', icon: Send, variant: 'outline' },
  completed: { label: 'Mark completed', icon: CheckCircle2, variant: 'outline' },
  failed: { label: 'Mark failed', icon: XCircle, variant: 'ghost' },
};

function LineTimeline({ line }: { line: TOrderLine }) {
  if (line.timeline.length === 0) return <p className="text-sm text-ink-500">No steps yet.</p>;
  return (
    <ol className="space-y-2.5 border-l border-ink-200 pl-4" aria-label={`Timeline of ${line.description}`}>
      {line.timeline.map((event, index) => {
        const Icon = event.status === 'failed' ? XCircle : event.status === 'completed' ? CheckCircle2 : Circle;
        return (
          <li key={`${event.status}-${event.at}-${index}`} className="relative text-sm">
            <Icon
              className={cn(
                'absolute top-0.5 -left-[1.4rem] size-3.5 bg-ink-25',
                event.status === 'failed' ? 'text-danger-600' : 'text-success-600',
              )}
              aria-hidden="true"
            />
            <span className="font-medium text-ink-900">{FULFILMENT_LABELS[event.status]}</span>
            <time dateTime={event.at} className="ml-2 text-ink-500">
              {formatDateTime(event.at)}
            </time>
            {event.note && <p className="break-words text-ink-600">{event.note}</p>}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * One order line for staff: what was bought, its timeline, the moves it may make next, and its
 * documents. `canFulfil` is false for lines of unpaid orders and for plans (active once paid).
 */
export function OrdersLine({
  line,
  canFulfil,
  isChild,
  onMove,
}: {
  line: TOrderLine;
  canFulfil: boolean;
  isChild: boolean;
  onMove: (line: TOrderLine, to: TLineMove) => void;
}) {
  const moves = canFulfil ? NEXT_FULFILMENT[line.fulfilmentStatus] : [];
  const headingId = `line-${line.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-ink-100 bg-ink-25 p-4', isChild && 'ml-3 border-dashed sm:ml-6')}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h4 id={headingId} className="font-semibold break-words text-ink-900">
            {line.description}
          </h4>
          <p className="text-xs text-ink-500">
            {line.kind.replace('_', '-')}
            {line.quantity > 1 && ` · × ${line.quantity}`}
            {line.years && ` · ${line.years} year${line.years === 1 ? '' : 's'}`} · {formatPounds(line.amountPence)}
          </p>
        </div>
        <Badge tone={FULFILMENT_TONES[line.fulfilmentStatus]}>{FULFILMENT_LABELS[line.fulfilmentStatus]}</Badge>
      </div>

      {line.failureReason && (
        <p className="mt-2 text-sm text-danger-700">
          <span className="font-medium">Reason:</span> {line.failureReason}
        </p>
      )}

      <div className="mt-4 grid grid-cols-1 gap-5 lg:grid-cols-2">
        <section aria-label="Timeline">
          <h5 className="mb-2 text-xs font-semibold tracking-wide text-ink-500 uppercase">Timeline</h5>
          <LineTimeline line={line} />
        </section>
        <section aria-label="Documents" className="space-y-3">
          <h5 className="text-xs font-semibold tracking-wide text-ink-500 uppercase">Documents</h5>
          <OrdersDocumentList line={line} />
          {canFulfil && <OrdersDocumentUpload line={line} />}
        </section>
      </div>

      {canFulfil ? (
        moves.length > 0 ? (
          <div className="mt-4 flex flex-wrap gap-2 border-t border-ink-100 pt-4">
            {moves.map((to) => {
              const { label, icon: Icon, variant } = MOVE_BUTTONS[to];
              return (
                <Button
                  key={to}
                  size="sm"
                  variant={variant}
                  className={cn(to === 'failed' && 'text-danger-700 hover:text-danger-700')}
                  onClick={() => onMove(line, to)}
                  aria-label={`${label}: ${line.description}`}
                >
                  <Icon aria-hidden="true" />
                  {label}
                </Button>
              );
            })}
          </div>
        ) : (
          <p className="mt-4 border-t border-ink-100 pt-4 text-sm text-ink-500">Completed: nothing more to do.</p>
        )
      ) : null}
    </li>
  );
}

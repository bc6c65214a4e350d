import { Check } from 'lucide-react';
import { CERT_STATUS_LABELS, type TCertStatus } from '@launchpad/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const TONES: Record<TCertStatus, 'success' | 'warning' | 'danger' | 'neutral' | 'brand'> = {
  purchased: 'warning',
  csr_submitted: 'brand',
  awaiting_approval: 'brand',
  issued: 'success',
  reissued: 'success',
  expired: 'danger',
  cancelled: 'neutral',
};

export function CertStatusBadge({ status }: { status: TCertStatus }) {
  return <Badge tone={TONES[status]}>{CERT_STATUS_LABELS[status]}</Badge>;
}

const STEPS: { status: TCertStatus; label: string }[] = [
  { status: 'purchased', label: 'Purchased' },
  { status: 'csr_submitted', label: 'CSR submitted' },
  { status: 'awaiting_approval', label: 'Awaiting approval' },
  { status: 'issued', label: 'Issued' },
];
/** The last step done in each status (-1: none); the step after it is the current one. */
const DONE_THROUGH: Record<TCertStatus, number> = {
  purchased: 0,
  csr_submitted: 1,
  awaiting_approval: 1,
  issued: 3,
  reissued: 3,
  expired: 3,
  cancelled: -1,
};

/** The certificate's lifecycle: purchased → CSR submitted → awaiting approval → issued. */
export function CertTimeline({ status }: { status: TCertStatus }) {
  const doneThrough = DONE_THROUGH[status];
  return (
    <ol aria-label="Certificate progress" className="grid gap-3 sm:grid-cols-4">
      {STEPS.map((step, index) => {
        const complete = index <= doneThrough;
        const current = index === doneThrough + 1 && status !== 'cancelled';
        return (
          <li
            key={step.status}
            aria-current={current ? 'step' : undefined}
            className={cn(
              'flex items-center gap-3 rounded-xl border px-3 py-2.5 text-sm',
              complete && 'border-success-100 bg-success-50 text-success-700',
              current && 'border-brand-200 bg-brand-50 font-semibold text-brand-800',
              !complete && !current && 'border-ink-100 text-ink-500',
            )}
          >
            <span
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                complete
                  ? 'bg-success-600 text-white'
                  : current
                    ? 'bg-brand-600 text-white'
                    : 'bg-ink-100 text-ink-500',
              )}
            >
              {complete ? <Check className="size-3.5" strokeWidth={3} aria-hidden="true" /> : index + 1}
            </span>
            {index === 3 && status === 'reissued'
              ? 'Reissued'
              : index === 3 && status === 'expired'
                ? 'Expired'
                : step.label}
            {complete && <span className="sr-only"> (done)</span>}
          </li>
        );
      })}
    </ol>
  );
}

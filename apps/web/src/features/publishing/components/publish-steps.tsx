import { Circle, CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import type { TPublishStep, TRequiredRecord } from '@launchpad/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { STEP_LABELS, STEP_STATUS_LABELS, stepState } from '../publish-rules';

const STEP_ICON = {
  waiting: { Icon: Circle, className: 'text-ink-300' },
  pending: { Icon: LoaderCircle, className: 'text-brand-600 motion-safe:animate-spin' },
  done: { Icon: CircleCheck, className: 'text-success-600' },
  failed: { Icon: CircleX, className: 'text-danger-600' },
} as const;

const STEP_TONE = { waiting: 'neutral', pending: 'brand', done: 'success', failed: 'danger' } as const;

/** Records, DNS answer, certificate, live: each with its status and the server's sentence about it. */
export function PublishSteps({ steps }: { steps: readonly TPublishStep[] }) {
  return (
    <ol aria-label="Publishing steps" className="space-y-3">
      {steps.map((step, index) => {
        // Only the first step still pending is under way; the ones after it wait for it.
        const state = stepState(steps, index);
        const { Icon, className } = STEP_ICON[state];
        return (
          <li key={step.key} className="flex gap-3">
            <Icon className={cn('mt-0.5 size-5 shrink-0', className)} aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-900">
                {STEP_LABELS[step.key]}
                <Badge tone={STEP_TONE[state]}>{STEP_STATUS_LABELS[state]}</Badge>
              </p>
              {step.message && <p className="mt-0.5 text-sm break-words text-ink-600">{step.message}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The records to add at the other DNS provider, and whether the public DNS answers each yet. */
export function RequiredRecords({ records }: { records: readonly TRequiredRecord[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-ink-100">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Records to add at your DNS provider</caption>
        <thead className="bg-ink-25 text-xs text-ink-600">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Host
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Type
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Value
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Found
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {records.map((record) => (
            <tr key={`${record.host} ${record.type} ${record.value}`}>
              <td className="px-3 py-2 font-mono break-all">{record.host}</td>
              <td className="px-3 py-2">{record.type}</td>
              <td className="px-3 py-2 font-mono break-all">{record.value}</td>
              <td className="px-3 py-2">
                {record.found ? <Badge tone="success">Found</Badge> : <Badge tone="warning">Not yet</Badge>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

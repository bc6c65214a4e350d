import { useId, useState } from 'react';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { TVerdictContent } from '@launchpad/shared';
import { cn } from '@/lib/cn';
import { firstTexts } from '../builder-rules';

const VERDICTS = {
  promising: { label: 'Promising', tone: 'bg-success-50 text-success-700 ring-success-100' },
  needs_evidence: { label: 'Needs evidence', tone: 'bg-warning-50 text-warning-700 ring-warning-100' },
  risky: { label: 'Risky', tone: 'bg-danger-50 text-danger-700 ring-danger-100' },
} as const;

function Points({ title, points, kind }: { title: string; points: readonly string[]; kind: 'red' | 'green' }) {
  const titleId = useId();
  const [all, setAll] = useState(false);
  const shown = all ? points : firstTexts(points);
  const Icon = kind === 'red' ? TriangleAlert : CircleCheck;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'rounded-xl border p-4',
        kind === 'red' ? 'border-danger-100 bg-danger-50/40' : 'border-success-100 bg-success-50/40',
      )}
    >
      <h3 id={titleId} className="text-sm font-semibold text-ink-900">
        {title}
      </h3>
      <ul className="mt-2.5 space-y-2">
        {shown.map((point) => (
          <li key={point} className="flex gap-2 text-sm text-ink-800">
            <Icon
              className={cn('mt-0.5 size-4 shrink-0', kind === 'red' ? 'text-danger-600' : 'text-success-600')}
              aria-hidden="true"
            />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      {points.length > firstTexts(points).length && (
        <button
          type="button"
          aria-expanded={all}
          onClick={() => setAll(!all)}
          className="mt-2 text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
        >
          {all ? 'Show fewer' : `Show all ${points.length}`}
          <span className="sr-only"> {title.toLowerCase()}</span>
        </button>
      )}
    </article>
  );
}

/** Issue 18: an investor's first read of the idea: the verdict, red flags, green lights and what it assumes. */
export function Verdict({ verdict }: { verdict: TVerdictContent }) {
  const { label, tone } = VERDICTS[verdict.verdict];
  return (
    <div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span className={cn('rounded-full px-2.5 py-1 text-sm font-semibold ring-1 ring-inset', tone)}>{label}</span>
        <span className="text-ink-800">{verdict.summary}</span>
      </p>
      <div className="mt-4 grid gap-3 md:grid-cols-2">
        <Points title="Red flags" points={verdict.red_flags} kind="red" />
        <Points title="Green lights" points={verdict.green_lights} kind="green" />
      </div>
      <details className="mt-3 rounded-xl border border-ink-100 px-4 py-3 text-sm">
        <summary className="cursor-pointer font-medium text-ink-800">What this read assumes</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-700">
          {verdict.assumptions.map((assumption) => (
            <li key={assumption}>{assumption}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}

import { FlaskConical } from 'lucide-react';
import { LEAN_CANVAS_BOXES, type TInsightContent } from '@launchpad/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { firstTexts } from '../builder-rules';
import { STATUS_LABELS, type TAssumptionStatus } from '../validation-status';

export type TCanvasBox = (typeof LEAN_CANVAS_BOXES)[number];

export const BOX_LABELS: Record<TCanvasBox, string> = {
  Problem: 'Problem',
  Solution: 'Solution',
  KeyMetrics: 'Key metrics',
  UniqueValueProposition: 'Unique value proposition',
  UnfairAdvantage: 'Unfair advantage',
  Channels: 'Channels',
  CustomerSegments: 'Customer segments',
  CostStructure: 'Cost structure',
  RevenueStreams: 'Revenue streams',
};

// The classic canvas: five columns over two rows, then costs and revenue side by side (wide screens).
const PLACE: Record<TCanvasBox, string> = {
  Problem: 'lg:col-start-1 lg:col-span-2 lg:row-start-1 lg:row-span-2',
  Solution: 'lg:col-start-3 lg:col-span-2 lg:row-start-1',
  KeyMetrics: 'lg:col-start-3 lg:col-span-2 lg:row-start-2',
  UniqueValueProposition: 'lg:col-start-5 lg:col-span-2 lg:row-start-1 lg:row-span-2',
  UnfairAdvantage: 'lg:col-start-7 lg:col-span-2 lg:row-start-1',
  Channels: 'lg:col-start-7 lg:col-span-2 lg:row-start-2',
  CustomerSegments: 'lg:col-start-9 lg:col-span-2 lg:row-start-1 lg:row-span-2',
  CostStructure: 'lg:col-start-1 lg:col-span-5 lg:row-start-3',
  RevenueStreams: 'lg:col-start-6 lg:col-span-5 lg:row-start-3',
};

/** The order a canvas is filled in (Ash Maurya's numbering), shown on each box. */
const FILL_ORDER: Record<TCanvasBox, number> = {
  Problem: 1,
  CustomerSegments: 2,
  UniqueValueProposition: 3,
  Solution: 4,
  Channels: 5,
  RevenueStreams: 6,
  CostStructure: 7,
  KeyMetrics: 8,
  UnfairAdvantage: 9,
};

const STATUS_TONE = {
  untested: 'bg-ink-100 text-ink-600',
  validated: 'bg-success-50 text-success-700',
  invalidated: 'bg-danger-50 text-danger-700',
  inconclusive: 'bg-warning-50 text-warning-700',
} as const;

export type TCanvasBoxState = { content: TInsightContent | null; loading: boolean };

type TLeanCanvasGridProps = {
  boxes: Record<TCanvasBox, TCanvasBoxState>;
  /** Assumptions behind the boxes and whether they have been tested (issue 7: "beyond the peers"). */
  assumptions?: readonly TAssumptionStatus[];
  /** The build page's summary: the points only; the detail page adds each box's summary. */
  detailed?: boolean;
};

/** The nine boxes of the lean canvas (issue 7). Text arrays show at most 3 items (SPEC §9). */
export function LeanCanvasGrid({ boxes, assumptions = [], detailed = false }: TLeanCanvasGridProps) {
  return (
    <div className="lean-canvas grid gap-3 sm:grid-cols-2 lg:grid-cols-10">
      {LEAN_CANVAS_BOXES.map((box) => {
        const { content, loading } = boxes[box];
        const tested = assumptions.filter((assumption) => assumption.box === box);
        return (
          <article
            key={box}
            aria-labelledby={`canvas-${box}`}
            className={cn(
              'lean-canvas-box flex flex-col rounded-xl border border-ink-100 bg-ink-25 p-4 break-inside-avoid',
              box === 'UniqueValueProposition' && 'border-brand-100 bg-brand-50',
              PLACE[box],
            )}
          >
            <h3
              id={`canvas-${box}`}
              className="flex items-center gap-2 text-xs font-semibold tracking-wide text-ink-500 uppercase"
            >
              <span className="tabular-nums text-ink-400">{FILL_ORDER[box]}</span>
              {BOX_LABELS[box]}
            </h3>
            {loading ? (
              <div className="mt-3 space-y-2" aria-hidden="true">
                <Skeleton className="h-3.5 w-full" />
                <Skeleton className="h-3.5 w-5/6" />
                <Skeleton className="h-3.5 w-2/3" />
              </div>
            ) : content ? (
              <>
                {detailed && <p className="mt-2 text-sm font-medium text-ink-900">{content.title}</p>}
                {detailed && <p className="mt-1.5 text-sm text-ink-600">{content.summary}</p>}
                <ul className="mt-3 space-y-1.5">
                  {firstTexts(content.points).map((point) => (
                    <li key={point} className="flex gap-2 text-sm text-ink-800">
                      <span className="mt-[0.45rem] size-1.5 shrink-0 rounded-full bg-brand-500" aria-hidden="true" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="mt-3 text-sm text-ink-500">Not generated yet.</p>
            )}
            {tested.length > 0 && (
              <ul className="mt-auto flex flex-wrap gap-1.5 pt-3" aria-label={`Assumptions behind ${BOX_LABELS[box]}`}>
                {tested.map((assumption) => (
                  <li
                    key={assumption.id}
                    title={assumption.statement}
                    className={cn(
                      'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[0.6875rem] font-medium',
                      STATUS_TONE[assumption.status],
                    )}
                  >
                    <FlaskConical className="size-3" aria-hidden="true" />
                    {STATUS_LABELS[assumption.status]}
                    <span className="sr-only">: {assumption.statement}</span>
                  </li>
                ))}
              </ul>
            )}
          </article>
        );
      })}
    </div>
  );
}

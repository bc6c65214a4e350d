import { BUSINESS_PLAN_LAST_STEP, BUSINESS_PLAN_STEPS, businessPlanProgress } from '@launchpad/shared';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The progress indicator: a bar with "Step n of 13", and the list of steps to jump between. */
export function WizardProgress({ step, onGoTo }: { step: number; onGoTo: (step: number) => void }) {
  const percent = businessPlanProgress(step);
  return (
    <nav aria-label="Business plan steps" className="space-y-4">
      <div>
        <div className="flex items-baseline justify-between text-sm">
          <span className="font-semibold text-ink-900">
            Step {step} of {BUSINESS_PLAN_LAST_STEP}
          </span>
          <span className="text-ink-500">{percent}%</span>
        </div>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-ink-100"
          role="progressbar"
          aria-label="Progress through the plan"
          aria-valuemin={1}
          aria-valuemax={BUSINESS_PLAN_LAST_STEP}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${BUSINESS_PLAN_LAST_STEP}`}
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
            style={{ width: `${Math.max(percent, 4)}%` }}
          />
        </div>
      </div>
      <ol className="hidden space-y-0.5 lg:block">
        {BUSINESS_PLAN_STEPS.map((item, index) => {
          const number = index + 1;
          const current = number === step;
          const done = number < step;
          return (
            <li key={item.title}>
              <button
                type="button"
                aria-current={current ? 'step' : undefined}
                onClick={() => onGoTo(number)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-lg px-2.5 py-1.5 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
                  current
                    ? 'bg-brand-50 font-semibold text-brand-800'
                    : 'text-ink-600 hover:bg-ink-50 hover:text-ink-900',
                )}
              >
                <span
                  className={cn(
                    'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                    current && 'bg-brand-600 text-white',
                    done && 'bg-brand-100 text-brand-700',
                    !current && !done && 'border border-ink-200 text-ink-500',
                  )}
                  aria-hidden="true"
                >
                  {done ? <Check className="size-3.5" /> : number}
                </span>
                {item.title}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Check, Minus, Sparkles } from 'lucide-react';
import type { TPlan } from '@launchpad/shared';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { planPrice, type TPlanBilling } from '../plan-billing';

function Flag({ on, children }: { on: boolean; children: ReactNode }) {
  return (
    <li className={cn('flex items-center gap-2.5 text-sm', on ? 'text-ink-900' : 'text-ink-500')}>
      <span
        className={cn(
          'flex size-5 shrink-0 items-center justify-center rounded-full',
          on ? 'bg-brand-600 text-white' : 'bg-ink-100 text-ink-500',
        )}
      >
        {on ? (
          <Check className="size-3" strokeWidth={3} aria-hidden="true" />
        ) : (
          <Minus className="size-3" aria-hidden="true" />
        )}
      </span>
      <span>
        {children}
        <span className="sr-only">{on ? ': included' : ': not included'}</span>
      </span>
    </li>
  );
}

type TPlanCardProps = {
  plan: TPlan;
  billing: TPlanBilling;
  /** Why this plan is highlighted, e.g. "Unlocks business tools". */
  unlocks: string | null;
  current: boolean;
  chooseHref: string;
  /** Signed-in members buy here: opens the plan checkout instead of following chooseHref. */
  onChoose?: () => void;
};

export function PlanCard({ plan, billing, unlocks, current, chooseHref, onChoose }: TPlanCardProps) {
  const titleId = useId();
  const price = planPrice(plan, billing);
  const emphasised = unlocks !== null || (plan.isPopular && !current);
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex h-full flex-col rounded-3xl border bg-white p-6 sm:p-7',
        unlocks
          ? 'border-brand-400 shadow-xl ring-4 ring-brand-100'
          : plan.isPopular
            ? 'border-brand-200 shadow-lg'
            : 'border-ink-100 shadow-xs',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-ink-900">
          {plan.name}
        </h2>
        <div className="flex flex-wrap gap-1.5">
          {plan.isPopular && (
            <Badge tone="brand">
              <Sparkles className="size-3" aria-hidden="true" />
              Most popular
            </Badge>
          )}
          {current && <Badge tone="success">Current plan</Badge>}
        </div>
      </div>
      <p className="mt-2 text-sm text-pretty text-ink-600 lg:min-h-[4.125rem]">{plan.description}</p>

      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-semibold tracking-tight text-ink-950">{price.amount}</span>
        <span className="text-sm font-medium text-ink-500">{price.per}</span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-ink-500">{price.note}</p>

      {unlocks && (
        <p className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800 ring-1 ring-brand-100">
          {unlocks}
        </p>
      )}

      {current ? (
        <span className={buttonClasses({ variant: 'outline', size: 'lg', className: 'mt-6 pointer-events-none' })}>
          Your current plan
        </span>
      ) : onChoose ? (
        <Button
          variant={emphasised ? 'primary' : 'outline'}
          size="lg"
          className="mt-6"
          aria-describedby={titleId}
          onClick={onChoose}
        >
          Choose {plan.name}
        </Button>
      ) : (
        <Link
          to={chooseHref}
          aria-describedby={titleId}
          className={buttonClasses({ variant: emphasised ? 'primary' : 'outline', size: 'lg', className: 'mt-6' })}
        >
          Choose {plan.name}
        </Link>
      )}

      <ul className="mt-7 space-y-3 border-t border-ink-100 pt-6" aria-label={`${plan.name}: what it unlocks`}>
        <Flag on={plan.tools}>Business tools</Flag>
        <Flag on={plan.build_startup_ai}>Full AI startup builder results</Flag>
        <Flag on={plan.aiMonthlyLimit > 0}>
          {plan.aiMonthlyLimit > 0 ? `${plan.aiMonthlyLimit} AI builds a month` : 'AI builds'}
        </Flag>
      </ul>
      <ul className="mt-5 space-y-2.5 text-sm text-ink-700" aria-label={`${plan.name}: features`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}

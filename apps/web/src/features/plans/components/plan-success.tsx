import { Link } from 'react-router';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import type { TPlan } from '@launchpad/shared';
import { formatDate } from '@launchpad/shared/domain/dates';
import { buttonClasses } from '@/components/ui/button';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';

/**
 * The plan checkout's last step: the plan is active, and its headline feature is one click away —
 * the AI builder for a plan with it (Scale), the business tools for a tools-only plan.
 */
export function PlanSuccess({ plan, renewsOn }: { plan: TPlan; renewsOn: string | null }) {
  return (
    <div className="py-2 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-success-50 text-success-600 ring-1 ring-success-100">
        <CheckCircle2 className="size-6" aria-hidden="true" />
      </div>
      <DialogTitle className="mt-5 pr-0">You are on {plan.name}</DialogTitle>
      <DialogDescription className="mt-2">
        {renewsOn ? `Your plan renews on ${formatDate(renewsOn)}.` : 'Your plan is active.'} The invoice is in your
        orders history.
      </DialogDescription>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {plan.build_startup_ai ? (
          <Link to={paths.buildStartup} className={buttonClasses()}>
            Open the AI startup builder
            <ArrowRight aria-hidden="true" />
          </Link>
        ) : (
          plan.tools && (
            <Link to={paths.tools} className={buttonClasses()}>
              Open the business tools
              <ArrowRight aria-hidden="true" />
            </Link>
          )
        )}
        <Link to={paths.accountSubscription} className={buttonClasses({ variant: 'outline' })}>
          Manage subscription
        </Link>
      </div>
    </div>
  );
}

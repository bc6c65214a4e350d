import { Link } from 'react-router';
import { Rocket } from 'lucide-react';
import { formatPounds } from '@launchpad/shared/domain/money';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader, Panel } from '@/components/ui/panel';
import { paths } from '@/config/paths';
import { selectUser } from '@/features/auth/auth-slice';
import { useAppSelector } from '@/app/hooks';

/** /account/subscription: the startup plan; renewal and cancellation arrive with the payments work. */
export default function SubscriptionPage() {
  const plan = useAppSelector(selectUser)?.planType ?? null;
  return (
    <>
      <PageHeader
        title="Startup Subscription"
        description="Your startup plan, what it includes and when it renews."
        aside={<Badge tone="warning">Coming soon</Badge>}
      />
      <Panel title="Current plan">
        {plan ? (
          <div className="flex flex-wrap items-center justify-between gap-4">
            <div>
              <p className="text-xl font-semibold text-ink-900">{plan.name}</p>
              <p className="mt-1 text-sm text-ink-600">{formatPounds(plan.price)}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Badge tone={plan.tools ? 'brand' : 'neutral'}>
                Business tools {plan.tools ? 'included' : 'not included'}
              </Badge>
              <Badge tone={plan.build_startup_ai ? 'brand' : 'neutral'}>
                AI builder {plan.build_startup_ai ? 'included' : 'not included'}
              </Badge>
            </div>
          </div>
        ) : (
          <EmptyState
            icon={<Rocket aria-hidden="true" />}
            title="You are not on a plan yet"
            action={
              <Link to={paths.startupPackage} className={buttonClasses()}>
                Compare startup packages
              </Link>
            }
          >
            Startup packages unlock the business tools and the AI startup builder. Renewal dates and cancellation will
            be managed here.
          </EmptyState>
        )}
      </Panel>
    </>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarClock, Rocket } from 'lucide-react';
import { formatDate } from '@launchpad/shared/domain/dates';
import { formatPounds } from '@launchpad/shared/domain/money';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader, Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import { ServiceSubscriptions } from '../components/service-subscriptions';
import {
  useCancelCurrentSubscriptionMutation,
  useGetCurrentSubscriptionQuery,
  useRereadAccountMutation,
} from '../subscription-api';

const INTERVAL = { month: 'Monthly', year: 'Yearly' } as const;

/**
 * /account/subscription: the startup plan, its renewal, and cancelling at the end of the paid period;
 * below it, any service bought through the cart that renews (bookkeeping).
 */
export default function SubscriptionPage() {
  const { data: subscription, error, isLoading } = useGetCurrentSubscriptionQuery();
  const [cancel, cancelling] = useCancelCurrentSubscriptionMutation();
  const [reread] = useRereadAccountMutation();
  const [confirming, setConfirming] = useState(false);

  const onCancel = async () => {
    try {
      const after = await cancel().unwrap();
      void notify.success(
        `Your subscription is cancelled. Your plan stays active until ${formatDate(after.currentPeriodEnd)}.`,
      );
      setConfirming(false);
      void reread();
    } catch (failure) {
      setConfirming(false);
      void notify.error(getErrorMessage(failure));
    }
  };

  return (
    <>
      <PageHeader title="Startup Subscription" description="Your startup plan, what it includes and when it renews." />
      <Panel title="Current plan">
        {isLoading ? (
          <div role="status" className="space-y-3">
            <span className="sr-only">Loading your subscription…</span>
            <Skeleton className="h-8 w-48" />
            <Skeleton className="h-16" />
          </div>
        ) : error ? (
          <Alert tone="error">{getErrorMessage(error)}</Alert>
        ) : !subscription ? (
          <EmptyState
            icon={<Rocket aria-hidden="true" />}
            title="You are not on a plan yet"
            action={
              <Link to={paths.startupPackage} className={buttonClasses()}>
                Compare startup packages
              </Link>
            }
          >
            Startup packages unlock the business tools and the AI startup builder.
          </EmptyState>
        ) : (
          <div className="space-y-6">
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div>
                <p className="flex flex-wrap items-center gap-2 text-xl font-semibold text-ink-900">
                  {subscription.plan.name}
                  {subscription.status === 'past_due' ? (
                    <Badge tone="danger">Payment overdue</Badge>
                  ) : subscription.cancelAtPeriodEnd ? (
                    <Badge tone="warning">Ends {formatDate(subscription.currentPeriodEnd)}</Badge>
                  ) : (
                    <Badge tone="success">Active</Badge>
                  )}
                </p>
                <p className="mt-1 text-sm text-ink-600">Billed {INTERVAL[subscription.interval].toLowerCase()}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Badge tone={subscription.plan.tools ? 'brand' : 'neutral'}>
                  Business tools {subscription.plan.tools ? 'included' : 'not included'}
                </Badge>
                <Badge tone={subscription.plan.build_startup_ai ? 'brand' : 'neutral'}>
                  AI builder {subscription.plan.build_startup_ai ? 'included' : 'not included'}
                </Badge>
              </div>
            </div>
            <dl className="grid gap-4 sm:grid-cols-3">
              <div className="rounded-xl bg-ink-25 p-4 ring-1 ring-ink-100">
                <dt className="text-sm text-ink-500">Interval</dt>
                <dd className="mt-1 font-medium text-ink-900">{INTERVAL[subscription.interval]}</dd>
              </div>
              <div className="rounded-xl bg-ink-25 p-4 ring-1 ring-ink-100">
                <dt className="text-sm text-ink-500">{subscription.nextRenewal ? 'Renews on' : 'Ends on'}</dt>
                <dd className="mt-1 font-medium text-ink-900">
                  {formatDate(subscription.nextRenewal?.at ?? subscription.currentPeriodEnd)}
                </dd>
              </div>
              <div className="rounded-xl bg-ink-25 p-4 ring-1 ring-ink-100">
                <dt className="text-sm text-ink-500">Renewal price</dt>
                <dd className="mt-1 font-medium text-ink-900 tabular-nums">
                  {subscription.nextRenewal ? (
                    <>
                      {formatPounds(subscription.nextRenewal.totalPence)}
                      <span className="block text-xs font-normal text-ink-500">
                        {formatPounds(subscription.nextRenewal.pricePence)} +{' '}
                        {formatPounds(subscription.nextRenewal.vatPence)} VAT
                      </span>
                    </>
                  ) : (
                    'No renewal'
                  )}
                </dd>
              </div>
            </dl>
            {subscription.pendingChange && (
              <Alert tone="info" title="A change is scheduled">
                From {formatDate(subscription.pendingChange.at)} you move to {subscription.pendingChange.plan.name} (
                {INTERVAL[subscription.pendingChange.interval].toLowerCase()}).
              </Alert>
            )}
            <div className="flex flex-wrap gap-3 border-t border-ink-100 pt-5">
              <Link to={paths.startupPackage} className={buttonClasses({ variant: 'outline' })}>
                Change plan
              </Link>
              {!subscription.cancelAtPeriodEnd && (
                <Button
                  variant="ghost"
                  className="text-danger-700 hover:bg-danger-50 hover:text-danger-700"
                  onClick={() => setConfirming(true)}
                >
                  <CalendarClock aria-hidden="true" />
                  Cancel subscription
                </Button>
              )}
            </div>
          </div>
        )}
      </Panel>
      <ServiceSubscriptions />
      {subscription && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Cancel your subscription?"
          description={`Your plan stays active until ${formatDate(subscription.currentPeriodEnd)} and will not renew. You will not be charged again.`}
          confirmLabel="Cancel subscription"
          cancelLabel="Keep my plan"
          destructive
          pending={cancelling.isLoading}
          onConfirm={() => void onCancel()}
        />
      )}
    </>
  );
}

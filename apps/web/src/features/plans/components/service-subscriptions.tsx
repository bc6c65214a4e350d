import { useState } from 'react';
import { Repeat } from 'lucide-react';
import type { TServiceSubscription } from '@launchpad/shared';
import { formatDate } from '@launchpad/shared/domain/dates';
import { formatPounds } from '@launchpad/shared/domain/money';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Panel } from '@/components/ui/panel';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api';
import { useCancelServiceSubscriptionMutation, useGetServiceSubscriptionsQuery } from '../subscription-api';

function StatusBadge({ service }: { service: TServiceSubscription }) {
  if (service.status === 'past_due') return <Badge tone="danger">Payment overdue</Badge>;
  if (service.status === 'ended' || service.status === 'cancelled') return <Badge>Ended</Badge>;
  if (service.cancelAtPeriodEnd) return <Badge tone="warning">Ends {formatDate(service.currentPeriodEnd)}</Badge>;
  return <Badge tone="success">Active</Badge>;
}

/** What the line says about money and dates: "£49.00/month + VAT, renews on 26 Dec 2026". */
function terms(service: TServiceSubscription): string {
  const price = `${formatPounds(service.pricePence)}/${service.interval} + VAT`;
  if (service.nextRenewal) return `${price}, renews on ${formatDate(service.nextRenewal.at)}`;
  if (service.status === 'active') return `${price}, ends on ${formatDate(service.currentPeriodEnd)}`;
  return price;
}

/**
 * Services bought through the cart that renew every month or year (bookkeeping): each with its price,
 * next renewal, and a way to stop it renewing. Shown only to customers who have one.
 */
export function ServiceSubscriptions() {
  const { data: services = [], error } = useGetServiceSubscriptionsQuery();
  const [cancel, cancelling] = useCancelServiceSubscriptionMutation();
  const [confirming, setConfirming] = useState<TServiceSubscription | null>(null);
  if (!error && services.length === 0) return null;

  const onCancel = async (service: TServiceSubscription) => {
    try {
      void notify.success(await cancel({ id: service.id }).unwrap());
    } catch (failure) {
      void notify.error(getErrorMessage(failure));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <Panel title="Services that renew" className="mt-6">
      {error ? (
        <Alert tone="error">{getErrorMessage(error)}</Alert>
      ) : (
        <ul className="divide-y divide-ink-100">
          {services.map((service) => (
            <li
              key={service.id}
              className="flex flex-wrap items-center justify-between gap-3 py-4 first:pt-0 last:pb-0"
            >
              <div className="flex min-w-0 items-start gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                  <Repeat className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-ink-900">
                    {service.description}
                    <StatusBadge service={service} />
                  </p>
                  <p className="text-sm text-ink-600 tabular-nums">{terms(service)}</p>
                </div>
              </div>
              {service.nextRenewal && (
                <Button
                  variant="ghost"
                  className="text-danger-700 hover:bg-danger-50 hover:text-danger-700"
                  onClick={() => setConfirming(service)}
                >
                  Cancel {service.description}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={`Cancel ${confirming.description}?`}
          description={`It runs until ${formatDate(confirming.currentPeriodEnd)} and will not renew. You will not be charged for it again.`}
          confirmLabel="Cancel service"
          cancelLabel="Keep it"
          destructive
          pending={cancelling.isLoading}
          onConfirm={() => void onCancel(confirming)}
        />
      )}
    </Panel>
  );
}

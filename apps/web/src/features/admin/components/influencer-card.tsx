import { ChevronDown, ExternalLink } from 'lucide-react';
import type { TAdminInfluencer, TInfluencerStatus } from '@launchpad/shared';
import { formatDate } from '@launchpad/shared/domain/dates';
import { formatPounds } from '@launchpad/shared/domain/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { TDecisionKind } from './influencer-decision-dialog';

export const INFLUENCER_STATUS: Record<TInfluencerStatus, { label: string; tone: 'warning' | 'success' | 'danger' }> = {
  pending: { label: 'Pending', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

function Balance({ label, pence }: { label: string; pence: number }) {
  return (
    <div className="rounded-xl bg-ink-25 px-3 py-2.5 ring-1 ring-ink-100">
      <dt className="text-xs text-ink-500">{label}</dt>
      <dd className="mt-0.5 font-semibold text-ink-900 tabular-nums">{formatPounds(pence)}</dd>
    </div>
  );
}

function Details({ influencer }: { influencer: TAdminInfluencer }) {
  return (
    <div className="space-y-4 text-sm">
      <div>
        <h4 className="font-medium text-ink-900">Audience</h4>
        <p className="mt-1 whitespace-pre-line text-ink-700">{influencer.audience}</p>
      </div>
      <div>
        <h4 className="font-medium text-ink-900">Channels</h4>
        <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label="Channels">
          {influencer.channels.map((channel) => (
            <li key={channel}>
              <Badge tone="brand">{channel}</Badge>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h4 className="font-medium text-ink-900">Links</h4>
        <ul className="mt-1 space-y-1" aria-label="Links">
          {influencer.links.map((link) => (
            <li key={link}>
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 break-all text-brand-700 underline-offset-4 hover:underline"
              >
                {link}
                <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      {influencer.reason && (
        <p className="text-ink-700">
          <span className="font-medium text-ink-900">Reason given: </span>
          {influencer.reason}
        </p>
      )}
    </div>
  );
}

/** One application in the staff list: who, state, balances, and its details and actions when open. */
export function InfluencerCard({
  influencer,
  expanded,
  onToggle,
  onDecide,
  onPayout,
}: {
  influencer: TAdminInfluencer;
  expanded: boolean;
  onToggle: () => void;
  onDecide: (kind: TDecisionKind) => void;
  onPayout: () => void;
}) {
  const status = INFLUENCER_STATUS[influencer.status];
  const detailsId = `influencer-${influencer.id}`;
  return (
    <li className="rounded-2xl border border-ink-100 bg-white shadow-xs">
      <h3>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={onToggle}
          className="flex w-full items-center gap-4 rounded-2xl p-4 text-left transition-colors hover:bg-ink-25 focus-visible:ring-4 focus-visible:ring-brand-100 focus-visible:outline-none sm:p-5"
        >
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-ink-900">{influencer.user.name}</span>
              <Badge tone={status.tone}>{status.label}</Badge>
            </span>
            <span className="mt-0.5 block truncate text-sm text-ink-600">{influencer.user.email}</span>
            <span className="mt-0.5 block text-xs text-ink-500">
              Applied {formatDate(influencer.createdAt)} · {influencer.channels.join(', ')}
            </span>
          </span>
          <ChevronDown
            className={cn('size-5 shrink-0 text-ink-400 transition-transform', expanded && 'rotate-180')}
            aria-hidden="true"
          />
          <span className="sr-only">{expanded ? 'Hide details' : 'Show details'}</span>
        </button>
      </h3>
      {expanded && (
        <div id={detailsId} className="grid gap-6 border-t border-ink-100 p-4 sm:p-5 lg:grid-cols-[1fr_18rem]">
          <Details influencer={influencer} />
          <div className="space-y-4">
            <dl className="grid grid-cols-3 gap-2 lg:grid-cols-1">
              <Balance label="Pending" pence={influencer.pendingCommission} />
              <Balance label="Payable now" pence={influencer.payableCommission} />
              <Balance label="Paid" pence={influencer.paidCommission} />
            </dl>
            <div className="flex flex-wrap gap-2">
              {influencer.status === 'pending' && (
                <>
                  <Button size="sm" onClick={() => onDecide('approved')}>
                    Approve
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => onDecide('rejected')}>
                    Reject
                  </Button>
                </>
              )}
              {influencer.status === 'approved' && (
                <Button size="sm" variant="outline" onClick={onPayout}>
                  Record payout
                </Button>
              )}
            </div>
          </div>
        </div>
      )}
    </li>
  );
}

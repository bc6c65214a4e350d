import { useState } from 'react';
import { HandCoins } from 'lucide-react';
import { INFLUENCER_STATUSES, PAGE_SIZE, type TAdminInfluencer, type TInfluencerStatus } from '@launchpad/shared';
import { pageCount } from '@launchpad/shared/domain/pagination';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, Select } from '@/components/ui/field';
import { Pagination } from '@/components/ui/pagination';
import { getErrorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useListAdminInfluencersQuery } from '../influencers-api';
import { INFLUENCER_STATUS, InfluencerCard } from './influencer-card';
import { InfluencerDecisionDialog, type TDecisionKind } from './influencer-decision-dialog';
import { InfluencerPayoutDialog } from './influencer-payout-dialog';
import { CardListSkeleton, ResultCount } from './list-parts';

/**
 * Issue 10, Connect & Earn for staff: applications (pending first by default, 10 a page), each with
 * its audience, channels and links; approve with a commission rate or reject with a reason; the
 * influencer's balances and payouts.
 */
export function InfluencersPanel() {
  const [status, setStatus] = useState<TInfluencerStatus | ''>('pending');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [decision, setDecision] = useState<{ influencer: TAdminInfluencer; kind: TDecisionKind } | null>(null);
  const [payout, setPayout] = useState<TAdminInfluencer | null>(null);
  const {
    currentData: shown,
    error,
    isFetching,
  } = useListAdminInfluencersQuery({ page, pageSize: PAGE_SIZE, ...(status && { status }) });
  const totalPages = shown ? pageCount(shown.pageMeta.total_items_count) : 0;

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <Field label="Application status" className="sm:w-56">
          {(c) => (
            <Select
              {...c}
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as TInfluencerStatus | '');
                setPage(1);
              }}
            >
              <option value="">All applications</option>
              {INFLUENCER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {INFLUENCER_STATUS[value].label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {shown && <ResultCount count={shown.pageMeta.total_items_count} noun="application" />}
      </div>

      {error ? (
        <Alert tone="error">{getErrorMessage(error)}</Alert>
      ) : !shown ? (
        <CardListSkeleton label="Loading applications…" className="h-20 w-full rounded-2xl" />
      ) : shown.items.length === 0 ? (
        <EmptyState icon={<HandCoins aria-hidden="true" />} title="No applications here">
          {status
            ? `No ${INFLUENCER_STATUS[status].label.toLowerCase()} applications. Choose “All applications” to see every one.`
            : 'Applications to Connect & Earn appear here as soon as someone applies on the referral page.'}
        </EmptyState>
      ) : (
        <ul className={cn('space-y-3', isFetching && 'opacity-70')} aria-label="Influencer applications, newest first">
          {shown.items.map((influencer) => (
            <InfluencerCard
              key={influencer.id}
              influencer={influencer}
              expanded={open === influencer.id}
              onToggle={() => setOpen((current) => (current === influencer.id ? null : influencer.id))}
              onDecide={(kind) => setDecision({ influencer, kind })}
              onPayout={() => setPayout(influencer)}
            />
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Application pages" />
      <InfluencerDecisionDialog
        influencer={decision?.influencer ?? null}
        kind={decision?.kind ?? null}
        onClose={() => setDecision(null)}
      />
      <InfluencerPayoutDialog influencer={payout} onClose={() => setPayout(null)} />
    </div>
  );
}

import { Wallet } from 'lucide-react';
import { COMMISSION_REFUND_WINDOW_DAYS, MIN_PAYOUT_PENCE, type TInfluencerPayment } from '@launchpad/shared';
import { formatDate } from '@launchpad/shared/domain/dates';
import { formatPounds } from '@launchpad/shared/domain/money';
import { EmptyState } from '@/components/ui/empty-state';
import { Panel } from '@/components/ui/panel';
import { usePaymentListInfiniteQuery } from '../api';
import { LoadFailure } from './load-failure';
import { MoreButton } from './more-button';
import { RowsSkeleton, UsageTable, type TColumn } from './usage-table';

const COLUMNS: TColumn<TInfluencerPayment>[] = [
  { header: 'Date', cell: (row) => <span className="whitespace-nowrap">{formatDate(row.createdAt)}</span> },
  { header: 'Reference', cell: (row) => row.reference ?? '—' },
  {
    header: 'Amount',
    numeric: true,
    cell: (row) => <span className="font-medium text-ink-900">{formatPounds(row.amount)}</span>,
  },
];

function Total({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-ink-25 p-4 ring-1 ring-ink-100">
      <dt className="text-sm text-ink-500">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-ink-900 tabular-nums">{formatPounds(value)}</dd>
    </div>
  );
}

/** The Payments tab (SPEC §2, §3): payouts so far, paged with More, and the running totals. */
export default function PaymentsTab() {
  const { data, error, isFetchingNextPage, hasNextPage, fetchNextPage } = usePaymentListInfiniteQuery();
  const rows = data?.pages.flatMap((page) => page.items) ?? [];
  const totals = data?.pages.at(-1)?.totals;

  return (
    <Panel
      title="Payment history"
      description={`Commission is paid out once it is past the ${COMMISSION_REFUND_WINDOW_DAYS}-day refund window and adds up to at least ${formatPounds(MIN_PAYOUT_PENCE)}.`}
    >
      {error && rows.length === 0 ? (
        <LoadFailure title="Failed to fetch payment history" error={error} />
      ) : !data ? (
        <RowsSkeleton label="Loading payment history…" />
      ) : (
        <>
          {totals && (
            <dl className="mb-5 grid gap-3 sm:grid-cols-3">
              <Total label="Total commission" value={totals.totalCommission} />
              <Total label="Paid to you" value={totals.totalCompletedPayments} />
              <Total label="Pending commission" value={totals.totalPendingCommission} />
            </dl>
          )}
          {rows.length === 0 ? (
            <EmptyState icon={<Wallet aria-hidden="true" />} title="No payment history available">
              Payouts appear here once staff have paid your commission.
            </EmptyState>
          ) : (
            <>
              <UsageTable caption="Payouts, newest first" columns={COLUMNS} rows={rows} />
              {error && <LoadFailure title="Failed to fetch payment history" error={error} className="mt-4" />}
              <MoreButton
                hasMore={hasNextPage}
                loading={isFetchingNextPage}
                onMore={() => void fetchNextPage()}
                label="More payments"
              />
            </>
          )}
        </>
      )}
    </Panel>
  );
}

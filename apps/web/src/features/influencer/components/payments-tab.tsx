import { Wallet } from 'lucide-react';
import { COMMISSION_REFUND_WINDOW_DAYS, MIN_PAYOUT_PENCE, type TInfluencerPayment } from '@launchpad/shared';
import { formatDate } from '@launchpad/shared/domain/dates';
import { formatPounds } from '@launchpad/shared/domain/money';
import { Panel } from '@/components/ui/panel';
import { usePaymentListInfiniteQuery } from '../api';
import { PagedUsage } from './paged-usage';
import type { TColumn } from './usage-table';

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
  const query = usePaymentListInfiniteQuery();
  const totals = query.data?.pages.at(-1)?.totals;

  return (
    <Panel
      title="Payment history"
      description={`Commission is paid out once it is past the ${COMMISSION_REFUND_WINDOW_DAYS}-day refund window and adds up to at least ${formatPounds(MIN_PAYOUT_PENCE)}.`}
    >
      <PagedUsage
        query={query}
        columns={COLUMNS}
        caption="Payouts, newest first"
        failureTitle="Failed to fetch payment history"
        loadingLabel="Loading payment history…"
        empty={{
          icon: <Wallet aria-hidden="true" />,
          title: 'No payment history available',
          text: 'Payouts appear here once staff have paid your commission.',
        }}
        moreLabel="More payments"
        header={
          totals && (
            <dl className="mb-5 grid gap-3 sm:grid-cols-3">
              <Total label="Total commission" value={totals.totalCommission} />
              <Total label="Paid to you" value={totals.totalCompletedPayments} />
              <Total label="Pending commission" value={totals.totalPendingCommission} />
            </dl>
          )
        }
      />
    </Panel>
  );
}

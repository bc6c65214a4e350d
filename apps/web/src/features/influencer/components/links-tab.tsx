import { useId } from 'react';
import { Users } from 'lucide-react';
import type { TReferralUsage } from '@launchpad/shared';
import { formatDate } from '@launchpad/shared/domain/dates';
import { formatPounds } from '@launchpad/shared/domain/money';
import { useAppSelector } from '@/app/hooks';
import { Alert } from '@/components/ui/alert';
import { inputClasses } from '@/components/ui/field';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useReferralUsageListInfiniteQuery, useReferralUsageStatsQuery } from '../api';
import { CommissionStatus } from './commission-status';
import { CopyButton } from './copy-button';
import { LoadFailure } from './load-failure';
import { PagedUsage } from './paged-usage';
import type { TColumn } from './usage-table';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-ink-25 p-4 ring-1 ring-ink-100">
      <dt className="text-sm text-ink-500">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-ink-900 tabular-nums">{value}</dd>
    </div>
  );
}

function ReferralLink({ influencerId }: { influencerId: string }) {
  const inputId = useId();
  const { data, error } = useReferralUsageStatsQuery(influencerId);
  if (error) return <LoadFailure title="Failed to fetch referral data" error={error} />;
  if (!data) {
    return (
      <div role="status">
        <span className="sr-only">Loading your referral link…</span>
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    );
  }
  const link = data.referrals[0]?.link ?? null;
  // SPEC §9: the server answers the first referral's rate, 5% when there is none.
  const rate = data.commissionRate;
  return (
    <Panel
      title="Your referral link"
      description="Anyone who signs up through it within 30 days and buys the Startup Membership Plan earns you commission."
    >
      {link ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">
            Referral link
          </label>
          <input
            id={inputId}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className={inputClasses(false, 'font-mono text-sm')}
          />
          <CopyButton
            text={link}
            label="Copy"
            accessibleLabel="Copy referral link"
            copied="URL copied to clipboard!"
            failed="Failed to copy URL"
            variant="primary"
            size="md"
          />
        </div>
      ) : (
        <p className="text-sm text-ink-600">Your referral link is being set up. Please check back shortly.</p>
      )}
      <Alert tone="info" className="mt-4">
        The referral link is valid only for the Startup Membership Plan.
      </Alert>
      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Commission rate" value={`${rate}%`} />
        <Figure label="Sign-ups" value={String(data.totalSignups)} />
        <Figure label="Purchases" value={String(data.totalUsages)} />
        <Figure label="Commission" value={formatPounds(data.totalCommission)} />
      </dl>
    </Panel>
  );
}

const COLUMNS: TColumn<TReferralUsage>[] = [
  { header: 'Customer', cell: (row) => <span className="font-medium text-ink-900">{row.usedBy.dummyName}</span> },
  { header: 'Invoice', cell: (row) => (row.Invoice.invoice_number === null ? '—' : `#${row.Invoice.invoice_number}`) },
  { header: 'Subtotal', numeric: true, cell: (row) => formatPounds(row.Invoice.subtotal) },
  { header: 'Rate', numeric: true, cell: (row) => `${row.Referral.commissionRate}%` },
  {
    header: 'Commission',
    numeric: true,
    cell: (row) => (
      <span className="inline-flex items-center gap-2">
        <CommissionStatus status={row.status} />
        <span className="font-medium text-ink-900">{formatPounds(row.commissionAmount)}</span>
      </span>
    ),
  },
  { header: 'Date', cell: (row) => <span className="whitespace-nowrap">{formatDate(row.createdAt)}</span> },
];

function ReferralUsage({ influencerId }: { influencerId: string }) {
  return (
    <PagedUsage
      query={useReferralUsageListInfiniteQuery(influencerId)}
      columns={COLUMNS}
      caption="Referral usage, newest first"
      failureTitle="Failed to fetch referral usage"
      loadingLabel="Loading referral usage…"
      empty={{
        icon: <Users aria-hidden="true" />,
        title: 'No referral usage available',
        text: 'When someone you referred buys the Startup Membership Plan, it shows here.',
      }}
      moreLabel="More referral usage"
    />
  );
}

/** The Links tab (SPEC §2, §3, §9): the referral link, its rate and stats, and who used it. */
export default function LinksTab() {
  const influencerId = useAppSelector((state) => state.auth.user?.id ?? '');
  return (
    <div className="space-y-6">
      <ReferralLink influencerId={influencerId} />
      <Panel title="Referral usage" description="Customers are shown by a stand-in name to protect their privacy.">
        <ReferralUsage influencerId={influencerId} />
      </Panel>
    </div>
  );
}

import { formatPounds } from '@launchpad/shared/domain/money';
import { Skeleton } from '@/components/ui/skeleton';
import { useInfluencerStatsQuery } from '../api';
import { LoadFailure } from './load-failure';

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5">
      <dt className="text-sm text-ink-500">{label}</dt>
      <dd className="mt-1.5 text-xl font-semibold text-ink-900 tabular-nums sm:text-2xl">{value}</dd>
      {note && <dd className="mt-0.5 text-xs text-ink-500">{note}</dd>}
    </div>
  );
}

/** SPEC §3 "Influencer stats": totals in pounds with 2 decimals, and counts. */
export function StatsSummary() {
  const { data: stats, error } = useInfluencerStatsQuery();
  if (error) return <LoadFailure title="Failed to fetch your earnings" error={error} />;
  if (!stats) {
    return (
      <div role="status" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <span className="sr-only">Loading your earnings…</span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </div>
    );
  }
  return (
    <section aria-labelledby="influencer-stats-title">
      <h2 id="influencer-stats-title" className="sr-only">
        Your earnings
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Total commission" value={formatPounds(stats.totalCommission)} />
        <Stat
          label="Pending commission"
          value={formatPounds(stats.totalPendingCommission)}
          note={`${formatPounds(stats.totalPayableCommission)} past the refund window`}
        />
        <Stat label="Paid out" value={formatPounds(stats.totalCompletedPayments)} />
        <Stat
          label="Coupon uses"
          value={String(stats.totalCouponUsages)}
          note={`${stats.totalCoupons} coupon${stats.totalCoupons === 1 ? '' : 's'} · ${stats.totalReferrals} referral${stats.totalReferrals === 1 ? '' : 's'}`}
        />
      </dl>
    </section>
  );
}

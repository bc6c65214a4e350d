import { Receipt, TicketPercent } from 'lucide-react';
import { isInfluencerCoupon, describeCoupon, type TCouponUsage, type TInfluencerCoupon } from '@launchpad/shared';
import { formatDate } from '@launchpad/shared/domain/dates';
import { formatPounds } from '@launchpad/shared/domain/money';
import { EmptyState } from '@/components/ui/empty-state';
import { Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { useCouponUsageListInfiniteQuery, useCouponUsageStatsQuery } from '../api';
import { CommissionStatus } from './commission-status';
import { CopyButton } from './copy-button';
import { LoadFailure } from './load-failure';
import { PagedUsage } from './paged-usage';
import type { TColumn } from './usage-table';

/** SPEC §3: what a coupon applies to; an `inf-` coupon covers every startup package. */
export function appliesTo(coupon: TInfluencerCoupon): string {
  if (isInfluencerCoupon(coupon)) return 'All startup packages';
  const names = [...coupon.products, ...coupon.groups, ...coupon.plans].map((item) => item.name);
  return coupon.is_specific_items && names.length > 0 ? names.join(', ') : 'Everything in the cart';
}

function Detail({ term, children }: { term: string; children: string }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-ink-500">{term}</dt>
      <dd className="text-right font-medium text-ink-800">{children}</dd>
    </div>
  );
}

function CouponCard({ coupon }: { coupon: TInfluencerCoupon }) {
  return (
    <li className="flex flex-col rounded-2xl border border-ink-100 bg-white p-5 shadow-xs">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{describeCoupon(coupon)}</p>
          <h3 className="mt-1 font-mono text-lg font-semibold break-all text-ink-900">{coupon.name}</h3>
        </div>
        <CopyButton
          text={coupon.name}
          label="Copy code"
          accessibleLabel={`Copy code ${coupon.name}`}
          copied={`Code ${coupon.name} copied to clipboard!`}
          failed="Failed to copy code"
        />
      </div>
      <dl className="mt-4 divide-y divide-ink-100 border-t border-ink-100 text-sm">
        <Detail term="Redeem by">{coupon.redeem_by ? formatDate(coupon.redeem_by) : 'No expiry'}</Detail>
        <Detail term="Max redemptions">
          {coupon.max_redemptions === null ? 'Unlimited' : String(coupon.max_redemptions)}
        </Detail>
        <Detail term="Applies to">{appliesTo(coupon)}</Detail>
        <Detail term="Your commission">{`${coupon.commissionRate}%`}</Detail>
        <Detail term="Uses">{String(coupon.usageCount)}</Detail>
      </dl>
    </li>
  );
}

function Coupons() {
  const { data, error } = useCouponUsageStatsQuery();
  if (error) return <LoadFailure title="Failed to fetch coupon stats" error={error} />;
  if (!data) {
    return (
      <div role="status" className="grid gap-4 md:grid-cols-2">
        <span className="sr-only">Loading your coupons…</span>
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-64 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (data.items.length === 0) {
    return (
      <EmptyState icon={<TicketPercent aria-hidden="true" />} title="No coupons available">
        Staff create your coupon codes; they will appear here.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Your coupons">
      {data.items.map((coupon) => (
        <CouponCard key={coupon.id} coupon={coupon} />
      ))}
    </ul>
  );
}

const COLUMNS: TColumn<TCouponUsage>[] = [
  { header: 'Buyer', cell: (row) => <span className="font-medium text-ink-900">{row.User.dummyName}</span> },
  { header: 'Coupon', cell: (row) => <span className="font-mono">{row.coupon.name}</span> },
  { header: 'Invoice', cell: (row) => (row.Invoice.invoice_number === null ? '—' : `#${row.Invoice.invoice_number}`) },
  { header: 'Subtotal', numeric: true, cell: (row) => formatPounds(row.Invoice.subtotal) },
  { header: 'Line total', numeric: true, cell: (row) => formatPounds(row.appliedInvoiceItem.total_amount) },
  { header: 'Discount', numeric: true, cell: (row) => formatPounds(row.appliedInvoiceItem.discount_amount) },
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

function CouponUsage() {
  return (
    <PagedUsage
      query={useCouponUsageListInfiniteQuery()}
      columns={COLUMNS}
      caption="Coupon usage, newest first"
      failureTitle="Failed to fetch coupon usage"
      loadingLabel="Loading coupon usage…"
      empty={{
        icon: <Receipt aria-hidden="true" />,
        title: 'No coupon usage available',
        text: 'Each paid invoice that uses one of your codes shows here with your commission.',
      }}
      moreLabel="More coupon usage"
    />
  );
}

/** The Coupons tab (SPEC §2, §3): the influencer's codes and every paid invoice that used one. */
export default function CouponsTab() {
  return (
    <div className="space-y-6">
      <Coupons />
      <Panel title="Coupon usage" description="Buyers are shown by a stand-in name to protect their privacy.">
        <CouponUsage />
      </Panel>
    </div>
  );
}

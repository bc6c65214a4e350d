import type { TOrder } from '@launchpad/shared';
import { formatPounds } from '@launchpad/shared/domain/money';

/** Subtotal, discount, VAT and total as charged. */
export function OrderTotals({ order }: { order: TOrder }) {
  const rows: [string, string, string?][] = [['Subtotal', formatPounds(order.subtotalPence)]];
  if (order.discountPence > 0) {
    rows.push([
      `Discount${order.couponName ? ` (${order.couponName})` : ''}`,
      `−${formatPounds(order.discountPence)}`,
      'text-success-700',
    ]);
  }
  rows.push([`VAT (${order.vatRatePercent}%)`, formatPounds(order.vatPence)]);
  return (
    <dl className="space-y-2 text-sm">
      {rows.map(([label, value, tone]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-ink-600">{label}</dt>
          <dd className={tone ?? 'text-ink-900 tabular-nums'}>{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 pt-1 text-base font-semibold text-ink-900">
        <dt>Total paid</dt>
        <dd className="tabular-nums">{formatPounds(order.totalPence)}</dd>
      </div>
    </dl>
  );
}

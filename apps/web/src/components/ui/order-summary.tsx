import type { ReactNode } from 'react';
import type { TPriceSummary } from '@launchpad/shared/domain/pricing';
import { formatPounds } from '@launchpad/shared/domain/money';
import { UK_VAT_RATE_PERCENT } from '@launchpad/shared/domain/pricing';

type TOrderSummaryProps = {
  summary: TPriceSummary;
  /** "WELCOME10": the discount row names the coupon. */
  couponName?: string | null;
  vatRatePercent?: number;
  children?: ReactNode;
};

/** Subtotal, discount, VAT (shown separately, SPEC issue 5) and total, in £ en-GB. */
export function OrderSummary({
  summary,
  couponName,
  vatRatePercent = UK_VAT_RATE_PERCENT,
  children,
}: TOrderSummaryProps) {
  return (
    <div>
      <dl className="space-y-2.5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-600">Subtotal</dt>
          <dd className="font-medium text-ink-900 tabular-nums">{formatPounds(summary.subtotal)}</dd>
        </div>
        {summary.discount > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-600">Discount{couponName ? ` (${couponName})` : ''}</dt>
            <dd className="font-medium text-success-700 tabular-nums">−{formatPounds(summary.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-ink-600">VAT ({vatRatePercent}%)</dt>
          <dd className="font-medium text-ink-900 tabular-nums">{formatPounds(summary.vat)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-ink-100 pt-3 text-base">
          <dt className="font-semibold text-ink-900">Total</dt>
          <dd className="font-semibold text-ink-900 tabular-nums" data-testid="order-total">
            {formatPounds(summary.total)}
          </dd>
        </div>
      </dl>
      {children}
    </div>
  );
}

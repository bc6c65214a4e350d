import { useState } from 'react';
import { couponRoutes, type TCouponCheck, type TPlan } from '@launchpad/shared';
import { formatPounds } from '@launchpad/shared/domain/money';
import { priceSummary } from '@launchpad/shared/domain/pricing';
import { CouponField } from '@/components/ui/coupon-field';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { OrderSummary } from '@/components/ui/order-summary';
import { api, getErrorMessage } from '@/lib/api';
import { fromEndpoint } from '@/lib/endpoint';
import { usePaymentAttempt } from '@/lib/use-payment-attempt';
import type { TPlanBilling } from '../plan-billing';
import type { TPlanPaymentForm } from '../plan-payment';
import { useCreateSubscriptionPaymentMutation, useRereadAccountMutation } from '../subscription-api';
import { BillingToggle } from './billing-toggle';
import { PlanSuccess } from './plan-success';

const couponApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkPlanCoupon: build.mutation(
      fromEndpoint(
        couponRoutes.check,
        ({ code, planId, interval }: { code: string; planId: string; interval: TPlanBilling }) => ({
          params: { id: code },
          body: { startupPackage: { planId, interval } },
        }),
      ),
    ),
  }),
});

type TPlanCheckoutDialogProps = {
  plan: TPlan | null;
  billing: TPlanBilling;
  onBillingChange: (billing: TPlanBilling) => void;
  onClose: () => void;
  PaymentForm: TPlanPaymentForm;
};

/** Buying a startup plan: interval, coupon, card, Pay; then the account is re-read so the plan's tools open. */
export function PlanCheckoutDialog({ plan, billing, onBillingChange, onClose, PaymentForm }: TPlanCheckoutDialogProps) {
  const [checkCoupon, couponState] = couponApi.useCheckPlanCouponMutation();
  const [pay, payState] = useCreateSubscriptionPaymentMutation();
  const [reread] = useRereadAccountMutation();
  const attempt = usePaymentAttempt('plan');
  const [applied, setApplied] = useState<{ code: string; check: TCouponCheck; billing: TPlanBilling } | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ renewsOn: string | null } | null>(null);

  const amount = plan ? (billing === 'month' ? plan.monthlyPricePence : plan.yearlyPricePence) : 0;
  const coupon = applied?.billing === billing ? applied : null;
  const summary = coupon ? coupon.check.summary : priceSummary(amount);

  const apply = async (code: string) => {
    if (!plan) return;
    setCouponError(null);
    try {
      const check = await checkCoupon({ code, planId: plan.id, interval: billing }).unwrap();
      setApplied({ code, check, billing });
    } catch (error) {
      setCouponError(getErrorMessage(error));
    }
  };

  const onPay = async (cardId: string) => {
    if (!plan) return;
    setFailure(null);
    const couponCode = coupon?.code;
    try {
      const outcome = await attempt(
        `${plan.id}|${billing}|${cardId}|${couponCode ?? ''}`,
        (idempotencyKey) =>
          pay({
            planId: plan.id,
            interval: billing,
            idempotencyKey,
            paymentMethod: { cardId },
            ...(couponCode && { couponCode }),
          }).unwrap(),
        (answer) => answer.status === 'paid' || answer.status === 'scheduled',
      );
      if (outcome.status === 'paid' || outcome.status === 'scheduled') {
        // The plan's flags (tools, build_startup_ai) come with the account: read it now.
        await reread()
          .unwrap()
          .catch(() => undefined);
        setDone({ renewsOn: outcome.subscription?.currentPeriodEnd ?? null });
      } else {
        setFailure('Your payment is being confirmed. Press Pay again in a moment to check on it.');
      }
    } catch (error) {
      setFailure(getErrorMessage(error));
    }
  };

  return (
    <Dialog open={plan !== null} onOpenChange={(open) => !open && !payState.isLoading && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto">
        {plan &&
          (done ? (
            <PlanSuccess plan={plan} renewsOn={done.renewsOn} />
          ) : (
            <div className="space-y-6">
              <div>
                <DialogTitle>Subscribe to {plan.name}</DialogTitle>
                <DialogDescription className="mt-1">
                  Billed {billing === 'month' ? 'monthly' : 'yearly'}. Cancel at any time; your plan runs to the end of
                  the period you paid for.
                </DialogDescription>
              </div>
              <div className="flex justify-center">
                <BillingToggle value={billing} onChange={onBillingChange} savingPercent={0} />
              </div>
              <div className="space-y-4 rounded-2xl bg-ink-25 p-4 ring-1 ring-ink-100">
                <div className="flex justify-between gap-3 text-sm">
                  <span className="font-medium text-ink-900">
                    {plan.name}, {billing === 'month' ? 'monthly' : 'yearly'}
                  </span>
                  <span className="text-ink-900 tabular-nums">{formatPounds(amount)}</span>
                </div>
                <CouponField
                  applied={coupon ? { code: coupon.code, description: coupon.check.coupon.description } : null}
                  checking={couponState.isLoading}
                  error={couponError}
                  onApply={(code) => void apply(code)}
                  onRemove={() => {
                    setApplied(null);
                    setCouponError(null);
                  }}
                />
                <OrderSummary summary={summary} couponName={coupon?.check.coupon.name} />
              </div>
              <PaymentForm
                amountLabel={formatPounds(summary.total)}
                pending={payState.isLoading}
                failure={failure}
                disabled={couponState.isLoading}
                onPay={(cardId) => void onPay(cardId)}
              />
            </div>
          ))}
      </DialogContent>
    </Dialog>
  );
}

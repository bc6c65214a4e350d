import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { TCartData, TCheckoutResult } from '@launchpad/shared';
import { formatPounds } from '@launchpad/shared/domain/money';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CouponField } from '@/components/ui/coupon-field';
import { OrderSummary } from '@/components/ui/order-summary';
import { paths } from '@/config/paths';
import { PaymentStep, useCheckoutMutation, usePaymentAuthentication } from '@/features/payments';
import { getErrorMessage } from '@/lib/api';
import { forgetPaymentAttempt, usePaymentAttempt } from '@/lib/use-payment-attempt';
import { useApplyCartCouponMutation, useGetCartQuery, useRemoveCartCouponMutation } from '../api';
import { CartLoading, ContinueShopping, EmptyCart, Heading, SummaryCard } from './cart-sections';
import { ServerCartLines } from './server-cart-lines';

/** A signed-in customer: the server cart, its coupon (kept with it), then the payment step. */
export function SignedInCart() {
  const navigate = useNavigate();
  const { data, error, isLoading, isFetching, refetch } = useGetCartQuery();
  const [applyCoupon, applyState] = useApplyCartCouponMutation();
  const [removeCoupon, removeState] = useRemoveCartCouponMutation();
  const [couponError, setCouponError] = useState<string | null>(null);
  const [step, setStep] = useState<'cart' | 'payment'>('cart');
  const [checkout, checkoutState] = useCheckoutMutation();
  const [payFailure, setPayFailure] = useState<string | null>(null);
  const attempt = usePaymentAttempt();
  const { authenticate, dialog: bankStep } = usePaymentAuthentication();
  const couponBusy = applyState.isLoading || removeState.isLoading;

  if (isLoading) return <CartLoading />;
  if (error || !data) {
    return (
      <>
        <Heading>Your cart</Heading>
        <Alert
          tone="error"
          title="Your cart could not be loaded"
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        >
          {getErrorMessage(error)}
        </Alert>
      </>
    );
  }
  if (data.cart.CartItems.length === 0) return <EmptyCart />;

  // The server checks the coupon against the cart on every read: the summary is its total.
  const { summary, coupon } = data;
  const applied = coupon?.applies ? coupon : null;
  const onApply = async (code: string) => {
    setCouponError(null);
    try {
      await applyCoupon(code).unwrap();
    } catch (failure) {
      setCouponError(getErrorMessage(failure));
    }
  };
  const onRemoveCoupon = async () => {
    setCouponError(null);
    try {
      await removeCoupon().unwrap();
    } catch (failure) {
      setCouponError(getErrorMessage(failure));
    }
  };

  const onPay = async (paymentMethod: { cardId: string } | { paymentMethodId: string }) => {
    setPayFailure(null);
    const couponCode = applied?.code;
    // One purchase, one key (issue 20): the key is bound to the cart's version, coupon and total and kept
    // in this tab, so a reload during the bank's step and Pay again returns the same order.
    const purchase = `${data.cartId ?? ''}|${JSON.stringify(data.cart)}|${couponCode ?? ''}|${summary.total}`;
    let result: TCheckoutResult;
    try {
      result = await attempt(
        purchase,
        (idempotencyKey) => checkout({ idempotencyKey, paymentMethod, ...(couponCode && { couponCode }) }).unwrap(),
        (answer) => answer.status === 'paid',
      );
    } catch (failure) {
      setPayFailure(getErrorMessage(failure));
      return;
    }
    try {
      // 3-D Secure: the bank's step (Stripe.js, or the test bank's dialog), then the order settles.
      const settled =
        result.status === 'requires_action' ? await authenticate(result, formatPounds(summary.total)) : result;
      if (settled.status === 'paid') {
        forgetPaymentAttempt('checkout');
        await navigate(paths.thankyouFor(settled.order.id), { state: { order: settled.order } });
      } else {
        setPayFailure(
          settled.status === 'requires_action'
            ? 'Your bank still needs you to confirm this payment. Press Pay again to continue.'
            : 'Your payment is being processed. Press Pay again in a moment to check on it.',
        );
      }
    } catch (failure) {
      // The bank's step failed or was abandoned: that order is over, the next Pay is a new attempt.
      forgetPaymentAttempt('checkout');
      setPayFailure(getErrorMessage(failure));
    }
  };

  return (
    <>
      <Heading
        aside={
          step === 'payment' && (
            <Button variant="ghost" onClick={() => setStep('cart')}>
              <ArrowLeft aria-hidden="true" />
              Back to cart
            </Button>
          )
        }
      >
        {step === 'cart' ? 'Your cart' : 'Pay for your order'}
      </Heading>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          {step === 'cart' ? (
            <>
              <ServerCartLines data={data} busy={isFetching} />
              <ContinueShopping />
            </>
          ) : (
            <PaymentStep
              amountLabel={formatPounds(summary.total)}
              pending={checkoutState.isLoading}
              failure={payFailure}
              disabled={couponBusy || isFetching}
              amountPence={summary.total}
              onPay={(cardId) => void onPay({ cardId })}
              onPayWithNewCard={(paymentMethodId) => void onPay({ paymentMethodId })}
            />
          )}
          {bankStep}
        </div>
        <SummaryCard>
          {step === 'payment' && <CompactLines data={data} />}
          {coupon && !coupon.applies ? (
            <Alert
              tone="warning"
              title={`Coupon ${coupon.code} no longer applies`}
              action={
                <Button
                  variant="outline"
                  size="sm"
                  loading={removeState.isLoading}
                  onClick={() => void onRemoveCoupon()}
                >
                  Remove coupon
                </Button>
              }
            >
              {coupon.message}
            </Alert>
          ) : (
            <CouponField
              applied={applied ? { code: applied.code, description: applied.description ?? '' } : null}
              checking={applyState.isLoading}
              error={couponError}
              onApply={(code) => void onApply(code)}
              onRemove={() => void onRemoveCoupon()}
            />
          )}
          <OrderSummary summary={summary} couponName={applied?.name} />
          {step === 'cart' && (
            <Button size="lg" className="w-full" onClick={() => setStep('payment')}>
              Checkout
              <ArrowRight aria-hidden="true" />
            </Button>
          )}
        </SummaryCard>
      </div>
    </>
  );
}

function CompactLines({ data }: { data: TCartData }) {
  return (
    <ul className="space-y-1.5 border-b border-ink-100 pb-4 text-sm">
      {data.lines.map((line) => (
        <li key={line.id} className="flex justify-between gap-3">
          <span className="min-w-0 truncate text-ink-700">{line.name}</span>
          <span className="text-ink-900 tabular-nums">{formatPounds(line.totals.total)}</span>
        </li>
      ))}
    </ul>
  );
}

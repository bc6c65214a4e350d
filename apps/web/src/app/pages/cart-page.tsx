import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, ArrowRight, LogIn, ShoppingBag } from 'lucide-react';
import type { TCartData, TCheckoutResult } from '@launchpad/shared';
import { cartSubtotal } from '@launchpad/shared/domain/cart-totals';
import { formatPounds } from '@launchpad/shared/domain/money';
import { priceSummary } from '@launchpad/shared/domain/pricing';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import { selectIsLoggedIn } from '@/features/auth/auth-slice';
import { useApplyCartCouponMutation, useGetCartQuery, useRemoveCartCouponMutation } from '@/features/cart/api';
import { selectCart, selectCartRead } from '@/features/cart/cart-slice';
import { useVisitorCoupon } from '@/features/cart/use-visitor-coupon';
import { CouponField } from '@/components/ui/coupon-field';
import { LocalCartLines } from '@/features/cart/components/local-cart-lines';
import { OrderSummary } from '@/components/ui/order-summary';
import { ServerCartLines } from '@/features/cart/components/server-cart-lines';
import { useCheckoutMutation } from '@/features/payments/api';
import { PaymentStep } from '@/features/payments/components/payment-step';
import { usePaymentAuthentication } from '@/features/payments/use-payment-authentication';
import { forgetPaymentAttempt, usePaymentAttempt } from '@/lib/use-payment-attempt';
import { useAppSelector } from '@/app/hooks';

function Heading({ children, aside }: { children: string; aside?: React.ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <p className="text-sm font-semibold text-brand-700">Checkout</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">{children}</h1>
      </div>
      {aside}
    </div>
  );
}

/** The cart while it is read: the signed-in customer's from the api, a visitor's from their browser. */
function CartLoading() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading your cart…</span>
      <Skeleton className="h-9 w-48" />
      <Skeleton className="h-28 rounded-2xl" />
      <Skeleton className="h-28 rounded-2xl" />
    </div>
  );
}

function EmptyCart() {
  return (
    <>
      <Heading>Your cart</Heading>
      <EmptyState
        icon={<ShoppingBag aria-hidden="true" />}
        title="Your cart is empty"
        action={
          <Link to={paths.services} className={buttonClasses()}>
            Browse services
            <ArrowRight aria-hidden="true" />
          </Link>
        }
      >
        Company formation, trade marks, bookkeeping and more: add a service and it will wait for you here.
      </EmptyState>
    </>
  );
}

function ContinueShopping() {
  return (
    <div className="mt-6 border-t border-ink-100 pt-5">
      <Link
        to={paths.services}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Continue shopping
      </Link>
    </div>
  );
}

function SummaryCard({ children }: { children: React.ReactNode }) {
  return (
    <aside
      aria-label="Order summary"
      className="space-y-5 rounded-2xl bg-ink-25 p-5 ring-1 ring-ink-100 lg:sticky lg:top-24 lg:self-start"
    >
      <h2 className="font-semibold text-ink-900">Order summary</h2>
      {children}
    </aside>
  );
}

/** An anonymous visitor: the browser's cart, and sign-in before checkout (the cart is merged then). */
function AnonymousCart() {
  const cart = useAppSelector(selectCart);
  const cartRead = useAppSelector(selectCartRead);
  const coupon = useVisitorCoupon(cart);
  if (!cartRead) return <CartLoading />;
  if (cart.CartItems.length === 0) return <EmptyCart />;
  const applied = coupon.check && coupon.code ? { code: coupon.code, check: coupon.check } : null;
  return (
    <>
      <Heading>Your cart</Heading>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <LocalCartLines items={cart.CartItems} />
          <ContinueShopping />
        </div>
        <SummaryCard>
          {coupon.code && coupon.refusal ? (
            <Alert
              tone="warning"
              title={`Coupon ${coupon.code} no longer applies`}
              action={
                <Button variant="outline" size="sm" onClick={coupon.remove}>
                  Remove coupon
                </Button>
              }
            >
              {coupon.refusal}
            </Alert>
          ) : (
            <CouponField
              applied={applied ? { code: applied.code, description: applied.check.coupon.description } : null}
              checking={coupon.checking}
              error={coupon.error}
              onApply={(code) => void coupon.apply(code)}
              onRemove={coupon.remove}
            />
          )}
          <OrderSummary
            summary={applied ? applied.check.summary : priceSummary(cartSubtotal(cart))}
            couponName={applied?.check.coupon.name}
          />
          <div className="space-y-3">
            <Link
              to={paths.firstPurchaseAfterLogin}
              className={buttonClasses({
                size: 'lg',
                className: 'h-auto! min-h-12 w-full py-3 text-center whitespace-normal!',
              })}
            >
              <LogIn aria-hidden="true" />
              Sign in or create an account to check out
            </Link>
            <p className="text-xs text-ink-500">
              Your cart and coupon are kept when you sign in. Prices are confirmed at checkout.
            </p>
          </div>
        </SummaryCard>
      </div>
    </>
  );
}

/** A signed-in customer: the server cart, its coupon (kept with it), then the payment step. */
function SignedInCart() {
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

/** /cart (SPEC §2 auth layout). */
export default function CartPage() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return isLoggedIn ? <SignedInCart /> : <AnonymousCart />;
}

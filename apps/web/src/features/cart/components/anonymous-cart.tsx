import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { cartSubtotal } from '@launchpad/shared/domain/cart-totals';
import { priceSummary } from '@launchpad/shared/domain/pricing';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { CouponField } from '@/components/ui/coupon-field';
import { OrderSummary } from '@/components/ui/order-summary';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/app/hooks';
import { selectCart, selectCartRead } from '../cart-slice';
import { useVisitorCoupon } from '../use-visitor-coupon';
import { CartLoading, ContinueShopping, EmptyCart, Heading, SummaryCard } from './cart-sections';
import { LocalCartLines, useLineProductsSettled } from './local-cart-lines';

/** An anonymous visitor: the browser's cart, and sign-in before checkout (the cart is merged then). */
export function AnonymousCart() {
  const cart = useAppSelector(selectCart);
  const cartRead = useAppSelector(selectCartRead);
  const coupon = useVisitorCoupon(cart);
  const productsSettled = useLineProductsSettled(cart.CartItems);
  if (!cartRead || !productsSettled) return <CartLoading />;
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

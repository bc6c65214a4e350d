import { Link } from 'react-router';
import { ArrowLeft, ArrowRight, ShoppingBag } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

/* The parts of the cart page that a visitor's cart and a signed-in customer's have in common. */

export function Heading({ children, aside }: { children: string; aside?: React.ReactNode }) {
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

/**
 * The cart while it is read: the signed-in customer's from the api, a visitor's from their browser (the server
 * renders /cart so). Shaped and sized like a cart with one line at each breakpoint, so that the cart replacing it
 * moves nothing on the page (layout shift, issue 23): the card is centred on wider screens, and the footer sits
 * below it.
 */
export function CartLoading() {
  return (
    <>
      <Heading>Your cart</Heading>
      <div role="status" className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <span className="sr-only">Loading your cart…</span>
        <div>
          <Skeleton className="h-24 rounded-2xl sm:h-17" />
          <ContinueShopping />
        </div>
        <Skeleton className="h-106 rounded-2xl sm:h-95 lg:h-106" />
      </div>
    </>
  );
}

export function EmptyCart() {
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

export function ContinueShopping() {
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

export function SummaryCard({ children }: { children: React.ReactNode }) {
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

import { Link, useLocation, useSearchParams } from 'react-router';
import { ArrowRight, CheckCircle2, Download } from 'lucide-react';
import type { TOrder } from '@launchpad/shared';
import { formatDate } from '@launchpad/shared/domain/dates';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import { useGetOrderQuery } from '../api';
import { OrderLines } from '../components/order-lines';
import { OrderTotals } from '../components/order-totals';
import { useInvoiceDownload } from '../use-invoice-download';

/** /thankyou?order={id}: the order just paid (from checkout, or read again after a reload). */
export default function ThankYouPage() {
  const [params] = useSearchParams();
  const passed = (useLocation().state as { order?: TOrder } | null)?.order;
  const orderId = params.get('order') ?? passed?.id ?? null;
  const { data, error } = useGetOrderQuery(orderId ?? '', { skip: !orderId || Boolean(passed) });
  const order = passed ?? data;
  const { download, pending } = useInvoiceDownload();

  if (!orderId) {
    return (
      <div className="py-4 text-center">
        <h1 className="text-2xl font-semibold text-ink-900">Thank you</h1>
        <p className="mt-2 text-ink-600">Your orders and invoices are in your account.</p>
        <Link to={paths.accountOrders} className={buttonClasses({ className: 'mt-6' })}>
          View your orders
        </Link>
      </div>
    );
  }
  if (error) return <Alert tone="error">{getErrorMessage(error)}</Alert>;
  if (!order) {
    return (
      <div role="status" className="space-y-4">
        <span className="sr-only">Loading your order…</span>
        <Skeleton className="mx-auto h-12 w-12 rounded-2xl" />
        <Skeleton className="h-8" />
        <Skeleton className="h-40" />
      </div>
    );
  }

  return (
    <div>
      <div className="text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-success-50 text-success-600 ring-1 ring-success-100">
          <CheckCircle2 className="size-6" aria-hidden="true" />
        </div>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">
          Thank you for your order
        </h1>
        <p className="mt-2 text-ink-600">
          {order.invoiceNumber ? (
            <>
              Order <span className="font-medium text-ink-900">#{order.invoiceNumber}</span> ·{' '}
            </>
          ) : null}
          {formatDate(order.paidAt ?? order.createdAt)}
          {order.buyer.email ? ` · a receipt is on its way to ${order.buyer.email}` : ''}
        </p>
      </div>
      <div className="mt-8 rounded-2xl bg-ink-25 p-5 ring-1 ring-ink-100 sm:p-6">
        <h2 className="mb-4 font-semibold text-ink-900">What you bought</h2>
        <OrderLines order={order} />
        <div className="mt-4 border-t border-ink-100 pt-4">
          <OrderTotals order={order} />
        </div>
      </div>
      <p className="mt-6 text-sm text-ink-600">
        We have started on your order. You can follow each item, from received to completed, in your orders history.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
        {order.invoiceNumber !== null && (
          <Button
            variant="outline"
            loading={pending === order.invoiceNumber}
            onClick={() => order.invoiceNumber !== null && void download(order.invoiceNumber)}
          >
            <Download aria-hidden="true" />
            Download invoice (PDF)
          </Button>
        )}
        <Link to={paths.accountOrders} className={buttonClasses()}>
          View your orders
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}

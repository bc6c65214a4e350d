import { useState } from 'react';
import { Link } from 'react-router';
import { Receipt, Search } from 'lucide-react';
import type { TOrder } from '@launchpad/shared';
import { formatDate } from '@launchpad/shared/domain/dates';
import { formatPounds } from '@launchpad/shared/domain/money';
import { pageCount } from '@launchpad/shared/domain/pagination';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { PageHeader, Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useDomainOrdersQuery } from '../api';

const STATUS: Record<TOrder['status'], { label: string; tone: 'success' | 'warning' | 'danger' | 'neutral' }> = {
  paid: { label: 'Paid', tone: 'success' },
  pending_payment: { label: 'Pending', tone: 'warning' },
  payment_failed: { label: 'Failed', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'neutral' },
};

const DOMAIN_KINDS = new Set(['domain', 'service']);

/** /domain/orders (SPEC §2): orders with a domain, SSL or ID Protect; invoices live in /account/orders. */
export default function DomainOrdersPage() {
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useDomainOrdersQuery(page);
  const totalPages = data ? pageCount(data.pageMeta.total_items_count, data.pageMeta.page_size) : 1;

  return (
    <>
      <PageHeader
        title="Domain orders"
        description="Domains, SSL certificates and ID Protect you have ordered."
        aside={
          <Link to={paths.accountOrders} className={buttonClasses({ variant: 'outline' })}>
            <Receipt aria-hidden="true" />
            All invoices
          </Link>
        }
      />
      <Panel title="Orders">
        {error ? (
          <Alert tone="error">{getErrorMessage(error)}</Alert>
        ) : !data ? (
          <div role="status" className="space-y-3">
            <span className="sr-only">Loading your orders…</span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : data.items.length === 0 ? (
          <EmptyState
            icon={<Receipt aria-hidden="true" />}
            title="No domain orders yet"
            action={
              <Link to={paths.domainSearch} className={buttonClasses()}>
                <Search aria-hidden="true" />
                Search for a domain
              </Link>
            }
          >
            When you buy a domain, SSL or ID Protect, the order appears here.
          </EmptyState>
        ) : (
          <>
            <ul className={cn('divide-y divide-ink-100', isFetching && 'opacity-60')}>
              {data.items.map((order) => {
                const status = STATUS[order.status];
                const lines = order.lines.filter((line) => DOMAIN_KINDS.has(line.kind));
                return (
                  <li key={order.id} className="flex flex-wrap items-start justify-between gap-3 py-4">
                    <div className="min-w-0">
                      <p className="font-medium text-ink-900">
                        {order.invoiceNumber ? `Invoice #${order.invoiceNumber}` : 'Order'}
                        <span className="ml-2 text-sm font-normal text-ink-500">{formatDate(order.createdAt)}</span>
                      </p>
                      <ul className="mt-1 space-y-0.5 text-sm text-ink-600">
                        {(lines.length ? lines : order.lines).map((line) => (
                          <li key={line.id} className="break-all">
                            {line.description}
                            {line.years ? ` · ${line.years} ${line.years === 1 ? 'year' : 'years'}` : ''}
                            {line.fulfilmentStatus === 'failed' && (
                              <span className="ml-2 text-danger-700">{line.failureReason ?? 'Failed'}</span>
                            )}
                          </li>
                        ))}
                      </ul>
                    </div>
                    <div className="flex items-center gap-3">
                      <span className="font-medium text-ink-900 tabular-nums">{formatPounds(order.totalPence)}</span>
                      <Badge tone={status.tone}>{status.label}</Badge>
                    </div>
                  </li>
                );
              })}
            </ul>
            <Pagination
              page={page}
              totalPages={totalPages}
              onPageChange={setPage}
              label="Order pages"
              className="mt-5"
            />
            <p className="mt-4 text-sm text-ink-600">
              Invoices and PDFs are in{' '}
              <Link to={paths.accountOrders} className="font-medium text-brand-700 hover:underline">
                Orders history
              </Link>
              .
            </p>
          </>
        )}
      </Panel>
    </>
  );
}

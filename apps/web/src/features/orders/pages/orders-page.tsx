import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, ChevronDown, Circle, Download, FileText, Receipt, XCircle } from 'lucide-react';
import type { TFulfilmentStatus, TInvoiceSummary, TOrderLine } from '@launchpad/shared';
import { formatDate, formatDateTime } from '@launchpad/shared/domain/dates';
import { formatPounds } from '@launchpad/shared/domain/money';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { PageHeader, Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/api';
import { useGetOrderQuery, useListInvoicesQuery } from '../api';
import { useCreditNoteDownload, useDocumentDownload, useInvoiceDownload } from '../use-invoice-download';

const ORDER_STATUS: Record<
  TInvoiceSummary['orderStatus'],
  { label: string; tone: 'success' | 'warning' | 'danger' | 'neutral' }
> = {
  paid: { label: 'Paid', tone: 'success' },
  pending_payment: { label: 'Pending', tone: 'warning' },
  payment_failed: { label: 'Failed', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'neutral' },
};

const FULFILMENT: Record<TFulfilmentStatus, string> = {
  received: 'Received',
  submitted: 'Submitted',
  completed: 'Completed',
  failed: 'Failed',
};

function Timeline({ line }: { line: TOrderLine }) {
  return (
    <ol className="mt-2 space-y-2 border-l border-ink-200 pl-4">
      {line.timeline.map((event, index) => {
        const Icon = event.status === 'failed' ? XCircle : event.status === 'completed' ? CheckCircle2 : Circle;
        return (
          <li key={`${event.status}-${index}`} className="relative text-sm">
            <Icon
              className={cn(
                'absolute top-0.5 -left-[1.4rem] size-3.5 bg-white',
                event.status === 'failed' ? 'text-danger-600' : 'text-success-600',
              )}
              aria-hidden="true"
            />
            <span className="font-medium text-ink-900">{FULFILMENT[event.status]}</span>
            <span className="ml-2 text-ink-500">{formatDateTime(event.at)}</span>
            {event.note && <p className="text-ink-600">{event.note}</p>}
          </li>
        );
      })}
      {line.failureReason && <li className="text-sm text-danger-700">{line.failureReason}</li>}
    </ol>
  );
}

function OrderDetail({ orderId }: { orderId: string }) {
  const { data: order, error } = useGetOrderQuery(orderId);
  const downloadDocument = useDocumentDownload();
  if (error) return <Alert tone="error">{getErrorMessage(error)}</Alert>;
  if (!order) return <Skeleton className="h-24" />;
  return (
    <ul className="space-y-4">
      {order.lines
        .filter((line) => !line.parentLineId)
        .map((line) => (
          <li key={line.id}>
            <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink-900">
              {line.description}
              <Badge
                tone={
                  line.fulfilmentStatus === 'failed'
                    ? 'danger'
                    : line.fulfilmentStatus === 'completed'
                      ? 'success'
                      : 'brand'
                }
              >
                {FULFILMENT[line.fulfilmentStatus]}
              </Badge>
            </p>
            <Timeline line={line} />
            {line.documents.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-2">
                {line.documents.map((doc) => (
                  <li key={doc.id}>
                    <button
                      type="button"
                      onClick={() => void downloadDocument(doc.url, doc.filename)}
                      className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-ink-200 hover:bg-ink-25"
                    >
                      <FileText className="size-4" aria-hidden="true" />
                      {doc.filename}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
    </ul>
  );
}

/** /account/orders: invoices (SPEC §9: 10 a page, a window of 5), PDF downloads, and each line's progress. */
export default function OrdersPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const { data, error, isFetching } = useListInvoicesQuery(page);
  const { download, pending } = useInvoiceDownload();
  const downloadCreditNote = useCreditNoteDownload();
  const totalPages = data ? Math.max(1, Math.ceil(data.pageMeta.total_items_count / data.pageMeta.page_size)) : 1;

  return (
    <>
      <PageHeader
        title="Orders history"
        description="Invoices for everything you buy on Launchpad, with PDF downloads."
      />
      <Panel title="Invoices" description="Company formation, trade marks, domains, plans and add-ons.">
        {error ? (
          <Alert tone="error">{getErrorMessage(error)}</Alert>
        ) : !data ? (
          <div role="status" className="space-y-3">
            <span className="sr-only">Loading your invoices…</span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : data.items.length === 0 ? (
          <EmptyState
            icon={<Receipt aria-hidden="true" />}
            title="No orders yet"
            action={
              <Link to={paths.services} className={buttonClasses()}>
                Browse services
              </Link>
            }
          >
            When you place an order, its invoice appears here, ready to download as a PDF.
          </EmptyState>
        ) : (
          <>
            <div className={cn('relative -mx-2 overflow-x-auto', isFetching && 'opacity-60')}>
              <table className="w-full min-w-[34rem] text-left text-sm">
                <caption className="sr-only">Your invoices, newest first</caption>
                <thead>
                  <tr className="border-b border-ink-100 text-ink-500">
                    <th scope="col" className="px-2 py-2.5 font-medium">
                      Invoice
                    </th>
                    <th scope="col" className="px-2 py-2.5 font-medium">
                      Date
                    </th>
                    <th scope="col" className="px-2 py-2.5 text-right font-medium">
                      Total
                    </th>
                    <th scope="col" className="px-2 py-2.5 font-medium">
                      Status
                    </th>
                    <th scope="col" className="px-2 py-2.5">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((invoice) => {
                    const status = ORDER_STATUS[invoice.orderStatus];
                    const expanded = open === invoice.orderId;
                    return (
                      <Fragment key={invoice.invoice_number}>
                        <tr className="border-b border-ink-100">
                          <td className="px-2 py-3 font-medium text-ink-900">
                            #{invoice.invoice_number}
                            <span className="block max-w-[14rem] truncate text-xs font-normal text-ink-500">
                              {invoice.lines.map((line) => line.description).join(', ')}
                            </span>
                          </td>
                          <td className="px-2 py-3 whitespace-nowrap text-ink-700">{formatDate(invoice.date)}</td>
                          <td className="px-2 py-3 text-right font-medium text-ink-900 tabular-nums">
                            {formatPounds(invoice.totalPence)}
                          </td>
                          <td className="px-2 py-3">
                            <Badge tone={status.tone}>{status.label}</Badge>
                          </td>
                          <td className="px-2 py-3">
                            <div className="flex justify-end gap-1">
                              <Button
                                variant="ghost"
                                size="sm"
                                loading={pending === invoice.invoice_number}
                                onClick={() => void download(invoice.invoice_number)}
                                aria-label={`Download invoice ${invoice.invoice_number} (PDF)`}
                              >
                                <Download aria-hidden="true" />
                                PDF
                              </Button>
                              <Button
                                variant="ghost"
                                size="sm"
                                aria-expanded={expanded}
                                aria-label={`${expanded ? 'Hide' : 'Show'} the progress of invoice ${invoice.invoice_number}`}
                                onClick={() => setOpen(expanded ? null : invoice.orderId)}
                              >
                                <ChevronDown
                                  className={cn('transition-transform', expanded && 'rotate-180')}
                                  aria-hidden="true"
                                />
                              </Button>
                            </div>
                          </td>
                        </tr>
                        {invoice.creditNotes.length > 0 && (
                          <tr className="border-b border-ink-100">
                            <td colSpan={5} className="px-2 pb-3">
                              <ul
                                className="space-y-1 text-xs text-ink-600"
                                aria-label={`Credit notes for invoice ${invoice.invoice_number}`}
                              >
                                {invoice.creditNotes.map((note) => (
                                  <li key={note.number} className="flex flex-wrap items-center gap-x-3">
                                    <span>
                                      Credit note <span className="font-medium text-ink-900">{note.number}</span>,{' '}
                                      {formatDate(note.issuedAt)}: refunded{' '}
                                      <span className="tabular-nums">{formatPounds(note.amountPence)}</span>
                                    </span>
                                    <Button
                                      variant="link"
                                      size="sm"
                                      onClick={() => void downloadCreditNote(note.number)}
                                      aria-label={`Download credit note ${note.number} (PDF)`}
                                    >
                                      <Download aria-hidden="true" />
                                      PDF
                                    </Button>
                                  </li>
                                ))}
                              </ul>
                            </td>
                          </tr>
                        )}
                        {expanded && (
                          <tr className="border-b border-ink-100 bg-ink-25">
                            <td colSpan={5} className="px-4 py-4">
                              <OrderDetail orderId={invoice.orderId} />
                            </td>
                          </tr>
                        )}
                      </Fragment>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <Pagination
              page={page}
              totalPages={totalPages}
              onPageChange={setPage}
              label="Invoice pages"
              className="mt-5"
            />
          </>
        )}
      </Panel>
    </>
  );
}

import { useState } from 'react';
import { ChevronDown, ShoppingBag } from 'lucide-react';
import {
  FULFILMENT_STATUSES,
  ORDER_STATUSES,
  PAGE_SIZE,
  type TFulfilmentStatus,
  type TOrderLine,
  type TOrderStatus,
} from '@launchpad/shared';
import { formatDateTime } from '@launchpad/shared/domain/dates';
import { formatPounds } from '@launchpad/shared/domain/money';
import { pageCount } from '@launchpad/shared/domain/pagination';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, Select } from '@/components/ui/field';
import { SearchForm } from '@/components/ui/search-form';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { getErrorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { notify } from '@/components/ui/toast';
import { saveObjectUrl } from '@/lib/save-file';
import { useAdminCreditNoteUrlMutation, useListAdminOrdersQuery, type TAdminOrder } from '../orders-api';
import { OrdersRefundDialog, refundableLeft } from './orders-refund-dialog';
import { FULFILMENT_LABELS, FULFILMENT_TONES, OrdersLine } from './orders-line';
import { OrdersStatusDialog, type TLineMove } from './orders-status-dialog';
import { CardListSkeleton, ResultCount } from './list-parts';

const ORDER_STATUS: Record<TOrderStatus, { label: string; tone: 'success' | 'warning' | 'danger' | 'neutral' }> = {
  paid: { label: 'Paid', tone: 'success' },
  pending_payment: { label: 'Pending payment', tone: 'warning' },
  payment_failed: { label: 'Payment failed', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'neutral' },
};

/** The short form staff read out on the phone: the first block of the uuid. */
export const shortOrderId = (id: string) => id.split('-')[0]?.toUpperCase() ?? id;

/** How many lines are at each step, e.g. "2 received · 1 completed", for the collapsed row. */
function fulfilmentCounts(order: TAdminOrder) {
  const counts = new Map<TFulfilmentStatus, number>();
  for (const line of order.lines) {
    if (line.kind === 'plan') continue;
    counts.set(line.fulfilmentStatus, (counts.get(line.fulfilmentStatus) ?? 0) + 1);
  }
  return FULFILMENT_STATUSES.filter((status) => counts.has(status)).map((status) => ({
    status,
    count: counts.get(status) ?? 0,
  }));
}

/** Lines in order, each add-on or service straight after the line it was bought with. */
function linesInOrder(lines: TOrderLine[]): { line: TOrderLine; isChild: boolean }[] {
  const ids = new Set(lines.map((line) => line.id));
  const roots = lines.filter((line) => !line.parentLineId || !ids.has(line.parentLineId));
  return roots.flatMap((root) => [
    { line: root, isChild: false },
    ...lines.filter((line) => line.parentLineId === root.id).map((line) => ({ line, isChild: true })),
  ]);
}

/** Issue 20: what was given back on a paid order, its credit notes (PDF), and the way to refund more. */
function OrderRefunds({ order, onRefund }: { order: TAdminOrder; onRefund: () => void }) {
  const [fetchPdf] = useAdminCreditNoteUrlMutation();
  const left = refundableLeft(order);
  if (order.invoiceNumber === null) return null;
  const download = async (number: string) => {
    try {
      saveObjectUrl(await fetchPdf(number).unwrap(), `${number}.pdf`);
    } catch (error) {
      void notify.error(getErrorMessage(error));
    }
  };
  return (
    <section className="mt-4 border-t border-ink-100 pt-4" aria-label={`Refunds of order ${shortOrderId(order.id)}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-700">
          {order.refundedPence > 0
            ? `Refunded ${formatPounds(order.refundedPence)} of ${formatPounds(order.totalPence)}.`
            : 'Nothing refunded.'}
        </p>
        {left > 0 && (order.status === 'paid' || order.status === 'refunded') && (
          <Button variant="outline" size="sm" onClick={onRefund}>
            Refund…
          </Button>
        )}
      </div>
      {order.creditNotes.length > 0 && (
        <ul className="mt-2 space-y-1.5" aria-label="Credit notes">
          {order.creditNotes.map((note) => (
            <li key={note.number} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="font-mono font-medium text-ink-900">{note.number}</span>
              <span className="text-ink-700 tabular-nums">−{formatPounds(note.amountPence)}</span>
              <span className="min-w-0 flex-1 truncate text-ink-500">{note.reason}</span>
              <Button variant="ghost" size="sm" onClick={() => void download(note.number)}>
                Download {note.number}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderCard({
  order,
  expanded,
  onToggle,
  onMove,
  onRefund,
}: {
  order: TAdminOrder;
  expanded: boolean;
  onToggle: () => void;
  onMove: (line: TOrderLine, to: TLineMove) => void;
  onRefund: () => void;
}) {
  const status = ORDER_STATUS[order.status];
  const detailsId = `order-${order.id}-lines`;
  const short = shortOrderId(order.id);
  return (
    <li className="rounded-2xl border border-ink-100 bg-white shadow-xs">
      <h3>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={onToggle}
          className="flex w-full flex-col gap-3 rounded-2xl p-4 text-left transition-colors hover:bg-ink-25 focus-visible:ring-4 focus-visible:ring-brand-100 focus-visible:outline-none sm:flex-row sm:items-center sm:gap-5 sm:p-5"
        >
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-mono text-sm font-semibold text-ink-900">Order {short}</span>
              <Badge tone={status.tone}>{status.label}</Badge>
              {order.invoiceNumber !== null && (
                <span className="text-xs text-ink-500">Invoice #{order.invoiceNumber}</span>
              )}
            </span>
            <span className="mt-1 block text-sm text-ink-700 sm:truncate">
              {order.buyer.name}
              {order.buyer.email && (
                <span className="block truncate text-ink-500 sm:inline">
                  <span className="hidden sm:inline" aria-hidden="true">
                    {' · '}
                  </span>
                  {order.buyer.email}
                </span>
              )}
            </span>
            <span className="mt-0.5 block truncate text-xs text-ink-500">
              {order.lines
                .filter((line) => !line.parentLineId)
                .map((line) => line.description)
                .join(', ')}
            </span>
          </span>
          <span className="flex flex-wrap items-center gap-1.5 sm:max-w-56 sm:justify-end">
            {fulfilmentCounts(order).map(({ status: step, count }) => (
              <Badge key={step} tone={FULFILMENT_TONES[step]}>
                {count} {FULFILMENT_LABELS[step].toLowerCase()}
              </Badge>
            ))}
          </span>
          <span className="flex items-center justify-between gap-4 sm:flex-col sm:items-end sm:gap-0.5">
            <span className="font-semibold text-ink-900 tabular-nums">{formatPounds(order.totalPence)}</span>
            <time dateTime={order.createdAt} className="text-xs whitespace-nowrap text-ink-500">
              {formatDateTime(order.createdAt)}
            </time>
          </span>
          <ChevronDown
            className={cn(
              'hidden size-5 shrink-0 text-ink-400 transition-transform sm:block',
              expanded && 'rotate-180',
            )}
            aria-hidden="true"
          />
          <span className="sr-only">{expanded ? 'Hide lines' : 'Show lines'}</span>
        </button>
      </h3>
      {expanded && (
        <div id={detailsId} className="border-t border-ink-100 p-4 sm:p-5">
          <p className="mb-3 text-xs break-all text-ink-500">
            Order id <span className="font-mono text-ink-700">{order.id}</span>
            {order.paidAt && <> · paid {formatDateTime(order.paidAt)}</>}
          </p>
          {order.status !== 'paid' && (
            <Alert tone="info" className="mb-3">
              Only lines of paid orders are fulfilled.
            </Alert>
          )}
          <ul className="space-y-3" aria-label={`Lines of order ${short}`}>
            {linesInOrder(order.lines).map(({ line, isChild }) => (
              <OrdersLine
                key={line.id}
                line={line}
                isChild={isChild}
                canFulfil={order.status === 'paid' && line.kind !== 'plan'}
                onMove={onMove}
              />
            ))}
          </ul>
          <OrderRefunds order={order} onRefund={onRefund} />
        </div>
      )}
    </li>
  );
}

/**
 * Issue 5, staff fulfilment: every order (newest first, 10 a page), filtered by its status and by
 * its lines' fulfilment steps; each opens to its lines, which staff move on and attach documents to.
 */
export function OrdersPanel() {
  const [status, setStatus] = useState<TOrderStatus | ''>('paid');
  const [fulfilment, setFulfilment] = useState<TFulfilmentStatus | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [move, setMove] = useState<{ line: TOrderLine; to: TLineMove } | null>(null);
  const [refunding, setRefunding] = useState<string | null>(null);
  const {
    currentData: shown,
    error,
    isFetching,
  } = useListAdminOrdersQuery({
    page,
    pageSize: PAGE_SIZE,
    ...(status && { status }),
    ...(fulfilment && { fulfilmentStatus: fulfilment }),
    ...(search && { search }),
  });
  const totalPages = shown ? pageCount(shown.pageMeta.total_items_count) : 0;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <SearchForm
          className="flex-1"
          label="Find an order"
          value={search}
          placeholder="Buyer email or order id"
          submitLabel="Find"
          emptyMessage="Type part of the buyer's email, or an order id."
          maxLength={254}
          onSearch={(query) => {
            setSearch(query);
            setPage(1);
          }}
        />
        {search && (
          <Button
            variant="ghost"
            className="h-11"
            onClick={() => {
              setSearch('');
              setPage(1);
            }}
          >
            Show every order
          </Button>
        )}
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <Field label="Order status" className="sm:w-56">
          {(c) => (
            <Select
              {...c}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as TOrderStatus | '');
                setPage(1);
              }}
            >
              <option value="">All orders</option>
              {ORDER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {ORDER_STATUS[value].label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Lines" className="sm:w-56">
          {(c) => (
            <Select
              {...c}
              value={fulfilment}
              onChange={(e) => {
                setFulfilment(e.target.value as TFulfilmentStatus | '');
                setPage(1);
              }}
            >
              <option value="">Any step</option>
              {FULFILMENT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  With a line {FULFILMENT_LABELS[value].toLowerCase()}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {shown && <ResultCount count={shown.pageMeta.total_items_count} noun="order" />}
      </div>

      {error ? (
        <Alert tone="error">{getErrorMessage(error)}</Alert>
      ) : !shown ? (
        <CardListSkeleton label="Loading orders…" className="h-24 w-full rounded-2xl" />
      ) : shown.items.length === 0 ? (
        <EmptyState icon={<ShoppingBag aria-hidden="true" />} title="No orders here">
          {search
            ? `No order matches “${search}” with these filters.`
            : status || fulfilment
              ? 'No order matches these filters. Choose “All orders” and “Any step” to see every order.'
              : 'Orders appear here as soon as a customer checks out.'}
        </EmptyState>
      ) : (
        <ul className={cn('space-y-3', isFetching && 'opacity-70')} aria-label="Orders, newest first">
          {shown.items.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              expanded={open.has(order.id)}
              onToggle={() => toggle(order.id)}
              onMove={(line, to) => setMove({ line, to })}
              onRefund={() => setRefunding(order.id)}
            />
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Order pages" />
      <OrdersStatusDialog line={move?.line ?? null} to={move?.to ?? null} onClose={() => setMove(null)} />
      <OrdersRefundDialog
        order={shown?.items.find((order) => order.id === refunding) ?? null}
        onClose={() => setRefunding(null)}
      />
    </div>
  );
}

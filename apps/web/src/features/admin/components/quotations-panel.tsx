import { useState } from 'react';
import { Inbox } from 'lucide-react';
import { PAGE_SIZE, QUOTATION_STATUSES, type TQuotation } from '@launchpad/shared';
import { formatDateTime } from '@launchpad/shared/domain/dates';
import { pageCount } from '@launchpad/shared/domain/pagination';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, Select } from '@/components/ui/field';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api';
import { useListQuotationsQuery } from '../api';

type TStatus = TQuotation['status'];
const statusLabels: Record<TStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  quoted: 'Quoted',
  closed: 'Closed',
};
const statusTones = { new: 'brand', in_progress: 'warning', quoted: 'success', closed: 'neutral' } as const;
const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase';

/** Custom quote requests (raise-quotation), newest first. */
export function QuotationsPanel() {
  const [status, setStatus] = useState<TStatus | ''>('');
  const [page, setPage] = useState(1);
  const { currentData, error } = useListQuotationsQuery({ page, pageSize: PAGE_SIZE, ...(status && { status }) });
  const totalPages = currentData ? pageCount(currentData.pageMeta.total_items_count) : 0;

  return (
    <div className="space-y-5">
      <Field label="Status" className="max-w-xs">
        {(c) => (
          <Select
            {...c}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as TStatus | '');
              setPage(1);
            }}
          >
            <option value="">All requests</option>
            {QUOTATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {error ? (
        <Alert tone="error">{getErrorMessage(error)}</Alert>
      ) : !currentData ? (
        <Skeleton className="h-80 w-full rounded-2xl" />
      ) : currentData.items.length === 0 ? (
        <EmptyState icon={<Inbox aria-hidden="true" />} title="No quote requests">
          Requests sent from product pages and the services page appear here.
        </EmptyState>
      ) : (
        <div className="relative overflow-x-auto rounded-2xl border border-ink-100 bg-white shadow-xs">
          <table className="w-full min-w-[48rem] text-sm">
            <caption className="sr-only">Quote requests</caption>
            <thead className="border-b border-ink-100 bg-ink-25">
              <tr>
                <th scope="col" className={th}>
                  Received
                </th>
                <th scope="col" className={th}>
                  From
                </th>
                <th scope="col" className={th}>
                  About
                </th>
                <th scope="col" className={th}>
                  Request
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {currentData.items.map((quotation) => (
                <tr key={quotation.id} className="align-top">
                  <td className="px-4 py-3 whitespace-nowrap text-ink-700">{formatDateTime(quotation.createdAt)}</td>
                  <td className="px-4 py-3">
                    <p className="font-medium text-ink-900">{quotation.name}</p>
                    <a href={`mailto:${quotation.email}`} className="text-brand-700 hover:underline">
                      {quotation.email}
                    </a>
                    {(quotation.company || quotation.phone) && (
                      <p className="text-xs text-ink-500">
                        {[quotation.company, quotation.phone].filter(Boolean).join(' · ')}
                      </p>
                    )}
                  </td>
                  <td className="px-4 py-3 text-ink-700">{quotation.productName ?? 'General request'}</td>
                  <td className="max-w-md px-4 py-3 text-ink-800">
                    <p className="line-clamp-3 whitespace-pre-line" title={quotation.details}>
                      {quotation.details}
                    </p>
                  </td>
                  <td className="px-4 py-3">
                    <Badge tone={statusTones[quotation.status]}>{statusLabels[quotation.status]}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Quote request pages" />
    </div>
  );
}

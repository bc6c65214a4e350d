import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type TColumn<T> = { header: string; cell: (row: T) => ReactNode; numeric?: boolean };

/** A plain, horizontally scrolling table for the usage and payment lists. */
export function UsageTable<T extends { id: string }>({
  caption,
  columns,
  rows,
  busy = false,
}: {
  caption: string;
  columns: TColumn<T>[];
  rows: T[];
  busy?: boolean;
}) {
  return (
    <div className={cn('-mx-2 overflow-x-auto', busy && 'opacity-70')}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-ink-100 text-ink-500">
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={cn('px-2 py-2.5 font-medium whitespace-nowrap', column.numeric && 'text-right')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-ink-100 last:border-0">
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={cn(
                    'px-2 py-3 text-ink-700',
                    column.numeric && 'text-right whitespace-nowrap tabular-nums',
                  )}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Rows standing in for a list on its way. */
export function RowsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="h-10 animate-pulse rounded-md bg-ink-100" />
      ))}
    </div>
  );
}

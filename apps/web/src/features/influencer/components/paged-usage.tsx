import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailure } from './load-failure';
import { MoreButton } from './more-button';
import { RowsSkeleton, UsageTable, type TColumn } from './usage-table';

/** What RTK Query's infinite query hooks give back, as far as a paged list needs it. */
type TPagedQuery<T> = {
  data?: { pages: { items: T[] }[] } | undefined;
  error?: unknown;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * One paged list of the influencer tabs (SPEC §2, §8): the failure message (with the server's words), rows
 * while loading, the empty state, then the table with More appending the next page. `header` shows above
 * the rows once the first page is in (the payment totals).
 */
export function PagedUsage<T extends { id: string }>({
  query,
  columns,
  caption,
  failureTitle,
  loadingLabel,
  empty,
  moreLabel,
  header,
}: {
  query: TPagedQuery<T>;
  columns: TColumn<T>[];
  caption: string;
  failureTitle: string;
  loadingLabel: string;
  empty: { icon: ReactNode; title: string; text: ReactNode };
  moreLabel: string;
  header?: ReactNode;
}) {
  const { data, error, isFetchingNextPage, hasNextPage, fetchNextPage } = query;
  const rows = data?.pages.flatMap((page) => page.items) ?? [];
  if (error && rows.length === 0) return <LoadFailure title={failureTitle} error={error} />;
  if (!data) return <RowsSkeleton label={loadingLabel} />;
  return (
    <>
      {header}
      {rows.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title}>
          {empty.text}
        </EmptyState>
      ) : (
        <>
          <UsageTable caption={caption} columns={columns} rows={rows} />
          {error && <LoadFailure title={failureTitle} error={error} className="mt-4" />}
          <MoreButton
            hasMore={hasNextPage}
            loading={isFetchingNextPage}
            onMore={() => void fetchNextPage()}
            label={moreLabel}
          />
        </>
      )}
    </>
  );
}

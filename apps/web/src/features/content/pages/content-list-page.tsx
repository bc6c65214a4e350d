import { RotateCw, SearchX } from 'lucide-react';
import { pageCount } from '@launchpad/shared/domain/pagination';
import type { TContentType } from '@launchpad/shared/contracts/content';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import type { TApiError } from '@/lib/api';
import { areaOf } from '../areas';
import { useListContentQuery } from '../api';
import { ContentCard, ContentCardSkeletons } from '../components/content-card';
import { ContentFilters } from '../components/content-filters';
import { ListHeader } from '../components/list-header';
import { useListParams } from '../use-list-params';

/**
 * One list page for every content area (SPEC §2, §9): search, the area's filters and sort kept in the
 * address, ten a page with the pagination window, and its loading, empty and error states.
 */
export default function ContentListPage({ type }: { type: TContentType }) {
  const area = areaOf(type);
  const [singular, plural] = area.noun;
  const { value, page, request, update, clear, filtered } = useListParams(area);
  // currentData: a new filter shows skeletons rather than the previous filter's results.
  const { currentData: data, error, isFetching, refetch } = useListContentQuery({ type, request });
  const apiError = error as TApiError | undefined;
  const total = data?.pageMeta.total_items_count ?? 0;
  const totalPages = pageCount(total, request.pageSize ?? 10);
  const first = (page - 1) * (request.pageSize ?? 10) + 1;

  const goToPage = (next: number) => {
    update({ page: String(next) });
    window.scrollTo?.({ top: 0 });
  };

  const clearButton = (
    <Button variant="outline" onClick={clear}>
      Clear filters
    </Button>
  );

  let results;
  if (apiError && !isFetching) {
    results =
      apiError.status === 400 ? (
        <Alert tone="error" title="These filters cannot be used" action={clearButton}>
          {apiError.message}
        </Alert>
      ) : (
        <Alert
          tone="error"
          title={`The ${plural} could not be loaded`}
          action={
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          }
        >
          {apiError.message}
        </Alert>
      );
  } else if (!data) {
    results = <ContentCardSkeletons label={`Loading ${plural}…`} />;
  } else if (data.items.length === 0) {
    results = (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        title={filtered ? `No ${plural} match these filters` : `No ${plural} yet`}
        action={filtered ? clearButton : page > 1 ? <Button onClick={() => goToPage(1)}>Back to page 1</Button> : null}
      >
        {filtered ? 'Try fewer filters or another search.' : `New ${plural} are added every week: check back soon.`}
      </EmptyState>
    );
  } else {
    results = (
      <>
        <ul className="grid gap-4" aria-label={area.title}>
          {data.items.map((item) => (
            <li key={item.id}>
              <ContentCard item={item} />
            </li>
          ))}
        </ul>
        <Pagination
          className="mt-8"
          page={page}
          totalPages={totalPages}
          onPageChange={goToPage}
          label={`${area.title} pages`}
        />
      </>
    );
  }

  return (
    <div className="container-page py-10 sm:py-14">
      <ListHeader area={area} />
      <div className="mt-8">
        <ContentFilters area={area} facets={data?.facets} value={value} update={update} />
      </div>
      <div className="mt-5 flex min-h-6 flex-wrap items-center justify-between gap-3 text-sm text-ink-600">
        <p aria-live="polite" data-testid="result-count">
          {data && data.items.length > 0
            ? `Showing ${first}–${first + data.items.length - 1} of ${total} ${total === 1 ? singular : plural}`
            : data
              ? `0 ${plural}`
              : ''}
        </p>
        {filtered && (
          <Button variant="link" onClick={clear}>
            Clear filters
          </Button>
        )}
      </div>
      <div className="mt-4">{results}</div>
    </div>
  );
}

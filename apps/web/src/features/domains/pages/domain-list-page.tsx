import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Globe, Search, SearchX } from 'lucide-react';
import { pageCount } from '@launchpad/shared/domain/pagination';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/field';
import { Pagination } from '@/components/ui/pagination';
import { PageHeader, Panel } from '@/components/ui/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import { useAllDomainsQuery } from '../api';
import { PortfolioTable } from '../components/portfolio-table';

/** How long typing pauses before the search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

/** /domain/list (SPEC §2): the portfolio, 10 a page with the window of 5 (SPEC §9), searchable. */
export default function DomainListPage() {
  const searchId = useId();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const next = draft.trim();
    // Only a new search goes back to page 1 (not the first render, nor spaces typed at the end).
    if (next === search) return;
    const timer = window.setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, search]);

  const { data, error, isFetching, refetch } = useAllDomainsQuery({ page, search });
  const totalPages = data ? pageCount(data.pageMeta.total_items_count, data.pageMeta.page_size) : 1;

  let body;
  if (error) {
    body = (
      <Alert
        tone="error"
        action={
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        {getErrorMessage(error)}
      </Alert>
    );
  } else if (!data) {
    body = (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading your domains…</span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-11" />
        ))}
      </div>
    );
  } else if (data.items.length === 0 && search) {
    body = (
      <EmptyState icon={<SearchX aria-hidden="true" />} title="No matching domains">
        None of your domains contains “{search}”.
      </EmptyState>
    );
  } else if (data.items.length === 0) {
    body = (
      <EmptyState
        icon={<Globe aria-hidden="true" />}
        title="No domains yet"
        action={
          <Link to={paths.domainSearch} className={buttonClasses()}>
            <Search aria-hidden="true" />
            Search for a domain
          </Link>
        }
      >
        Domains you register appear here, with their expiry dates and settings.
      </EmptyState>
    );
  } else {
    body = (
      <>
        <PortfolioTable domains={data.items} busy={isFetching} />
        <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Domain pages" className="mt-5" />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Domain portfolio"
        description="Your registered domains. Open one to change its lock, renewal, contacts and DNS."
        aside={
          <Link to={paths.domainSearch} className={buttonClasses({ variant: 'outline' })}>
            <Search aria-hidden="true" />
            Find a new domain
          </Link>
        }
      />
      <Panel
        title="Domains"
        description={data ? `${data.pageMeta.total_items_count} in total` : undefined}
        aside={
          <div className="relative w-full sm:w-64">
            <label htmlFor={searchId} className="sr-only">
              Search your domains
            </label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Search your domains"
              className="h-10 pl-9"
            />
          </div>
        }
      >
        {body}
      </Panel>
    </>
  );
}

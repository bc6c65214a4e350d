import { useState } from 'react';
import { ChevronDown, SearchX } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api';
import { useNameSuggestionsInfiniteQuery } from '../api';
import { SuggestionRow } from './suggestion-row';

function ResultsSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <ul aria-hidden="true" className="divide-y divide-ink-100">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex items-center gap-6 px-4 py-4 sm:px-6">
          <div className="flex-1">
            <Skeleton className="h-5 w-48 max-w-full" />
            <Skeleton className="mt-2 h-4 w-20" />
          </div>
          <Skeleton className="hidden h-5 w-20 sm:block" />
          <Skeleton className="h-9 w-28 rounded-lg" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The suggestions for `query` (SPEC §3 "Domain suggestion"): 8 first, 8 more per "More" (SPEC §9),
 * each with its price per year, availability and the add flow.
 */
export function DomainResults({ query }: { query: string }) {
  const { data, error, isLoading, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } =
    useNameSuggestionsInfiniteQuery(query);
  // Domains added in this visit keep their Checkout link while more results load.
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const onAdded = (name: string) => setAdded((current) => new Set(current).add(name));

  const suggestions = data?.pages.flatMap((page) => page.suggestions) ?? [];
  const shell = 'overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-xs';

  if (isLoading) {
    return (
      <div role="status" className={shell}>
        <span className="sr-only">Searching for domains…</span>
        <ResultsSkeleton />
      </div>
    );
  }
  if (error && suggestions.length === 0) {
    return (
      <Alert
        tone="error"
        title="We couldn't search for domains"
        action={
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        {getErrorMessage(error)}
      </Alert>
    );
  }
  if (suggestions.length === 0) {
    return (
      <EmptyState icon={<SearchX aria-hidden="true" />} title="No domains found">
        Nothing matched “{query}”. Try a shorter name, or one without spaces or symbols.
      </EmptyState>
    );
  }

  return (
    <div>
      <div className={shell}>
        <ul aria-label={`Domains for “${query}”`} className="divide-y divide-ink-100">
          {suggestions.map((suggestion) => (
            <SuggestionRow
              key={suggestion._}
              suggestion={suggestion}
              added={added.has(suggestion._)}
              onAdded={onAdded}
            />
          ))}
        </ul>
        {isFetchingNextPage && (
          <div role="status" className="border-t border-ink-100">
            <span className="sr-only">Loading more domains…</span>
            <ResultsSkeleton rows={3} />
          </div>
        )}
      </div>
      {error && (
        <Alert tone="error" className="mt-4">
          {getErrorMessage(error)}
        </Alert>
      )}
      {hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {!isFetchingNextPage && <ChevronDown aria-hidden="true" />}
            More
          </Button>
        </div>
      )}
    </div>
  );
}

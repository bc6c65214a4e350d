import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Boxes, RotateCw, Search, SearchX } from 'lucide-react';
import {
  SOFTWARE_CATEGORIES,
  SOFTWARE_PRICING_LABELS,
  SOFTWARE_PRICING_MODELS,
  MAX_SOFTWARE_SEARCH_LENGTH,
  type TSoftwareCategory,
  type TSoftwarePricingModel,
} from '@launchpad/shared/contracts/tools';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input, Select } from '@/components/ui/field';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api';
import { useListSoftwareToolsQuery } from '../api';
import { SoftwareCard } from '../components/software-card';

/** A grid of 3 columns: a page is four full rows. */
export const SOFTWARE_PAGE_SIZE = 12;
const SEARCH_DELAY_MS = 300;

const asCategory = (value: string | null) =>
  (SOFTWARE_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as TSoftwareCategory) : null;
const asPricing = (value: string | null) =>
  (SOFTWARE_PRICING_MODELS as readonly string[]).includes(value ?? '') ? (value as TSoftwarePricingModel) : null;

/**
 * /tools/software-tools (issue 8): the curated software directory, searchable and filterable by category
 * and pricing. The filters live in the address so a view can be shared.
 */
export default function SoftwareToolsPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const category = asCategory(params.get('category'));
  const pricing = asPricing(params.get('pricing'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(search);

  const update = (changes: Record<string, string | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  // The newest `update`: react-router's functional setter reads the params of the render that made it, so
  // a timer must call the latest one or it would undo a filter chosen while it waited.
  const latestUpdate = useRef(update);
  useEffect(() => {
    latestUpdate.current = update;
  });

  // Search as the person types, once they pause.
  useEffect(() => {
    if (draft.trim() === search) return;
    const timer = setTimeout(() => latestUpdate.current({ q: draft.trim() || null }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);

  const { data, isFetching, isLoading, error, refetch } = useListSoftwareToolsQuery({
    search,
    category,
    pricing,
    page,
    pageSize: SOFTWARE_PAGE_SIZE,
  });
  const total = data?.page_meta.total_items_count ?? 0;
  const totalPages = Math.ceil(total / SOFTWARE_PAGE_SIZE);
  const filtered = search !== '' || category !== null || pricing !== null;
  const clear = () => {
    setDraft('');
    setParams({}, { replace: true });
  };

  return (
    <div className="container-page py-10 sm:py-14">
      <header className="max-w-2xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
          <Boxes className="size-4" aria-hidden="true" />
          Business tools
        </p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">Software for startups</h1>
        <p className="mt-3 text-ink-600">
          Hand-picked software for every part of your business, with free tiers and startup perks.
        </p>
      </header>

      <div role="search" aria-label="Software" className="mt-8 grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem_11rem]">
        <div className="relative">
          <label htmlFor={`${id}-q`} className="sr-only">
            Search software
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-400"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            className="pl-10"
            placeholder="Search by name or what you need, e.g. invoicing"
            maxLength={MAX_SOFTWARE_SEARCH_LENGTH}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-category`} className="sr-only">
            Category
          </label>
          <Select
            id={`${id}-category`}
            value={category ?? ''}
            onChange={(event) => update({ category: event.target.value || null })}
          >
            <option value="">All categories</option>
            {SOFTWARE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={`${id}-pricing`} className="sr-only">
            Pricing
          </label>
          <Select
            id={`${id}-pricing`}
            value={pricing ?? ''}
            onChange={(event) => update({ pricing: event.target.value || null })}
          >
            <option value="">Any pricing</option>
            {SOFTWARE_PRICING_MODELS.map((p) => (
              <option key={p} value={p}>
                {SOFTWARE_PRICING_LABELS[p]}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <div className="mt-4 flex min-h-6 flex-wrap items-center justify-between gap-3 text-sm text-ink-600">
        <p aria-live="polite">
          {data && !isFetching ? `${total} ${total === 1 ? 'product' : 'products'}${filtered ? ' match' : ''}` : ''}
        </p>
        {filtered && (
          <Button variant="link" onClick={clear}>
            Clear filters
          </Button>
        )}
      </div>

      <div className="mt-4">
        {error ? (
          <Alert
            tone="error"
            title="The software list could not be loaded"
            action={
              <Button variant="outline" size="sm" onClick={() => void refetch()}>
                <RotateCw aria-hidden="true" />
                Try again
              </Button>
            }
          >
            {getErrorMessage(error)}
          </Alert>
        ) : isLoading || (isFetching && !data) ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading software">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-56 rounded-2xl" />
            ))}
          </div>
        ) : data && data.data.length === 0 ? (
          <EmptyState
            icon={<SearchX aria-hidden="true" />}
            title="No software matches"
            action={
              filtered ? (
                <Button variant="outline" onClick={clear}>
                  Clear filters
                </Button>
              ) : undefined
            }
          >
            {filtered ? 'Try another word, or a different category or pricing.' : 'The directory is empty for now.'}
          </EmptyState>
        ) : data ? (
          <>
            <ul
              className={`grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 ${isFetching ? 'opacity-60 transition-opacity' : ''}`}
              aria-label="Software products"
            >
              {data.data.map((tool) => (
                <li key={tool.id}>
                  <SoftwareCard tool={tool} />
                </li>
              ))}
            </ul>
            <Pagination
              className="mt-8"
              label="Software pages"
              page={page}
              totalPages={totalPages}
              onPageChange={(next) => update({ page: next > 1 ? String(next) : null })}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}

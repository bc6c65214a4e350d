import { useSearchParams } from 'react-router';
import { Globe, Search } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchForm } from '@/components/ui/search-form';
import { DomainResults } from '../components/domain-results';

const DOMAIN_SEARCH_EMPTY = 'Type a name to search for.';

/**
 * Domain search results (issue 6): `/domains/search?query=` for everyone, and `/tools/domain-check`
 * for plans with Tools. The query lives in the address, so results can be shared and reloaded.
 */
export default function DomainSearchPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('query')?.trim() ?? '';
  return (
    <div className="container-page py-10 sm:py-14">
      <header className="max-w-2xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
          <Globe className="size-4" aria-hidden="true" />
          Domains
        </p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl">Find your domain</h1>
        <p className="mt-3 text-ink-600">
          Search a name across popular extensions. Prices are per year, in pounds, before VAT.
        </p>
      </header>

      <SearchForm
        className="mt-8 max-w-2xl"
        label="Domain name"
        value={query}
        placeholder="yourstartup.com"
        submitLabel="Search"
        emptyMessage={DOMAIN_SEARCH_EMPTY}
        maxLength={253}
        onSearch={(name) => setParams({ query: name })}
      />

      <div className="mt-8 max-w-4xl">
        {query ? (
          <DomainResults key={query} query={query} />
        ) : (
          <EmptyState icon={<Search aria-hidden="true" />} title="Search for a name">
            Type the name you have in mind, such as your company or product, and we’ll show which domains are free.
          </EmptyState>
        )}
      </div>
    </div>
  );
}

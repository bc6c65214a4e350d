import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Globe, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FieldError, Input } from '@/components/ui/field';
import { DomainResults } from '../components/domain-results';

/**
 * Domain search results (issue 6): `/domains/search?query=` for everyone, and `/tools/domain-check`
 * for plans with Tools. The query lives in the address, so results can be shared and reloaded.
 */
export default function DomainSearchPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('query')?.trim() ?? '';
  const inputId = useId();
  const [draft, setDraft] = useState(query);
  const [problem, setProblem] = useState<string | null>(null);
  const [lastQuery, setLastQuery] = useState(query);
  // A new ?query= (back button, a link) refills the box.
  if (lastQuery !== query) {
    setLastQuery(query);
    setDraft(query);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = draft.trim();
    if (!name) {
      setProblem('Type a name to search for.');
      return;
    }
    setProblem(null);
    setParams({ query: name });
  };

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

      <form role="search" onSubmit={onSubmit} noValidate className="mt-8 max-w-2xl">
        <label htmlFor={inputId} className="sr-only">
          Domain name
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-400"
              aria-hidden="true"
            />
            <Input
              id={inputId}
              type="search"
              name="query"
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setProblem(null);
              }}
              placeholder="yourstartup.com"
              autoComplete="off"
              spellCheck={false}
              maxLength={253}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${inputId}-error` : undefined}
              className="pl-10"
            />
          </div>
          <Button type="submit" className="h-11">
            Search
          </Button>
        </div>
        {problem && (
          <div className="mt-2">
            <FieldError id={`${inputId}-error`}>{problem}</FieldError>
          </div>
        )}
      </form>

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

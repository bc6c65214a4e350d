import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Globe, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

const POPULAR = ['.com', '.co.uk', '.io', '.ai', '.dev'];

/**
 * The home page's domain search (issue 6). Deliberately tiny: a form that goes to the results page,
 * which is lazy-loaded with the contracts and the cart. Nothing here may import zod.
 */
export function DomainSearch() {
  const navigate = useNavigate();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = query.trim();
    if (!name) {
      setProblem('Type a name to search for.');
      return;
    }
    void navigate(paths.domainSearchFor(name));
  };

  return (
    <section aria-labelledby="domain-search-title" className="border-y border-ink-100 bg-ink-25">
      <div className="container-page py-12 sm:py-14">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700">
            <Globe className="size-4" aria-hidden="true" />
            Domains
          </p>
          <h2 id="domain-search-title" className="mt-2 text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">
            Find the perfect domain for your startup
          </h2>
          <form role="search" onSubmit={onSubmit} noValidate className="mt-6">
            <label htmlFor={inputId} className="sr-only">
              Domain name
            </label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <div className="relative flex-1">
                <Search
                  className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-400"
                  aria-hidden="true"
                />
                <input
                  id={inputId}
                  type="search"
                  name="query"
                  value={query}
                  onChange={(event) => {
                    setQuery(event.target.value);
                    setProblem(null);
                  }}
                  placeholder="yourstartup.com"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={253}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${inputId}-error` : undefined}
                  className="block h-12 w-full rounded-xl border border-ink-200 bg-white pr-4 pl-12 text-base text-ink-900 shadow-xs placeholder:text-ink-400 hover:border-ink-300 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
                />
              </div>
              <Button type="submit" size="lg">
                Search domains
              </Button>
            </div>
            {problem && (
              <p id={`${inputId}-error`} className="mt-2 text-left text-sm text-danger-700">
                {problem}
              </p>
            )}
          </form>
          <p className="mt-4 text-sm text-ink-500">Popular: {POPULAR.join(' · ')}. Prices in pounds, per year.</p>
        </div>
      </div>
    </section>
  );
}

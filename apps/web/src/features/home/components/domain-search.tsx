import { useNavigate } from 'react-router';
import { Globe } from 'lucide-react';
import { SearchForm } from '@/components/ui/search-form';
import { paths } from '@/config/paths';

const POPULAR = ['.com', '.co.uk', '.io', '.ai', '.dev'];

/**
 * The home page's domain search (issue 6). Deliberately tiny: a form that goes to the results page,
 * which is lazy-loaded with the contracts and the cart. Nothing here may import zod.
 */
export function DomainSearch() {
  const navigate = useNavigate();
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
          <SearchForm
            className="mt-6"
            size="lg"
            label="Domain name"
            placeholder="yourstartup.com"
            submitLabel="Search domains"
            emptyMessage="Type a name to search for."
            maxLength={253}
            onSearch={(name) => void navigate(paths.domainSearchFor(name))}
          />
          <p className="mt-4 text-sm text-ink-500">Popular: {POPULAR.join(' · ')}. Prices in pounds, per year.</p>
        </div>
      </div>
    </section>
  );
}

import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ArrowRight, MessageCircle } from 'lucide-react';
import { paths } from '@/config/paths';
import { SectionHeading } from './section-heading';

// The catalogue content arrives with its own code, after the page has shown (first-load budget).
const loadSections = () => import('./catalogue-sections');
const CategoryCards = lazy(() => loadSections().then((m) => ({ default: m.CategoryCards })));
const FormationPlaces = lazy(() => loadSections().then((m) => ({ default: m.FormationPlaces })));

function CardsPlaceholder() {
  return (
    <div role="status" className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <span className="sr-only">Loading services…</span>
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="h-52 animate-pulse rounded-2xl border border-ink-100 bg-white" aria-hidden="true" />
      ))}
    </div>
  );
}

/** The marketplace from the catalogue: categories with prices, formation countries and US states. */
export function Marketplace() {
  return (
    <section aria-labelledby="marketplace-title" className="border-t border-ink-100 bg-ink-25 py-20 sm:py-28">
      <div className="container-page">
        <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
          <SectionHeading id="marketplace-title" eyebrow="Marketplace" title="Everything a new company needs">
            Buy the essentials from one place, with clear prices and a single checkout.
          </SectionHeading>
          <Link
            to={paths.services}
            className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            Browse all services
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <Suspense fallback={<CardsPlaceholder />}>
          <CategoryCards />
          <FormationPlaces />
        </Suspense>
        <p className="mt-8 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-600">
          <MessageCircle className="size-4 text-ink-400" aria-hidden="true" />
          Not sure where to start?
          <Link to={paths.contact} className="font-semibold text-brand-700 hover:text-brand-800">
            Tell us about your company and we will suggest the right bundle.
          </Link>
        </p>
      </div>
    </section>
  );
}

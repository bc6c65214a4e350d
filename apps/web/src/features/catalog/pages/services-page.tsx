import { Suspense, useState, type ReactNode } from 'react';
import { Link, useOutlet } from 'react-router';
import { ArrowRight, MessageSquareQuote } from 'lucide-react';
import type { TProduct, TSectionBlock } from '@launchpad/shared';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api';
import { isPageHydrating } from '@/lib/page-hydration';
import { useGetGroupsQuery, useGetMarketplaceQuery, useGetServicesSectionsQuery } from '../api';
import { CategoryGrid } from '../components/category-grid';
import { CountryGrid } from '../components/country-grid';
import { PackCard } from '../components/pack-card';
import { ProductOffer } from '../components/product-offer';
import { QuoteForm } from '../components/quote-form';
import { SectionHeader } from '../components/section-header';
import { SectionOffers } from '../components/section-offers';

function Section({ id, tone = 'white', children }: { id: string; tone?: 'white' | 'tint'; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={
        tone === 'tint'
          ? 'scroll-mt-16 border-y border-ink-100 bg-ink-25 py-16 sm:py-20'
          : 'scroll-mt-16 py-16 sm:py-20'
      }
    >
      {/* Its own Suspense boundary, so a server-rendered page hydrates each section in a pass of its own
          rather than the whole long page in one (selective hydration): no section suspends in the browser. */}
      <Suspense fallback={null}>
        <div className="container-page">{children}</div>
      </Suspense>
    </section>
  );
}

function GridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading…</span>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-44 rounded-2xl" />
      ))}
    </div>
  );
}

const steps = [
  { title: 'Choose what you need', text: 'A single service, or a pack that bundles several for less.' },
  { title: 'Check out once', text: 'One cart for everything, with prices in pounds.' },
  { title: 'We do the filing', text: 'Follow each order and download your documents from your account.' },
];

function HowItWorks() {
  return (
    <ol className="hidden rounded-2xl border border-ink-100 bg-white/80 p-5 shadow-sm backdrop-blur lg:block">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-3.5 py-2.5">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-semibold text-white">
            {index + 1}
          </span>
          <span>
            <span className="block text-sm font-semibold text-ink-900">{step.title}</span>
            <span className="mt-0.5 block text-sm text-ink-600">{step.text}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

const blockOf = (blocks: TSectionBlock[] | undefined, key: string) => blocks?.find((block) => block.key === key);

function ProductRow({ products }: { products: TProduct[] }) {
  return (
    <ul className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <ProductOffer product={product} showPlace={false} layout="compact" />
        </li>
      ))}
    </ul>
  );
}

/**
 * Whether the page shows everything below its top. A visitor who arrives on a dialog's own address (a deep link
 * such as /services/company-formation/United States/Delaware) gets the dialog over the page's top alone, from the
 * server and at hydration: the dialog covers the page, and rendering and hydrating the long page beneath it was
 * most of the work a phone did before it could answer a tap. The sections come in when the dialog closes.
 */
function useSectionsShown(dialogOpen: boolean): boolean {
  const [held, setHeld] = useState(() => dialogOpen && isPageHydrating());
  if (held && !dialogOpen) setHeld(false);
  return !held;
}

/** /services: the marketplace (SPEC §1, §2). The three service dialogs open over it (its child routes). */
export default function ServicesPage() {
  const marketplace = useGetMarketplaceQuery();
  const sections = useGetServicesSectionsQuery();
  const groups = useGetGroupsQuery();
  const [quoteOpen, setQuoteOpen] = useState(false);
  const dialog = useOutlet();
  const sectionsShown = useSectionsShown(dialog !== null);

  const countries = blockOf(sections.data, 'formation-countries');
  const tradeMarks = blockOf(sections.data, 'trade-marks');
  const bookkeeping = blockOf(sections.data, 'bookkeeping');
  const categoryOf = (key: string) => marketplace.data?.categories.find((c) => c.category === key);
  const domains = categoryOf('domain_service');
  const other = categoryOf('other');
  const loadError = marketplace.error ?? sections.error;

  return (
    <>
      <section aria-labelledby="services-title" className="relative isolate overflow-hidden border-b border-ink-100">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(60%_80%_at_10%_0%,var(--color-brand-50),transparent_70%)]"
        />
        <div className="container-page py-14 sm:py-20">
          <div className="grid items-end gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div>
              <p className="text-sm font-semibold text-brand-700">Marketplace</p>
              <h1
                id="services-title"
                className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight text-balance text-ink-950 sm:text-5xl"
              >
                Services for every step of your launch
              </h1>
              <p className="mt-5 max-w-2xl text-lg text-pretty text-ink-600">
                {marketplace.data
                  ? `${marketplace.data.totalProducts} services, from company formation in 26 countries to trade marks and bookkeeping. Clear prices in pounds, one checkout.`
                  : 'Company formation, trade marks, bookkeeping, domains and more. Clear prices in pounds, one checkout.'}
              </p>
            </div>
            <HowItWorks />
          </div>
          <div className="mt-10">
            {loadError ? (
              <Alert tone="error" title="The marketplace could not be loaded">
                {getErrorMessage(loadError)}
              </Alert>
            ) : marketplace.data ? (
              <CategoryGrid categories={marketplace.data.categories} />
            ) : (
              <GridSkeleton count={5} />
            )}
          </div>
        </div>
      </section>

      {sectionsShown && (
        <>
          <Section id="company_formation" tone="tint">
            <SectionHeader
              id="company_formation-title"
              eyebrow="Company formation"
              title={countries?.title ?? 'Form your company'}
              aside={
                <Link
                  to={paths.serviceDialog('companyFormation')}
                  preventScrollReset
                  className={buttonClasses({ variant: 'outline' })}
                >
                  Choose country and state
                </Link>
              }
            >
              {countries?.subtitle ?? 'Pick a country to see its packages.'} In the United States, every state is
              available.
            </SectionHeader>
            <div className="mt-10">
              {countries ? <CountryGrid items={countries.items} /> : <GridSkeleton count={8} />}
            </div>
          </Section>

          <Section id="trade_mark">
            <SectionHeader
              id="trade_mark-title"
              eyebrow="Trade marks"
              title="Protect your brand"
              aside={
                <Link
                  to={paths.serviceDialog('tradeMark')}
                  preventScrollReset
                  className={buttonClasses({ variant: 'outline' })}
                >
                  Compare by country
                </Link>
              }
            >
              {tradeMarks?.subtitle}
            </SectionHeader>
            <div className="mt-10">{tradeMarks ? <SectionOffers items={tradeMarks.items} /> : <GridSkeleton />}</div>
          </Section>

          <Section id="bookkeeping" tone="tint">
            <SectionHeader
              id="bookkeeping-title"
              eyebrow="Bookkeeping & accounting"
              title="Books kept, returns filed"
              aside={
                <Link
                  to={paths.serviceDialog('bookkeeping')}
                  preventScrollReset
                  className={buttonClasses({ variant: 'outline' })}
                >
                  See all plans
                </Link>
              }
            >
              {bookkeeping?.subtitle}
            </SectionHeader>
            <div className="mt-10">{bookkeeping ? <SectionOffers items={bookkeeping.items} /> : <GridSkeleton />}</div>
          </Section>

          <Section id="packs">
            <SectionHeader id="packs-title" eyebrow="Packs" title="Bundles that cost less">
              The services founders buy together, for less than buying each on its own.
            </SectionHeader>
            {groups.error ? (
              <Alert tone="error" className="mt-10">
                {getErrorMessage(groups.error)}
              </Alert>
            ) : groups.data ? (
              <ul className="mt-10 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                {groups.data.map((group) => (
                  <li key={group.id}>
                    <PackCard group={group} />
                  </li>
                ))}
              </ul>
            ) : (
              <GridSkeleton />
            )}
          </Section>

          {domains && domains.featured.length > 0 && (
            <Section id="domain_service" tone="tint">
              <SectionHeader id="domain_service-title" eyebrow="Domains" title="Domains, SSL and privacy">
                Certificates for the padlock, and privacy for your domain records, renewed every year.
              </SectionHeader>
              <ProductRow products={domains.featured} />
            </Section>
          )}

          {other && other.featured.length > 0 && (
            <Section id="other">
              <SectionHeader id="other-title" eyebrow="Compliance" title="Addresses, registrations and tax IDs">
                The paperwork around a new company: registered offices, agents, VAT and EIN.
              </SectionHeader>
              <ProductRow products={other.featured} />
            </Section>
          )}

          <section aria-labelledby="quote-cta-title" className="pb-20 sm:pb-24">
            <div className="container-page">
              <div className="flex flex-col items-start justify-between gap-6 rounded-3xl bg-ink-950 p-8 text-white sm:flex-row sm:items-center sm:p-10">
                <div className="flex gap-4">
                  <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 sm:flex">
                    <MessageSquareQuote className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <h2 id="quote-cta-title" className="text-xl font-semibold">
                      Need something not listed here?
                    </h2>
                    <p className="mt-1 text-ink-300">
                      Several companies, an unusual structure or a tight deadline: tell us and we will quote.
                    </p>
                  </div>
                </div>
                <Button variant="inverse" size="lg" onClick={() => setQuoteOpen(true)}>
                  Request a custom quote
                  <ArrowRight aria-hidden="true" />
                </Button>
              </div>
            </div>
          </section>
        </>
      )}

      <Dialog open={quoteOpen} onOpenChange={setQuoteOpen}>
        <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl! overflow-y-auto">
          <DialogTitle>Request a custom quote</DialogTitle>
          <DialogDescription>Tell us what you need; a specialist replies within one business day.</DialogDescription>
          <div className="mt-6">
            <QuoteForm />
          </div>
        </DialogContent>
      </Dialog>

      {dialog}
    </>
  );
}

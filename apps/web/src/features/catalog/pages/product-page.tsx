import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import { ChevronRight, Check, Package, SearchX } from 'lucide-react';
import { CATEGORY_SERVICE_PAGE } from '@launchpad/shared/domain/catalog';
import { formatPounds } from '@launchpad/shared/domain/money';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage, type TApiError } from '@/lib/api';
import { useGetProductQuery, useGetRelatedProductsQuery } from '../api';
import { ProductOffer, placeBadges } from '../components/product-offer';
import { PurchasePanel } from '../components/purchase-panel';
import { QuoteForm } from '../components/quote-form';
import { categoryHref } from '../format';

function NotFound({ message }: { message: string }) {
  return (
    <div className="container-page py-16 sm:py-24">
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        title="We could not find this service"
        action={
          <Link to={paths.services} className={buttonClasses()}>
            Browse all services
          </Link>
        }
      >
        {message}
      </EmptyState>
    </div>
  );
}

/** /services/{id}: one product (SPEC §2), with its add-ons, services, packs and related products. */
export default function ProductPage() {
  const { id = '' } = useParams();
  // currentData: moving to a related product shows its skeleton, not the previous product.
  const { currentData: product, error, isFetching } = useGetProductQuery(id);
  const related = useGetRelatedProductsQuery(product?.id ?? '', { skip: !product });
  const quoteRef = useRef<HTMLElement>(null);

  if (!product && isFetching) return <PageSkeleton />;
  if (!product) {
    const apiError = error as TApiError | undefined;
    if (apiError?.status === 404) return <NotFound message={apiError.message} />;
    return (
      <div className="container-page py-16">
        <Alert tone="error" title="This service could not be loaded">
          {getErrorMessage(error)}
        </Alert>
      </div>
    );
  }

  const pageType = CATEGORY_SERVICE_PAGE[product.category] ?? null;
  const openQuote = () => {
    quoteRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    quoteRef.current?.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
  };

  return (
    <>
      <div className="border-b border-ink-100 bg-[radial-gradient(60%_100%_at_0%_0%,var(--color-brand-50),transparent_70%)]">
        <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-14">
          <div>
            <nav aria-label="Breadcrumb">
              <ol className="flex flex-wrap items-center gap-1.5 text-sm text-ink-500">
                <li>
                  <Link to={paths.services} className="hover:text-ink-900">
                    Services
                  </Link>
                </li>
                <li aria-hidden="true">
                  <ChevronRight className="size-3.5" />
                </li>
                <li>
                  <Link
                    to={categoryHref(product.category, pageType)}
                    preventScrollReset={pageType !== null}
                    className="hover:text-ink-900"
                  >
                    {product.categoryLabel}
                  </Link>
                </li>
              </ol>
            </nav>
            <div className="mt-5 flex flex-wrap gap-1.5">
              {placeBadges(product).map((place) => (
                <Badge key={place} tone="brand">
                  {place}
                </Badge>
              ))}
            </div>
            <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance text-ink-950 sm:text-4xl">
              {product.name}
            </h1>
            <p className="mt-4 text-lg text-pretty text-ink-600">{product.summary}</p>
            <p className="mt-6 max-w-2xl leading-7 text-pretty text-ink-700">{product.description}</p>

            {product.features.length > 0 && (
              <section aria-labelledby="included-title" className="mt-10">
                <h2 id="included-title" className="text-lg font-semibold text-ink-900">
                  What is included
                </h2>
                <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                  {product.features.map((feature) => (
                    <li
                      key={feature}
                      className="flex gap-3 rounded-xl border border-ink-100 bg-white p-3.5 text-sm text-ink-800"
                    >
                      <span className="flex size-5 shrink-0 items-center justify-center rounded-full bg-success-50 text-success-600">
                        <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
                      </span>
                      {feature}
                    </li>
                  ))}
                </ul>
              </section>
            )}

            {product.groups.length > 0 && (
              <section aria-labelledby="packs-title" className="mt-10">
                <h2 id="packs-title" className="text-lg font-semibold text-ink-900">
                  Also in a pack
                </h2>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {product.groups.map((group) => (
                    <li key={group.id}>
                      <Link
                        to={`${paths.services}#${group.slug}`}
                        className="inline-flex items-center gap-2 rounded-full border border-ink-200 bg-white px-3.5 py-1.5 text-sm text-ink-700 hover:border-brand-200 hover:text-brand-700"
                      >
                        <Package className="size-4" aria-hidden="true" />
                        {group.name}
                        <span className="font-semibold text-ink-900">{formatPounds(group.pricePence)}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>

          <aside aria-label="Price and options" className="lg:pt-2">
            <PurchasePanel key={product.id} product={product} onRequestQuote={openQuote} />
          </aside>
        </div>
      </div>

      {related.data && related.data.length > 0 && (
        <section aria-labelledby="related-title" className="container-page py-16">
          <h2 id="related-title" className="text-2xl font-semibold tracking-tight text-ink-900">
            Founders also buy
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {related.data.slice(0, 4).map((item) => (
              <li key={item.id}>
                <ProductOffer product={item} layout="compact" />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section
        ref={quoteRef}
        id="quote"
        aria-labelledby="quote-title"
        className="scroll-mt-20 border-t border-ink-100 bg-ink-25 py-16"
      >
        <div className="container-page grid gap-10 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <div>
            <h2 id="quote-title" className="text-2xl font-semibold tracking-tight text-ink-900">
              Request a custom quote
            </h2>
            <p className="mt-3 text-pretty text-ink-600">
              Need several of these, a different structure or a firm deadline? Tell us and a specialist will reply with
              a quote within one business day.
            </p>
          </div>
          <div className="rounded-2xl border border-ink-100 bg-white p-6 shadow-xs sm:p-8">
            <QuoteForm key={product.id} productId={product.id} productName={product.name} />
          </div>
        </div>
      </section>
    </>
  );
}

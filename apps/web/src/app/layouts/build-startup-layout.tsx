import { Link, Outlet } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { CartProvider } from '@/features/cart/cart-provider';
import { useGetServicePageQuery } from '@/features/catalog/api';
import { ProductOffer } from '@/features/catalog/components/product-offer';
import { useAllDomainsQuery } from '@/features/domains/api';
import { DomainResults } from '@/features/domains/components/domain-results';
import { BuilderSlotsProvider, type TBuilderSlots } from '@/features/launchpad/slots';
import { PublishButton } from '@/features/publishing/components/publish-button';
import { PublishingSlotsProvider, type TOwnedDomains, type TPublishingSlots } from '@/features/publishing/slots';
import { getErrorMessage } from '@/lib/api';

/** SPEC §9: lists show at most 2 items per section. */
const FORMATION_OFFERS = 2;

/** The catalogue's company formation products for the idea's place (issue 7: "from the catalogue"). */
function FormationOffers({ countryCode, stateCode }: { countryCode: string; stateCode: string | null }) {
  const { data, isLoading, error } = useGetServicePageQuery({
    pageType: 'company-formation',
    country: countryCode,
    state: stateCode,
  });
  if (isLoading) {
    return (
      <div className="grid gap-3 sm:grid-cols-2" aria-hidden="true">
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    );
  }
  if (error || !data) return null;
  if (data.needsState || data.products.length === 0) {
    return (
      <Link
        to={paths.serviceDialog('companyFormation', data.country?.name)}
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
      >
        {data.needsState ? 'Choose a state to see formation packages' : 'See formation packages'}
        <ArrowRight aria-hidden="true" />
      </Link>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {data.products.slice(0, FORMATION_OFFERS).map((product) => (
        <li key={product.id}>
          <ProductOffer product={product} layout="compact" className="h-full" />
        </li>
      ))}
    </ul>
  );
}

/** The founder's active domains, for publishing a landing page on one (issue 24). */
function useOwnedDomains(search: string): TOwnedDomains {
  const { data, error, refetch } = useAllDomainsQuery({ page: 1, status: 'active', search });
  return {
    domains: data?.items.map(({ id, name, registeredAt }) => ({ id, name, registeredAt })),
    error: error ? getErrorMessage(error) : null,
    hasMore: data?.pageMeta.has_next_page ?? false,
    refetch: () => void refetch(),
  };
}

const publishingSlots: TPublishingSlots = { useOwnedDomains, DomainSearch: DomainResults };

/** Publish on the landing page (issue 24), choosing among the founder's domains or buying one. */
function Publish({ tone, ...props }: { ideaId: string; query: string; tone: 'dark' | 'light'; resumes?: boolean }) {
  return (
    <PublishingSlotsProvider value={publishingSlots}>
      {tone === 'dark' ? (
        // Beside the banner's "Generated Landing page" pill, in the same shape.
        <PublishButton variant="inverse" size="md" className="rounded-full!" {...props} />
      ) : (
        <PublishButton {...props} />
      )}
    </PublishingSlotsProvider>
  );
}

const slots: TBuilderSlots = { DomainOffers: DomainResults, FormationOffers, Publish };

/**
 * The AI startup builder's pages with what they show from other features (STYLE §5: features are
 * composed here): the domain search results and the catalogue's formation offers, both adding to the
 * cart, and publishing the landing page on a domain.
 */
export default function BuildStartupLayout() {
  return (
    <CartProvider>
      <BuilderSlotsProvider value={slots}>
        <Outlet />
      </BuilderSlotsProvider>
    </CartProvider>
  );
}

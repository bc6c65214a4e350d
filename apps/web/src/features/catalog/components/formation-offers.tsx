import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useGetServicePageQuery } from '../api';
import { ProductOffer } from './product-offer';

/** SPEC §9: lists show at most 2 items per section. */
const FORMATION_OFFERS = 2;

/** The catalogue's company formation products for the idea's place (issue 7: "from the catalogue"). */
export function FormationOffers({ countryCode, stateCode }: { countryCode: string; stateCode: string | null }) {
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

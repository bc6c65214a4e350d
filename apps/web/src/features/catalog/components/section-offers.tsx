import type { TSectionItem } from '@launchpad/shared';
import { cn } from '@/lib/cn';
import { notedPrice } from '../format';
import { OfferCard } from './offer-card';

/** The products of a services-page block (trade marks, bookkeeping tiers) as offer cards. */
export function SectionOffers({ items }: { items: TSectionItem[] }) {
  // Four fit one row on wide screens; other counts read best three to a row.
  const four = items.length === 4;
  return (
    <ul className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2', four ? 'xl:grid-cols-4' : 'lg:grid-cols-3')}>
      {items.map((item) => (
        <li key={item.key}>
          <OfferCard
            title={item.title}
            subtitle={item.subtitle}
            href={item.href}
            layout={four ? 'compact' : 'stacked'}
            price={notedPrice(item.pricePence, item.priceNote)}
            line={
              item.productId && item.pricePence !== null
                ? { productId: item.productId, price: item.pricePence, isProductSelected: true }
                : null
            }
          />
        </li>
      ))}
    </ul>
  );
}

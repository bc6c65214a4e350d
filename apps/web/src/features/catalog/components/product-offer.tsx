import type { TProduct } from '@launchpad/shared';
import { formatPounds } from '@launchpad/shared/domain/money';
import { paths } from '@/config/paths';
import { productLine } from '../cart-lines';
import { priceText } from '../format';
import { OfferCard, type TOfferCardProps } from './offer-card';

/** Where a product applies, as badges: "United States", "Delaware". */
export function placeBadges(product: Pick<TProduct, 'countryName' | 'stateName'>): string[] {
  return [product.countryName, product.stateName].filter((name): name is string => Boolean(name));
}

/** The filing fee included in a total, said separately (issue 4: shown apart from our fee). */
export function filingFeeNote(product: Pick<TProduct, 'filingFeePence'>): string | null {
  return product.filingFeePence > 0 ? `incl. ${formatPounds(product.filingFeePence)} government fee` : null;
}

/** A catalogue product as an offer card with Add to cart and View details. */
export function ProductOffer({
  product,
  showFeatures = false,
  showPlace = true,
  ...rest
}: { product: TProduct; showFeatures?: boolean; showPlace?: boolean } & Pick<TOfferCardProps, 'layout' | 'className'>) {
  return (
    <OfferCard
      title={product.name}
      subtitle={product.summary}
      href={paths.service(product.slug)}
      price={{ lead: null, price: priceText(product.totalPence, product.interval) }}
      priceDetail={filingFeeNote(product)}
      badges={showPlace ? placeBadges(product) : []}
      features={showFeatures ? product.features.slice(0, 4) : []}
      line={productLine(product)}
      {...rest}
    />
  );
}

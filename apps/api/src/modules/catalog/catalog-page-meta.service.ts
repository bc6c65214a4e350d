import { PRODUCT_CATEGORY_LABELS, SITE_NAME, countryNameOf, productTotalPence, stateNameOf } from '@launchpad/shared';
import type { pageMeta } from '../../db/schema';
import { type TProductRow, productPagePath } from './catalog-mappers.service';

/** What a product page's metadata is built from. */
export type TMetaSource = Pick<
  TProductRow,
  | 'slug'
  | 'name'
  | 'summary'
  | 'seoTitle'
  | 'seoDescription'
  | 'category'
  | 'pricePence'
  | 'filingFeePence'
  | 'countryCode'
  | 'stateCode'
>;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** The metadata row of a product page (SPEC §3 "Page metadata"), with schema.org JSON-LD for the offer. */
export function productPageMeta(product: TMetaSource, publicUrl: string): typeof pageMeta.$inferInsert {
  const path = productPagePath(product.slug);
  const url = new URL(path, publicUrl).toString();
  const description = clip(product.seoDescription ?? product.summary, 170);
  const place = [stateNameOf(product.countryCode, product.stateCode), countryNameOf(product.countryCode)].filter(
    (part): part is string => Boolean(part),
  );
  return {
    slug: path,
    seoTitle: `${product.seoTitle ?? product.name} | ${SITE_NAME}`,
    seoDescription: description,
    seoKeywords: [product.name, PRODUCT_CATEGORY_LABELS[product.category], ...place].join(',').toLowerCase(),
    ogImage: '/og-default.png',
    schemaData: {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: product.name,
      description,
      url,
      category: PRODUCT_CATEGORY_LABELS[product.category],
      provider: { '@type': 'Organization', name: SITE_NAME, url: new URL('/', publicUrl).toString() },
      ...(place.length > 0 ? { areaServed: place[0] } : {}),
      offers: {
        '@type': 'Offer',
        price: (productTotalPence(product) / 100).toFixed(2),
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        url,
      },
    },
    updatedAt: new Date(),
  };
}

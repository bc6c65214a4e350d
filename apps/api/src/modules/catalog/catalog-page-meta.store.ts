import { PRODUCT_CATEGORY_LABELS, SITE_NAME, countryNameOf, productTotalPence, stateNameOf } from '@launchpad/shared';
import { inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { pageMeta } from '../../db/schema';
import { type TProductRow, productPagePath } from './catalog-mappers.service';

type TMetaSource = Pick<
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

/** Writes (or rewrites) the page metadata of these products; call inside the transaction that changed them. */
export async function upsertProductPageMeta(db: TDb, rows: TMetaSource[], publicUrl: string): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(pageMeta)
    .values(rows.map((row) => productPageMeta(row, publicUrl)))
    .onConflictDoUpdate({
      target: pageMeta.slug,
      set: {
        seoTitle: sql.raw('excluded.seo_title'),
        seoDescription: sql.raw('excluded.seo_description'),
        seoKeywords: sql.raw('excluded.seo_keywords'),
        schemaData: sql.raw('excluded.schema_data'),
        ogImage: sql.raw('excluded.og_image'),
        updatedAt: sql.raw('excluded.updated_at'),
      },
    });
}

export async function deleteProductPageMeta(db: TDb, slugs: string[]): Promise<void> {
  if (slugs.length === 0) return;
  await db.delete(pageMeta).where(inArray(pageMeta.slug, slugs.map(productPagePath)));
}

// The page metadata (page_meta) the SEO module serves; a product's row is written here, in the transaction
// that changed the product, from what the catalogue builds (issue 21: the owner of a table writes it).
import { inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { pageMeta } from '../../db/schema';
import { type TMetaSource, productPageMeta, productPagePath } from '../catalog';

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

/** Drops the page metadata of these products' pages (by their slugs). */
export async function deleteProductPageMeta(db: TDb, slugs: string[]): Promise<void> {
  if (slugs.length === 0) return;
  await db.delete(pageMeta).where(inArray(pageMeta.slug, slugs.map(productPagePath)));
}

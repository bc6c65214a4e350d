import { DEFAULT_PAGE_META, type TPageMeta } from '@launchpad/shared';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { pageMeta } from '../../db/schema';

type TDeps = { db: TDb };

/** A page path as stored: no query or fragment, no trailing slash (except the root). */
export function normaliseSlug(slug: string): string {
  const path = slug.split(/[?#]/, 1)[0] ?? '/';
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

/** SPEC §7 page-seo: the page's metadata, or the default (SPEC §8) for a page with none of its own. */
export async function getPageMeta(deps: TDeps, options: { slug: string }): Promise<TPageMeta> {
  const slug = normaliseSlug(options.slug);
  const [row] = await deps.db.select().from(pageMeta).where(eq(pageMeta.slug, slug)).limit(1);
  if (!row) return { ...DEFAULT_PAGE_META, page_url: slug };
  return {
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    seo_keywords: row.seoKeywords,
    page_url: row.slug,
    schema_data: row.schemaData ?? null,
    og_image: row.ogImage,
  };
}

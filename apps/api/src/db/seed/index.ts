import type { TDb } from '../client';
import { pageMeta } from '../schema';
import { seedCatalog } from './catalog';
import { seedArticles } from './articles';
import { seedContent } from './content';
import { seedDevCoupons } from './coupons';
import { seedDomainTlds } from './domains';
import { SEED_PAGES } from './page-meta';
import { seedSoftwareTools } from './software-tools';

/**
 * Idempotent: rows that exist are left as staff edited them; the catalogue seeds once per version.
 * `devCoupons` (default true) adds the development coupons; production start-up turns it off.
 */
export async function seedDatabase(db: TDb, publicUrl: string, options: { devCoupons?: boolean } = {}): Promise<void> {
  await db
    .insert(pageMeta)
    .values(
      SEED_PAGES.map((page) => ({
        slug: page.slug,
        seoTitle: page.title,
        seoDescription: page.description,
        seoKeywords: page.keywords,
        ogImage: '/og-default.png',
        schemaData:
          page.slug === '/'
            ? { '@context': 'https://schema.org', '@type': 'Organization', name: 'Launchpad', url: publicUrl }
            : null,
      })),
    )
    .onConflictDoNothing({ target: pageMeta.slug });
  await seedCatalog(db, publicUrl);
  await seedDomainTlds(db);
  await seedContent(db);
  await seedArticles(db);
  await seedSoftwareTools(db);
  if (options.devCoupons ?? true) await seedDevCoupons(db);
}

import {
  DEFAULT_PAGE_META,
  SERVICE_PAGE_CATEGORY,
  SERVICE_PAGE_TYPES,
  SITE_NAME,
  type TPageMeta,
  type TServicePageType,
  formatPounds,
  resolvePlace,
  servicePagePath,
} from '@launchpad/shared';
import { and, asc, eq, min } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { pageMeta, products } from '../../db/schema';
import { productPagePath, productPageMeta, appliesToPlace, findProductRow, isPublic, totalPrice } from '../catalog';
import { contentPageMeta } from '../content';

/** A page path as stored: no query or fragment, no trailing slash (except the root). */
export function normaliseSlug(slug: string): string {
  const path = slug.split(/[?#]/, 1)[0] ?? '/';
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

/** Path segments decoded (`United%20States` → `United States`); a malformed escape is kept as typed. */
function segmentsOf(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

type TPageMetaRow = typeof pageMeta.$inferSelect;
const fromRow = (
  row: Pick<TPageMetaRow, 'slug' | 'seoTitle' | 'seoDescription' | 'seoKeywords' | 'schemaData' | 'ogImage'>,
): TPageMeta => ({
  seo_title: row.seoTitle,
  seo_description: row.seoDescription,
  seo_keywords: row.seoKeywords,
  page_url: row.slug,
  schema_data: row.schemaData ?? null,
  og_image: row.ogImage ?? null,
});

async function storedMeta(deps: Pick<TDeps, 'db' | 'config'>, slug: string): Promise<TPageMeta | null> {
  const [row] = await deps.db.select().from(pageMeta).where(eq(pageMeta.slug, slug)).limit(1);
  return row ? fromRow(row) : null;
}

const fallback = (slug: string): TPageMeta => ({ ...DEFAULT_PAGE_META, page_url: slug });

/** `/services/{id}`: the product's own metadata, under its canonical slug path; unknown products get the default. */
async function productMeta(deps: Pick<TDeps, 'db' | 'config'>, idOrSlug: string, slug: string): Promise<TPageMeta> {
  const product = await findProductRow(deps, idOrSlug);
  if (!product) return fallback(slug);
  const canonical = productPagePath(product.slug);
  return (
    (await storedMeta(deps, canonical)) ?? fromRow(productPageMeta(product, deps.config.PUBLIC_URL) as TPageMetaRow)
  );
}

const PAGE_LABELS: Record<TServicePageType, string> = {
  'company-formation': 'Company formation',
  'trade-mark': 'Trade mark registration',
  'bookkeeping-accounting': 'Bookkeeping and accounting',
};

/** `/services/{pageType}/{country}/{state?}`: written from the products sold there (SPEC §2 deep links). */
async function servicePlaceMeta(
  deps: Pick<TDeps, 'db' | 'config'>,
  pageType: TServicePageType,
  country: string,
  state: string | undefined,
): Promise<TPageMeta | null> {
  const place = resolvePlace(pageType, country, state);
  if (!place.ok || !place.country) return null;
  const where = and(
    isPublic,
    eq(products.category, SERVICE_PAGE_CATEGORY[pageType]),
    appliesToPlace(place.country.code, place.state?.code ?? null),
  );
  const [names, [price]] = await Promise.all([
    deps.db.select({ name: products.name }).from(products).where(where).orderBy(asc(products.sortOrder)).limit(3),
    deps.db
      .select({ from: min(totalPrice) })
      .from(products)
      .where(where),
  ]);
  const placeName = place.state ? `${place.state.name}, ${place.country.name}` : place.country.name;
  const label = PAGE_LABELS[pageType];
  const from = price?.from === null || price?.from === undefined ? null : Number(price.from);
  const description =
    names.length > 0 && from !== null
      ? `${label} in ${placeName}: ${names.map((n) => n.name).join(', ')}. From ${formatPounds(from)} including government fees.`
      : `${label} in ${placeName}: tell us what you need and we will send you a quote.`;
  return {
    seo_title: `${label} in ${placeName} | ${SITE_NAME}`,
    seo_description: description.slice(0, 170),
    seo_keywords: [label, place.country.name, place.state?.name].filter(Boolean).join(',').toLowerCase(),
    page_url: servicePagePath(pageType, place.country.name, place.state?.name),
    schema_data: null,
    og_image: DEFAULT_PAGE_META.og_image,
  };
}

/**
 * SPEC §7 page-seo: the page's metadata. Product pages (`/services/{id or slug}`), service deep
 * links (`/services/company-formation/United States/Delaware`) and content detail pages (`/blog/{slug}`)
 * have their own; any other page its stored row, or the default (SPEC §8).
 */
export async function getPageMeta(deps: Pick<TDeps, 'db' | 'config'>, options: { slug: string }): Promise<TPageMeta> {
  const slug = normaliseSlug(options.slug);
  const segments = segmentsOf(slug);
  if (segments[0] === 'services' && segments[1]) {
    const pageType = SERVICE_PAGE_TYPES.find((type) => type === segments[1]);
    if (!pageType && segments.length === 2) return productMeta(deps, segments[1], slug);
    if (pageType && (segments.length === 3 || segments.length === 4) && segments[2]) {
      const meta = await servicePlaceMeta(deps, pageType, segments[2], segments[3]);
      // An unknown place shows the service page's own metadata: the dialog opens there without it.
      return meta ?? (await storedMeta(deps, `/services/${pageType}`)) ?? fallback(slug);
    }
  }
  const content = await contentPageMeta(deps, segments, deps.config.PUBLIC_URL);
  if (content) return (await storedMeta(deps, content.page_url)) ?? content;
  return (await storedMeta(deps, slug)) ?? fallback(slug);
}

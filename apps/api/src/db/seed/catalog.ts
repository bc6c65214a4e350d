import { type SQL, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { upsertProductPageMeta } from '../../modules/seo';
import type { TDb } from '../client';
import {
  catalogServices,
  plans,
  productAddOns,
  productGroupItems,
  productGroups,
  productServices,
  products,
  seedMarkers,
} from '../schema';
import { GROUPS, OTHER_PRODUCTS, PLANS, SERVICES } from './catalog-data';
import { formationProducts } from './catalog-formation';
import type { TSeedProduct } from './catalog-types';

/**
 * Bump when the seed data changes: the next start upserts it by slug. Rows staff have edited
 * (updated_at moved past created_at) or deleted are left as they are.
 */
export const CATALOG_SEED_VERSION = 2;
const MARKER = 'catalog';

export const catalogSeedProducts = (): TSeedProduct[] => [...formationProducts(), ...OTHER_PRODUCTS];

/** `set` for ON CONFLICT DO UPDATE: each named column takes the value proposed for insertion. */
function fromExcluded<T extends PgTable>(table: T, keys: (keyof T['$inferInsert'] & string)[]): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(
    keys.map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`Unknown column ${key}`);
      return [key, sql.raw(`excluded."${column.name}"`)];
    }),
  );
}

/** Only rows nobody has edited since they were seeded take the new seed values. */
const untouched = (table: string) => sql.raw(`"${table}"."updated_at" = "${table}"."created_at"`);

async function seedProducts(tx: TDb, publicUrl: string) {
  const seeds = catalogSeedProducts();
  const written = await tx
    .insert(products)
    .values(seeds.map(({ addOns: _addOns, serviceSlugs: _services, ...product }) => product))
    .onConflictDoUpdate({
      target: products.slug,
      set: fromExcluded(products, [
        'name',
        'summary',
        'description',
        'category',
        'pricePence',
        'filingFeePence',
        'billing',
        'interval',
        'countryCode',
        'stateCode',
        'features',
        'seoTitle',
        'seoDescription',
        'sortOrder',
      ]),
      setWhere: sql`${untouched('products')} and "products"."deleted_at" is null`,
    })
    .returning();
  await upsertProductPageMeta(tx, written, publicUrl);

  const idBySlug = new Map(written.map((row) => [row.slug, row.id]));
  const addOns = seeds.flatMap((seed) => {
    const productId = idBySlug.get(seed.slug);
    return productId ? seed.addOns.map((addOn, index) => ({ ...addOn, productId, sortOrder: index * 10 })) : [];
  });
  if (addOns.length > 0) {
    await tx
      .insert(productAddOns)
      .values(addOns)
      .onConflictDoUpdate({
        target: [productAddOns.productId, productAddOns.name],
        set: fromExcluded(productAddOns, ['description', 'pricePence', 'maxQuantity', 'sortOrder']),
        setWhere: untouched('product_add_ons'),
      });
  }
  return { seeds, idBySlug };
}

async function seedServices(tx: TDb, seeds: TSeedProduct[], idBySlug: Map<string, string>) {
  const services = await tx
    .insert(catalogServices)
    .values(SERVICES)
    .onConflictDoUpdate({
      target: catalogServices.slug,
      set: fromExcluded(catalogServices, [
        'name',
        'serviceType',
        'description',
        'pricePerYearPence',
        'minYears',
        'maxYears',
        'features',
        'sortOrder',
      ]),
      setWhere: untouched('catalog_services'),
    })
    .returning({ id: catalogServices.id, slug: catalogServices.slug });
  const all = await tx.select({ id: catalogServices.id, slug: catalogServices.slug }).from(catalogServices);
  const serviceIdBySlug = new Map([...all, ...services].map((row) => [row.slug, row.id]));
  const links = seeds.flatMap((seed) => {
    const productId = idBySlug.get(seed.slug);
    if (!productId) return [];
    return (seed.serviceSlugs ?? []).flatMap((slug) => {
      const serviceId = serviceIdBySlug.get(slug);
      return serviceId ? [{ productId, serviceId }] : [];
    });
  });
  if (links.length > 0) await tx.insert(productServices).values(links).onConflictDoNothing();
}

async function seedGroups(tx: TDb) {
  const groups = await tx
    .insert(productGroups)
    .values(GROUPS.map(({ items: _items, ...group }) => group))
    .onConflictDoUpdate({
      target: productGroups.slug,
      set: fromExcluded(productGroups, ['name', 'description', 'pricePence', 'sortOrder']),
      setWhere: untouched('product_groups'),
    })
    .returning({ id: productGroups.id, slug: productGroups.slug });
  const itemSlugs = GROUPS.flatMap((group) => group.items.map((item) => item.slug));
  const members = await tx
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.slug, itemSlugs));
  const productIdBySlug = new Map(members.map((row) => [row.slug, row.id]));
  const items = groups.flatMap((group) => {
    const seed = GROUPS.find((g) => g.slug === group.slug);
    return (seed?.items ?? []).flatMap((item) => {
      const productId = productIdBySlug.get(item.slug);
      return productId ? [{ groupId: group.id, productId, quantity: item.quantity }] : [];
    });
  });
  if (items.length > 0) await tx.insert(productGroupItems).values(items).onConflictDoNothing();
}

async function seedPlans(tx: TDb) {
  await tx
    .insert(plans)
    .values(PLANS)
    .onConflictDoUpdate({
      target: plans.slug,
      set: fromExcluded(plans, [
        'name',
        'description',
        'monthlyPricePence',
        'yearlyPricePence',
        'tools',
        'buildStartupAi',
        'aiMonthlyLimit',
        'features',
        'isPopular',
        'sortOrder',
      ]),
      setWhere: untouched('plans'),
    });
}

/**
 * The catalogue (SPEC §1): formations for every country and US state, trade marks, bookkeeping,
 * domain services, packs and startup plans, with a metadata row for each product page. Runs once per
 * CATALOG_SEED_VERSION, in one transaction.
 */
export async function seedCatalog(db: TDb, publicUrl: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [marker] = await tx.select().from(seedMarkers).where(eq(seedMarkers.name, MARKER)).limit(1);
    if (marker && marker.version >= CATALOG_SEED_VERSION) return;
    const { seeds, idBySlug } = await seedProducts(tx, publicUrl);
    await seedServices(tx, seeds, idBySlug);
    await seedGroups(tx);
    await seedPlans(tx);
    await tx
      .insert(seedMarkers)
      .values({ name: MARKER, version: CATALOG_SEED_VERSION })
      .onConflictDoUpdate({ target: seedMarkers.name, set: { version: CATALOG_SEED_VERSION, appliedAt: new Date() } });
  });
}

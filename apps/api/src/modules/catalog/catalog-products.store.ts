// Writes to the catalogue's products and their add-ons, for staff screens in other modules (issue 21: a
// module changes another module's tables only through its functions). Each runs in the caller's transaction.
import type { TAddOnInput } from '@launchpad/shared';
import { type SQL, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { productAddOns, products } from '../../db/schema';
import { AppError, invalidFields } from '../../lib/app-error';
import type { TProductRow } from './catalog-mappers.service';

type TProductValues = typeof products.$inferInsert;

/** A new product; null only when the database returned nothing. */
export async function insertProduct(db: TDb, values: TProductValues): Promise<TProductRow | null> {
  const [row] = await db.insert(products).values(values).returning();
  return row ?? null;
}

/** Changes some fields of a product; null when it no longer exists. */
export async function updateProductRow(
  db: TDb,
  id: string,
  changes: Partial<TProductValues>,
): Promise<TProductRow | null> {
  const [row] = await db
    .update(products)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return row ?? null;
}

/** A product that was ordered is kept for the orders that name it, hidden, with its slug freed. */
export async function archiveProduct(db: TDb, product: Pick<TProductRow, 'id' | 'slug'>): Promise<void> {
  await db
    .update(products)
    .set({
      deletedAt: new Date(),
      isActive: false,
      // '--' never appears in a valid slug, so the archived row cannot clash with a new product.
      slug: `${product.slug}--deleted-${product.id.slice(0, 8)}`,
      updatedAt: new Date(),
    })
    .where(eq(products.id, product.id));
}

/** Removes a product nobody ordered. */
export async function deleteProductRow(db: TDb, id: string): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

/** `set` of an upsert: each product field takes the value of the uploaded row. */
function fromExcluded(keys: string[]): Record<string, SQL> {
  const columns = getTableColumns(products) as Record<string, { name: string }>;
  return Object.fromEntries(
    keys.flatMap((key) => (columns[key] ? [[key, sql.raw(`excluded."${columns[key].name}"`)]] : [])),
  );
}

/** Writes these products by slug: new slugs are added, known ones take every field of their row here. */
export async function upsertProductsBySlug(db: TDb, rows: TProductValues[]): Promise<TProductRow[]> {
  return db
    .insert(products)
    .values(rows)
    .onConflictDoUpdate({
      target: products.slug,
      set: { ...fromExcluded(Object.keys(rows[0] ?? {}).filter((key) => key !== 'slug')), updatedAt: sql`now()` },
    })
    .returning();
}

/** The add-ons a product will have: kept by id or name, new ones added, the rest switched off. */
export async function replaceAddOns(tx: TDb, productId: string, wanted: TAddOnInput[]): Promise<void> {
  const names = wanted.map((addOn) => addOn.name.toLowerCase());
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate)
    throw invalidFields([{ field: 'addOns', message: `Two add-ons are named "${duplicate}"; names must differ.` }]);
  const existing = await tx.select().from(productAddOns).where(eq(productAddOns.productId, productId));
  const kept = new Set<string>();
  for (const [index, addOn] of wanted.entries()) {
    const match = addOn.id
      ? existing.find((row) => row.id === addOn.id)
      : existing.find((row) => row.name.toLowerCase() === addOn.name.toLowerCase());
    if (addOn.id && !match) {
      throw new AppError(
        'BAD_REQUEST',
        `addOns: ${addOn.id} is not an add-on of this product; leave id out to add one.`,
      );
    }
    const fields = {
      name: addOn.name,
      description: addOn.description ?? null,
      pricePence: addOn.pricePence,
      maxQuantity: addOn.maxQuantity,
      sortOrder: index * 10,
      isActive: true,
      updatedAt: new Date(),
    };
    if (match) {
      kept.add(match.id);
      await tx.update(productAddOns).set(fields).where(eq(productAddOns.id, match.id));
    } else {
      await tx.insert(productAddOns).values({ ...fields, productId });
    }
  }
  // Carts and orders may name a removed add-on, so it is switched off rather than deleted.
  const removed = existing.filter((row) => !kept.has(row.id) && row.isActive).map((row) => row.id);
  if (removed.length > 0) {
    await tx
      .update(productAddOns)
      .set({ isActive: false, updatedAt: new Date() })
      .where(inArray(productAddOns.id, removed));
  }
}

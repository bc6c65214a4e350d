import {
  type TAddOnInput,
  type TProductDetail,
  type TProductInput,
  type TProductUpdate,
  productRuleIssues,
} from '@launchpad/shared';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { orderLines, productAddOns, productGroupItems, productGroups, products } from '../../db/schema';
import { AppError, invalidFields } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import {
  type TProductRow,
  deleteProductPageMeta,
  upsertProductPageMeta,
  requireProductRow,
  getProductDetail,
} from '../catalog';

const slugTaken = (slug: string) =>
  new AppError('CONFLICT', `Another product already uses the slug "${slug}". Choose a different slug.`);

/**
 * Whether any order ever included this product, on its own or as one of its add-ons: such a product
 * is archived (soft-deleted) rather than removed, so order history and invoices keep pointing at it.
 */
export async function hasBeenOrdered(deps: Pick<TDeps, 'db'>, productId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(
      or(
        and(eq(orderLines.kind, 'product'), eq(orderLines.refId, productId)),
        and(
          eq(orderLines.kind, 'add_on'),
          inArray(
            orderLines.refId,
            deps.db
              .select({ id: sql<string>`${productAddOns.id}::text` })
              .from(productAddOns)
              .where(eq(productAddOns.productId, productId)),
          ),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The add-ons a product will have: kept by id or name, new ones added, the rest switched off. */
async function replaceAddOns(tx: TDb, productId: string, wanted: TAddOnInput[]): Promise<void> {
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

/** SPEC §6/§7 `products/add`: a new product with its add-ons and page metadata. */
export async function createProduct(deps: Pick<TDeps, 'db' | 'config'>, input: TProductInput): Promise<TProductDetail> {
  const { addOns, ...fields } = input;
  try {
    const id = await deps.db.transaction(async (tx) => {
      const [row] = await tx.insert(products).values(fields).returning();
      if (!row) throw new AppError('INTERNAL', 'The product could not be saved.');
      if (addOns?.length) await replaceAddOns(tx, row.id, addOns);
      await upsertProductPageMeta(tx, [row], deps.config.PUBLIC_URL);
      return row.id;
    });
    return await getProductDetail(deps, { id, includeInactive: true });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(input.slug);
    throw error;
  }
}

/** SPEC §7 `PUT products/{id}`: change some fields; the rules are checked on the product that results. */
export async function updateProduct(
  deps: Pick<TDeps, 'db' | 'config'>,
  options: { id: string; changes: TProductUpdate },
): Promise<TProductDetail> {
  const current = await requireProductRow(deps, options.id, { includeInactive: true });
  const { addOns, ...changes } = options.changes;
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const next = { ...current, ...defined } as TProductRow;
  const issues = productRuleIssues(next);
  if (issues.length > 0) throw invalidFields(issues);
  try {
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(products)
        .set({ ...defined, updatedAt: new Date() })
        .where(eq(products.id, current.id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', 'This product was deleted a moment ago.');
      if (addOns) await replaceAddOns(tx, row.id, addOns);
      if (row.slug !== current.slug) await deleteProductPageMeta(tx, [current.slug]);
      await upsertProductPageMeta(tx, [row], deps.config.PUBLIC_URL);
    });
  } catch (error) {
    if (isUniqueViolation(error) && changes.slug) throw slugTaken(changes.slug);
    throw error;
  }
  return getProductDetail(deps, { id: current.id, includeInactive: true });
}

/**
 * SPEC §7 `DELETE products/{id}`: a product that was ever ordered is archived (kept, hidden, its slug
 * freed for a new product); otherwise it is removed. A product inside a pack must leave the pack first.
 */
export async function deleteProduct(
  deps: Pick<TDeps, 'db' | 'config'>,
  options: { id: string; wasOrdered?: typeof hasBeenOrdered },
): Promise<{ id: string; mode: 'soft' | 'hard' }> {
  const product = await requireProductRow(deps, options.id, { includeInactive: true });
  const packs = await deps.db
    .select({ name: productGroups.name })
    .from(productGroupItems)
    .innerJoin(productGroups, eq(productGroups.id, productGroupItems.groupId))
    .where(eq(productGroupItems.productId, product.id))
    .orderBy(asc(productGroups.name));
  if (packs.length > 0) {
    throw new AppError(
      'CONFLICT',
      `${product.name} is part of ${packs.map((p) => p.name).join(', ')}. Take it out of ${packs.length === 1 ? 'that pack' : 'those packs'} first.`,
    );
  }
  const ordered = await (options.wasOrdered ?? hasBeenOrdered)(deps, product.id);
  await deps.db.transaction(async (tx) => {
    if (ordered) {
      await tx
        .update(products)
        .set({
          deletedAt: new Date(),
          isActive: false,
          // '--' never appears in a valid slug, so the archived row cannot clash with a new product.
          slug: `${product.slug}--deleted-${product.id.slice(0, 8)}`,
          updatedAt: new Date(),
        })
        .where(eq(products.id, product.id));
    } else {
      await tx.delete(products).where(eq(products.id, product.id));
    }
    await deleteProductPageMeta(tx, [product.slug]);
  });
  return { id: product.id, mode: ordered ? 'soft' : 'hard' };
}

import { type TProductDetail, type TProductInput, type TProductUpdate, productRuleIssues } from '@launchpad/shared';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { TDeps } from '../../core';
import { orderLines, productAddOns, productGroupItems, productGroups } from '../../db/schema';
import { AppError, invalidFields } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import {
  type TProductRow,
  archiveProduct,
  deleteProductRow,
  insertProduct,
  replaceAddOns,
  updateProductRow,
  requireProductRow,
  getProductDetail,
} from '../catalog';
import { deleteProductPageMeta, upsertProductPageMeta } from '../seo';

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

/** SPEC §6/§7 `products/add`: a new product with its add-ons and page metadata. */
export async function createProduct(deps: Pick<TDeps, 'db' | 'config'>, input: TProductInput): Promise<TProductDetail> {
  const { addOns, ...fields } = input;
  try {
    const id = await deps.db.transaction(async (tx) => {
      const row = await insertProduct(tx, fields);
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
      const row = await updateProductRow(tx, current.id, defined);
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
      await archiveProduct(tx, product);
    } else {
      await deleteProductRow(tx, product.id);
    }
    await deleteProductPageMeta(tx, [product.slug]);
  });
  return { id: product.id, mode: ordered ? 'soft' : 'hard' };
}

import { type SQL, and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  type TBilling,
  type TProductCategory,
  type TProductSort,
  applicableCountryCodes,
  resolvePlace,
} from '@launchpad/shared';
import type { TDeps } from '../../core';
import { products } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { TProductRow } from './catalog-mappers.service';

/** What the public sees: not deleted and not switched off by staff. */
export const isPublic = and(isNull(products.deletedAt), eq(products.isActive, true)) as SQL;
export const notDeleted = isNull(products.deletedAt);

/** What a customer pays: our fee plus the filing fee. */
export const totalPrice = sql<number>`(${products.pricePence} + ${products.filingFeePence})`;

export const PRODUCT_ORDER: Record<TProductSort, SQL[]> = {
  featured: [asc(products.sortOrder), asc(products.name), asc(products.id)],
  price_asc: [asc(totalPrice), asc(products.name), asc(products.id)],
  price_desc: [desc(totalPrice), asc(products.name), asc(products.id)],
  name: [asc(products.name), asc(products.id)],
};

/** Products sold where the customer chose: that country (or the EU for a member state) or everywhere. */
export function appliesToPlace(countryCode: string, stateCode: string | null): SQL {
  const country = or(isNull(products.countryCode), inArray(products.countryCode, applicableCountryCodes(countryCode)));
  if (!stateCode) return country as SQL;
  return and(country, or(isNull(products.stateCode), eq(products.stateCode, stateCode))) as SQL;
}

/** LIKE pattern for text typed by a person: %, _ and \ match themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type TProductFilters = {
  category?: TProductCategory | undefined;
  country?: string | undefined;
  state?: string | undefined;
  search?: string | undefined;
  billing?: TBilling | undefined;
};

/** The WHERE of a product list; an unknown country or a state outside the US is a 400 naming it. */
export function productFilters(filters: TProductFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.category) where.push(eq(products.category, filters.category));
  if (filters.billing) where.push(eq(products.billing, filters.billing));
  if (filters.country || filters.state) {
    const place = resolvePlace(null, filters.country, filters.state);
    if (!place.ok) throw new AppError('BAD_REQUEST', place.message);
    if (place.country) where.push(appliesToPlace(place.country.code, place.state?.code ?? null));
  }
  const search = filters.search?.trim();
  if (search) {
    where.push(or(ilike(products.name, containing(search)), ilike(products.summary, containing(search))) as SQL);
  }
  return where;
}

/** A product by uuid or slug; null when unknown, deleted, or (unless asked) inactive. */
export async function findProductRow(
  deps: Pick<TDeps, 'db'>,
  idOrSlug: string,
  options: { includeInactive?: boolean } = {},
): Promise<TProductRow | null> {
  const key = idOrSlug.trim();
  const match = isUuid(key) ? eq(products.id, key.toLowerCase()) : eq(products.slug, key.toLowerCase());
  const [row] = await deps.db
    .select()
    .from(products)
    .where(and(match, options.includeInactive ? notDeleted : isPublic))
    .limit(1);
  return row ?? null;
}

/**
 * Whether `/services/{id or slug}` shows a product: `live` (on sale), `gone` (deleted: its page is gone for
 * good) or `missing` (never existed, or taken off sale for now).
 */
export async function productPageState(
  deps: Pick<TDeps, 'db'>,
  idOrSlug: string,
): Promise<'live' | 'gone' | 'missing'> {
  const key = idOrSlug.trim();
  const match = isUuid(key) ? eq(products.id, key.toLowerCase()) : eq(products.slug, key.toLowerCase());
  const [row] = await deps.db
    .select({ deletedAt: products.deletedAt, isActive: products.isActive })
    .from(products)
    .where(match)
    .limit(1);
  if (!row) return 'missing';
  if (row.deletedAt) return 'gone';
  return row.isActive ? 'live' : 'missing';
}

export const PRODUCT_NOT_FOUND =
  'We could not find that product. It may have been removed; please browse our services.';

export async function requireProductRow(
  deps: Pick<TDeps, 'db'>,
  idOrSlug: string,
  options: { includeInactive?: boolean } = {},
): Promise<TProductRow> {
  const row = await findProductRow(deps, idOrSlug, options);
  if (!row) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return row;
}

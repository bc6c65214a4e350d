import {
  CATEGORY_SERVICE_PAGE,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  SERVICE_PAGE_CATEGORY,
  type TAdminProductListRequest,
  type TGroup,
  type TListPageMeta,
  type TMarketplace,
  type TProduct,
  type TProductCategory,
  type TProductDetail,
  type TProductListRequest,
  type TServicePage,
  type TServicePageType,
  pageOffset,
  productTotalPence,
  resolvePlace,
  listPageMeta,
  catalogEndpoints,
} from '@launchpad/shared';
import { type SQL, and, asc, count, eq, inArray, isNull, min, ne, or, sql } from 'drizzle-orm';
import type { TDeps } from '../../core';
import {
  catalogServices,
  productAddOns,
  productGroupItems,
  productGroups,
  productServices,
  products,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { serviceEndpoints } from '../../lib/endpoint';
import { toAddOn, toProduct, toService } from './catalog-mappers.service';
import {
  PRODUCT_ORDER,
  appliesToPlace,
  isPublic,
  notDeleted,
  productFilters,
  requireProductRow,
  totalPrice,
} from './catalog.store';

export type TPagedProducts = { items: TProduct[]; page_meta: TListPageMeta };

async function pagedProducts(
  deps: Pick<TDeps, 'db'>,
  where: SQL[],
  options: Pick<TProductListRequest, 'sort' | 'page' | 'pageSize'>,
): Promise<TPagedProducts> {
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(products)
      .where(condition)
      .orderBy(...PRODUCT_ORDER[options.sort])
      .limit(options.pageSize)
      .offset(pageOffset(options.page, options.pageSize)),
    deps.db.select({ value: count() }).from(products).where(condition),
  ]);
  const totalItems = total?.value ?? 0;
  return {
    items: rows.map(toProduct),
    page_meta: listPageMeta(totalItems, options.page, options.pageSize),
  };
}

/** SPEC §7 `products/list`: active products, filtered, searched, sorted and paged. */
export function listProducts(deps: Pick<TDeps, 'db'>, options: TProductListRequest): Promise<TPagedProducts> {
  return pagedProducts(deps, [isPublic, ...productFilters(options)], options);
}

/** Admin list: every product that is not deleted, active or not. */
export function listProductsForAdmin(
  deps: Pick<TDeps, 'db'>,
  options: TAdminProductListRequest,
): Promise<TPagedProducts> {
  const status =
    options.status === 'active'
      ? [eq(products.isActive, true)]
      : options.status === 'inactive'
        ? [eq(products.isActive, false)]
        : [];
  return pagedProducts(deps, [notDeleted, ...status, ...productFilters(options)], options);
}

/** A product page: the product, its add-ons, the services it offers and the packs that include it. */
export async function getProductDetail(
  deps: Pick<TDeps, 'db'>,
  options: { id: string; includeInactive?: boolean },
): Promise<TProductDetail> {
  const row = await requireProductRow(deps, options.id, { includeInactive: options.includeInactive ?? false });
  const [addOns, services, groups] = await Promise.all([
    deps.db
      .select()
      .from(productAddOns)
      .where(and(eq(productAddOns.productId, row.id), eq(productAddOns.isActive, true)))
      .orderBy(asc(productAddOns.sortOrder), asc(productAddOns.name)),
    deps.db
      .select({ service: catalogServices })
      .from(productServices)
      .innerJoin(catalogServices, eq(catalogServices.id, productServices.serviceId))
      .where(and(eq(productServices.productId, row.id), eq(catalogServices.isActive, true)))
      .orderBy(asc(catalogServices.sortOrder)),
    deps.db
      .select({
        id: productGroups.id,
        slug: productGroups.slug,
        name: productGroups.name,
        pricePence: productGroups.pricePence,
      })
      .from(productGroupItems)
      .innerJoin(productGroups, eq(productGroups.id, productGroupItems.groupId))
      .where(and(eq(productGroupItems.productId, row.id), eq(productGroups.isActive, true)))
      .orderBy(asc(productGroups.sortOrder)),
  ]);
  return {
    ...toProduct(row),
    addOns: addOns.map(toAddOn),
    services: services.map(({ service }) => toService(service)),
    groups,
  };
}

const FEATURED_PER_CATEGORY = 4;

/** SPEC §1 Marketplace: each category with its count, its lowest price and a few featured products. */
export async function getMarketplace(deps: Pick<TDeps, 'db'>): Promise<TMarketplace> {
  const stats = await deps.db
    .select({ category: products.category, count: count(), fromPence: min(totalPrice) })
    .from(products)
    .where(isPublic)
    .groupBy(products.category);
  const featured = await Promise.all(
    PRODUCT_CATEGORIES.map((category) =>
      deps.db
        .select()
        .from(products)
        .where(and(isPublic, eq(products.category, category)))
        .orderBy(...PRODUCT_ORDER.featured)
        .limit(FEATURED_PER_CATEGORY),
    ),
  );
  const categories = PRODUCT_CATEGORIES.map((category, index) => {
    const stat = stats.find((s) => s.category === category);
    const pageType = CATEGORY_SERVICE_PAGE[category] ?? null;
    return {
      category,
      label: PRODUCT_CATEGORY_LABELS[category],
      pageType,
      path: pageType ? `/services/${pageType}` : '/services',
      count: stat?.count ?? 0,
      fromPence: stat?.fromPence === null || stat?.fromPence === undefined ? null : Number(stat.fromPence),
      featured: (featured[index] ?? []).map(toProduct),
    };
  });
  return { totalProducts: categories.reduce((sum, c) => sum + c.count, 0), categories };
}

/** Packs on sale: every product in them still on sale, with what buying them one by one would cost. */
export async function listGroups(deps: Pick<TDeps, 'db'>): Promise<TGroup[]> {
  const groups = await deps.db
    .select()
    .from(productGroups)
    .where(eq(productGroups.isActive, true))
    .orderBy(asc(productGroups.sortOrder), asc(productGroups.name));
  if (groups.length === 0) return [];
  const items = await deps.db
    .select({ groupId: productGroupItems.groupId, quantity: productGroupItems.quantity, product: products })
    .from(productGroupItems)
    .innerJoin(products, eq(products.id, productGroupItems.productId))
    .where(
      inArray(
        productGroupItems.groupId,
        groups.map((g) => g.id),
      ),
    )
    .orderBy(asc(products.sortOrder), asc(products.name));
  return groups.flatMap((group) => {
    const own = items.filter((item) => item.groupId === group.id);
    const sellable = own.length > 0 && own.every((item) => item.product.isActive && !item.product.deletedAt);
    if (!sellable) return [];
    const itemsTotalPence = own.reduce((sum, item) => sum + productTotalPence(item.product) * item.quantity, 0);
    return [
      {
        id: group.id,
        slug: group.slug,
        name: group.name,
        description: group.description,
        pricePence: group.pricePence,
        itemsTotalPence,
        savingPence: Math.max(0, itemsTotalPence - group.pricePence),
        items: own.map((item) => ({
          productId: item.product.id,
          quantity: item.quantity,
          product: toProduct(item.product),
        })),
      },
    ];
  });
}

/** What a founder buying one kind of product usually needs next. */
const COMPLEMENTS: Record<TProductCategory, TProductCategory[]> = {
  company_formation: ['other', 'bookkeeping', 'trade_mark'],
  trade_mark: ['company_formation', 'domain_service'],
  bookkeeping: ['company_formation', 'other'],
  domain_service: ['trade_mark', 'company_formation'],
  other: ['company_formation', 'bookkeeping'],
};
const RELATED_LIMIT = 4;

/**
 * Up to four products to show beside one, never itself: first the same kind for the same place
 * (Delaware C-Corp beside Delaware LLC), then what complements it where it applies (EIN, registered
 * agent, bookkeeping), then the same kind elsewhere.
 */
export async function getRelatedProducts(deps: Pick<TDeps, 'db'>, options: { productId: string }): Promise<TProduct[]> {
  const product = await requireProductRow(deps, options.productId);
  const samePlace = and(
    sql`${products.countryCode} is not distinct from ${product.countryCode}`,
    sql`${products.stateCode} is not distinct from ${product.stateCode}`,
  );
  const complementary = and(
    inArray(products.category, COMPLEMENTS[product.category]),
    product.countryCode ? appliesToPlace(product.countryCode, product.stateCode) : isNull(products.countryCode),
  );
  const rank = sql<number>`case
    when ${products.category} = ${product.category} and ${samePlace} then 0
    when ${complementary} then 1
    else 2 end`;
  const rows = await deps.db
    .select()
    .from(products)
    .where(and(isPublic, ne(products.id, product.id), or(eq(products.category, product.category), complementary)))
    .orderBy(rank, ...PRODUCT_ORDER.featured)
    .limit(RELATED_LIMIT);
  return rows.map(toProduct);
}

/**
 * SPEC §2 `/services/{pageType}/{country}/{state?}` and §5: the products a service dialog offers for
 * the chosen place. An unknown country or state is a 404, a state outside the US a 400; company
 * formation needs a country, and a state in the US, before it lists anything.
 */
export async function getServicePage(
  deps: Pick<TDeps, 'db'>,
  options: {
    /** The page in the address. */
    id: TServicePageType;
    /** The page the body names, when it names one: it must be the same. */
    pageType?: TServicePageType | undefined;
    country?: string | null;
    state?: string | null;
  },
): Promise<TServicePage> {
  const { id: pageType, pageType: bodyPageType } = options;
  if (bodyPageType && bodyPageType !== pageType) {
    throw new AppError('BAD_REQUEST', `pageType ${bodyPageType} does not match the page ${pageType} in the address.`);
  }
  const place = resolvePlace(pageType, options.country, options.state);
  if (!place.ok) throw new AppError(place.status === 'not_found' ? 'NOT_FOUND' : 'BAD_REQUEST', place.message);
  const category = SERVICE_PAGE_CATEGORY[pageType];
  const needsCountry = pageType === 'company-formation' && !place.country;
  const base = {
    pageType,
    category,
    country: place.country ? { name: place.country.name, code: place.country.code } : null,
    state: place.state ? { name: place.state.name, code: place.state.code } : null,
    needsState: place.needsState,
    needsCountry,
  };
  if (needsCountry || place.needsState) return { ...base, products: [] };
  const where: SQL[] = [isPublic, eq(products.category, category)];
  if (place.country) where.push(appliesToPlace(place.country.code, place.state?.code ?? null));
  const rows = await deps.db
    .select()
    .from(products)
    .where(and(...where))
    .orderBy(...PRODUCT_ORDER.featured);
  return { ...base, products: rows.map(toProduct) };
}

/**
 * The public catalogue's reads these functions answer (catalog.routes.ts). The section blocks have their own
 * map, catalogSectionServices: catalog-sections.store.ts builds on this file.
 */
export const catalogReadServices = serviceEndpoints(catalogEndpoints, {
  marketplace: getMarketplace,
  groupList: listGroups,
  related: getRelatedProducts,
  bySlug: getServicePage,
  product: getProductDetail,
});

// Issue 5 "server prices are authoritative": what each cart line, add-on and service costs now, read
// from the catalogue and domain_tlds, as the TPriceOf the shared repriceCart / mergeCarts take.
import {
  type TCart,
  type TCartItem,
  type TCartLineDetail,
  type TDomainServiceType,
  type TPriceOf,
  isDomainItem,
  lineTotals,
  subscriptionInterval,
} from '@launchpad/shared';
import { type AnyColumn, type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client';
import {
  catalogServices,
  productAddOns,
  productGroups,
  productServices,
  products,
  registryNames,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { productPagePath, isPublic, totalPrice } from '../catalog';
import { isUuid } from '../../lib/ids';
import { findTldPrices, normaliseTld, type TTldPrice } from '../domains';

export type TCatalogProduct = {
  id: string;
  name: string;
  slug: string;
  pricePence: number;
  /** Renews as a subscription every month or year (bookkeeping; see subscriptionInterval), else null. */
  renews: 'month' | 'year' | null;
};
export type TCatalogGroup = { id: string; name: string; pricePence: number };
export type TCatalogAddOn = { id: string; productId: string; name: string; pricePence: number; maxQuantity: number };
export type TCatalogServiceEntry = {
  id: string;
  name: string;
  serviceType: TDomainServiceType;
  pricePerYearPence: number;
  minYears: number;
  maxYears: number;
};

/** What is on sale, for the lines of one or more carts: anything absent is not sold (any more). */
export type TCartCatalog = {
  products: Map<string, TCatalogProduct>;
  groups: Map<string, TCatalogGroup>;
  tlds: Map<string, TTldPrice>;
  /** `name.tld` → pence per year, for names the registry sells at a premium (registry_names). */
  premiums: Map<string, number>;
  addOns: Map<string, TCatalogAddOn>;
  services: Map<string, TCatalogServiceEntry>;
  /** `productId:serviceId` for each service a product page offers. */
  productServices: Set<string>;
};

export const productServiceKey = (productId: string, serviceId: string) => `${productId}:${serviceId}`;

export function emptyCatalog(): TCartCatalog {
  return {
    products: new Map(),
    groups: new Map(),
    tlds: new Map(),
    premiums: new Map(),
    addOns: new Map(),
    services: new Map(),
    productServices: new Set(),
  };
}

export function mergeCatalogs(a: TCartCatalog, b: TCartCatalog): TCartCatalog {
  return {
    products: new Map([...a.products, ...b.products]),
    groups: new Map([...a.groups, ...b.groups]),
    tlds: new Map([...a.tlds, ...b.tlds]),
    premiums: new Map([...a.premiums, ...b.premiums]),
    addOns: new Map([...a.addOns, ...b.addOns]),
    services: new Map([...a.services, ...b.services]),
    productServices: new Set([...a.productServices, ...b.productServices]),
  };
}

/**
 * Runs the queries at once on a pool, and one after another on a transaction, whose single
 * connection takes one query at a time.
 */
export async function inParallel<const T extends readonly (() => PromiseLike<unknown>)[]>(
  db: TDb,
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type TResults = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(queries.map((query) => query()))) as TResults;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as TResults;
}

/**
 * A pack is on sale while it is active and has products, every one of them on sale (the rule of
 * catalog.service listGroups).
 */
export function groupSellable(groupId: AnyColumn): SQL<boolean> {
  return sql<boolean>`(${productGroups.isActive} and exists (
      select 1 from product_group_items gi where gi.group_id = ${groupId}
    ) and not exists (
      select 1 from product_group_items gi join products p on p.id = gi.product_id
      where gi.group_id = ${groupId} and (p.deleted_at is not null or not p.is_active)
    ))`;
}

/** The key of a domain in `premiums`: `name.tld`, lower-case. */
export const domainKey = (domain: string, tld: string) => `${domain.trim().toLowerCase()}.${normaliseTld(tld)}`;

/**
 * The yearly price the registry asks for a premium name (a label may be premium under one tld or all),
 * as SQL over a cart line's domain and tld columns; null for an ordinary name.
 */
export function premiumPriceSql(domain: AnyColumn | SQL, tld: AnyColumn | SQL): SQL<number | null> {
  return sql<number | null>`(select rn.premium_price_pence from registry_names rn
    where rn.kind = 'premium' and rn.label = lower(${domain}) and (rn.tld = lower(${tld}) or rn.tld is null)
    order by rn.tld nulls last limit 1)`;
}

/**
 * TPriceOf over a catalogue: a product costs its fee plus filing fee, a pack its pack price, a domain
 * its premium price when the registry has one, else its tld's yearly registration price; an add-on only with its own product; a service only on a
 * domain or with a product whose page offers it. Null (dropped) for anything not on sale.
 */
export function priceOfFrom(catalog: TCartCatalog): TPriceOf {
  return {
    item: (item) => {
      if (isDomainItem(item)) {
        const tld = catalog.tlds.get(normaliseTld(item.tld ?? ''));
        if (!tld) return null;
        return catalog.premiums.get(domainKey(item.domain ?? '', tld.tld)) ?? tld.registrationPricePence;
      }
      if (item.isGroup) return catalog.groups.get(item.groupId ?? '')?.pricePence ?? null;
      return catalog.products.get(item.productId ?? '')?.pricePence ?? null;
    },
    addOn: (item, addOnId) => {
      const addOn = catalog.addOns.get(addOnId);
      return addOn && !item.isGroup && !isDomainItem(item) && addOn.productId === item.productId
        ? addOn.pricePence
        : null;
    },
    service: (item, serviceId) => {
      const service = catalog.services.get(serviceId);
      if (!service) return null;
      if (isDomainItem(item)) return service.pricePerYearPence;
      if (item.isGroup || !item.productId) return null;
      return catalog.productServices.has(productServiceKey(item.productId, serviceId))
        ? service.pricePerYearPence
        : null;
    },
  };
}

/** The catalogue ids a cart refers to (only well-formed ids: anything else cannot be on sale). */
export type TCartRefs = {
  productIds: string[];
  groupIds: string[];
  tlds: string[];
  /** `name.tld` of each domain line. */
  domains: string[];
  addOnIds: string[];
  serviceIds: string[];
};

type TRefLine = {
  productId?: string | null | undefined;
  groupId?: string | null | undefined;
  tld?: string | null | undefined;
  domain?: string | null | undefined;
  CartItemAddOns?: { addOnId: string }[] | undefined;
  CartItemServices?: { serviceId: string }[] | undefined;
};

export function refsOf(lines: readonly TRefLine[]): TCartRefs {
  const uuids = (values: (string | null | undefined)[]) => [
    ...new Set(values.filter((v): v is string => typeof v === 'string' && isUuid(v)).map((v) => v.toLowerCase())),
  ];
  return {
    productIds: uuids(lines.map((line) => line.productId)),
    groupIds: uuids(lines.map((line) => line.groupId)),
    tlds: [...new Set(lines.flatMap((line) => (line.tld ? [normaliseTld(line.tld)] : [])))],
    domains: [...new Set(lines.flatMap((line) => (line.domain && line.tld ? [domainKey(line.domain, line.tld)] : [])))],
    addOnIds: uuids(lines.flatMap((line) => (line.CartItemAddOns ?? []).map((addOn) => addOn.addOnId))),
    serviceIds: uuids(lines.flatMap((line) => (line.CartItemServices ?? []).map((service) => service.serviceId))),
  };
}

/** Premium prices of `name.tld` names, from the registry list (a tld's own entry before an every-tld one). */
async function premiumPrices(db: TDb, names: string[]): Promise<{ name: string; price: number | null }[]> {
  const split = names.map((name) => ({
    name,
    label: name.slice(0, name.indexOf('.')),
    tld: name.slice(name.indexOf('.') + 1),
  }));
  const rows = await db
    .select()
    .from(registryNames)
    .where(
      and(eq(registryNames.kind, 'premium'), inArray(registryNames.label, [...new Set(split.map((n) => n.label))])),
    );
  return split.map(({ name, label, tld }) => {
    const own = rows.find((row) => row.label === label && row.tld === tld);
    const any = rows.find((row) => row.label === label && row.tld === null);
    return { name, price: (own ?? any)?.premiumPricePence ?? null };
  });
}

/** The catalogue for a cart that is not stored (the browser's): one query per kind of thing. */
export async function loadCatalogFor(db: TDb, refs: TCartRefs): Promise<TCartCatalog> {
  const catalog = emptyCatalog();
  const none = async () => [];
  const [productRows, groupRows, tlds, addOnRows, serviceRows, links, premiums] = await inParallel(db, [
    refs.productIds.length === 0
      ? none
      : () =>
          db
            .select({
              id: products.id,
              name: products.name,
              slug: products.slug,
              pricePence: totalPrice,
              billing: products.billing,
              interval: products.interval,
              category: products.category,
            })
            .from(products)
            .where(and(inArray(products.id, refs.productIds), isPublic)),
    refs.groupIds.length === 0
      ? none
      : () =>
          db
            .select({ id: productGroups.id, name: productGroups.name, pricePence: productGroups.pricePence })
            .from(productGroups)
            .where(and(inArray(productGroups.id, refs.groupIds), groupSellable(productGroups.id))),
    () => findTldPrices({ db }, refs.tlds),
    refs.addOnIds.length === 0
      ? none
      : () =>
          db
            .select()
            .from(productAddOns)
            .where(and(inArray(productAddOns.id, refs.addOnIds), eq(productAddOns.isActive, true))),
    refs.serviceIds.length === 0
      ? none
      : () =>
          db
            .select()
            .from(catalogServices)
            .where(and(inArray(catalogServices.id, refs.serviceIds), eq(catalogServices.isActive, true))),
    refs.productIds.length === 0 || refs.serviceIds.length === 0
      ? none
      : () =>
          db
            .select()
            .from(productServices)
            .where(
              and(
                inArray(productServices.productId, refs.productIds),
                inArray(productServices.serviceId, refs.serviceIds),
              ),
            ),
    refs.domains.length === 0 ? none : () => premiumPrices(db, refs.domains),
  ]);
  for (const row of premiums) {
    if (row.price !== null) catalog.premiums.set(row.name, Number(row.price));
  }
  for (const { billing, interval, category, ...row } of productRows) {
    catalog.products.set(row.id, {
      ...row,
      pricePence: Number(row.pricePence),
      renews: subscriptionInterval({ billing, interval, category }),
    });
  }
  for (const row of groupRows) catalog.groups.set(row.id, row);
  catalog.tlds = tlds;
  for (const row of addOnRows) catalog.addOns.set(row.id, toCatalogAddOn(row));
  for (const row of serviceRows) catalog.services.set(row.id, toCatalogService(row));
  for (const row of links) catalog.productServices.add(productServiceKey(row.productId, row.serviceId));
  return catalog;
}

export const toCatalogAddOn = (row: TCatalogAddOn): TCatalogAddOn => ({
  id: row.id,
  productId: row.productId,
  name: row.name,
  pricePence: row.pricePence,
  maxQuantity: row.maxQuantity,
});

export const toCatalogService = (row: TCatalogServiceEntry): TCatalogServiceEntry => ({
  id: row.id,
  name: row.name,
  serviceType: row.serviceType,
  pricePerYearPence: row.pricePerYearPence,
  minYears: row.minYears,
  maxYears: row.maxYears,
});

/** Names, limits and totals of each line, for the cart page. */
export function describeLines(cart: TCart, catalog: TCartCatalog): TCartLineDetail[] {
  return cart.CartItems.map((item) => {
    const domain = isDomainItem(item);
    const tld = domain ? catalog.tlds.get(normaliseTld(item.tld ?? '')) : undefined;
    const product = !domain && !item.isGroup ? catalog.products.get(item.productId ?? '') : undefined;
    const name = domain
      ? (item.domain_details?.domain ?? `${item.domain}.${item.tld}`)
      : item.isGroup
        ? (catalog.groups.get(item.groupId ?? '')?.name ?? '')
        : item.domain_details
          ? `${product?.name ?? ''} for ${item.domain_details.domain}`
          : (product?.name ?? '');
    return {
      id: item.id,
      kind: domain ? ('domain' as const) : item.isGroup ? ('group' as const) : ('product' as const),
      name,
      path: product ? productPagePath(product.slug) : null,
      totals: lineTotals(item),
      addOns: item.CartItemAddOns.map((addOn) => {
        const entry = catalog.addOns.get(addOn.addOnId);
        return { addOnId: addOn.addOnId, name: entry?.name ?? '', maxQuantity: entry?.maxQuantity ?? 1 };
      }),
      services: item.CartItemServices.map((service) => {
        const entry = catalog.services.get(service.serviceId);
        return { serviceId: service.serviceId, minYears: entry?.minYears ?? 1, maxYears: entry?.maxYears ?? 1 };
      }),
      years: tld ? { min: tld.minYears, max: tld.maxYears } : null,
      renews: product?.renews ?? null,
    };
  });
}

function limitError(message: string): AppError {
  return new AppError('BAD_REQUEST', message);
}

/**
 * The catalogue's own limits, which the shared rules cannot know: how many of an add-on may be
 * bought, for how many years a service is sold and for how many years a tld registers.
 */
export function assertWithinCatalogLimits(item: TCartItem, catalog: TCartCatalog): void {
  for (const addOn of item.CartItemAddOns) {
    const entry = catalog.addOns.get(addOn.addOnId);
    if (entry && addOn.quantity > entry.maxQuantity) {
      throw limitError(`You can buy at most ${entry.maxQuantity} of "${entry.name}"; you chose ${addOn.quantity}.`);
    }
  }
  for (const service of item.CartItemServices) {
    const entry = catalog.services.get(service.serviceId);
    if (entry) assertServiceYears(entry, service.duration);
  }
  if (isDomainItem(item)) {
    const tld = catalog.tlds.get(normaliseTld(item.tld ?? ''));
    const years = item.selected_years ?? 1;
    if (tld && (years < tld.minYears || years > tld.maxYears)) {
      throw limitError(
        `${item.domain}.${tld.tld} can be registered for ${tld.minYears} to ${tld.maxYears} years; you chose ${years}.`,
      );
    }
  }
}

export function assertServiceYears(service: TCatalogServiceEntry, duration: number): void {
  if (duration < service.minYears || duration > service.maxYears) {
    const range =
      service.minYears === service.maxYears ? `${service.minYears}` : `${service.minYears} to ${service.maxYears}`;
    throw limitError(
      `${service.name} is sold for ${range} year${service.maxYears === 1 ? '' : 's'}; you chose ${duration}.`,
    );
  }
}

// The server cart in the database (schema/cart.ts): rows in, TCart out, and a TCart written back as
// the smallest set of row changes. No prices are stored: they come from the catalogue on every read.
import {
  type TCart,
  type TCartItem,
  type TCartItemAddOn,
  type TCartItemService,
  emptyCart,
  isDomainItem,
  repriceCart,
  subscriptionInterval,
} from '@launchpad/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { preparedStatements } from '../../db/prepared';
import {
  cartItemAddOns,
  cartItemServices,
  cartItems,
  carts,
  catalogServices,
  domainTlds,
  productAddOns,
  productGroups,
  products,
} from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { isPublic, totalPrice } from '../catalog';
import { toTldPrice } from '../domains';
import {
  type TCartCatalog,
  type TCatalogAddOn,
  type TCatalogServiceEntry,
  emptyCatalog,
  groupSellable,
  domainKey,
  premiumPriceSql,
  priceOfFrom,
  productServiceKey,
  toCatalogAddOn,
  toCatalogService,
} from './cart-catalog.service';

/** A cart line as stored: what the customer chose, without prices. */
export type TStoredItem = {
  id: string;
  productId: string | null;
  groupId: string | null;
  domain: string | null;
  tld: string | null;
  /** The domain a product line is for (an SSL certificate on its own). */
  forDomain: string | null;
  selectedYears: number | null;
  quantity: number;
  isProductSelected: boolean;
  onlyAddOns: boolean;
  position: number;
  addOns: { addOnId: string; quantity: number }[];
  services: { serviceId: string; duration: number; quantity: number }[];
};

export type TCartState = {
  cartId: string | null;
  /** Every stored line, including any no longer on sale. */
  stored: TStoredItem[];
  catalog: TCartCatalog;
  /** The stored lines priced now; what is no longer on sale is left out. */
  cart: TCart;
  /** The coupon kept with the cart, when it was read with the lines (undefined: not read). */
  couponCode?: string | null;
};

/** A line's add-on with the catalogue entry that prices it (JSON from lineAddOns). */
type TLineAddOn = { addOnId: string; quantity: number; isActive: boolean } & TCatalogAddOn;
/** A line's domain service with the catalogue entry that prices it (JSON from lineServices). */
type TLineService = {
  serviceId: string;
  duration: number;
  quantity: number;
  isActive: boolean;
  offered: boolean;
} & Omit<TCatalogServiceEntry, 'id'>;

/** The add-ons of the outer query's line, as a JSON array in display order. */
const lineAddOns = sql<TLineAddOn[]>`coalesce((
  select json_agg(json_build_object(
    'addOnId', ${cartItemAddOns.addOnId}, 'quantity', ${cartItemAddOns.quantity}, 'isActive', ${productAddOns.isActive},
    'id', ${productAddOns.id}, 'productId', ${productAddOns.productId}, 'name', ${productAddOns.name},
    'pricePence', ${productAddOns.pricePence}, 'maxQuantity', ${productAddOns.maxQuantity}
  ) order by ${productAddOns.sortOrder}, ${productAddOns.name}, ${productAddOns.id})
  from ${cartItemAddOns} join ${productAddOns} on ${productAddOns.id} = ${cartItemAddOns.addOnId}
  where ${cartItemAddOns.cartItemId} = ${cartItems.id}), '[]')`;

/** The domain services of the outer query's line, as a JSON array in display order. */
const lineServices = sql<TLineService[]>`coalesce((
  select json_agg(json_build_object(
    'serviceId', ${cartItemServices.serviceId}, 'duration', ${cartItemServices.duration},
    'quantity', ${cartItemServices.quantity}, 'isActive', ${catalogServices.isActive},
    'offered', exists (select 1 from product_services ps
      where ps.product_id = ${cartItems.productId} and ps.service_id = ${cartItemServices.serviceId}),
    'name', ${catalogServices.name}, 'serviceType', ${catalogServices.serviceType},
    'pricePerYearPence', ${catalogServices.pricePerYearPence},
    'minYears', ${catalogServices.minYears}, 'maxYears', ${catalogServices.maxYears}
  ) order by ${catalogServices.sortOrder}, ${catalogServices.name}, ${catalogServices.id})
  from ${cartItemServices} join ${catalogServices} on ${catalogServices.id} = ${cartItemServices.serviceId}
  where ${cartItemServices.cartItemId} = ${cartItems.id}), '[]')`;

/**
 * Every line of the user's cart with the catalogue rows that price it, its add-ons and its services, in one
 * statement (one round trip: the cart is read on every page), prepared once per connection.
 */
const cartLinesQuery = preparedStatements((db) =>
  db
    .select({
      cartId: carts.id,
      couponCode: carts.couponCode,
      item: cartItems,
      productName: products.name,
      productSlug: products.slug,
      productPrice: totalPrice,
      productBilling: products.billing,
      productInterval: products.interval,
      productCategory: products.category,
      productOnSale: sql<boolean | null>`${isPublic}`,
      groupName: productGroups.name,
      groupPrice: productGroups.pricePence,
      groupOnSale: groupSellable(cartItems.groupId),
      tld: domainTlds,
      premiumPrice: premiumPriceSql(cartItems.domain, cartItems.tld),
      addOns: lineAddOns,
      services: lineServices,
    })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productGroups, eq(productGroups.id, cartItems.groupId))
    .leftJoin(domainTlds, eq(domainTlds.tld, cartItems.tld))
    .where(eq(carts.userId, sql.placeholder('userId')))
    .orderBy(asc(cartItems.position), asc(cartItems.createdAt), asc(cartItems.id))
    .prepare('cart_lines'),
);

/** The user's cart with the catalogue it needs. */
export async function readCartState(db: TDb, userId: string): Promise<TCartState> {
  const lineRows = await cartLinesQuery(db).execute({ userId });

  const catalog = emptyCatalog();
  const stored: TStoredItem[] = [];
  for (const row of lineRows) {
    if (!row.item) continue;
    const { item } = row;
    stored.push({
      ...item,
      addOns: row.addOns.map(({ addOnId, quantity }) => ({ addOnId, quantity })),
      services: row.services.map(({ serviceId, duration, quantity }) => ({ serviceId, duration, quantity })),
    });
    if (item.productId && row.productOnSale && row.productName !== null && row.productSlug !== null) {
      catalog.products.set(item.productId, {
        id: item.productId,
        name: row.productName,
        slug: row.productSlug,
        pricePence: Number(row.productPrice),
        renews: row.productBilling
          ? subscriptionInterval({
              billing: row.productBilling,
              interval: row.productInterval,
              category: row.productCategory ?? 'other',
            })
          : null,
      });
    }
    if (item.groupId && row.groupOnSale && row.groupName !== null && row.groupPrice !== null) {
      catalog.groups.set(item.groupId, { id: item.groupId, name: row.groupName, pricePence: row.groupPrice });
    }
    if (row.tld?.isActive) catalog.tlds.set(row.tld.tld, toTldPrice(row.tld));
    if (item.domain && item.tld && row.premiumPrice !== null) {
      catalog.premiums.set(domainKey(item.domain, item.tld), Number(row.premiumPrice));
    }
    for (const addOn of row.addOns) if (addOn.isActive) catalog.addOns.set(addOn.id, toCatalogAddOn(addOn));
    for (const service of row.services) {
      if (service.isActive)
        catalog.services.set(service.serviceId, toCatalogService({ ...service, id: service.serviceId }));
      if (item.productId && service.offered) {
        catalog.productServices.add(productServiceKey(item.productId, service.serviceId));
      }
    }
  }

  const unpriced: TCart = { CartItems: stored.map((item) => toCartItem(item, catalog)), totalQuantity: 0 };
  return {
    cartId: lineRows[0]?.cartId ?? null,
    couponCode: lineRows[0]?.couponCode ?? null,
    stored,
    catalog,
    cart: stored.length === 0 ? emptyCart() : repriceCart(unpriced, priceOfFrom(catalog)),
  };
}

/** A stored line as the shared TCartItem; prices are 0 here and filled by repriceCart. */
function toCartItem(item: TStoredItem, catalog: TCartCatalog): TCartItem {
  const isDomain = item.domain !== null && item.tld !== null;
  return {
    id: item.id,
    productId: item.productId,
    groupId: item.groupId,
    isGroup: item.groupId !== null,
    quantity: item.quantity,
    tld: item.tld,
    domain: item.domain,
    price: 0,
    selected_years: isDomain ? (item.selectedYears ?? 1) : null,
    domain_details: isDomain
      ? { domain: `${item.domain}.${item.tld}` }
      : item.forDomain
        ? { domain: item.forDomain }
        : null,
    isProductSelected: item.isProductSelected,
    onlyAddOns: item.onlyAddOns,
    CartItemAddOns: item.addOns.map((addOn) => ({ ...addOn, price: 0 })),
    CartItemServices: item.services.map((service) => {
      const entry = catalog.services.get(service.serviceId);
      return {
        ...service,
        price: 0,
        serviceName: entry?.name ?? '',
        serviceType: entry?.serviceType ?? 'SSL',
      };
    }),
  };
}

/** What a line of this user's cart is (product, pack or domain), or null when the cart has no such line. */
export async function findStoredLine(db: TDb, userId: string, cartItemId: string) {
  if (!isUuid(cartItemId)) return null;
  const [row] = await db
    .select({
      productId: cartItems.productId,
      groupId: cartItems.groupId,
      domain: cartItems.domain,
      tld: cartItems.tld,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(carts.userId, userId), eq(cartItems.id, cartItemId.toLowerCase())))
    .limit(1);
  return row ?? null;
}

/**
 * The user's cart row, created when missing, locked (`for update`) until the transaction ends, so
 * one user's concurrent cart changes run one after another.
 */
export async function lockCart(tx: TDb, userId: string): Promise<string> {
  await tx.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const [row] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update');
  if (!row) throw new Error('cart row missing after insert');
  return row.id;
}

/** Locks the cart when it exists, without creating one. */
export async function lockExistingCart(tx: TDb, userId: string): Promise<string | null> {
  const [row] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update');
  return row?.id ?? null;
}

type TItemRow = typeof cartItems.$inferInsert;

/** The columns of a line: exactly one of product, group or domain (the table's check). */
function rowOf(item: TCartItem, cartId: string, position: number): TItemRow & { id: string } {
  const isDomain = isDomainItem(item);
  return {
    id: item.id,
    cartId,
    productId: !isDomain && !item.isGroup ? item.productId : null,
    groupId: !isDomain && item.isGroup ? item.groupId : null,
    domain: isDomain ? item.domain : null,
    tld: isDomain ? item.tld : null,
    forDomain: !isDomain && !item.isGroup ? (item.domain_details?.domain ?? null) : null,
    selectedYears: isDomain ? item.selected_years : null,
    quantity: item.quantity,
    isProductSelected: item.isProductSelected,
    onlyAddOns: item.onlyAddOns,
    position,
  };
}

const addOnKey = (addOns: Pick<TCartItemAddOn, 'addOnId' | 'quantity'>[]) =>
  addOns
    .map((a) => `${a.addOnId}×${a.quantity}`)
    .sort()
    .join(',');
const serviceKey = (services: Pick<TCartItemService, 'serviceId' | 'duration' | 'quantity'>[]) =>
  services
    .map((s) => `${s.serviceId}×${s.duration}×${s.quantity}`)
    .sort()
    .join(',');

async function writeAddOns(tx: TDb, item: TCartItem): Promise<void> {
  if (item.CartItemAddOns.length === 0) return;
  await tx
    .insert(cartItemAddOns)
    .values(item.CartItemAddOns.map((a) => ({ cartItemId: item.id, addOnId: a.addOnId, quantity: a.quantity })));
}

async function writeServices(tx: TDb, item: TCartItem): Promise<void> {
  if (item.CartItemServices.length === 0) return;
  await tx.insert(cartItemServices).values(
    item.CartItemServices.map((s) => ({
      cartItemId: item.id,
      serviceId: s.serviceId,
      duration: s.duration,
      quantity: s.quantity,
    })),
  );
}

/**
 * Writes `next` over what is stored: lines that left are deleted first (so a line that takes their
 * place never meets the unique indexes), changed lines updated, new lines inserted. Run it inside
 * the transaction that holds lockCart.
 */
export async function persistCart(tx: TDb, cartId: string, stored: TStoredItem[], next: TCart): Promise<void> {
  const keep = new Set(next.CartItems.map((item) => item.id));
  const gone = stored.filter((item) => !keep.has(item.id)).map((item) => item.id);
  if (gone.length > 0) await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, gone)));

  const before = new Map(stored.map((item) => [item.id, item]));
  for (const [position, item] of next.CartItems.entries()) {
    const row = rowOf(item, cartId, position);
    const old = before.get(item.id);
    if (!old) {
      await tx.insert(cartItems).values(row);
      await writeAddOns(tx, item);
      await writeServices(tx, item);
      continue;
    }
    const changed =
      old.quantity !== row.quantity ||
      old.selectedYears !== row.selectedYears ||
      old.isProductSelected !== row.isProductSelected ||
      old.onlyAddOns !== row.onlyAddOns ||
      old.forDomain !== (row.forDomain ?? null) ||
      old.position !== row.position;
    if (changed) {
      await tx
        .update(cartItems)
        .set({
          quantity: row.quantity,
          selectedYears: row.selectedYears,
          isProductSelected: row.isProductSelected,
          onlyAddOns: row.onlyAddOns,
          forDomain: row.forDomain ?? null,
          position: row.position,
        })
        .where(eq(cartItems.id, item.id));
    }
    if (addOnKey(old.addOns) !== addOnKey(item.CartItemAddOns)) {
      await tx.delete(cartItemAddOns).where(eq(cartItemAddOns.cartItemId, item.id));
      await writeAddOns(tx, item);
    }
    if (serviceKey(old.services) !== serviceKey(item.CartItemServices)) {
      await tx.delete(cartItemServices).where(eq(cartItemServices.cartItemId, item.id));
      await writeServices(tx, item);
    }
  }
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/** Empties the cart (its lines cascade their add-ons and services). */
export async function deleteCartItems(tx: TDb, cartId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
}

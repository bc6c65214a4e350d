// SPEC §4 Cart transitions and §7 "Cart" on the server: every change loads the cart as the shared
// TCart priced now, applies the shared rule (domain/cart-operations.ts) and writes the result back in
// one transaction that holds the cart row locked, so one user's concurrent changes run in turn.
import { randomUUID } from 'node:crypto';
import {
  CURRENT_CART,
  CartRuleError,
  cartEndpoints,
  type TAddCartItemRequest,
  type TAddDomainRequest,
  type TCart,
  type TCartCoupon,
  type TCartData,
  type TCartItem,
  type TDeleteCartItemRequest,
  type TDeleteDomainRequest,
  type TServiceChoice,
  addItem as addItemRule,
  cartSubtotal,
  clearCart as clearCartRule,
  findMatchingItem,
  isDomainItem,
  priceSummary,
  removeDomainItems,
  removeItem,
  replaceServices,
  setAddOnQuantity as setAddOnQuantityRule,
  setDomainYears,
  setItemQuantity,
  setServiceDuration,
  setServiceQuantity,
  toggleAddOn as toggleAddOnRule,
} from '@launchpad/shared';
import type { TDeps } from '../../core';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { serviceEndpoints } from '../../lib/endpoint';
import { getProductDetail } from '../catalog';
import { normaliseTld, parseDomainName } from '../domains';
import { assertServiceYears, describeLines } from './cart-catalog.service';
import { assertCouponApplies, cartCouponFor, readCartCouponCode, storeCartCouponCode } from './cart-coupon.store';
import { type TNewLine, domainLine, groupLine, productLine, servicesFor } from './cart-inputs.store';
import {
  type TCartState,
  deleteCartItems,
  findStoredLine,
  lockCart,
  lockExistingCart,
  persistCart,
  readCartState,
} from './cart.store';

type TCartDeps = Pick<TDeps, 'db'>;

// ---- the interface checkout uses ------------------------------------------------------------------------

/**
 * The user's server cart as the shared TCart, every price read now from the catalogue and
 * domain_tlds; lines (and add-ons, services) no longer on sale are left out. Ready for cartSubtotal
 * and applyCoupon. Inside `tx` when given; `forUpdate` also locks the cart row until `tx` ends, so
 * the cart cannot change between pricing and paying.
 */
export async function loadPricedCart(
  deps: TCartDeps,
  options: { userId: string; forUpdate?: boolean },
  tx?: TDb,
): Promise<{ cartId: string | null; cart: TCart }> {
  const db = tx ?? deps.db;
  if (tx && options.forUpdate) await lockExistingCart(tx, options.userId);
  const state = await readCartState(db, options.userId);
  return { cartId: state.cartId, cart: state.cart };
}

/** Empties the user's cart inside `tx` (the transaction that records a paid order). */
export async function clearCartInTransaction(tx: TDb, options: { userId: string }): Promise<void> {
  const cartId = await lockExistingCart(tx, options.userId);
  if (cartId) {
    await deleteCartItems(tx, cartId);
    // The coupon was used on this order: the next cart starts without it.
    await storeCartCouponCode(tx, cartId, null);
  }
}

// ---- reading and changing --------------------------------------------------------------------------------

/**
 * What every cart endpoint answers: the priced cart, its subtotal, line details, the coupon kept with
 * it (checked now) and the summary with that coupon's discount when it applies.
 */
export function toCartData(
  state: Pick<TCartState, 'cartId' | 'cart' | 'catalog'>,
  coupon: TCartCoupon | null = null,
): TCartData {
  const subtotalPence = cartSubtotal(state.cart);
  return {
    cartId: state.cartId,
    cart: state.cart,
    subtotalPence,
    summary: priceSummary(subtotalPence, coupon?.applies ? coupon.discountPence : 0),
    lines: describeLines(state.cart, state.catalog),
    coupon,
  };
}

/** toCartData with the coupon kept with this user's cart, checked against the cart as it is now. */
export async function cartDataFor(db: TDb, userId: string, state: TCartState): Promise<TCartData> {
  // Read with the lines in one statement when it can be; a state built another way reads it now.
  const code =
    state.couponCode !== undefined ? state.couponCode : state.cartId ? await readCartCouponCode(db, userId) : null;
  if (!code) return toCartData(state);
  return toCartData(state, await cartCouponFor(db, { code, cart: state.cart, userId }));
}

/** A broken cart rule is the customer's mistake (400); a line, add-on or service not there is a 404. */
export function cartRuleToAppError(error: unknown): unknown {
  if (!(error instanceof CartRuleError)) return error;
  const notFound =
    error.reason === 'unknown_item' || error.reason === 'unknown_add_on' || error.reason === 'unknown_service';
  return new AppError(notFound ? 'NOT_FOUND' : 'BAD_REQUEST', error.message);
}

export type TCartChange = (state: TCartState, tx: TDb) => TCart | Promise<TCart>;

/**
 * One change to the user's cart, in one transaction: lock (creating the cart when missing), load and
 * price, apply `change`, write what changed, and answer with the cart as stored.
 */
export async function changeCart(deps: TCartDeps, userId: string, change: TCartChange): Promise<TCartData> {
  return deps.db.transaction(async (tx) => {
    const cartId = await lockCart(tx, userId);
    const state = await readCartState(tx, userId);
    let next: TCart;
    try {
      next = await change(state, tx);
    } catch (error) {
      throw cartRuleToAppError(error);
    }
    await persistCart(tx, cartId, state.stored, next);
    return cartDataFor(tx, userId, await readCartState(tx, userId));
  });
}

/** A product page's add-ons and services, or null when the product is no longer on sale. */
async function productOnSale(deps: TCartDeps, productId: string) {
  try {
    return await getProductDetail(deps, { id: productId });
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

const ITEM_NOT_IN_CART = 'That item is not in your cart: it may have been removed already.';

/** The line with this id in this user's cart; another user's line is reported the same as a missing one. */
function requireItem(cart: TCart, cartItemId: string): TCartItem {
  const item = cart.CartItems.find((line) => line.id === cartItemId.toLowerCase());
  if (!item) throw new AppError('NOT_FOUND', ITEM_NOT_IN_CART);
  return item;
}

/** POST /api/cart. */
export async function readCart(deps: TCartDeps, options: { userId: string }): Promise<TCartData> {
  return cartDataFor(deps.db, options.userId, await readCartState(deps.db, options.userId));
}

/** What a new line matches on (SPEC §4): domain plus tld, groupId, otherwise productId. */
const matchOf = (line: TNewLine) => ({
  productId: line.productId ?? null,
  groupId: line.groupId ?? null,
  isGroup: line.isGroup ?? false,
  domain: line.domain ?? null,
  tld: line.tld ?? null,
});

/** SPEC §4 add: a product or a pack; an existing match is replaced or toggled off by the shared rule. */
export async function addItem(deps: TCartDeps, options: { userId: string } & TAddCartItemRequest): Promise<TCartData> {
  const { groupId, productId } = options;
  const line = groupId
    ? await groupLine(deps, { ...options, groupId })
    : await productLine(deps, { ...options, productId: productId ?? '' });
  return changeCart(deps, options.userId, (state) => {
    const existing = findMatchingItem(state.cart, matchOf(line));
    return addItemRule(state.cart, { ...line, id: existing?.id ?? randomUUID() });
  });
}

/** SPEC §4 add for a domain: matched by domain plus tld. */
export async function addDomain(
  deps: TCartDeps & Pick<TDeps, 'registrar'>,
  options: { userId: string } & TAddDomainRequest,
): Promise<TCartData> {
  const line = await domainLine(deps, options);
  return changeCart(deps, options.userId, (state) => {
    const existing = findMatchingItem(state.cart, matchOf(line));
    return addItemRule(state.cart, { ...line, id: existing?.id ?? randomUUID() });
  });
}

export function setQuantity(
  deps: TCartDeps,
  options: { userId: string; cartItemId: string; quantity: number },
): Promise<TCartData> {
  return changeCart(deps, options.userId, (state) => {
    const item = requireItem(state.cart, options.cartItemId);
    return setItemQuantity(state.cart, { itemId: item.id, quantity: options.quantity });
  });
}

/** `items/delete`: by cartItemId, else the product's line, else the pack's line. */
export function deleteItem(deps: TCartDeps, options: { userId: string } & TDeleteCartItemRequest): Promise<TCartData> {
  return changeCart(deps, options.userId, (state) => {
    const key = (options.cartItemId ?? options.productId ?? options.groupId ?? '').toLowerCase();
    const item = state.cart.CartItems.find((line) =>
      options.cartItemId
        ? line.id === key
        : options.productId
          ? !line.isGroup && !isDomainItem(line) && line.productId === key
          : line.isGroup && line.groupId === key,
    );
    if (!item) throw new AppError('NOT_FOUND', ITEM_NOT_IN_CART);
    return removeItem(state.cart, { itemId: item.id });
  });
}

function domainMatch(domain: string, tld: string) {
  const name = parseDomainName(domain, tld);
  if (!name.ok) throw new AppError('BAD_REQUEST', name.message);
  return { domain: name.name, tld: normaliseTld(tld), isGroup: false, groupId: null, productId: null };
}

/**
 * `items/delete-domain`: one domain line (its SSL and ID Protect services go with it), found by
 * cartItemId or by domain and tld; with neither, every domain-related item (SPEC §4).
 */
export function deleteDomain(
  deps: TCartDeps,
  options: { userId: string } & Partial<NonNullable<TDeleteDomainRequest>>,
): Promise<TCartData> {
  return changeCart(deps, options.userId, (state) => {
    if (!options.cartItemId && !options.domain) return removeDomainItems(state.cart);
    const item = options.cartItemId
      ? requireItem(state.cart, options.cartItemId)
      : findMatchingItem(state.cart, domainMatch(options.domain ?? '', options.tld ?? ''));
    if (!item) throw new AppError('NOT_FOUND', 'That domain is not in your cart: it may have been removed already.');
    if (!isDomainItem(item)) {
      throw new AppError('BAD_REQUEST', 'That item is not a domain: remove it with DELETE /api/cart/items/delete.');
    }
    return removeItem(state.cart, { itemId: item.id });
  });
}

/** Add the add-on (quantity 1) or remove it; SPEC §4: removing the last add-on of an add-on-only line removes the line. */
export async function toggleAddOn(
  deps: TCartDeps,
  options: { userId: string; cartItemId: string; addOnId: string },
): Promise<TCartData> {
  const stored = await findStoredLine(deps.db, options.userId, options.cartItemId);
  const product = stored?.productId ? await productOnSale(deps, stored.productId) : null;
  return changeCart(deps, options.userId, (state) => {
    const item = requireItem(state.cart, options.cartItemId);
    const addOnId = options.addOnId.toLowerCase();
    const current = item.CartItemAddOns.find((addOn) => addOn.addOnId === addOnId);
    if (current) return toggleAddOnRule(state.cart, { itemId: item.id, addOnId, price: current.price });
    if (item.isGroup || isDomainItem(item) || !item.productId) {
      throw new AppError('BAD_REQUEST', 'Add-ons are bought with a single product, not with a pack or a domain.');
    }
    const addOn = product?.id === item.productId ? product.addOns.find((a) => a.id === addOnId) : undefined;
    if (!addOn) throw new AppError('NOT_FOUND', `That add-on is not sold with ${product?.name ?? 'this product'}.`);
    return toggleAddOnRule(state.cart, { itemId: item.id, addOnId: addOn.id, price: addOn.pricePence });
  });
}

/** How many of an add-on: 1 to the catalogue's limit for it. */
export function setAddOnQuantity(
  deps: TCartDeps,
  options: { userId: string; cartItemId: string; addOnId: string; quantity: number },
): Promise<TCartData> {
  return changeCart(deps, options.userId, (state) => {
    const item = requireItem(state.cart, options.cartItemId);
    const addOnId = options.addOnId.toLowerCase();
    const limit = state.catalog.addOns.get(addOnId);
    if (limit && options.quantity > limit.maxQuantity) {
      throw new AppError(
        'BAD_REQUEST',
        `You can buy at most ${limit.maxQuantity} of "${limit.name}"; you chose ${options.quantity}.`,
      );
    }
    return setAddOnQuantityRule(state.cart, { itemId: item.id, addOnId, quantity: options.quantity });
  });
}

/** DELETE /api/cart/{id}: `id` is the cart's id (or `current`). */
export function clearCart(deps: TCartDeps, options: { userId: string; id: string }): Promise<TCartData> {
  return changeCart(deps, options.userId, async (state, tx) => {
    const id = options.id.toLowerCase();
    if (id !== CURRENT_CART && id !== state.cartId) {
      throw new AppError('NOT_FOUND', 'That cart is not yours or no longer exists.');
    }
    await storeCartCouponCode(tx, await lockCart(tx, options.userId), null);
    return clearCartRule(state.cart);
  });
}

/** PUT /api/cart/coupon: keep the coupon with the cart when it applies to it now; otherwise say why. */
export function applyCartCoupon(deps: TCartDeps, options: { userId: string; code: string }): Promise<TCartData> {
  return changeCart(deps, options.userId, async (state, tx) => {
    await assertCouponApplies(tx, { code: options.code, cart: state.cart, userId: options.userId });
    await storeCartCouponCode(tx, await lockCart(tx, options.userId), options.code);
    return state.cart;
  });
}

/** DELETE /api/cart/coupon. */
export function removeCartCoupon(deps: TCartDeps, options: { userId: string }): Promise<TCartData> {
  return changeCart(deps, options.userId, async (state, tx) => {
    await storeCartCouponCode(tx, await lockCart(tx, options.userId), null);
    return state.cart;
  });
}

/** The line's services become exactly these (SPEC §4 replace services). */
export async function updateServices(
  deps: TCartDeps,
  options: { userId: string; cartItemId: string; services: TServiceChoice[] },
): Promise<TCartData> {
  const stored = await findStoredLine(deps.db, options.userId, options.cartItemId);
  const services = stored
    ? await servicesFor(
        deps,
        { productId: stored.productId, isGroup: stored.groupId !== null, domain: stored.domain, tld: stored.tld },
        options.services,
      )
    : [];
  return changeCart(deps, options.userId, (state) => {
    const item = requireItem(state.cart, options.cartItemId);
    return replaceServices(state.cart, { itemId: item.id, services });
  });
}

/** A service's years, within the years it is sold for. */
export function updateServiceDuration(
  deps: TCartDeps,
  options: { userId: string; cartItemId: string; serviceId: string; duration: number },
): Promise<TCartData> {
  return changeCart(deps, options.userId, (state) => {
    const item = requireItem(state.cart, options.cartItemId);
    const serviceId = options.serviceId.toLowerCase();
    const service = state.catalog.services.get(serviceId);
    if (service && item.CartItemServices.some((s) => s.serviceId === serviceId)) {
      assertServiceYears(service, options.duration);
    }
    return setServiceDuration(state.cart, { itemId: item.id, serviceId, duration: options.duration });
  });
}

export function updateServiceQuantity(
  deps: TCartDeps,
  options: { userId: string; cartItemId: string; serviceId: string; quantity: number },
): Promise<TCartData> {
  return changeCart(deps, options.userId, (state) => {
    const item = requireItem(state.cart, options.cartItemId);
    return setServiceQuantity(state.cart, {
      itemId: item.id,
      serviceId: options.serviceId.toLowerCase(),
      quantity: options.quantity,
    });
  });
}

/**
 * SPEC §5: a domain's registration years, within its tld's minimum and maximum. Its SSL and ID Protect
 * follow the new term (as far as each is sold for), so they are paid for as long as the domain runs.
 */
export function updateDomainDuration(
  deps: TCartDeps,
  options: { userId: string; cartItemId: string; duration: number },
): Promise<TCartData> {
  return changeCart(deps, options.userId, (state) => {
    const item = requireItem(state.cart, options.cartItemId);
    const tld = isDomainItem(item) ? state.catalog.tlds.get(normaliseTld(item.tld ?? '')) : undefined;
    const cart = setDomainYears(state.cart, {
      itemId: item.id,
      years: options.duration,
      ...(tld ? { minYears: tld.minYears, maxYears: tld.maxYears } : {}),
    });
    return item.CartItemServices.reduce((next, service) => {
      const entry = state.catalog.services.get(service.serviceId);
      if (!entry) return next;
      const duration = Math.min(Math.max(options.duration, entry.minYears), entry.maxYears);
      return setServiceDuration(next, { itemId: item.id, serviceId: service.serviceId, duration });
    }, cart);
  });
}

/** The cart endpoints these functions answer: each answers with the whole cart and its definition's message. */
export const cartServices = serviceEndpoints(cartEndpoints, {
  read: readCart,
  addItem,
  addDomain,
  setQuantity,
  deleteItem,
  deleteDomain,
  toggleAddOn,
  setAddOnQuantity,
  clear: clearCart,
  updateServices,
  updateDuration: updateServiceDuration,
  updateQuantity: updateServiceQuantity,
  updateDomainDuration,
  removeCoupon: removeCartCoupon,
});

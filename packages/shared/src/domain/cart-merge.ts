// Issue 5: server prices are authoritative, and on sign-in the browser's cart merges into the
// server's with the SPEC §4 matching rule. Pure: the caller looks prices up and passes them in.
import {
  CartRuleError,
  MAX_CART_ITEMS,
  MAX_UNIT_PRICE_PENCE,
  type TCart,
  type TCartItem,
  itemMatchKey,
  normaliseCartItem,
} from './cart';
import { withTotals } from './cart-totals';

/**
 * Today's catalogue price, in pence, of a line, one of its add-ons or one of its services (per unit;
 * per year for domains and services). Null when it is no longer sold: the line, add-on or service
 * is dropped.
 */
export type TPriceOf = {
  item: (item: TCartItem) => number | null;
  addOn: (item: TCartItem, addOnId: string) => number | null;
  service: (item: TCartItem, serviceId: string) => number | null;
};

function checkedPrice(price: number | null): number | null {
  if (price === null) return null;
  if (!Number.isInteger(price) || price < 0 || price > MAX_UNIT_PRICE_PENCE) {
    throw new RangeError(`priceOf must return whole pence from 0 to ${MAX_UNIT_PRICE_PENCE} or null, got ${price}`);
  }
  return price;
}

/** The line at today's prices, or null when it (or, for an add-on-only line, every add-on) is gone. */
export function repriceItem(item: TCartItem, priceOf: TPriceOf): TCartItem | null {
  const price = checkedPrice(priceOf.item(item));
  if (price === null) return null;
  const addOns = item.CartItemAddOns.flatMap((addOn) => {
    const addOnPrice = checkedPrice(priceOf.addOn(item, addOn.addOnId));
    return addOnPrice === null ? [] : [{ ...addOn, price: addOnPrice }];
  });
  if (item.onlyAddOns && addOns.length === 0) return null;
  const services = item.CartItemServices.flatMap((service) => {
    const servicePrice = checkedPrice(priceOf.service(item, service.serviceId));
    return servicePrice === null ? [] : [{ ...service, price: servicePrice }];
  });
  return { ...item, price, CartItemAddOns: addOns, CartItemServices: services };
}

/**
 * Every line at today's prices; whatever is no longer sold is dropped. A client's price is never
 * trusted: the api reprices every cart it receives or is about to charge. Compare `cartSubtotal`
 * before and after to tell the customer that prices changed.
 */
export function repriceCart(cart: TCart, priceOf: TPriceOf): TCart {
  return withTotals(cart.CartItems.flatMap((item) => repriceItem(item, priceOf) ?? []));
}

export type TMergeOptions = {
  priceOf: TPriceOf;
  /**
   * The id a browser line gets when it joins the server cart (the api passes a uuid generator).
   * Without it the browser's id is kept, and one already used by another server line is refused.
   */
  newId?: (item: TCartItem) => string;
};

/**
 * Sign-in merge. The merge rule:
 * 1. Every server line is kept, repriced.
 * 2. Each browser line, in order, is checked like `addItem` input and repriced; then
 *    - when it matches a server line (domain plus tld, groupId, otherwise productId) it replaces that
 *      line whole — add-ons, services, quantity and years — because it is what the customer chose
 *      most recently; it keeps the server line's id and place. Unlike `addItem` it never toggles a
 *      line off: signing in must not remove anything the customer chose;
 *    - otherwise it is appended with `newId(line)` (or its own id).
 * 3. Lines, add-ons and services no longer sold are dropped; the result holds at most
 *    MAX_CART_ITEMS lines.
 * Merging the same browser cart twice gives the same cart as merging it once.
 */
export function mergeCarts(serverCart: TCart, localCart: TCart, options: TMergeOptions): TCart {
  const items = serverCart.CartItems.flatMap((item) => repriceItem(item, options.priceOf) ?? []);
  for (const input of localCart.CartItems) {
    const local = repriceItem(normaliseCartItem(input), options.priceOf);
    if (local === null) continue;
    const key = itemMatchKey(local);
    const index = items.findIndex((line) => itemMatchKey(line) === key);
    const existing = items[index];
    if (existing) {
      items[index] = { ...local, id: existing.id };
      continue;
    }
    const id = options.newId ? options.newId(local) : local.id;
    if (items.some((line) => line.id === id)) {
      throw new CartRuleError(
        'invalid_input',
        'Two items in your carts have the same id; refresh the page and try again.',
      );
    }
    if (items.length >= MAX_CART_ITEMS) {
      throw new CartRuleError('cart_full', `Your cart can hold at most ${MAX_CART_ITEMS} items.`);
    }
    items.push({ ...local, id });
  }
  return withTotals(items);
}

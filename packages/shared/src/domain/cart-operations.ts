// SPEC §4 Cart transitions. Each operation is `(cart, input) => cart`: it returns a new cart with
// `totalQuantity` recomputed and never changes its input, so the browser store and the api service
// can share it. Bad input throws CartRuleError; nothing is clamped.
import {
  CartRuleError,
  DEFAULT_DOMAIN_MAX_YEARS,
  DEFAULT_DOMAIN_MIN_YEARS,
  MAX_ADD_ONS_PER_ITEM,
  MAX_CART_ITEMS,
  MAX_SERVICES_PER_ITEM,
  MAX_CART_QUANTITY,
  MAX_SERVICE_YEARS,
  type TCart,
  type TCartItem,
  type TCartItemInput,
  type TCartItemService,
  type TCartItemServiceInput,
  assertAtMost,
  assertCartNumber,
  emptyCart,
  isDomainItem,
  itemMatchKey,
  normaliseCartAddOn,
  normaliseCartItem,
  normaliseCartService,
  normaliseCartServices,
} from './cart';
import { withTotals } from './cart-totals';
import { DOMAIN_SERVICE_TYPES } from './catalog';

function unknownItem(): CartRuleError {
  return new CartRuleError('unknown_item', 'That item is not in your cart: it may have been removed already.');
}

function indexOfItem(cart: TCart, itemId: string): number {
  const index = cart.CartItems.findIndex((item) => item.id === itemId);
  if (index === -1) throw unknownItem();
  return index;
}

/** The cart with the line `itemId` replaced by `change(line)`, or removed when that returns null. */
function updateItem(cart: TCart, itemId: string, change: (item: TCartItem) => TCartItem | null): TCart {
  const index = indexOfItem(cart, itemId);
  const items = [...cart.CartItems];
  const next = change(items[index] as TCartItem);
  if (next === null) items.splice(index, 1);
  else items[index] = next;
  return withTotals(items);
}

function serviceIndex(item: TCartItem, serviceId: string): number {
  const index = item.CartItemServices.findIndex((service) => service.serviceId === serviceId);
  if (index === -1) {
    throw new CartRuleError('unknown_service', 'That service is not on this item: it may have been removed already.');
  }
  return index;
}

function updateService(
  cart: TCart,
  itemId: string,
  serviceId: string,
  change: (service: TCartItemService) => TCartItemService,
): TCart {
  return updateItem(cart, itemId, (item) => {
    const index = serviceIndex(item, serviceId);
    const services = [...item.CartItemServices];
    services[index] = change(services[index] as TCartItemService);
    return { ...item, CartItemServices: services };
  });
}

/**
 * SPEC §4: add a line. When a line already matches it (domain plus tld for domains, groupId for
 * groups, otherwise productId) the existing line is replaced by the new one if it is selected
 * (`isProductSelected`) or has add-ons, and otherwise removed: adding an unselected, add-on-free
 * item twice toggles it off. A new line goes at the end; a replacing line takes the old one's place.
 */
export function addItem(cart: TCart, input: TCartItemInput): TCart {
  const item = normaliseCartItem(input);
  const key = itemMatchKey(item);
  const index = cart.CartItems.findIndex((line) => itemMatchKey(line) === key);
  const existing = index === -1 ? undefined : cart.CartItems[index];
  if (cart.CartItems.some((line) => line.id === item.id && line !== existing)) {
    throw new CartRuleError('invalid_input', 'Another item in your cart already has this id.');
  }
  const items = [...cart.CartItems];
  if (!existing) {
    if (items.length >= MAX_CART_ITEMS) {
      throw new CartRuleError('cart_full', `Your cart can hold at most ${MAX_CART_ITEMS} items.`);
    }
    items.push(item);
  } else if (existing.isProductSelected || existing.CartItemAddOns.length > 0) {
    items[index] = item;
  } else {
    items.splice(index, 1);
  }
  return withTotals(items);
}

export function removeItem(cart: TCart, input: { itemId: string }): TCart {
  return updateItem(cart, input.itemId, () => null);
}

export function setItemQuantity(cart: TCart, input: { itemId: string; quantity: number }): TCart {
  const quantity = assertCartNumber('Quantity', input.quantity, 1, MAX_CART_QUANTITY);
  return updateItem(cart, input.itemId, (item) => {
    if (isDomainItem(item) && quantity !== 1) {
      throw new CartRuleError(
        'invalid_input',
        'A domain is registered once: its quantity is 1; change its years instead.',
      );
    }
    return { ...item, quantity };
  });
}

/**
 * Add the add-on with quantity 1, or remove it when the line has it. SPEC §4: removing the last
 * add-on of an add-on-only line removes the line.
 */
export function toggleAddOn(cart: TCart, input: { itemId: string; addOnId: string; price: number }): TCart {
  return updateItem(cart, input.itemId, (item) => {
    const has = item.CartItemAddOns.some((addOn) => addOn.addOnId === input.addOnId);
    if (!has) {
      assertAtMost('add-ons', item.CartItemAddOns.length + 1, MAX_ADD_ONS_PER_ITEM);
      const addOn = normaliseCartAddOn({ addOnId: input.addOnId, price: input.price, quantity: 1 });
      return { ...item, CartItemAddOns: [...item.CartItemAddOns, addOn] };
    }
    const addOns = item.CartItemAddOns.filter((addOn) => addOn.addOnId !== input.addOnId);
    if (item.onlyAddOns && addOns.length === 0) return null;
    return { ...item, CartItemAddOns: addOns };
  });
}

/**
 * Set how many of an add-on the line has: a whole number from 1 to `maxQuantity` (the catalogue's
 * limit for that add-on; at most MAX_CART_QUANTITY). To remove an add-on, toggle it.
 */
export function setAddOnQuantity(
  cart: TCart,
  input: { itemId: string; addOnId: string; quantity: number; maxQuantity?: number },
): TCart {
  const max = Math.min(input.maxQuantity ?? MAX_CART_QUANTITY, MAX_CART_QUANTITY);
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`maxQuantity must be a positive integer, got ${max}`);
  const quantity = assertCartNumber('Add-on quantity', input.quantity, 1, max);
  return updateItem(cart, input.itemId, (item) => {
    const index = item.CartItemAddOns.findIndex((addOn) => addOn.addOnId === input.addOnId);
    if (index === -1) {
      throw new CartRuleError('unknown_add_on', 'That add-on is not on this item: add it first.');
    }
    const addOns = [...item.CartItemAddOns];
    addOns[index] = { ...(addOns[index] as (typeof addOns)[number]), quantity };
    return { ...item, CartItemAddOns: addOns };
  });
}

/** Add the service (duration and quantity default to 1), or remove it when the line has it. */
export function toggleService(cart: TCart, input: { itemId: string; service: TCartItemServiceInput }): TCart {
  return updateItem(cart, input.itemId, (item) => {
    const has = item.CartItemServices.some((service) => service.serviceId === input.service.serviceId);
    const services = has
      ? item.CartItemServices.filter((service) => service.serviceId !== input.service.serviceId)
      : [...item.CartItemServices, normaliseCartService(input.service)];
    assertAtMost('services', services.length, MAX_SERVICES_PER_ITEM);
    return { ...item, CartItemServices: services };
  });
}

/** Years of a service on a line: a whole number from 1 to MAX_SERVICE_YEARS. */
export function setServiceDuration(cart: TCart, input: { itemId: string; serviceId: string; duration: number }): TCart {
  const duration = assertCartNumber('Service duration (years)', input.duration, 1, MAX_SERVICE_YEARS);
  return updateService(cart, input.itemId, input.serviceId, (service) => ({ ...service, duration }));
}

export function setServiceQuantity(cart: TCart, input: { itemId: string; serviceId: string; quantity: number }): TCart {
  const quantity = assertCartNumber('Service quantity', input.quantity, 1, MAX_CART_QUANTITY);
  return updateService(cart, input.itemId, input.serviceId, (service) => ({ ...service, quantity }));
}

/** The line's services become exactly `services` (each checked, defaults filled, no service twice). */
export function replaceServices(cart: TCart, input: { itemId: string; services: TCartItemServiceInput[] }): TCart {
  const services = normaliseCartServices(input.services);
  return updateItem(cart, input.itemId, (item) => ({ ...item, CartItemServices: services }));
}

/**
 * SPEC §5: a domain's registration years, within the suggestion's minimum and maximum (defaults 1
 * and 10). Bounds outside 1..10 are a bug in the caller, not bad input, and throw a RangeError.
 */
export function setDomainYears(
  cart: TCart,
  input: { itemId: string; years: number; minYears?: number; maxYears?: number },
): TCart {
  const min = input.minYears ?? DEFAULT_DOMAIN_MIN_YEARS;
  const max = input.maxYears ?? DEFAULT_DOMAIN_MAX_YEARS;
  const boundsValid = Number.isInteger(min) && Number.isInteger(max) && min >= DEFAULT_DOMAIN_MIN_YEARS;
  if (!boundsValid || min > max || max > DEFAULT_DOMAIN_MAX_YEARS) {
    throw new RangeError(`domain year bounds must be whole numbers with 1 <= min <= max <= 10, got ${min}..${max}`);
  }
  const years = assertCartNumber('Registration years', input.years, min, max);
  return updateItem(cart, input.itemId, (item) => {
    if (!isDomainItem(item)) throw new CartRuleError('invalid_input', 'Only a domain has registration years.');
    return { ...item, selected_years: years };
  });
}

export function clearCart(_cart?: TCart): TCart {
  return emptyCart();
}

const DOMAIN_RELATED: readonly string[] = DOMAIN_SERVICE_TYPES;

/**
 * SPEC §4 "remove all domain-related items": every domain line goes, and so does every SSL and ID
 * Protect service, on whatever line it was.
 */
export function removeDomainItems(cart: TCart): TCart {
  const items = cart.CartItems.filter((item) => !isDomainItem(item)).map((item) =>
    item.CartItemServices.some((service) => DOMAIN_RELATED.includes(service.serviceType))
      ? {
          ...item,
          CartItemServices: item.CartItemServices.filter((service) => !DOMAIN_RELATED.includes(service.serviceType)),
        }
      : item,
  );
  return withTotals(items);
}

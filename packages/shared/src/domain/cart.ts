// SPEC §3 Cart, §4 Cart transitions, §9 defaults: the cart's shape, its limits and the checks every
// cart operation applies. The browser store and the api both use these, so a cart the browser
// accepts is a cart the server accepts. Money is integer pence throughout (see money.ts).
import { DOMAIN_SERVICE_TYPES, type TDomainServiceType } from './catalog';

// Field names: camelCase, except where SPEC §3 spells a field otherwise, which we keep so the
// stored cart, the api and the browser agree on one spelling: `CartItems`, `CartItemAddOns`,
// `CartItemServices` (capitalised) and `selected_years`, `domain_details` (snake_case). The SPEC's
// "Group flag" is `isGroup`; its `DomainService.serviceType` is flattened onto the service line.

/**
 * The word that names the signed-in user's cart in `DELETE /api/cart/{id}` when its id is not known. Here, not
 * with the cart's zod contract, so the browser's cart code (on every page) can use it without loading zod.
 */
export const CURRENT_CART = 'current';

/** An add-on bought with a cart item. `price` is pence per unit, as the catalogue sells it. */
export type TCartItemAddOn = { addOnId: string; quantity: number; price: number };

/** A yearly service (SSL, ID Protect) on a cart item. `price` is pence per year, per unit. */
export type TCartItemService = {
  serviceId: string;
  serviceName: string;
  price: number;
  /** Years, 1..MAX_SERVICE_YEARS. */
  duration: number;
  quantity: number;
  serviceType: TDomainServiceType;
};

/**
 * One line of the cart. What it is, and so what it matches (SPEC §4), follows from its fields:
 * a domain when it has `domain` and `tld` (matched by both), else a group when `isGroup`
 * (matched by `groupId`), else a product (matched by `productId`).
 * `price` is pence per unit for products and groups, pence per year for domains.
 */
export type TCartItem = {
  /** Assigned by the caller (a server uuid or a client-generated id); rules never invent one. */
  id: string;
  productId: string | null;
  groupId: string | null;
  isGroup: boolean;
  quantity: number;
  tld: string | null;
  domain: string | null;
  price: number;
  /** Registration years of a domain; null for anything else. */
  selected_years: number | null;
  domain_details: { domain: string } | null;
  isProductSelected: boolean;
  /** Only the add-ons are bought, not the product: the product's own price is not charged. */
  onlyAddOns: boolean;
  CartItemAddOns: TCartItemAddOn[];
  CartItemServices: TCartItemService[];
};

/**
 * `totalQuantity` is stored, and every operation in cart-operations.ts and cart-merge.ts refills it
 * (through `withTotals` in cart-totals.ts). A cart read from storage or a request may carry a stale
 * one, so compute it with `totalQuantity(cart)` rather than trust the field.
 */
export type TCart = { CartItems: TCartItem[]; totalQuantity: number };

/** What a caller passes to add a line: the SPEC §9 defaults fill what it leaves out. */
export type TCartItemInput = {
  id: string;
  productId?: string | null;
  groupId?: string | null;
  isGroup?: boolean;
  /** Default 1. */
  quantity?: number;
  tld?: string | null;
  domain?: string | null;
  price: number;
  selected_years?: number | null;
  domain_details?: { domain: string } | null;
  isProductSelected?: boolean;
  onlyAddOns?: boolean;
  CartItemAddOns?: TCartItemAddOnInput[];
  CartItemServices?: TCartItemServiceInput[];
};
/** Quantity defaults to 1. */
export type TCartItemAddOnInput = { addOnId: string; price: number; quantity?: number };
/** Duration and quantity default to 1 (SPEC §9). */
export type TCartItemServiceInput = Omit<TCartItemService, 'duration' | 'quantity'> & {
  duration?: number;
  quantity?: number;
};

export const DEFAULT_ITEM_QUANTITY = 1;
export const DEFAULT_SERVICE_DURATION = 1;
export const DEFAULT_SERVICE_QUANTITY = 1;
/** Quantities of items, add-ons and services: whole numbers from 1 to this. */
export const MAX_CART_QUANTITY = 100;
export const MAX_SERVICE_YEARS = 10;
/** SPEC §5: domain years default to 1..10; registries never register for longer than 10 years. */
export const DEFAULT_DOMAIN_MIN_YEARS = 1;
export const DEFAULT_DOMAIN_MAX_YEARS = 10;
export const MAX_CART_ITEMS = 100;
/** The catalogue sells at most 20 add-ons with a product. */
export const MAX_ADD_ONS_PER_ITEM = 20;
export const MAX_SERVICES_PER_ITEM = 10;
/**
 * £10 million. With the limits above, the largest possible cart (about £12 billion) stays a safe
 * integer of pence, so no total can lose a penny to floating point.
 */
export const MAX_UNIT_PRICE_PENCE = 1_000_000_000;

export type TCartRuleReason = 'invalid_input' | 'unknown_item' | 'unknown_add_on' | 'unknown_service' | 'cart_full';

/**
 * A cart change that breaks a rule: bad input from a person or a client. The message is written for
 * the person (the api answers 400 with it; the browser shows it). Nothing is ever clamped silently.
 */
export class CartRuleError extends Error {
  override readonly name = 'CartRuleError';
  constructor(
    readonly reason: TCartRuleReason,
    message: string,
  ) {
    super(message);
  }
}

export function emptyCart(): TCart {
  return { CartItems: [], totalQuantity: 0 };
}

/** A domain registration line: it has both a domain and a tld. */
export function isDomainItem(item: Pick<TCartItem, 'domain' | 'tld'>): boolean {
  return Boolean(item.domain) && Boolean(item.tld);
}

/** Domain names are case-insensitive and a tld may be written with or without its dot. */
function normaliseTld(tld: string): string {
  return tld.trim().toLowerCase().replace(/^\./, '');
}

/**
 * The key two lines share when they are "the same item" (SPEC §4): domain plus tld for domains,
 * groupId for groups, otherwise productId.
 */
export function itemMatchKey(item: Pick<TCartItem, 'domain' | 'tld' | 'isGroup' | 'groupId' | 'productId'>): string {
  if (item.domain && item.tld) return `domain:${item.domain.trim().toLowerCase()}|${normaliseTld(item.tld)}`;
  if (item.isGroup) return `group:${item.groupId ?? ''}`;
  return `product:${item.productId ?? ''}`;
}

/** The line already in the cart that `item` would replace or toggle off, if any. */
export function findMatchingItem(cart: TCart, item: Parameters<typeof itemMatchKey>[0]): TCartItem | undefined {
  const key = itemMatchKey(item);
  return cart.CartItems.find((line) => itemMatchKey(line) === key);
}

// ---- checks ---------------------------------------------------------------------------------------

function invalid(message: string): CartRuleError {
  return new CartRuleError('invalid_input', message);
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 40));
  if (typeof value === 'number' || typeof value === 'boolean' || value == null) return String(value);
  return typeof value;
}

/** A whole number within min..max, or a CartRuleError naming the field. */
export function assertCartNumber(label: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalid(`${label} must be a whole number from ${min} to ${max}; got ${describeValue(value)}.`);
  }
  return value;
}

function assertPrice(label: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_UNIT_PRICE_PENCE) {
    throw invalid(
      `${label} must be a whole number of pence from 0 to ${MAX_UNIT_PRICE_PENCE}; got ${describeValue(value)}.`,
    );
  }
  return value;
}

function assertId(label: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalid(`${label} is required.`);
  return value;
}

function assertUnique(label: string, ids: string[]): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw invalid(`${label} ${JSON.stringify(id)} appears twice; list each one once.`);
    seen.add(id);
  }
}

/** A line may carry at most `max` add-ons or services. */
export function assertAtMost(what: 'add-ons' | 'services', count: number, max: number): void {
  if (count > max) throw invalid(`An item can have at most ${max} ${what}.`);
}

export function normaliseCartAddOn(input: TCartItemAddOnInput): TCartItemAddOn {
  return {
    addOnId: assertId('Add-on id', input.addOnId),
    quantity: assertCartNumber('Add-on quantity', input.quantity ?? DEFAULT_ITEM_QUANTITY, 1, MAX_CART_QUANTITY),
    price: assertPrice('Add-on price', input.price),
  };
}

export function normaliseCartService(input: TCartItemServiceInput): TCartItemService {
  if (!(DOMAIN_SERVICE_TYPES as readonly unknown[]).includes(input.serviceType)) {
    throw invalid(
      `Service type must be one of ${DOMAIN_SERVICE_TYPES.join(', ')}; got ${describeValue(input.serviceType)}.`,
    );
  }
  return {
    serviceId: assertId('Service id', input.serviceId),
    serviceName: typeof input.serviceName === 'string' ? input.serviceName : '',
    price: assertPrice('Service price', input.price),
    duration: assertCartNumber(
      'Service duration (years)',
      input.duration ?? DEFAULT_SERVICE_DURATION,
      1,
      MAX_SERVICE_YEARS,
    ),
    quantity: assertCartNumber('Service quantity', input.quantity ?? DEFAULT_SERVICE_QUANTITY, 1, MAX_CART_QUANTITY),
    serviceType: input.serviceType,
  };
}

export function normaliseCartServices(services: readonly TCartItemServiceInput[]): TCartItemService[] {
  assertAtMost('services', services.length, MAX_SERVICES_PER_ITEM);
  const lines = services.map(normaliseCartService);
  assertUnique(
    'Service',
    lines.map((service) => service.serviceId),
  );
  return lines;
}

/**
 * A complete, checked cart line from what a caller sent: defaults filled, every quantity, duration
 * and price checked, and the line's kind consistent (a domain has years and quantity 1, a group has
 * a groupId, a product a productId, an add-on-only line at least one add-on).
 */
export function normaliseCartItem(input: TCartItemInput): TCartItem {
  const id = assertId('Cart item id', input.id);
  const domain = input.domain ?? null;
  const tld = input.tld ?? null;
  const isGroup = input.isGroup ?? false;
  const isDomain = isDomainItem({ domain, tld });
  if ((domain || tld) && !(domain?.trim() && tld && normaliseTld(tld))) {
    throw invalid('A domain needs both its name and its tld.');
  }
  if (!isDomain && isGroup && !input.groupId) throw invalid('A group needs its groupId.');
  if (!isDomain && !isGroup && !input.productId) throw invalid('A product needs its productId.');

  const quantity = assertCartNumber('Quantity', input.quantity ?? DEFAULT_ITEM_QUANTITY, 1, MAX_CART_QUANTITY);
  if (isDomain && quantity !== 1) {
    throw invalid('A domain is registered once: its quantity is 1; change its years instead.');
  }
  const years = isDomain
    ? assertCartNumber('Registration years', input.selected_years, DEFAULT_DOMAIN_MIN_YEARS, DEFAULT_DOMAIN_MAX_YEARS)
    : null;

  assertAtMost('add-ons', input.CartItemAddOns?.length ?? 0, MAX_ADD_ONS_PER_ITEM);
  const addOns = (input.CartItemAddOns ?? []).map(normaliseCartAddOn);
  assertUnique(
    'Add-on',
    addOns.map((addOn) => addOn.addOnId),
  );
  const onlyAddOns = input.onlyAddOns ?? false;
  if (onlyAddOns && addOns.length === 0) throw invalid('An add-on-only item needs at least one add-on.');

  return {
    id,
    productId: input.productId ?? null,
    groupId: input.groupId ?? null,
    isGroup,
    quantity,
    tld,
    domain,
    price: assertPrice('Price', input.price),
    selected_years: years,
    domain_details: isDomain ? (input.domain_details ?? { domain: domain ?? '' }) : (input.domain_details ?? null),
    isProductSelected: input.isProductSelected ?? false,
    onlyAddOns,
    CartItemAddOns: addOns,
    CartItemServices: normaliseCartServices(input.CartItemServices ?? []),
  };
}

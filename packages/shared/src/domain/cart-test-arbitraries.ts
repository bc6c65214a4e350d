// Test-only. Random carts for property tests (fast-check): operation sequences over small pools of
// ids, so that lines often match, ids collide and bad input is common; and the cart invariants,
// stated from SPEC §4 and issue 5 directly rather than from the code under test.
import fc from 'fast-check';
import { expect } from 'vitest';
import {
  CartRuleError,
  type TCart,
  type TCartItem,
  type TCartItemAddOnInput,
  type TCartItemInput,
  type TCartItemServiceInput,
  emptyCart,
} from './cart';
import * as ops from './cart-operations';
import { cartSubtotal, lineTotal, totalQuantity } from './cart-totals';

export const NUM_RUNS = 300;

// Small pools, so that lines often match each other, ids collide and add-ons repeat.
const ITEM_IDS = ['item-0', 'item-1', 'item-2', 'item-3', 'item-4', 'item-5', 'item-6', 'item-7'];
const PRODUCT_IDS = ['prod-a', 'prod-b', 'prod-c'];
const GROUP_IDS = ['group-a', 'group-b'];
const DOMAINS = ['alpha', 'Alpha', 'beta'];
const TLDS = ['com', '.com', 'co.uk', 'ORG'];
const ADD_ON_IDS = ['addon-a', 'addon-b', 'addon-c'];
const SERVICES: TCartItemServiceInput[] = [
  { serviceId: 'svc-ssl', serviceName: 'PositiveSSL', price: 899, serviceType: 'SSL' },
  { serviceId: 'svc-ssl-ev', serviceName: 'EV SSL', price: 9900, serviceType: 'SSL' },
  { serviceId: 'svc-idp', serviceName: 'ID Protect', price: 299, serviceType: 'ID Protect' },
];
const BAD_COUNTS = [0, -1, 1.5, Number.NaN, 101, Number.POSITIVE_INFINITY];
const BAD_YEARS = [0, 11, 2.5, Number.NaN];

const mostly = <T, U>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<U>) =>
  fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: invalid });
const quantityArb = mostly(fc.integer({ min: 1, max: 100 }), fc.constantFrom(...BAD_COUNTS));
const yearsArb = mostly(fc.integer({ min: 1, max: 10 }), fc.constantFrom(...BAD_YEARS));
const priceArb = mostly(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(-1, 0.5, Number.NaN));
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const addOnArb: fc.Arbitrary<TCartItemAddOnInput> = fc.record({
  addOnId: fc.constantFrom(...ADD_ON_IDS),
  price: priceArb,
  quantity: optional(quantityArb),
});
const serviceArb: fc.Arbitrary<TCartItemServiceInput> = fc
  .record({ base: fc.constantFrom(...SERVICES), duration: optional(yearsArb), quantity: optional(quantityArb) })
  .map(({ base, duration, quantity }) => ({ ...base, duration, quantity }));

export const itemArb: fc.Arbitrary<TCartItemInput> = fc
  .record({
    id: fc.constantFrom(...ITEM_IDS),
    kind: fc.constantFrom('product', 'group', 'domain'),
    productId: fc.constantFrom(...PRODUCT_IDS),
    groupId: fc.constantFrom(...GROUP_IDS),
    domain: fc.constantFrom(...DOMAINS),
    tld: fc.constantFrom(...TLDS),
    quantity: optional(quantityArb),
    domainQuantity: fc.constantFrom(undefined, 1, 1, 2),
    years: yearsArb,
    price: priceArb,
    isProductSelected: fc.boolean(),
    onlyAddOns: fc.constantFrom(false, false, false, true),
    addOns: fc.uniqueArray(addOnArb, { selector: (addOn) => addOn.addOnId, maxLength: 3 }),
    services: fc.uniqueArray(serviceArb, { selector: (service) => service.serviceId, maxLength: 2 }),
  })
  .map((r) => {
    const common = {
      id: r.id,
      price: r.price,
      isProductSelected: r.isProductSelected,
      onlyAddOns: r.onlyAddOns,
      CartItemAddOns: r.addOns,
      CartItemServices: r.services,
    };
    if (r.kind === 'domain') {
      return { ...common, domain: r.domain, tld: r.tld, selected_years: r.years, quantity: r.domainQuantity };
    }
    if (r.kind === 'group') return { ...common, isGroup: true, groupId: r.groupId, quantity: r.quantity };
    return { ...common, productId: r.productId, quantity: r.quantity };
  });

/** Which line an operation targets: an index into the cart, where one past the end is an unknown id. */
const targetArb = fc.nat({ max: 9 });
export const opArb = fc.oneof(
  { weight: 6, arbitrary: fc.record({ op: fc.constant('addItem' as const), item: itemArb }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('removeItem' as const), target: targetArb }) },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('setItemQuantity' as const), target: targetArb, quantity: quantityArb }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('toggleAddOn' as const),
      target: targetArb,
      addOnId: fc.constantFrom(...ADD_ON_IDS),
      price: priceArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('setAddOnQuantity' as const),
      target: targetArb,
      addOnId: fc.constantFrom(...ADD_ON_IDS),
      quantity: quantityArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('toggleService' as const), target: targetArb, service: serviceArb }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('setServiceDuration' as const),
      target: targetArb,
      serviceId: fc.constantFrom(...SERVICES.map((s) => s.serviceId)),
      duration: yearsArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('setServiceQuantity' as const),
      target: targetArb,
      serviceId: fc.constantFrom(...SERVICES.map((s) => s.serviceId)),
      quantity: quantityArb,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('replaceServices' as const),
      target: targetArb,
      services: fc.array(serviceArb, { maxLength: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('setDomainYears' as const), target: targetArb, years: yearsArb }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('removeDomainItems' as const) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('clearCart' as const) }) },
);
export type TOp = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

function targetId(cart: TCart, target: number): string {
  return cart.CartItems[target % (cart.CartItems.length + 1)]?.id ?? 'not-in-cart';
}

function apply(cart: TCart, op: TOp): TCart {
  switch (op.op) {
    case 'addItem':
      return ops.addItem(cart, op.item);
    case 'removeItem':
      return ops.removeItem(cart, { itemId: targetId(cart, op.target) });
    case 'setItemQuantity':
      return ops.setItemQuantity(cart, { itemId: targetId(cart, op.target), quantity: op.quantity });
    case 'toggleAddOn':
      return ops.toggleAddOn(cart, { itemId: targetId(cart, op.target), addOnId: op.addOnId, price: op.price });
    case 'setAddOnQuantity':
      return ops.setAddOnQuantity(cart, {
        itemId: targetId(cart, op.target),
        addOnId: op.addOnId,
        quantity: op.quantity,
      });
    case 'toggleService':
      return ops.toggleService(cart, { itemId: targetId(cart, op.target), service: op.service });
    case 'setServiceDuration':
      return ops.setServiceDuration(cart, {
        itemId: targetId(cart, op.target),
        serviceId: op.serviceId,
        duration: op.duration,
      });
    case 'setServiceQuantity':
      return ops.setServiceQuantity(cart, {
        itemId: targetId(cart, op.target),
        serviceId: op.serviceId,
        quantity: op.quantity,
      });
    case 'replaceServices':
      return ops.replaceServices(cart, { itemId: targetId(cart, op.target), services: op.services });
    case 'setDomainYears':
      return ops.setDomainYears(cart, { itemId: targetId(cart, op.target), years: op.years });
    case 'removeDomainItems':
      return ops.removeDomainItems(cart);
    case 'clearCart':
      return ops.clearCart(cart);
  }
}

export const outcomes = { applied: 0, refused: 0 };

/** Applies `op`; a CartRuleError leaves the cart as it was, anything else is a failure. */
export function step(cart: TCart, op: TOp): TCart {
  try {
    const next = apply(cart, op);
    outcomes.applied += 1;
    return next;
  } catch (error) {
    if (!(error instanceof CartRuleError)) throw error;
    expect(error.message).toMatch(/^[A-Z].*\.$/);
    outcomes.refused += 1;
    return cart;
  }
}

/** The result, or null when the rules refuse the change. */
export function orNull(change: () => TCart): TCart | null {
  try {
    return change();
  } catch (error) {
    if (error instanceof CartRuleError) return null;
    throw error;
  }
}

const run = (sequence: TOp[]) => sequence.reduce(step, emptyCart());
export const cartArb = fc.array(opArb, { maxLength: 25 }).map(run);

// ---- the invariants, stated independently -----------------------------------------------------------

export const isDomain = (item: TCartItem) => Boolean(item.domain && item.tld);
export function matchKey(item: TCartItem): string {
  if (isDomain(item)) return `domain ${item.domain?.toLowerCase()} ${item.tld?.toLowerCase().replace(/^\./, '')}`;
  return item.isGroup ? `group ${item.groupId}` : `product ${item.productId}`;
}
const within = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;
const unique = (values: string[]) => new Set(values).size === values.length;

function expectedLineTotal(item: TCartItem): number {
  const units = isDomain(item) ? (item.selected_years ?? Number.NaN) : 1;
  const product = item.onlyAddOns ? 0 : item.price * item.quantity * units;
  const addOns = item.CartItemAddOns.reduce((sum, a) => sum + a.price * a.quantity, 0);
  const services = item.CartItemServices.reduce((sum, s) => sum + s.price * s.duration * s.quantity, 0);
  return product + addOns + services;
}

export function expectValidCart(cart: TCart): void {
  const items = cart.CartItems;
  expect(unique(items.map(matchKey)), 'no two lines match each other').toBe(true);
  expect(unique(items.map((item) => item.id)), 'ids are unique').toBe(true);
  for (const item of items) {
    expect(within(item.quantity, 1, isDomain(item) ? 1 : 100), 'item quantity').toBe(true);
    if (isDomain(item)) expect(within(item.selected_years ?? 0, 1, 10), 'domain years').toBe(true);
    else expect(item.selected_years).toBeNull();
    expect(Number.isInteger(item.price) && item.price >= 0).toBe(true);
    expect(unique(item.CartItemAddOns.map((a) => a.addOnId)), 'add-ons are unique').toBe(true);
    expect(unique(item.CartItemServices.map((s) => s.serviceId)), 'services are unique').toBe(true);
    for (const addOn of item.CartItemAddOns) expect(within(addOn.quantity, 1, 100), 'add-on quantity').toBe(true);
    for (const service of item.CartItemServices) {
      expect(within(service.duration, 1, 10), 'service duration').toBe(true);
      expect(within(service.quantity, 1, 100), 'service quantity').toBe(true);
    }
    if (item.onlyAddOns) expect(item.CartItemAddOns.length, 'add-on-only line keeps an add-on').toBeGreaterThan(0);
    expect(lineTotal(item)).toBe(expectedLineTotal(item));
  }
  const quantities = items.reduce((sum, item) => sum + item.quantity, 0);
  expect(cart.totalQuantity).toBe(quantities);
  expect(totalQuantity(cart)).toBe(quantities);
  const subtotal = cartSubtotal(cart);
  expect(subtotal).toBe(items.reduce((sum, item) => sum + expectedLineTotal(item), 0));
  expect(Number.isSafeInteger(subtotal) && subtotal >= 0).toBe(true);
}

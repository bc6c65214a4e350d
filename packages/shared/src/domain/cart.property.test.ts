// Properties of the cart rules over random sequences of valid and invalid operations (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type TCartItem, emptyCart } from './cart';
import {
  NUM_RUNS,
  cartArb,
  expectValidCart,
  isDomain,
  itemArb,
  matchKey,
  opArb,
  orNull,
  outcomes,
  step,
} from './cart-test-arbitraries';
import { type TPriceOf, mergeCarts } from './cart-merge';
import * as ops from './cart-operations';
import { deepFreeze } from './cart-test-fixtures';

describe('cart: properties over random operation sequences', () => {
  it('keeps every invariant after every step, and never changes the cart it was given', () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 1, maxLength: 40 }), (sequence) => {
        let cart = emptyCart();
        for (const op of sequence) {
          const before = structuredClone(cart);
          const next = step(deepFreeze(cart), deepFreeze(op));
          expect(cart).toEqual(before);
          expectValidCart(next);
          cart = next;
        }
      }),
      { numRuns: NUM_RUNS },
    );
    // The sequences exercise both paths: accepted changes and refused ones.
    expect(outcomes.applied).toBeGreaterThan(NUM_RUNS);
    expect(outcomes.refused).toBeGreaterThan(NUM_RUNS);
  });

  it('gives the cart back when the same unselected, add-on-free item is added twice (toggle)', () => {
    const plainItem = itemArb.map((item) => ({
      ...item,
      id: 'fresh-id',
      isProductSelected: false,
      onlyAddOns: false,
      CartItemAddOns: [],
    }));
    fc.assert(
      fc.property(cartArb, plainItem, (cart, item) => {
        const once = orNull(() => ops.addItem(cart, item));
        // Only when it matched nothing: otherwise the first add replaced or removed another line.
        fc.pre(once !== null && once.CartItems.length === cart.CartItems.length + 1);
        expect(ops.addItem(once, item)).toEqual(cart);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('leaves no domain and no SSL or ID Protect service after removing domain-related items', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const after = ops.removeDomainItems(cart);
        expectValidCart(after);
        expect(after.CartItems.some(isDomain)).toBe(false);
        const services = after.CartItems.flatMap((item) => item.CartItemServices);
        expect(services.filter((s) => s.serviceType === 'SSL' || s.serviceType === 'ID Protect')).toEqual([]);
        expect(after.CartItems.map((item) => item.id)).toEqual(
          cart.CartItems.filter((item) => !isDomain(item)).map((item) => item.id),
        );
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

// ---- sign-in merge --------------------------------------------------------------------------------------

const SERVER_PRICES: Record<string, number | null> = { 'prod-a': 100, 'prod-b': 2500, 'prod-c': null };
const priceOf: TPriceOf = {
  item: (item) => (isDomain(item) ? 1200 : item.isGroup ? 30_000 : (SERVER_PRICES[item.productId ?? ''] ?? null)),
  addOn: (_item, addOnId) => (addOnId === 'addon-c' ? null : 700),
  service: (_item, serviceId) => (serviceId === 'svc-ssl-ev' ? null : 450),
};

describe('cart: properties of the sign-in merge', () => {
  it('gives a valid cart at server prices, holding every key of both carts still sold, and is idempotent', () => {
    fc.assert(
      fc.property(cartArb, cartArb, (server, local) => {
        let counter = 0;
        const newId = () => `merged-${(counter += 1)}`;
        const merged = mergeCarts(deepFreeze(server), deepFreeze(local), { priceOf, newId });
        expectValidCart(merged);
        for (const item of merged.CartItems) {
          expect(item.price).toBe(priceOf.item(item));
          for (const addOn of item.CartItemAddOns) expect(addOn.price).toBe(700);
          for (const service of item.CartItemServices) expect(service.price).toBe(450);
        }
        const sold = (item: TCartItem) => priceOf.item(item) !== null;
        const keys = new Set(merged.CartItems.map(matchKey));
        for (const item of [...server.CartItems, ...local.CartItems]) {
          const lostAllAddOns = item.onlyAddOns && item.CartItemAddOns.every((a) => a.addOnId === 'addon-c');
          if (sold(item) && !lostAllAddOns) expect(keys.has(matchKey(item))).toBe(true);
        }
        expect(mergeCarts(merged, local, { priceOf, newId })).toEqual(merged);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

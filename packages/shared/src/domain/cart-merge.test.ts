import { describe, expect, it } from 'vitest';
import { CartRuleError, MAX_CART_ITEMS, type TCart, type TCartItem, emptyCart } from './cart';
import { type TPriceOf, mergeCarts, repriceCart } from './cart-merge';
import { cartSubtotal } from './cart-totals';
import { cartOf, deepFreeze, exampleCom, formation, ssl, starterPack } from './cart-test-fixtures';

// Today's catalogue: what the server charges, whatever a browser says.
const CATALOGUE: Record<string, number> = { 'prod-formation': 9900, 'group-starter': 29900, 'prod-other': 500 };
const ADD_ONS: Record<string, number> = { 'addon-email': 500 };
const SERVICES: Record<string, number> = { 'svc-ssl': 899 };
const priceOf: TPriceOf = {
  item: (item) =>
    item.domain ? 1200 : (CATALOGUE[item.isGroup ? (item.groupId ?? '') : (item.productId ?? '')] ?? null),
  addOn: (_item, addOnId) => ADD_ONS[addOnId] ?? null,
  service: (_item, serviceId) => SERVICES[serviceId] ?? null,
};
const ids = (cart: TCart) => cart.CartItems.map((item) => item.id);
let counter = 0;
const newId = () => `server-${++counter}`;

describe('cart: merging the browser cart into the server cart at sign-in', () => {
  it('keeps every server line and appends browser lines that match none', () => {
    const server = cartOf(formation({ id: 's1' }));
    const local = cartOf(exampleCom({ id: 'local-1' }), starterPack({ id: 'local-2' }));
    const merged = mergeCarts(server, local, { priceOf });
    expect(ids(merged)).toEqual(['s1', 'local-1', 'local-2']);
    expect(merged.totalQuantity).toBe(3);
  });

  it('lets a matching browser line replace the server line whole, keeping the server id and place', () => {
    const server = cartOf(
      formation({ id: 's1', quantity: 1, CartItemAddOns: [{ addOnId: 'addon-email', price: 500 }] }),
      exampleCom({ id: 's2' }),
    );
    const local = cartOf(formation({ id: 'local-1', quantity: 3 }));
    const merged = mergeCarts(server, local, { priceOf });
    expect(ids(merged)).toEqual(['s1', 's2']);
    expect(merged.CartItems[0]).toMatchObject({ id: 's1', quantity: 3, CartItemAddOns: [] });
  });

  it('never toggles a line off, even an unselected one without add-ons', () => {
    const server = cartOf(exampleCom({ id: 's1' }));
    const local = cartOf(exampleCom({ id: 'local-1', selected_years: 2 }));
    expect(mergeCarts(server, local, { priceOf }).CartItems).toMatchObject([{ id: 's1', selected_years: 2 }]);
  });

  it('charges server prices, ignoring a price the browser changed', () => {
    const local = cartOf(
      formation({ id: 'local-1', price: 1, CartItemAddOns: [{ addOnId: 'addon-email', price: 1 }] }),
      exampleCom({ id: 'local-2', price: 1, CartItemServices: [{ ...ssl, price: 1 }] }),
    );
    const merged = mergeCarts(emptyCart(), local, { priceOf });
    expect(cartSubtotal(merged)).toBe(9900 + 500 + 1200 + 899);
  });

  it('drops lines, add-ons and services no longer sold, and an add-on-only line left without add-ons', () => {
    const local = cartOf(
      formation({ id: 'gone', productId: 'prod-retired' }),
      formation({
        id: 'kept',
        CartItemAddOns: [{ addOnId: 'addon-retired', price: 9 }],
        CartItemServices: [{ ...ssl, serviceId: 'svc-retired' }],
      }),
      starterPack({ id: 'only', onlyAddOns: true, CartItemAddOns: [{ addOnId: 'addon-retired', price: 9 }] }),
    );
    const merged = mergeCarts(emptyCart(), local, { priceOf });
    expect(ids(merged)).toEqual(['kept']);
    expect(merged.CartItems[0]).toMatchObject({ CartItemAddOns: [], CartItemServices: [] });
  });

  it('gives appended lines ids from newId when it is given', () => {
    const merged = mergeCarts(cartOf(formation({ id: 's1' })), cartOf(exampleCom({ id: 'local-1' })), {
      priceOf,
      newId,
    });
    expect(merged.CartItems[1]?.id).toMatch(/^server-\d+$/);
  });

  it('refuses a browser id that another server line already has, without newId', () => {
    const server = cartOf(formation({ id: 'same' }));
    expect(() => mergeCarts(server, cartOf(exampleCom({ id: 'same' })), { priceOf })).toThrow(
      expect.objectContaining({ reason: 'invalid_input' }),
    );
  });

  it('refuses a browser line that breaks a rule', () => {
    const tampered = { ...emptyCart(), CartItems: [{ ...cartOf(formation()).CartItems[0], quantity: 0 } as TCartItem] };
    expect(() => mergeCarts(emptyCart(), tampered, { priceOf })).toThrow(CartRuleError);
  });

  it(`refuses to go beyond ${MAX_CART_ITEMS} lines`, () => {
    const many = (prefix: string) =>
      cartOf(...Array.from({ length: 60 }, (_, n) => formation({ id: `${prefix}-${n}`, productId: `${prefix}-${n}` })));
    const everything: TPriceOf = { ...priceOf, item: () => 100 };
    expect(() => mergeCarts(many('a'), many('b'), { priceOf: everything })).toThrow(
      expect.objectContaining({ reason: 'cart_full' }),
    );
  });

  it('gives the same cart when the same browser cart is merged twice', () => {
    const server = cartOf(formation({ id: 's1' }));
    const local = cartOf(formation({ id: 'l1', quantity: 2 }), exampleCom({ id: 'l2' }), starterPack({ id: 'l3' }));
    const once = mergeCarts(server, local, { priceOf, newId });
    expect(mergeCarts(once, local, { priceOf, newId })).toEqual(once);
  });

  it('leaves both carts untouched', () => {
    const server = deepFreeze(cartOf(formation({ id: 's1' })));
    const local = deepFreeze(cartOf(formation({ id: 'l1', quantity: 2 }), exampleCom({ id: 'l2' })));
    expect(() => mergeCarts(server, local, { priceOf, newId })).not.toThrow();
  });
});

describe('cart: repricing', () => {
  it('puts today’s prices on every line and drops what is no longer sold', () => {
    const cart = cartOf(formation({ price: 1 }), starterPack({ groupId: 'group-retired' }));
    const repriced = repriceCart(cart, priceOf);
    expect(repriced.CartItems).toMatchObject([{ id: 'line-formation', price: 9900 }]);
    expect(repriced.totalQuantity).toBe(1);
  });

  it('treats a price lookup returning fractional or negative pence as a bug', () => {
    const broken: TPriceOf = { ...priceOf, item: () => 12.5 };
    expect(() => repriceCart(cartOf(formation()), broken)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CartRuleError,
  MAX_CART_ITEMS,
  type TCart,
  emptyCart,
  findMatchingItem,
  isDomainItem,
  normaliseCartItem,
} from './cart';
import { cartSubtotal } from './cart-totals';
import { addItem, clearCart, removeDomainItems, removeItem, setItemQuantity } from './cart-operations';
import { cartOf, deepFreeze, exampleCom, formation, idProtect, ssl, starterPack } from './cart-test-fixtures';

const ids = (cart: TCart) => cart.CartItems.map((item) => item.id);

describe('cart: an empty cart', () => {
  it('has no items and a total quantity of 0', () => {
    expect(emptyCart()).toEqual({ CartItems: [], totalQuantity: 0 });
    expect(cartSubtotal(emptyCart())).toBe(0);
  });
});

describe('cart: adding a new item', () => {
  it('appends it with the SPEC §9 defaults: quantity 1, service duration 1 and quantity 1', () => {
    const cart = addItem(
      emptyCart(),
      formation({ CartItemServices: [ssl], CartItemAddOns: [{ addOnId: 'a', price: 5 }] }),
    );
    expect(cart.CartItems).toEqual([
      {
        id: 'line-formation',
        productId: 'prod-formation',
        groupId: null,
        isGroup: false,
        quantity: 1,
        tld: null,
        domain: null,
        price: 9900,
        selected_years: null,
        domain_details: null,
        isProductSelected: false,
        onlyAddOns: false,
        CartItemAddOns: [{ addOnId: 'a', quantity: 1, price: 5 }],
        CartItemServices: [{ ...ssl, duration: 1, quantity: 1 }],
      },
    ]);
    expect(cart.totalQuantity).toBe(1);
  });

  it('keeps the id the caller gave and adds new lines at the end', () => {
    const cart = cartOf(formation(), starterPack(), exampleCom());
    expect(ids(cart)).toEqual(['line-formation', 'line-pack', 'line-domain']);
  });

  it('fills domain_details from the domain when it is not given', () => {
    expect(addItem(emptyCart(), exampleCom()).CartItems[0]?.domain_details).toEqual({ domain: 'example' });
  });

  it('recomputes the total quantity from the lines', () => {
    expect(cartOf(formation({ quantity: 3 }), exampleCom()).totalQuantity).toBe(4);
  });

  it('returns a new cart and leaves the one it was given untouched', () => {
    const before = deepFreeze(cartOf(formation()));
    const copy = structuredClone(before);
    const after = addItem(before, starterPack());
    expect(after).not.toBe(before);
    expect(before).toEqual(copy);
  });

  it.each([0, -1, 1.5, Number.NaN, 101, Number.POSITIVE_INFINITY])('refuses a quantity of %d', (quantity) => {
    expect(() => addItem(emptyCart(), formation({ quantity }))).toThrow(
      /^Quantity must be a whole number from 1 to 100; got/,
    );
  });

  it('refuses a quantity sent as text', () => {
    expect(() => addItem(emptyCart(), formation({ quantity: '2' as unknown as number }))).toThrow(CartRuleError);
  });

  it.each([-1, 1.5, Number.NaN, 1e11])('refuses a price of %d pence', (price) => {
    expect(() => addItem(emptyCart(), formation({ price }))).toThrow(/^Price must be a whole number of pence/);
  });

  it('refuses a product without a productId, a group without a groupId and a domain without its tld', () => {
    expect(() => addItem(emptyCart(), formation({ productId: null }))).toThrow('A product needs its productId.');
    expect(() => addItem(emptyCart(), starterPack({ groupId: null }))).toThrow('A group needs its groupId.');
    expect(() => addItem(emptyCart(), exampleCom({ tld: null }))).toThrow('A domain needs both its name and its tld.');
    expect(() => addItem(emptyCart(), exampleCom({ domain: '  ' }))).toThrow(
      'A domain needs both its name and its tld.',
    );
    expect(() => addItem(emptyCart(), exampleCom({ tld: '.' }))).toThrow('A domain needs both its name and its tld.');
  });

  it('refuses an item without an id', () => {
    expect(() => addItem(emptyCart(), formation({ id: ' ' }))).toThrow('Cart item id is required.');
  });

  it('refuses an add-on-only item without add-ons', () => {
    expect(() => addItem(emptyCart(), formation({ onlyAddOns: true }))).toThrow(
      'An add-on-only item needs at least one add-on.',
    );
  });

  it('refuses the same add-on or service listed twice', () => {
    const twice = [
      { addOnId: 'a', price: 1 },
      { addOnId: 'a', price: 1 },
    ];
    expect(() => addItem(emptyCart(), formation({ CartItemAddOns: twice }))).toThrow(/Add-on "a" appears twice/);
    expect(() => addItem(emptyCart(), formation({ CartItemServices: [ssl, ssl] }))).toThrow(/appears twice/);
  });

  it('refuses an add-on or service with a bad quantity, duration or type', () => {
    const addOn = { addOnId: 'a', price: 1, quantity: 0 };
    expect(() => addItem(emptyCart(), formation({ CartItemAddOns: [addOn] }))).toThrow(/^Add-on quantity/);
    expect(() => addItem(emptyCart(), formation({ CartItemServices: [{ ...ssl, duration: 11 }] }))).toThrow(
      /^Service duration \(years\) must be a whole number from 1 to 10; got 11\./,
    );
    expect(() => addItem(emptyCart(), formation({ CartItemServices: [{ ...ssl, quantity: 0 }] }))).toThrow(
      /^Service quantity/,
    );
    const unknownType = { ...ssl, serviceType: 'Email' as 'SSL' };
    expect(() => addItem(emptyCart(), formation({ CartItemServices: [unknownType] }))).toThrow(
      'Service type must be one of SSL, ID Protect; got "Email".',
    );
  });

  it('refuses more than 20 add-ons or 10 services on one line', () => {
    const addOns = Array.from({ length: 21 }, (_, n) => ({ addOnId: `a${n}`, price: 1 }));
    expect(() => addItem(emptyCart(), formation({ CartItemAddOns: addOns }))).toThrow(
      'An item can have at most 20 add-ons.',
    );
    const services = Array.from({ length: 11 }, (_, n) => ({ ...ssl, serviceId: `s${n}` }));
    expect(() => addItem(emptyCart(), formation({ CartItemServices: services }))).toThrow(
      'An item can have at most 10 services.',
    );
  });

  it('refuses an id another line already has', () => {
    expect(() => addItem(cartOf(formation()), starterPack({ id: 'line-formation' }))).toThrow(
      'Another item in your cart already has this id.',
    );
  });

  it(`refuses a line beyond ${MAX_CART_ITEMS}`, () => {
    const full = cartOf(
      ...Array.from({ length: MAX_CART_ITEMS }, (_, n) => formation({ id: `line-${n}`, productId: `p-${n}` })),
    );
    expect(() => addItem(full, formation({ id: 'one-more', productId: 'p-new' }))).toThrow(
      expect.objectContaining({ reason: 'cart_full' }),
    );
  });
});

describe('cart: adding an existing domain', () => {
  it('removes it when it is not selected and has no add-ons', () => {
    const cart = cartOf(formation(), exampleCom());
    expect(ids(addItem(cart, exampleCom({ id: 'again', selected_years: 3 })))).toEqual(['line-formation']);
  });

  it('replaces it, in its place, when it is selected', () => {
    const cart = cartOf(exampleCom({ isProductSelected: true }), formation());
    const after = addItem(cart, exampleCom({ id: 'again', selected_years: 3 }));
    expect(ids(after)).toEqual(['again', 'line-formation']);
    expect(after.CartItems[0]?.selected_years).toBe(3);
  });

  it('replaces it when it has add-ons', () => {
    const cart = cartOf(exampleCom({ CartItemAddOns: [{ addOnId: 'email', price: 100 }] }));
    expect(ids(addItem(cart, exampleCom({ id: 'again' })))).toEqual(['again']);
  });

  it('matches on domain plus tld, ignoring case and a leading dot on the tld', () => {
    const cart = cartOf(exampleCom());
    expect(addItem(cart, exampleCom({ id: 'x', domain: 'EXAMPLE', tld: '.COM' })).CartItems).toEqual([]);
  });

  it('treats the same name under another tld as another item', () => {
    expect(ids(addItem(cartOf(exampleCom()), exampleCom({ id: 'uk', tld: 'co.uk' })))).toEqual(['line-domain', 'uk']);
  });

  it('is found by findMatchingItem', () => {
    const cart = cartOf(formation(), exampleCom());
    expect(findMatchingItem(cart, normaliseCartItem(exampleCom({ id: 'other' })))?.id).toBe('line-domain');
    expect(findMatchingItem(cart, normaliseCartItem(exampleCom({ id: 'other', tld: 'org' })))).toBeUndefined();
  });
});

describe('cart: adding an existing group', () => {
  it('matches on groupId alone and toggles it off when unselected without add-ons', () => {
    const cart = cartOf(starterPack({ productId: 'p-1' }));
    expect(addItem(cart, starterPack({ id: 'again', productId: 'p-2' })).CartItems).toEqual([]);
  });

  it('does not match a product whose productId equals the groupId', () => {
    const cart = cartOf(starterPack());
    expect(ids(addItem(cart, formation({ productId: 'group-starter' })))).toEqual(['line-pack', 'line-formation']);
  });

  it('replaces it when it is selected', () => {
    const cart = cartOf(starterPack({ isProductSelected: true }));
    expect(addItem(cart, starterPack({ id: 'again', quantity: 2 })).CartItems[0]).toMatchObject({
      id: 'again',
      quantity: 2,
    });
  });
});

describe('cart: adding an existing product', () => {
  it('removes it when it is not selected and has no add-ons, so adding twice gives the cart back', () => {
    const cart = cartOf(starterPack());
    const twice = addItem(addItem(cart, formation()), formation());
    expect(twice).toEqual(cart);
  });

  it('replaces it when it is selected or has add-ons', () => {
    const selected = cartOf(formation({ isProductSelected: true }));
    expect(addItem(selected, formation({ id: 'new', quantity: 2 })).CartItems[0]).toMatchObject({
      id: 'new',
      quantity: 2,
    });
    const withAddOn = cartOf(formation({ CartItemAddOns: [{ addOnId: 'a', price: 1 }] }));
    expect(ids(addItem(withAddOn, formation({ id: 'new' })))).toEqual(['new']);
  });

  it('may reuse the id of the line it replaces', () => {
    const cart = cartOf(formation({ isProductSelected: true }));
    expect(ids(addItem(cart, formation({ quantity: 2 })))).toEqual(['line-formation']);
  });
});

describe('cart: a domain line', () => {
  it('is a domain only with both a domain and a tld', () => {
    expect(isDomainItem({ domain: 'example', tld: 'com' })).toBe(true);
    expect(isDomainItem({ domain: 'example', tld: null })).toBe(false);
    expect(isDomainItem({ domain: null, tld: null })).toBe(false);
  });

  it('has a quantity of 1', () => {
    expect(() => addItem(emptyCart(), exampleCom({ quantity: 2 }))).toThrow(
      'A domain is registered once: its quantity is 1; change its years instead.',
    );
  });

  it.each([undefined, 0, 11, 2.5])('needs registration years from 1 to 10, refusing %s', (years) => {
    expect(() => addItem(emptyCart(), exampleCom({ selected_years: years }))).toThrow(/^Registration years/);
  });
});

describe('cart: removing an item', () => {
  it('removes the line with that id and recomputes the total quantity', () => {
    const after = removeItem(cartOf(formation({ quantity: 2 }), exampleCom()), { itemId: 'line-formation' });
    expect(ids(after)).toEqual(['line-domain']);
    expect(after.totalQuantity).toBe(1);
  });

  it('refuses an id that is not in the cart', () => {
    expect(() => removeItem(cartOf(formation()), { itemId: 'gone' })).toThrow(
      new CartRuleError('unknown_item', 'That item is not in your cart: it may have been removed already.'),
    );
  });
});

describe('cart: item quantity', () => {
  it('sets a whole quantity from 1 to 100', () => {
    const cart = cartOf(formation(), exampleCom());
    expect(setItemQuantity(cart, { itemId: 'line-formation', quantity: 100 }).totalQuantity).toBe(101);
  });

  it.each([0, -1, 1.5, Number.NaN, 101])('refuses %d without changing anything', (quantity) => {
    const cart = deepFreeze(cartOf(formation()));
    expect(() => setItemQuantity(cart, { itemId: 'line-formation', quantity })).toThrow(CartRuleError);
  });

  it('keeps a domain at quantity 1', () => {
    const cart = cartOf(exampleCom());
    expect(() => setItemQuantity(cart, { itemId: 'line-domain', quantity: 2 })).toThrow(/quantity is 1/);
    expect(setItemQuantity(cart, { itemId: 'line-domain', quantity: 1 })).toEqual(cart);
  });

  it('refuses an unknown item', () => {
    expect(() => setItemQuantity(emptyCart(), { itemId: 'x', quantity: 1 })).toThrow(
      expect.objectContaining({ reason: 'unknown_item' }),
    );
  });
});

describe('cart: clearing', () => {
  it('leaves an empty cart', () => {
    expect(clearCart(cartOf(formation(), exampleCom()))).toEqual(emptyCart());
  });
});

describe('cart: removing all domain-related items', () => {
  it('removes every domain and every SSL and ID Protect service, keeping the rest', () => {
    const cart = cartOf(
      exampleCom({ CartItemServices: [ssl] }),
      formation({ CartItemServices: [ssl, idProtect], CartItemAddOns: [{ addOnId: 'a', price: 10 }] }),
      exampleCom({ id: 'line-org', tld: 'org' }),
      starterPack(),
    );
    const after = removeDomainItems(cart);
    expect(ids(after)).toEqual(['line-formation', 'line-pack']);
    expect(after.CartItems[0]?.CartItemServices).toEqual([]);
    expect(after.CartItems[0]?.CartItemAddOns).toEqual([{ addOnId: 'a', price: 10, quantity: 1 }]);
    expect(after.totalQuantity).toBe(2);
  });

  it('gives back an equal cart when there is nothing domain-related', () => {
    const cart = deepFreeze(cartOf(formation()));
    expect(removeDomainItems(cart)).toEqual(cart);
  });
});

describe('cart: rule errors', () => {
  it('are CartRuleErrors with a reason and a message for a person', () => {
    try {
      setItemQuantity(cartOf(formation()), { itemId: 'line-formation', quantity: 0 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CartRuleError);
      expect(error).toMatchObject({
        name: 'CartRuleError',
        reason: 'invalid_input',
        message: 'Quantity must be a whole number from 1 to 100; got 0.',
      });
    }
  });
});

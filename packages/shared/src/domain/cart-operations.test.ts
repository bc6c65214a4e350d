import { describe, expect, it } from 'vitest';
import { CartRuleError } from './cart';
import {
  replaceServices,
  setAddOnQuantity,
  setDomainYears,
  setServiceDuration,
  setServiceQuantity,
  toggleAddOn,
  toggleService,
} from './cart-operations';
import { cartOf, deepFreeze, exampleCom, formation, idProtect, ssl } from './cart-test-fixtures';

const email = { addOnId: 'addon-email', price: 500 };
const office = { addOnId: 'addon-office', price: 2500 };

describe('cart: toggling an add-on', () => {
  it('adds it with quantity 1 when the line does not have it', () => {
    const after = toggleAddOn(cartOf(formation()), { itemId: 'line-formation', ...email });
    expect(after.CartItems[0]?.CartItemAddOns).toEqual([{ ...email, quantity: 1 }]);
  });

  it('removes it when the line has it, keeping an ordinary line', () => {
    const cart = cartOf(formation({ CartItemAddOns: [email] }));
    expect(toggleAddOn(cart, { itemId: 'line-formation', ...email }).CartItems[0]?.CartItemAddOns).toEqual([]);
  });

  it('removes an add-on-only line with its last add-on', () => {
    const cart = cartOf(formation({ onlyAddOns: true, CartItemAddOns: [email] }), exampleCom());
    const after = toggleAddOn(cart, { itemId: 'line-formation', ...email });
    expect(after.CartItems.map((item) => item.id)).toEqual(['line-domain']);
    expect(after.totalQuantity).toBe(1);
  });

  it('keeps an add-on-only line while it has another add-on', () => {
    const cart = cartOf(formation({ onlyAddOns: true, CartItemAddOns: [email, office] }));
    const after = toggleAddOn(cart, { itemId: 'line-formation', ...email });
    expect(after.CartItems[0]?.CartItemAddOns).toEqual([{ ...office, quantity: 1 }]);
  });

  it('leaves the cart it was given untouched', () => {
    const cart = deepFreeze(cartOf(formation({ CartItemAddOns: [email] })));
    toggleAddOn(cart, { itemId: 'line-formation', ...email });
    toggleAddOn(cart, { itemId: 'line-formation', ...office });
    expect(cart.CartItems[0]?.CartItemAddOns).toHaveLength(1);
  });

  it('refuses a 21st add-on', () => {
    const addOns = Array.from({ length: 20 }, (_, n) => ({ addOnId: `a${n}`, price: 1 }));
    const cart = cartOf(formation({ CartItemAddOns: addOns }));
    expect(() => toggleAddOn(cart, { itemId: 'line-formation', ...email })).toThrow(
      'An item can have at most 20 add-ons.',
    );
  });

  it('refuses a bad price and an unknown item', () => {
    expect(() => toggleAddOn(cartOf(formation()), { itemId: 'line-formation', addOnId: 'a', price: -1 })).toThrow(
      /^Add-on price must be a whole number of pence/,
    );
    expect(() => toggleAddOn(cartOf(formation()), { itemId: 'nope', ...email })).toThrow(
      expect.objectContaining({ reason: 'unknown_item' }),
    );
  });
});

describe('cart: add-on quantity', () => {
  const cart = cartOf(formation({ CartItemAddOns: [email] }));

  it('sets a whole quantity from 1', () => {
    const after = setAddOnQuantity(cart, { itemId: 'line-formation', addOnId: email.addOnId, quantity: 4 });
    expect(after.CartItems[0]?.CartItemAddOns[0]?.quantity).toBe(4);
  });

  it.each([0, -1, 1.5, Number.NaN, 101])('refuses %d', (quantity) => {
    expect(() => setAddOnQuantity(cart, { itemId: 'line-formation', addOnId: email.addOnId, quantity })).toThrow(
      /^Add-on quantity must be a whole number from 1 to 100/,
    );
  });

  it("keeps within the catalogue's limit for the add-on", () => {
    const input = { itemId: 'line-formation', addOnId: email.addOnId, maxQuantity: 3 };
    expect(() => setAddOnQuantity(cart, { ...input, quantity: 4 })).toThrow(
      'Add-on quantity must be a whole number from 1 to 3; got 4.',
    );
    expect(() => setAddOnQuantity(cart, { ...input, quantity: 1, maxQuantity: 0 })).toThrow(RangeError);
  });

  it('refuses an add-on the line does not have', () => {
    expect(() => setAddOnQuantity(cart, { itemId: 'line-formation', addOnId: 'other', quantity: 1 })).toThrow(
      new CartRuleError('unknown_add_on', 'That add-on is not on this item: add it first.'),
    );
  });
});

describe('cart: toggling a service', () => {
  it('adds it with duration 1 and quantity 1', () => {
    const after = toggleService(cartOf(exampleCom()), { itemId: 'line-domain', service: ssl });
    expect(after.CartItems[0]?.CartItemServices).toEqual([{ ...ssl, duration: 1, quantity: 1 }]);
  });

  it('removes it when the line has it', () => {
    const cart = cartOf(exampleCom({ CartItemServices: [ssl, idProtect] }));
    const after = toggleService(cart, { itemId: 'line-domain', service: ssl });
    expect(after.CartItems[0]?.CartItemServices.map((s) => s.serviceId)).toEqual([idProtect.serviceId]);
  });

  it('refuses an 11th service', () => {
    const services = Array.from({ length: 10 }, (_, n) => ({ ...ssl, serviceId: `s${n}` }));
    const cart = cartOf(exampleCom({ CartItemServices: services }));
    expect(() => toggleService(cart, { itemId: 'line-domain', service: idProtect })).toThrow(
      'An item can have at most 10 services.',
    );
  });

  it('refuses a service of an unknown type', () => {
    const service = { ...ssl, serviceType: 'Hosting' as 'SSL' };
    expect(() => toggleService(cartOf(exampleCom()), { itemId: 'line-domain', service })).toThrow(/^Service type/);
  });
});

describe('cart: service duration and quantity', () => {
  const cart = cartOf(exampleCom({ CartItemServices: [ssl] }));
  const target = { itemId: 'line-domain', serviceId: ssl.serviceId };

  it('sets a duration from 1 to 10 years', () => {
    expect(setServiceDuration(cart, { ...target, duration: 10 }).CartItems[0]?.CartItemServices[0]?.duration).toBe(10);
  });

  it.each([0, 11, 1.5, Number.NaN])('refuses a duration of %d years', (duration) => {
    expect(() => setServiceDuration(cart, { ...target, duration })).toThrow(
      /^Service duration \(years\) must be a whole number from 1 to 10/,
    );
  });

  it('sets a quantity from 1 to 100', () => {
    expect(setServiceQuantity(cart, { ...target, quantity: 100 }).CartItems[0]?.CartItemServices[0]?.quantity).toBe(
      100,
    );
  });

  it.each([0, -1, 101, 2.5])('refuses a quantity of %d', (quantity) => {
    expect(() => setServiceQuantity(cart, { ...target, quantity })).toThrow(/^Service quantity/);
  });

  it('refuses a service the line does not have', () => {
    expect(() => setServiceDuration(cart, { ...target, serviceId: 'svc-other', duration: 2 })).toThrow(
      expect.objectContaining({ reason: 'unknown_service' }),
    );
  });
});

describe('cart: replacing services', () => {
  const cart = cartOf(exampleCom({ CartItemServices: [ssl] }));

  it('makes the given list the line’s services, with defaults filled', () => {
    const after = replaceServices(cart, { itemId: 'line-domain', services: [{ ...idProtect, duration: 2 }] });
    expect(after.CartItems[0]?.CartItemServices).toEqual([{ ...idProtect, duration: 2, quantity: 1 }]);
  });

  it('clears them with an empty list', () => {
    expect(replaceServices(cart, { itemId: 'line-domain', services: [] }).CartItems[0]?.CartItemServices).toEqual([]);
  });

  it('refuses a service listed twice or out of bounds', () => {
    expect(() => replaceServices(cart, { itemId: 'line-domain', services: [idProtect, idProtect] })).toThrow(
      /appears twice/,
    );
    expect(() => replaceServices(cart, { itemId: 'line-domain', services: [{ ...ssl, quantity: 0 }] })).toThrow(
      CartRuleError,
    );
  });
});

describe('cart: domain registration years', () => {
  const cart = cartOf(exampleCom(), formation());

  it('sets years within the default bounds of 1 to 10', () => {
    expect(setDomainYears(cart, { itemId: 'line-domain', years: 10 }).CartItems[0]?.selected_years).toBe(10);
  });

  it("keeps within the suggestion's own minimum and maximum", () => {
    const input = { itemId: 'line-domain', minYears: 2, maxYears: 5 };
    expect(setDomainYears(cart, { ...input, years: 2 }).CartItems[0]?.selected_years).toBe(2);
    expect(() => setDomainYears(cart, { ...input, years: 1 })).toThrow(
      'Registration years must be a whole number from 2 to 5; got 1.',
    );
    expect(() => setDomainYears(cart, { ...input, years: 6 })).toThrow(CartRuleError);
  });

  it.each([0, 11, 1.5])('refuses %d years', (years) => {
    expect(() => setDomainYears(cart, { itemId: 'line-domain', years })).toThrow(CartRuleError);
  });

  it('refuses a line that is not a domain', () => {
    expect(() => setDomainYears(cart, { itemId: 'line-formation', years: 2 })).toThrow(
      'Only a domain has registration years.',
    );
  });

  it('treats impossible bounds as a bug in the caller', () => {
    expect(() => setDomainYears(cart, { itemId: 'line-domain', years: 2, minYears: 3, maxYears: 2 })).toThrow(
      RangeError,
    );
    expect(() => setDomainYears(cart, { itemId: 'line-domain', years: 2, maxYears: 12 })).toThrow(RangeError);
  });
});

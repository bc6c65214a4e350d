import { describe, expect, it } from 'vitest';
import { type TCart, normaliseCartItem } from './cart';
import { cartSubtotal, lineTotal, lineTotals, totalQuantity, withTotals } from './cart-totals';
import { cartOf, exampleCom, formation, ssl } from './cart-test-fixtures';

describe('cart: totals', () => {
  it('charges a product its price times its quantity', () => {
    expect(lineTotal(normaliseCartItem(formation({ quantity: 3 })))).toBe(29700);
  });

  it('charges a domain its yearly price times its years', () => {
    expect(lineTotal(normaliseCartItem(exampleCom({ selected_years: 3 })))).toBe(3600);
  });

  it('adds add-ons (price × quantity) and services (yearly price × years × quantity)', () => {
    const line = normaliseCartItem(
      formation({
        quantity: 2,
        CartItemAddOns: [{ addOnId: 'a', price: 500, quantity: 3 }],
        CartItemServices: [{ ...ssl, duration: 2, quantity: 2 }],
      }),
    );
    expect(lineTotals(line)).toEqual({ product: 19800, addOns: 1500, services: 3596, total: 24896 });
  });

  it('does not charge the product of an add-on-only line', () => {
    const line = normaliseCartItem(formation({ onlyAddOns: true, CartItemAddOns: [{ addOnId: 'a', price: 500 }] }));
    expect(lineTotals(line)).toEqual({ product: 0, addOns: 500, services: 0, total: 500 });
  });

  it('sums every line into the subtotal', () => {
    const cart = cartOf(formation(), exampleCom({ selected_years: 2, CartItemServices: [ssl] }));
    expect(cartSubtotal(cart)).toBe(9900 + 2400 + 899);
  });

  it('computes the total quantity afresh rather than trusting a stored one', () => {
    const stale: TCart = { ...cartOf(formation({ quantity: 2 }), exampleCom()), totalQuantity: 99 };
    expect(totalQuantity(stale)).toBe(3);
  });
});

describe('cart: keeping totalQuantity filled', () => {
  it('fills the SPEC field from the lines', () => {
    const items = cartOf(formation({ quantity: 4 }), exampleCom()).CartItems;
    expect(withTotals(items)).toEqual({ CartItems: items, totalQuantity: 5 });
    expect(withTotals([])).toEqual({ CartItems: [], totalQuantity: 0 });
  });
});

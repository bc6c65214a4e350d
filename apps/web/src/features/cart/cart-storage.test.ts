import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/config/storage-keys';
import { makeCartLine } from '@/test/fixtures';
import { loadStoredCart } from './cart-storage';

const line = (id: string, quantity: number) => makeCartLine({ id, productId: `p-${id}`, quantity, price: 100 });

describe('the cart kept in local storage (SPEC §4)', () => {
  it('is empty when nothing, or something that is not a cart, is stored', () => {
    expect(loadStoredCart()).toEqual({ CartItems: [], totalQuantity: 0 });
    window.localStorage.setItem(storageKeys.cart, '{"not":"a cart"}');
    expect(loadStoredCart()).toEqual({ CartItems: [], totalQuantity: 0 });
    window.localStorage.setItem(storageKeys.cart, 'not json');
    expect(loadStoredCart()).toEqual({ CartItems: [], totalQuantity: 0 });
  });

  it('recomputes the count from the lines instead of trusting the stored one', () => {
    window.localStorage.setItem(
      storageKeys.cart,
      JSON.stringify({ CartItems: [line('a', 2), line('b', 1), 'junk'], totalQuantity: 99 }),
    );
    const cart = loadStoredCart();
    expect(cart.CartItems.map((item) => item.id)).toEqual(['a', 'b']);
    expect(cart.totalQuantity).toBe(3);
  });
});

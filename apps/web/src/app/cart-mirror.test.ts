import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/config/storage-keys';
import { loggedOut, signedIn as signedInAction, signedOutSession } from '@/features/auth/auth-slice';
import { selectServerCartCount, serverCartReceived } from '@/features/cart/cart-slice';
import { fail, stubApi } from '@/test/api-stub';
import { makeCartLine, makeUser, signedIn } from '@/test/fixtures';
import { makeStore } from './store';

const line = (id: string, quantity: number) => makeCartLine({ id, productId: `p-${id}`, quantity, price: 100 });

describe("a signed-in customer's cart, mirrored in local storage (SPEC §6, §9)", () => {
  const serverCart = { CartItems: [line('s', 2)], totalQuantity: 2 };
  const stored = () => JSON.parse(window.localStorage.getItem(storageKeys.cart) ?? 'null') as unknown;

  it('stores the server cart each time it is read, and forgets it on logout', () => {
    const store = makeStore(signedIn());
    store.dispatch(serverCartReceived(serverCart));
    expect(stored()).toEqual(serverCart);
    store.dispatch(serverCartReceived({ CartItems: [line('s', 3)], totalQuantity: 3 }));
    expect(stored()).toEqual({ CartItems: [line('s', 3)], totalQuantity: 3 });
    store.dispatch(loggedOut());
    expect(stored()).toBeNull();
  });

  it('counts the mirrored cart in the header at start-up, before the server answers', () => {
    window.localStorage.setItem(storageKeys.cart, JSON.stringify(serverCart));
    const store = makeStore(signedIn());
    expect(selectServerCartCount(store.getState())).toBe(2);
    // The mirror is not a browser cart to merge again at the next sign-in.
    expect(store.getState().cart.CartItems).toEqual([]);
  });

  it('keeps a visitor cart stored while the sign-in merge has not succeeded', async () => {
    const visitor = { CartItems: [line('v', 1)], totalQuantity: 1 };
    window.localStorage.setItem(storageKeys.cart, JSON.stringify(visitor));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'POST /api/cart/newcartwithuser': () => fail(503, 'Try again in a moment.') });
    const store = makeStore(signedOutSession);
    store.dispatch(signedInAction({ user: makeUser(), accessToken: 'a', refreshToken: 'r' }));
    expect(stored()).toEqual(visitor);
    // The merge failed: the lines are still there for the next sign-in.
    await vi.waitFor(() => expect(logged).toHaveBeenCalled(), { timeout: 10_000 });
    expect(stored()).toEqual(visitor);
  });
});

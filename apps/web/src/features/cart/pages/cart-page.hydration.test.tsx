import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storageKeys } from '@/config/storage-keys';
import { signedOutSession } from '@/features/auth/auth-slice';
import { cartReplaced } from '@/features/cart/cart-slice';
import { loadStoredCart } from '@/features/cart/cart-storage';
import { ok, stubApi } from '@/test/api-stub';
import { makeCartLine, makeProductDetail } from '@/test/fixtures';
import { makeStore, type TAppStore } from '@/app/store';
import CartPage from './cart-page';

// Issue 23: a signed-out visitor's cart is in their browser's storage, which the server cannot read. The server
// renders /cart as loading (not "empty"), the browser hydrates that same page and then puts the stored cart in.
const item = makeCartLine();
const productUk = makeProductDetail({ id: 'p-uk', slug: 'uk-ltd', name: 'UK limited company' });

function cartPage(store: TAppStore) {
  const router = createMemoryRouter([{ path: '/cart', element: <CartPage /> }], { initialEntries: ['/cart'] });
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}

describe('/cart for a signed-out visitor, server-rendered', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is rendered as loading on the server, hydrates as is, then shows the cart the browser holds', async () => {
    const html = renderToString(cartPage(makeStore(signedOutSession, { cartUnread: true })));
    expect(html).toContain('Loading your cart');
    expect(html).not.toContain('Your cart is empty');

    window.localStorage.setItem(storageKeys.cart, JSON.stringify({ CartItems: [item], totalQuantity: 1 }));
    stubApi({ 'POST /api/products/p-uk': () => ok(productUk) });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    const store = makeStore(signedOutSession, { cartUnread: true });
    const root = await act(async () =>
      hydrateRoot(container, cartPage(store), { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);
    expect(store.getState().cart.CartItems).toEqual([]);

    await act(async () => store.dispatch(cartReplaced(loadStoredCart())));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.textContent).toContain('UK limited company');
    expect(container.textContent).not.toContain('Loading your cart');
    // The stored cart is still what the browser holds (starting empty wrote nothing over it).
    expect(JSON.parse(window.localStorage.getItem(storageKeys.cart) ?? 'null')?.CartItems).toHaveLength(1);
    act(() => root.unmount());
  });

  it('is the empty cart at once when the app starts in the browser without a server render', () => {
    const store = makeStore(signedOutSession);
    expect(store.getState().cartRead).toBe(true);
    const html = renderToString(cartPage(store));
    expect(html).toContain('Your cart is empty');
  });
});

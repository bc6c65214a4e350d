import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCartData } from '@launchpad/shared';
import type { TCartItem } from '@launchpad/shared/domain/cart';
import { storageKeys } from '@/config/storage-keys';
import { ok, stubApi } from '@/test/api-stub';
import { makeCartLine, makeProductDetail, renderApp, signedIn } from '@/test/fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const product = makeCartLine();
const domain = makeCartLine({ id: 'line-2', productId: null, domain: 'acme', tld: 'com', price: 1_000 });

function cartData(items: TCartItem[]): TCartData {
  const subtotal = items.reduce((sum, item) => sum + item.price, 0);
  return {
    cartId: 'cart-1',
    cart: { CartItems: items, totalQuantity: items.length },
    subtotalPence: subtotal,
    summary: { subtotal, discount: 0, net: subtotal, vat: subtotal / 5, total: subtotal * 1.2 },
    lines: items.map((item) => ({
      id: item.id,
      kind: item.domain ? ('domain' as const) : ('product' as const),
      name: item.domain ? 'acme.com' : 'UK limited company',
      path: null,
      totals: { product: item.price, addOns: 0, services: 0, total: item.price },
      addOns: [],
      services: [],
      years: item.domain ? { min: 1, max: 10 } : null,
    })),
    coupon: null,
  };
}

describe('cart: removing every domain-related item at once (SPEC §4)', () => {
  it("empties an anonymous visitor's browser cart of its domains and keeps the rest", async () => {
    window.localStorage.setItem(storageKeys.cart, JSON.stringify({ CartItems: [product, domain], totalQuantity: 2 }));
    stubApi({
      'POST /api/products/p-uk': () =>
        ok(makeProductDetail({ id: 'p-uk', slug: 'uk-ltd', name: 'UK limited company' })),
    });
    renderApp('/cart');
    expect(await screen.findByText('acme.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove all domain items' }));
    expect(screen.queryByText('acme.com')).not.toBeInTheDocument();
    expect(screen.getByText('UK limited company')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove all domain items' })).not.toBeInTheDocument();
  });

  it('asks the server to remove them for a signed-in customer, with the same body as items/delete', async () => {
    let data = cartData([product, domain]);
    const api = stubApi({
      'POST /api/cart': () => ok(data),
      'DELETE /api/cart/items/delete-domain': () => {
        data = cartData([product]);
        return ok(data);
      },
    });
    renderApp('/cart', signedIn());
    expect(await screen.findByText('acme.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove all domain items' }));
    await waitFor(() => expect(screen.queryByText('acme.com')).not.toBeInTheDocument());
    expect(api.to('DELETE /api/cart/items/delete-domain')[0]?.body).toEqual({
      cartItemId: null,
      productId: null,
      groupId: null,
    });
  });

  it('offers no such control when the cart holds no domain', async () => {
    stubApi({ 'POST /api/cart': () => ok(cartData([product])) });
    renderApp('/cart', signedIn());
    expect(await screen.findByText('UK limited company')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove all domain items' })).not.toBeInTheDocument();
  });
});

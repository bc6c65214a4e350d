import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCartData, TSavedCard } from '@launchpad/shared';
import { storageKeys } from '@/config/storage-keys';
import { fail, ok, stubApi } from '@/test/api-stub';
import { makeCartLine, makeProductDetail, paidOrder, renderApp, signedIn } from '@/test/fixtures';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const item = makeCartLine();
/** The catalogue product of the browser cart's line, as `products/:id` answers it. */
const productUk = makeProductDetail({ id: 'p-uk', slug: 'uk-ltd', name: 'UK limited company' });

function cartData(quantity = 1): TCartData {
  const subtotal = 12_000 * quantity;
  const vat = subtotal / 5;
  return {
    cartId: 'cart-1',
    cart: { CartItems: [{ ...item, quantity }], totalQuantity: quantity },
    subtotalPence: subtotal,
    summary: { subtotal, discount: 0, net: subtotal, vat, total: subtotal + vat },
    lines: [
      {
        id: 'line-1',
        kind: 'product',
        name: 'UK limited company',
        path: '/services/uk-ltd',
        totals: { product: subtotal, addOns: 0, services: 0, total: subtotal },
        addOns: [],
        services: [],
        years: null,
      },
    ],
    coupon: null,
  };
}

/** The cart as the server answers with WELCOME10 kept on it: applying (10% off) or no longer applying. */
function withCoupon(applies: boolean): TCartData {
  const data = cartData();
  if (!applies) {
    return {
      ...data,
      coupon: {
        code: 'WELCOME10',
        applies: false,
        name: null,
        description: null,
        discountPence: 0,
        message: 'Coupon WELCOME10 expired on 31 October 2026. It takes nothing off this order.',
      },
    };
  }
  return {
    ...data,
    summary: { subtotal: 12_000, discount: 1_200, net: 10_800, vat: 2_160, total: 12_960 },
    coupon: {
      code: 'WELCOME10',
      applies: true,
      name: 'WELCOME10',
      description: '10% off',
      discountPence: 1_200,
      message: null,
    },
  };
}
/** `coupan-check` for WELCOME10 on the one-line cart: 10% off. */
const welcomeCheck = {
  coupon: {
    id: 'c',
    name: 'WELCOME10',
    discountType: 'percent_off',
    percent_off: 10,
    amount_off: null,
    description: '10% off',
  },
  discountTotal: 1_200,
  discountPerLine: [],
  cart: { CartItems: [item], totalQuantity: 1 },
  plan: null,
  summary: { subtotal: 12_000, discount: 1_200, net: 10_800, vat: 2_160, total: 12_960 },
};
const emptyCart: TCartData = {
  cartId: null,
  cart: { CartItems: [], totalQuantity: 0 },
  subtotalPence: 0,
  summary: { subtotal: 0, discount: 0, net: 0, vat: 0, total: 0 },
  lines: [],
  coupon: null,
};
const visa: TSavedCard = {
  id: '11111111-1111-4111-8111-111111111111',
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2040,
  isPrimary: true,
};
const order = paidOrder;

describe('/cart, anonymous', () => {
  it('shows the empty state with a link to the services', async () => {
    renderApp('/cart');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Browse services/ })).toHaveAttribute('href', '/services');
  });

  it('shows the browser cart with totals and VAT, and asks to sign in before checkout', async () => {
    window.localStorage.setItem(storageKeys.cart, JSON.stringify({ CartItems: [item], totalQuantity: 1 }));
    stubApi({ 'POST /api/products/p-uk': () => ok(productUk) });
    renderApp('/cart');
    expect(await screen.findByText('UK limited company')).toBeInTheDocument();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('VAT (20%)')).toBeInTheDocument();
    expect(within(summary).getByTestId('order-total')).toHaveTextContent('£144.00');
    expect(screen.getByRole('link', { name: /Sign in or create an account to check out/ })).toHaveAttribute(
      'href',
      '/firstPurchaseAfterLogin',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of uk limited company' }));
    expect(within(summary).getByTestId('order-total')).toHaveTextContent('£288.00');
  });
});

describe('/cart, anonymous, with a coupon', () => {
  const browserCart = () =>
    window.localStorage.setItem(storageKeys.cart, JSON.stringify({ CartItems: [item], totalQuantity: 1 }));

  it('applies a coupon to the browser cart, keeps it, and checks it again after a reload', async () => {
    browserCart();
    const routes = {
      'POST /api/products/p-uk': () => ok(productUk),
      'POST /api/payment/coupan-check/WELCOME10': () => ok(welcomeCheck),
    };
    const api = stubApi(routes);
    const first = renderApp('/cart');
    await userEvent.type(await screen.findByLabelText('Coupon code'), 'welcome10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount (WELCOME10)')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('£129.60');
    expect(window.localStorage.getItem(storageKeys.cartCoupon)).toBe('WELCOME10');
    expect(api.to('POST /api/payment/coupan-check/WELCOME10')[0]?.body).toMatchObject({
      cart: { CartItems: [{ id: 'line-1' }] },
    });
    first.unmount();

    // A reload: the code is read back and checked against the cart again.
    const again = stubApi(routes);
    renderApp('/cart');
    expect(await screen.findByText('Discount (WELCOME10)')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('£129.60');
    expect(again.to('POST /api/payment/coupan-check/WELCOME10').length).toBeGreaterThanOrEqual(1);
  });

  it('says in words when the kept coupon no longer applies, and removes it', async () => {
    browserCart();
    window.localStorage.setItem(storageKeys.cartCoupon, 'WELCOME10');
    stubApi({
      'POST /api/products/p-uk': () => ok(productUk),
      'POST /api/payment/coupan-check/WELCOME10': () =>
        fail(400, 'Coupon WELCOME10 has already been used as many times as it allows.'),
    });
    renderApp('/cart');
    expect(await screen.findByText('Coupon WELCOME10 no longer applies')).toBeInTheDocument();
    expect(screen.getByText('Coupon WELCOME10 has already been used as many times as it allows.')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('£144.00');
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(await screen.findByLabelText('Coupon code')).toBeInTheDocument();
    expect(window.localStorage.getItem(storageKeys.cartCoupon)).toBeNull();
  });
});

describe('/cart, signed in', () => {
  it('shows the server cart, the empty state when it has no lines, and changes quantities on the server', async () => {
    let data = cartData();
    const api = stubApi({
      'POST /api/cart': () => ok(data),
      'PATCH /api/cart/items/line-1': (call) => {
        data = cartData((call.body as { quantity: number }).quantity);
        return ok(data);
      },
    });
    renderApp('/cart', signedIn());
    expect(await screen.findByRole('link', { name: 'UK limited company' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of uk limited company' }));
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('£288.00'));
    expect(api.to('PATCH /api/cart/items/line-1')[0]?.body).toEqual({ quantity: 2 });
  });

  it('says what a renewing service costs each period and when it renews', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00Z') });
    const data = cartData();
    const [line] = data.lines;
    if (!line) throw new Error('no line');
    stubApi({
      'POST /api/cart': () =>
        ok({
          ...data,
          lines: [
            { ...line, name: 'Bookkeeping Starter', renews: 'month', totals: { ...line.totals, product: 4_900 } },
          ],
        }),
    });
    renderApp('/cart', signedIn());
    expect(await screen.findByText('£49.00/month, renews on 26 Dec 2026')).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('shows the empty state for an empty server cart', async () => {
    stubApi({ 'POST /api/cart': () => ok(emptyCart) });
    renderApp('/cart', signedIn());
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it('applies a coupon to the server cart, and says why one is refused', async () => {
    let server = cartData();
    const api = stubApi({
      'POST /api/cart': () => ok(server),
      'PUT /api/cart/coupon': (call) => {
        if ((call.body as { code: string }).code !== 'WELCOME10') return fail(400, 'This coupon has expired.');
        server = withCoupon(true);
        return ok(server, 'Coupon WELCOME10 applied: 10% off.');
      },
      'DELETE /api/cart/coupon': () => {
        server = cartData();
        return ok(server, 'Coupon removed.');
      },
    });
    renderApp('/cart', signedIn());
    const field = await screen.findByLabelText('Coupon code');
    await userEvent.type(field, 'old');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This coupon has expired.');
    await userEvent.clear(field);
    await userEvent.type(field, 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount (WELCOME10)')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('£129.60');
    expect(api.to('PUT /api/cart/coupon').map((c) => c.body)).toEqual([{ code: 'OLD' }, { code: 'WELCOME10' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon WELCOME10' }));
    await waitFor(() => expect(screen.getByTestId('order-total')).toHaveTextContent('£144.00'));
    expect(api.to('DELETE /api/cart/coupon')).toHaveLength(1);
  });

  it('shows the coupon kept with the cart after a reload, with the server’s total', async () => {
    stubApi({ 'POST /api/cart': () => ok(withCoupon(true)) });
    renderApp('/cart', signedIn());
    expect(await screen.findByText('Discount (WELCOME10)')).toBeInTheDocument();
    expect(screen.getByText('10% off')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('£129.60');
  });

  it('says in words, after a reload, that the coupon no longer applies, and lets it be removed', async () => {
    let server = withCoupon(false);
    stubApi({
      'POST /api/cart': () => ok(server),
      'DELETE /api/cart/coupon': () => {
        server = cartData();
        return ok(server, 'Coupon removed.');
      },
    });
    renderApp('/cart', signedIn());
    expect(await screen.findByText('Coupon WELCOME10 no longer applies')).toBeInTheDocument();
    expect(
      screen.getByText('Coupon WELCOME10 expired on 31 October 2026. It takes nothing off this order.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Discount/)).not.toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('£144.00');
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(await screen.findByLabelText('Coupon code')).toBeInTheDocument();
    expect(screen.queryByText('Coupon WELCOME10 no longer applies')).not.toBeInTheDocument();
  });
});

describe('checkout', () => {
  it('pre-selects the primary card, whatever order the cards come in', async () => {
    const amex: TSavedCard = {
      ...visa,
      id: '33333333-3333-4333-8333-333333333333',
      brand: 'amex',
      last4: '0005',
      isPrimary: false,
    };
    stubApi({
      'POST /api/cart': () => ok(cartData()),
      'POST /api/user/cards': () => ok([amex, visa]),
    });
    renderApp('/cart', signedIn());
    await userEvent.click(await screen.findByRole('button', { name: /Checkout/ }));
    expect(await screen.findByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /American Express •••• 0005/ })).not.toBeChecked();
  });

  it('shows a decline inline and pays the next attempt with a new idempotency key', async () => {
    let declines = 1;
    const api = stubApi({
      'POST /api/cart': () => ok(cartData()),
      'POST /api/user/cards': () => ok([visa]),
      'POST /api/payment/checkout': () =>
        declines-- > 0 ? fail(422, 'Your card was declined.') : ok({ status: 'paid', order, clientSecret: null }),
    });
    const { router } = renderApp('/cart', signedIn());
    await userEvent.click(await screen.findByRole('button', { name: /Checkout/ }));
    expect(await screen.findByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    const pay = screen.getByRole('button', { name: 'Pay £144.00' });
    await userEvent.click(pay);
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    await userEvent.click(pay);
    await waitFor(() => expect(router.state.location.pathname).toBe('/thankyou'));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    const keys = api.to('POST /api/payment/checkout').map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(api.to('POST /api/payment/checkout')[0]?.body).toMatchObject({ paymentMethod: { cardId: visa.id } });
  });

  it('retries after a network error with the same idempotency key, and the button waits while pending', async () => {
    let attempts = 0;
    const api = stubApi({
      'POST /api/cart': () => ok(cartData()),
      'POST /api/user/cards': () => ok([visa]),
      'POST /api/payment/checkout': () => {
        attempts += 1;
        if (attempts === 1) return Promise.reject(new TypeError('Failed to fetch'));
        return ok({ status: 'paid', order, clientSecret: null });
      },
    });
    const { router } = renderApp('/cart', signedIn());
    await userEvent.click(await screen.findByRole('button', { name: /Checkout/ }));
    await screen.findByRole('radio', { name: /Visa •••• 4242/ });
    await userEvent.click(screen.getByRole('button', { name: 'Pay £144.00' }));
    expect(await screen.findByText(/couldn't reach Launchpad/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay £144.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/thankyou'));
    const keys = api.to('POST /api/payment/checkout').map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});

describe('signing in with a browser cart', () => {
  it("merges it (and its coupon) into the account cart, empties the browser cart and keeps the account's cart stored instead", async () => {
    window.localStorage.setItem(storageKeys.cart, JSON.stringify({ CartItems: [item], totalQuantity: 1 }));
    window.localStorage.setItem(storageKeys.cartCoupon, 'WELCOME10');
    const api = stubApi({
      // The account already had one of these: after the merge it holds two.
      'POST /api/cart/newcartwithuser': () => ok(cartData(2)),
      'POST /api/cart': () => ok(cartData(2)),
      'POST /api/products/p-uk': () => ok(productUk),
      'POST /api/payment/coupan-check/WELCOME10': () => ok(welcomeCheck),
    });
    const { store } = renderApp('/cart');
    const { signedIn: signedInAction } = await import('@/features/auth/auth-slice');
    store.dispatch(signedInAction(signedIn() as Parameters<typeof signedInAction>[0]));
    await waitFor(() => expect(api.to('POST /api/cart/newcartwithuser')).toHaveLength(1));
    expect(api.to('POST /api/cart/newcartwithuser')[0]?.body).toMatchObject({
      cart: { CartItems: [{ id: 'line-1' }] },
      couponCode: 'WELCOME10',
    });
    // The account's cart keeps the coupon now; the browser forgets its copy.
    await waitFor(() => expect(window.localStorage.getItem(storageKeys.cartCoupon)).toBeNull());
    await waitFor(() => expect(store.getState().cart.CartItems).toHaveLength(0));
    expect(store.getState().serverCart.totalQuantity).toBe(2);
    // SPEC §6, §9: a signed-in customer's cart is kept on the server and mirrored locally.
    expect(JSON.parse(window.localStorage.getItem(storageKeys.cart) ?? 'null')).toEqual(cartData(2).cart);
  });
});

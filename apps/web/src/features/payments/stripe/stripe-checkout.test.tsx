import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCartData } from '@launchpad/shared';
import { ok, stubApi, type TRecordedCall } from '@/test/api-stub';
import { makeCartLine, paidOrder, renderApp, signedIn } from '@/test/fixtures';
// The journeys' Stripe.js stand-in, as text.
import STANDIN from '../../../../../../e2e/fixtures/stripe-js-standin.js?raw';

/*
 * Checkout with Stripe in the browser (issue 20): the journeys' Stripe.js stand-in runs in the page
 * (window.Stripe), the card is typed into its Payment Element, the bank's step runs in handleNextAction,
 * and the page finalises the order. Stripe's api and ours answer through the same stubbed fetch.
 */

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // As if the configured Stripe.js had loaded: @stripe/stripe-js uses an existing window.Stripe.
  new Function(STANDIN)();
  return () => {
    delete (window as { Stripe?: unknown }).Stripe;
  };
});

const item = makeCartLine();
const cart = {
  cartId: 'cart-1',
  cart: { CartItems: [{ ...item, quantity: 1 }], totalQuantity: 1 },
  subtotalPence: 12_000,
  summary: { subtotal: 12_000, discount: 0, net: 12_000, vat: 2_400, total: 14_400 },
  lines: [
    {
      id: 'line-1',
      kind: 'product',
      name: 'UK limited company',
      path: '/services/uk-ltd',
      totals: { product: 12_000, addOns: 0, services: 0, total: 12_000 },
      addOns: [],
      services: [],
      years: null,
    },
  ],
  coupon: null,
} as unknown as TCartData;

const order = paidOrder;

const stripeJson = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const formOf = (call: TRecordedCall) => Object.fromEntries(new URLSearchParams(String(call.body ?? '')));

/** The stand-in calls fetch(url, init); the stub reads Requests. */
function acceptPlainFetch() {
  const stubbed = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    stubbed(input instanceof Request ? input : new Request(new URL(String(input), window.location.origin), init)),
  );
}

describe('checkout with Stripe (Payment Element through the Stripe.js stand-in)', () => {
  it('pays a 3-D Secure card: a test PaymentMethod (no card number), the bank’s step, then the order settles', async () => {
    let authenticated = false;
    const api = stubApi({
      'GET /api/payment/config': () =>
        ok({ provider: 'stripe', publishableKey: 'pk_test_web', testMode: false, stripeJsUrl: null }),
      'POST /api/cart': () => ok(cart),
      'GET /api/cart': () => ok(cart),
      'POST /api/user/cards': () => ok([]),
      'POST /v1/payment_methods': () => stripeJson({ id: 'pm_web_1', object: 'payment_method', type: 'card' }),
      'POST /api/payment/checkout': () =>
        ok({
          status: 'requires_action',
          order: { ...order, status: 'pending_payment' },
          clientSecret: 'pi_1_secret_a',
        }),
      'GET /v1/payment_intents/pi_1': () => stripeJson({ id: 'pi_1', status: 'requires_action' }),
      'POST /v1/payment_intents/pi_1/test_authenticate': () => {
        authenticated = true;
        return stripeJson({ id: 'pi_1', status: 'succeeded' });
      },
      'POST /api/payment/checkout/confirm': () =>
        authenticated
          ? ok({ status: 'paid', order, clientSecret: null })
          : ok({ status: 'requires_action', order, clientSecret: 'pi_1_secret_a' }),
    });
    acceptPlainFetch();
    const { router } = renderApp('/cart', signedIn());
    await userEvent.click(await screen.findByRole('button', { name: /Checkout/ }));

    await userEvent.type(await screen.findByLabelText('Card number'), '4000 0025 0000 3155');
    await userEvent.click(screen.getByRole('button', { name: 'Pay £144.00' }));
    const bank = await screen.findByRole('dialog', { name: '3D Secure test authentication' });
    await userEvent.click(within(bank).getByRole('button', { name: 'Complete authentication' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/thankyou'));
    const made = api.to('POST /v1/payment_methods');
    expect(made.map(formOf)).toEqual([
      { key: 'pk_test_web', type: 'card', test_payment_method: 'pm_card_authenticationRequired' },
    ]);
    expect(api.to('POST /api/payment/checkout')[0]?.body).toMatchObject({
      paymentMethod: { paymentMethodId: 'pm_web_1' },
    });
    expect(formOf(api.to('POST /v1/payment_intents/pi_1/test_authenticate')[0]!)).toMatchObject({
      client_secret: 'pi_1_secret_a',
      outcome: 'complete',
    });
    expect(api.to('POST /api/payment/checkout/confirm')[0]?.body).toEqual({ paymentIntentId: 'pi_1' });
  });

  it('says what is wrong with an unknown card number before anything is sent', async () => {
    const api = stubApi({
      'GET /api/payment/config': () =>
        ok({ provider: 'stripe', publishableKey: 'pk_test_web', testMode: false, stripeJsUrl: null }),
      'POST /api/cart': () => ok(cart),
      'GET /api/cart': () => ok(cart),
      'POST /api/user/cards': () => ok([]),
    });
    acceptPlainFetch();
    renderApp('/cart', signedIn());
    await userEvent.click(await screen.findByRole('button', { name: /Checkout/ }));
    await userEvent.type(await screen.findByLabelText('Card number'), '1234 5678');
    await userEvent.click(screen.getByRole('button', { name: 'Pay £144.00' }));
    expect((await screen.findAllByText('Your card number is invalid.')).length).toBeGreaterThan(0);
    expect(api.to('POST /v1/payment_methods')).toEqual([]);
    expect(api.to('POST /api/payment/checkout')).toEqual([]);
  });
});

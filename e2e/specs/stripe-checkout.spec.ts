import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerThroughApi, storeSession, type TE2eSession } from '../support/session';

/*
 * Issue 20: paying with Stripe's Payment Element (PAYMENT_PROVIDER=stripe), against the local Stripe
 * wire server and its Stripe.js stand-in: the card is typed into Stripe's field, the bank's step
 * (3-D Secure) runs in Stripe.js handleNextAction, and the order settles from the confirmation.
 */

async function customerWithFormationInCart(request: APIRequestContext, name: string): Promise<TE2eSession> {
  const session = await registerThroughApi(request, name);
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const product = await request.post('/api/products/estonia-ou-formation', { data: {} });
  expect(product.ok(), await product.text()).toBe(true);
  const productId = ((await product.json()) as { data: { id: string } }).data.id;
  const added = await request.post('/api/cart/add-item', { headers, data: { productId } });
  expect(added.ok(), await added.text()).toBe(true);
  return session;
}

async function invoicesOf(request: APIRequestContext, session: TE2eSession) {
  const res = await request.post('/api/orders/invoice', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: {},
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { invoice_number: number; orderStatus: string }[] }).data;
}

/** The cart's payment step with Stripe's card field (the stand-in's "Card number"). */
async function openPaymentStep(page: Page) {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  const card = page.getByLabel('Card number');
  await expect(card).toBeVisible();
  return card;
}

const payButton = async (page: Page) => {
  const total = (await page.getByTestId('order-total').textContent()) ?? '';
  return page.getByRole('button', { name: `Pay ${total}` });
};

test.describe('payments with Stripe: the Payment Element and 3-D Secure', () => {
  test.setTimeout(90_000);

  test('a 3-D Secure card: the bank’s step fails once, then completes; one paid order, one invoice', async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const stripeCalls: string[] = [];
    page.on('request', (req) => {
      if (/:3121\//.test(req.url())) stripeCalls.push(`${req.method()} ${new URL(req.url()).pathname}`);
    });
    const session = await customerWithFormationInCart(request, 'Stella Stripe');
    await storeSession(page, session);

    const card = await openPaymentStep(page);
    await card.fill('4000 0025 0000 3155');
    const bank = page.getByRole('dialog', { name: '3D Secure test authentication' });

    await test.step('Fail the bank’s step: a clear message, nothing paid', async () => {
      await (await payButton(page)).click();
      await expect(bank).toBeVisible();
      await bank.getByRole('button', { name: 'Fail authentication' }).click();
      await expect(page.getByText('Payment failed')).toBeVisible();
      await expect(page.getByText(/unable to authenticate your payment method/)).toBeVisible();
      await expect(page).toHaveURL(/\/cart$/);
    });

    await test.step('Pay again and complete the bank’s step: thank-you page', async () => {
      await (await payButton(page)).click();
      await expect(bank).toBeVisible();
      await bank.getByRole('button', { name: 'Complete authentication' }).click();
      await expect(page).toHaveURL(/\/thankyou\?order=/);
      await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    });

    expect(await invoicesOf(request, session)).toHaveLength(1);
    // Stripe.js was the stand-in (never js.stripe.com), and it sent only test payment methods.
    expect(stripeCalls).toContain('GET /v3/');
    expect(stripeCalls).toContain('POST /v1/payment_methods');
    expect(errors).toEqual([]);
  });

  test('a declined card gets a clear message and no order is paid', async ({ page, request }) => {
    const session = await customerWithFormationInCart(request, 'Dee Clined');
    await storeSession(page, session);
    const card = await openPaymentStep(page);
    await card.fill('4000 0000 0000 0002');
    await (await payButton(page)).click();
    await expect(page.getByText('Payment failed')).toBeVisible();
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    expect(await invoicesOf(request, session)).toHaveLength(0);
  });
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerThroughApi, storeSession, type TE2eSession } from '../support/session';

/*
 * Issue 20: paying with Stripe's Payment Element (PAYMENT_PROVIDER=stripe), against the local Stripe
 * wire server and its Stripe.js stand-in: the card is typed into Stripe's field, the bank's step
 * (3-D Secure) runs in Stripe.js handleNextAction, and the order settles from the confirmation or from
 * the webhook the wire server sends (signed), whichever comes first, once. Cards are saved the same way,
 * through a SetupIntent and its bank step.
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

/** The local Stripe wire server's port (e2e/serve-stripe.ts), where the stand-in Stripe.js talks. */
const STRIPE_API_PORT = process.env.E2E_STRIPE_API_PORT ?? '3121';

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
      if (new URL(req.url()).port === STRIPE_API_PORT)
        stripeCalls.push(`${req.method()} ${new URL(req.url()).pathname}`);
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

  test('the confirmation call never arrives: Stripe’s webhook settles the order, once', async ({ page, request }) => {
    const session = await customerWithFormationInCart(request, 'Webb Hook');
    await storeSession(page, session);
    // The browser's call that settles the order after the bank's step is lost on the way.
    let lost = 0;
    await page.route('**/api/payment/checkout/confirm', (route) => {
      lost += 1;
      return route.abort('connectionreset');
    });
    const card = await openPaymentStep(page);
    await card.fill('4000 0025 0000 3155');
    await (await payButton(page)).click();
    const bank = page.getByRole('dialog', { name: '3D Secure test authentication' });
    await bank.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(bank).toBeHidden();
    await expect.poll(() => lost).toBeGreaterThan(0);

    // payment_intent.succeeded reaches the webhook endpoint: the order is paid with one invoice.
    await expect
      .poll(async () => (await invoicesOf(request, session)).map((invoice) => invoice.orderStatus), { timeout: 30_000 })
      .toEqual(['paid']);
    // Nothing settles it a second time (the wire server has delivered every event by now).
    expect(await invoicesOf(request, session)).toHaveLength(1);
  });

  test('saving a 3-D Secure card on Billing: a failed bank step saves nothing, a completed one saves it', async ({
    page,
    request,
  }) => {
    const session = await registerThroughApi(request, 'Seti Intent');
    await storeSession(page, session);
    await page.goto('/account/billings');
    await page.getByRole('button', { name: 'Add a card' }).click();
    const form = page.getByRole('form', { name: 'Add a card' });
    await form.getByLabel('Card number').fill('4000 0025 0000 3155');
    const bank = page.getByRole('dialog', { name: '3D Secure test authentication' });

    await test.step('Fail the bank’s step: a clear message, no card', async () => {
      await form.getByRole('button', { name: 'Save card' }).click();
      await bank.getByRole('button', { name: 'Fail authentication' }).click();
      await expect(form.getByText(/unable to authenticate your payment method/)).toBeVisible();
      const cards = await request.post('/api/user/cards', {
        headers: { authorization: `Bearer ${session.accessToken}` },
        data: {},
      });
      expect(((await cards.json()) as { data: unknown[] }).data).toEqual([]);
    });

    await test.step('Complete it: the card is saved and primary', async () => {
      await form.getByRole('button', { name: 'Save card' }).click();
      await bank.getByRole('button', { name: 'Complete authentication' }).click();
      await expect(page.getByText('Card saved.')).toBeVisible();
      await expect(page.getByText('•••• 3155')).toBeVisible();
      await expect(page.getByText('Primary', { exact: true })).toBeVisible();
    });
  });
});

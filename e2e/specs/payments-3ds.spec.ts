import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerThroughApi, storeSession, type TE2eSession } from '../support/session';

/* Issue 20: a 3-D Secure card through the built-in gateway's confirmation step, as a customer sees it. */

async function customerWithFormationInCart(request: APIRequestContext): Promise<TE2eSession> {
  const session = await registerThroughApi(request, 'Sam Secure');
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const product = await request.post('/api/products/estonia-ou-formation', { data: {} });
  expect(product.ok(), await product.text()).toBe(true);
  const productId = ((await product.json()) as { data: { id: string } }).data.id;
  const added = await request.post('/api/cart/add-item', { headers, data: { productId } });
  expect(added.ok(), await added.text()).toBe(true);
  return session;
}

test.describe('payments: 3-D Secure with the built-in gateway', () => {
  test.setTimeout(90_000);

  test('the bank’s step fails first (the order stays unpaid), then completes and the order is paid', async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await storeSession(page, await customerWithFormationInCart(request));

    await test.step('saves the 3-D Secure test card 4000 0025 0000 3155 at checkout through the bank’s step', async () => {
      await page.goto('/cart');
      await page.getByRole('button', { name: 'Checkout', exact: true }).click();
      const form = page.getByRole('form', { name: 'Add a card' });
      await form.getByLabel('Card number').fill('4000 0025 0000 3155');
      await form.getByLabel('Expiry date').fill('12 / 34');
      await form.getByLabel('Security code').fill('123');
      await form.getByRole('button', { name: 'Save and use this card' }).click();
      // The bank asks the cardholder to confirm the card before it is saved.
      const bank = page.getByRole('dialog', { name: 'Confirm this card with your bank' });
      await expect(bank).toContainText('confirm this card before it is saved');
      await expect(page.getByRole('radio', { name: /Visa •••• 3155/ })).toHaveCount(0);
      await bank.getByRole('button', { name: 'Complete' }).click();
      await expect(bank).toBeHidden();
      await expect(page.getByRole('radio', { name: /Visa •••• 3155/ })).toBeChecked();
    });

    const pay = async () => {
      const total = (await page.getByTestId('order-total').textContent()) ?? '';
      await page.getByRole('button', { name: `Pay ${total}` }).click();
      const bank = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
      await expect(bank).toBeVisible();
      await expect(bank).toContainText(total);
      return bank;
    };

    await test.step('Fail in the bank’s step: a clear message, still on the payment step', async () => {
      const bank = await pay();
      await bank.getByRole('button', { name: 'Fail' }).click();
      await expect(bank).toBeHidden();
      await expect(page.getByText('Payment failed')).toBeVisible();
      await expect(page.getByText(/unable to authenticate your payment method/)).toBeVisible();
      await expect(page).toHaveURL(/\/cart$/);
    });

    await test.step('Pay again and Complete the bank’s step: the order is paid', async () => {
      const bank = await pay();
      await bank.getByRole('button', { name: 'Complete' }).click();
      await expect(page).toHaveURL(/\/thankyou\?order=/);
      await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    });

    expect(errors).toEqual([]);
  });
  test('reload during the bank’s step and Pay again: the same order, paid once', async ({ page, request }) => {
    const session = await customerWithFormationInCart(request);
    await storeSession(page, session);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    const form = page.getByRole('form', { name: 'Add a card' });
    await form.getByLabel('Card number').fill('4000 0025 0000 3155');
    await form.getByLabel('Expiry date').fill('12 / 34');
    await form.getByLabel('Security code').fill('123');
    await form.getByRole('button', { name: 'Save and use this card' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm this card with your bank' })
      .getByRole('button', { name: 'Complete' })
      .click();
    await expect(page.getByRole('radio', { name: /Visa •••• 3155/ })).toBeChecked();

    /** Pay, and the order the checkout answered with. */
    const pay = async () => {
      const total = (await page.getByTestId('order-total').textContent()) ?? '';
      const answered = page.waitForResponse(
        (res) => res.url().endsWith('/api/payment/checkout') && res.request().method() === 'POST',
      );
      await page.getByRole('button', { name: `Pay ${total}` }).click();
      const body = (await (await answered).json()) as { data: { order: { id: string } } };
      await expect(page.getByRole('dialog', { name: 'Confirm this payment with your bank' })).toBeVisible();
      return body.data.order.id;
    };

    const first = await pay();
    await page.reload();
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    const second = await pay();
    expect(second).toBe(first);
    const bank = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
    await bank.getByRole('button', { name: 'Complete' }).click();
    await expect(page).toHaveURL(new RegExp(`/thankyou\\?order=${first}`));

    const invoices = await request.post('/api/orders/invoice', {
      headers: { authorization: `Bearer ${session.accessToken}` },
      data: {},
    });
    const list = ((await invoices.json()) as { data: { orderId: string }[] }).data;
    expect(list.map((invoice) => invoice.orderId)).toEqual([first]);
  });

  test('a declined card is never saved: the checkout says so and Billing has no card', async ({ page, request }) => {
    await storeSession(page, await customerWithFormationInCart(request));
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    const form = page.getByRole('form', { name: 'Add a card' });
    await form.getByLabel('Card number').fill('4000 0000 0000 0002');
    await form.getByLabel('Expiry date').fill('12 / 34');
    await form.getByLabel('Security code').fill('123');
    await form.getByRole('button', { name: 'Save and use this card' }).click();
    await expect(page.getByText('Your card was declined.').first()).toBeVisible();
    await expect(page.getByRole('radio', { name: /•••• 0002/ })).toHaveCount(0);

    await page.goto('/account/billings');
    await expect(page.getByText('No saved cards yet')).toBeVisible();
  });
});

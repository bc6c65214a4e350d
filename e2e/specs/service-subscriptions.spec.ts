import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi, storeSession, waitForPage } from '../support/session';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/* Issue 20 point 7: a service priced per month is sold as a subscription, and the account can stop it. */
test.describe('bookkeeping bought monthly is a subscription', () => {
  test.setTimeout(90_000);

  test('the cart says what it renews at and when, it is paid, listed with its renewal, and cancelled to its period end', async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await storeSession(page, await registerThroughApi(request, 'Ada Bookkeeping'));

    await test.step('adds Bookkeeping Starter from its page', async () => {
      await page.goto('/services/bookkeeping-starter');
      await waitForPage(page);
      await page.getByRole('button', { name: 'Add to cart' }).first().click();
      await expect(toast(page, 'Product added to cart!')).toBeVisible();
    });

    await test.step('the cart line reads "£49.00/month, renews on …"', async () => {
      await page.goto('/cart');
      const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').first();
      await expect(line.getByText(/^£49\.00\/month, renews on \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    });

    await test.step('pays with a new card', async () => {
      await page.getByRole('button', { name: 'Checkout', exact: true }).click();
      const form = page.getByRole('form', { name: 'Add a card' });
      await form.getByLabel('Card number').fill('4242 4242 4242 4242');
      await form.getByLabel('Expiry date').fill('12 / 34');
      await form.getByLabel('Security code').fill('123');
      await form.getByRole('button', { name: 'Save and use this card' }).click();
      const total = (await page.getByTestId('order-total').textContent()) ?? '';
      await page.getByRole('button', { name: `Pay ${total}` }).click();
      await expect(page).toHaveURL(/\/thankyou\?order=/);
      await expect(page.getByText(/Bookkeeping Starter \(£49\.00\/month, renews on /).first()).toBeVisible();
    });

    await test.step('the account lists it with its renewal, and cancelling keeps it to the end of the period', async () => {
      await page.goto('/account/subscription');
      const services = page.getByRole('region', { name: 'Services that renew' });
      await expect(services.getByText(/^£49\.00\/month \+ VAT, renews on /)).toBeVisible();
      await services.getByRole('button', { name: 'Cancel Bookkeeping Starter' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Cancel Bookkeeping Starter?' });
      await dialog.getByRole('button', { name: 'Cancel service' }).click();
      await expect(toast(page, 'will not renew')).toBeVisible();
      await expect(services.getByText(/^£49\.00\/month \+ VAT, ends on /)).toBeVisible();
    });

    expect(errors).toEqual([]);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi, storeSession, waitForPage } from '../support/session';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/*
 * Issue 20 point 8: an SSL certificate bought on its own asks which domain it is for, appears in SSL
 * management after payment waiting for its CSR, and its order line is in progress meanwhile.
 */
test.describe('an SSL certificate bought on its own', () => {
  test.setTimeout(90_000);

  test('buy SSL alone and reach its CSR step', async ({ page, request }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const domain = `shop.outside${Date.now().toString(36)}.org`;
    await storeSession(page, await registerThroughApi(request, 'Sam Secure'));

    await test.step('the certificate page asks which domain it is for before it can be added', async () => {
      await page.goto('/services/ssl-certificates');
      await waitForPage(page);
      const panel = page.getByRole('complementary', { name: 'Price and options' });
      const add = panel.getByRole('button', { name: 'Add to cart' });
      await expect(add).toBeDisabled();
      const field = panel.getByRole('textbox', { name: 'Which domain is the certificate for?' });
      await field.fill('https://shop');
      await field.blur();
      await expect(panel.getByText(/is not a valid domain name/)).toBeVisible();
      await field.fill(domain);
      await add.click();
      await expect(toast(page, 'Product added to cart!')).toBeVisible();
    });

    await test.step('the cart line names the domain, and it is paid with a 4242 card', async () => {
      await page.goto('/cart');
      const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').first();
      await expect(line.getByText(`SSL certificates for ${domain}`)).toBeVisible();
      await page.getByRole('button', { name: 'Checkout', exact: true }).click();
      const form = page.getByRole('form', { name: 'Add a card' });
      await form.getByLabel('Card number').fill('4242 4242 4242 4242');
      await form.getByLabel('Expiry date').fill('12 / 34');
      await form.getByLabel('Security code').fill('123');
      await form.getByRole('button', { name: 'Save and use this card' }).click();
      const total = (await page.getByTestId('order-total').textContent()) ?? '';
      await page.getByRole('button', { name: `Pay ${total}` }).click();
      await expect(page).toHaveURL(/\/thankyou\?order=/);
    });

    await test.step('SSL management lists it awaiting its CSR, and its page asks for the CSR', async () => {
      await page.goto('/domain/services');
      const certificate = page.getByRole('link').filter({ hasText: domain });
      await expect(certificate).toContainText('Awaiting CSR');
      await certificate.click();
      await expect(page).toHaveURL(/\/domain\/services\/sslinfo\?certId=\d+/);
      await expect(page.getByRole('heading', { name: domain })).toBeVisible();
      await expect(page.getByLabel('Certificate signing request (CSR)')).toBeVisible();
    });

    expect(errors).toEqual([]);
  });
});

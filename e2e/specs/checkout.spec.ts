import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { uniqueAccountEmail } from '../support/accounts';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/* Issue 5's journey: a company formation and a domain with SSL, bought by a visitor who signs up at checkout. */
test.describe('checkout: an anonymous visitor buys a company formation and a domain with SSL, then a plan', () => {
  test.setTimeout(90_000);

  test('adds, signs up with the cart kept, adds SSL, applies WELCOME10, pays, gets the invoice PDF and unlocks /tools', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = uniqueAccountEmail('checkout');
    const sld = `checkout${Date.now().toString(36)}`;
    const domain = `${sld}.com`;

    await test.step('adds a UK company formation to the browser cart', async () => {
      await page.goto('/services/company-formation/United%20Kingdom');
      const dialog = page.getByRole('dialog', { name: 'Company formation' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Add to cart' }).first().click();
      await expect(toast(page, 'Product added to cart!')).toBeVisible();
    });

    await test.step('adds a domain for a year from the domain search, still signed out', async () => {
      await page.goto(`/domains/search?query=${sld}`);
      const row = page
        .getByRole('list', { name: `Domains for “${sld}”` })
        .getByRole('listitem')
        .filter({ hasText: domain })
        .first();
      await row.getByRole('button', { name: 'Add to cart' }).click();
      await page
        .getByRole('dialog', { name: `Register ${domain}` })
        .getByRole('button', { name: 'Confirm' })
        .click();
      await expect(toast(page, 'Domain added for 1 year(s)!')).toBeVisible();
    });

    let lineName = '';
    await test.step('the cart shows it and asks to sign in before checkout', async () => {
      await page.goto('/cart');
      await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
      const line = page
        .getByRole('list', { name: 'Items in your cart' })
        .getByRole('listitem')
        .filter({ hasNotText: domain })
        .first();
      await expect(line).toBeVisible();
      // The browser cart names a line once its product has loaded; until then it reads "Service".
      await expect(line.getByRole('button', { name: /^Remove (?!Service$|Package$)/ })).toBeVisible();
      lineName = ((await line.getByRole('button', { name: /^Remove / }).getAttribute('aria-label')) ?? '').replace(
        /^Remove /,
        '',
      );
      await page.getByRole('link', { name: 'Sign in or create an account to check out' }).click();
      await expect(page).toHaveURL(/\/firstPurchaseAfterLogin$/);
    });

    await test.step('creates an account with name and email and comes back to the cart, still holding the line', async () => {
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('Full name').fill('Ada Checkout');
      await page.getByRole('button', { name: 'Create account and continue' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByRole('button', { name: `Remove ${lineName}` })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Cart, \d+ item/ })).toHaveCount(0); // auth layout: no header
    });

    await test.step('gives the domain an SSL certificate on the cart page', async () => {
      const line = page
        .getByRole('list', { name: 'Items in your cart' })
        .getByRole('listitem')
        .filter({ hasText: domain });
      await line.getByRole('button', { name: /^Add PositiveSSL \(domain validated\)/ }).click();
      await expect(line.getByRole('button', { name: 'Remove PositiveSSL (domain validated)' })).toBeVisible();
    });

    await test.step('applies WELCOME10: the discount shows in the summary', async () => {
      await page.getByLabel('Coupon code').fill('WELCOME10');
      await page.getByRole('button', { name: 'Apply' }).click();
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      await expect(summary.getByText('Discount (WELCOME10)')).toBeVisible();
      await expect(summary.getByText('VAT (20%)')).toBeVisible();
    });

    await test.step('reloads: the coupon is kept with the cart and the total is the same', async () => {
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      const before = (await summary.getByTestId('order-total').textContent()) ?? '';
      await page.reload();
      await expect(summary.getByText('Discount (WELCOME10)')).toBeVisible();
      await expect(summary.getByTestId('order-total')).toHaveText(before);
    });

    await test.step('pays with a new 4242 card and lands on /thankyou', async () => {
      await page.getByRole('button', { name: 'Checkout', exact: true }).click();
      const form = page.getByRole('form', { name: 'Add a card' });
      await form.getByLabel('Card number').fill('4242 4242 4242 4242');
      await form.getByLabel('Expiry date').fill('12 / 34');
      await form.getByLabel('Security code').fill('123');
      await form.getByRole('button', { name: 'Save and use this card' }).click();
      await expect(page.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
      const total = (await page.getByTestId('order-total').textContent()) ?? '';
      await page.getByRole('button', { name: `Pay ${total}` }).click();
      await expect(page).toHaveURL(/\/thankyou\?order=/);
      await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
      await expect(page.getByText(lineName).first()).toBeVisible();
      await expect(page.getByText(domain).first()).toBeVisible();
    });

    await test.step('downloads the invoice as {invoice_number}.pdf', async () => {
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download invoice (PDF)' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^\d+\.pdf$/);
      const file = await readFile(await download.path());
      expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
    });

    await test.step('the order is in /account/orders', async () => {
      await page.getByRole('link', { name: 'View your orders' }).click();
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Download invoice \d+ \(PDF\)$/ })).toHaveCount(1);
    });

    await test.step('buys a plan with the business tools and /tools/business-plan opens at once', async () => {
      await page.goto('/tools/business-plan');
      await expect(page).toHaveURL(/\/startup-package\?type=tools$/);
      const plan = page.getByRole('article').filter({ hasText: 'Unlocks the business tools' }).first();
      await plan.getByRole('button', { name: /^Choose / }).click();
      const dialog = page.getByRole('dialog', { name: /^Subscribe to / });
      await expect(dialog.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
      await dialog.getByRole('button', { name: /^Pay £/ }).click();
      await expect(page.getByRole('dialog', { name: /^You are on / })).toBeVisible();
      await page.goto('/tools/business-plan');
      await expect(page).toHaveURL(/\/tools\/business-plan$/);
    });

    expect(errors).toEqual([]);
  });
});

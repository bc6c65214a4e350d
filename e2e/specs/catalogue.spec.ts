import { expect, test, type Page } from '@playwright/test';
import { adminSession } from '../support/admin';
import { storeSession } from '../support/session';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.describe('catalogue: a founder picks a company formation', () => {
  test('opens /services/company-formation/United States/Delaware, switches to Ireland and adds it to the cart', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await test.step('the deep link opens the dialog with Delaware preselected', async () => {
      await page.goto('/services/company-formation/United%20States/Delaware');
      const dialog = page.getByRole('dialog', { name: 'Company formation' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Country', { exact: true })).toHaveValue('US');
      await expect(dialog.getByLabel('State', { exact: true })).toHaveValue('DE');
      await expect(dialog.getByRole('heading', { name: 'Delaware LLC' })).toBeVisible();
    });

    await test.step('changing the country to Ireland clears the state and the address follows', async () => {
      const dialog = page.getByRole('dialog', { name: 'Company formation' });
      await dialog.getByLabel('Country', { exact: true }).selectOption({ label: 'Ireland' });
      await expect(page).toHaveURL(/\/services\/company-formation\/Ireland$/);
      await expect(dialog.getByLabel('State', { exact: true })).toHaveCount(0);
      await expect(dialog.getByRole('heading', { name: 'Delaware LLC' })).toHaveCount(0);
      await expect(dialog.getByRole('heading', { name: 'Irish limited company (LTD)' })).toBeVisible();
    });

    await test.step('adds the Irish company to the cart', async () => {
      const dialog = page.getByRole('dialog', { name: 'Company formation' });
      await dialog
        .getByRole('article', { name: 'Irish limited company (LTD)' })
        .getByRole('button', { name: 'Add to cart' })
        .click();
      await expect(toast(page, 'Product added to cart!')).toBeVisible();

      // Closing the dialog goes back to the services page; the header counts the item.
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/services$/);
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    });

    await test.step('the cart is still there after a reload', async () => {
      await page.reload();
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    });

    expect(errors).toEqual([]);
  });
});

test.describe('catalogue: staff upload products', () => {
  test('an admin uploads a CSV with one bad row, reads the report, fixes it and uploads again', async ({
    page,
    request,
  }) => {
    const suffix = Date.now().toString(36);
    const goodSlug = `e2e-nevada-llc-${suffix}`;
    const badSlug = `e2e-bookkeeping-${suffix}`;
    const header =
      'slug,name,summary,description,category,price_gbp,filing_fee_gbp,billing,interval,country,state,features';
    const goodRow = `${goodSlug},Nevada LLC (e2e ${suffix}),Form a Nevada LLC.,We file the articles in Nevada.,company_formation,99.00,75.00,one_off,,US,NV,Name check|Articles filed`;
    const rowWith = (price: string) =>
      `${badSlug},Bookkeeping Lite (e2e ${suffix}),Light bookkeeping.,Up to 20 transactions a month.,bookkeeping,${price},,recurring,month,GB,,Monthly reconciliation`;
    const csv = (price: string) => ({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\n${goodRow}\n${rowWith(price)}\n`, 'utf8'),
    });

    await storeSession(page, await adminSession(request));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await page.getByRole('tab', { name: 'Upload' }).click();

    await test.step('a file with one bad row is refused with the report', async () => {
      await page.getByLabel('Product file').setInputFiles(csv('thirty pounds'));
      await page.getByRole('button', { name: 'Upload' }).click();
      await expect(page.getByText('Nothing was uploaded')).toBeVisible();
      const report = page.getByRole('table', { name: /1 problem in 1 row/ });
      await expect(report).toBeVisible();
      const row = report.getByRole('row').filter({ hasText: 'price_gbp' });
      await expect(row.getByRole('cell').first()).toHaveText('3');
      await expect(row).toContainText('must be an amount in pounds');
    });

    await test.step('the fixed file is uploaded', async () => {
      await page.getByLabel('Product file').setInputFiles(csv('30.00'));
      await page.getByRole('button', { name: 'Upload' }).click();
      await expect(page.getByText('2 rows: 2 created, 0 updated.')).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    });

    await test.step('the new products are in the catalogue', async () => {
      await page.getByRole('tab', { name: 'Products' }).click();
      await page.getByRole('searchbox', { name: 'Search' }).fill(`e2e ${suffix}`);
      const products = page.getByRole('table', { name: 'Products' });
      await expect(products.getByText(`Nevada LLC (e2e ${suffix})`, { exact: true })).toBeVisible();
      await expect(products.getByText(`Bookkeeping Lite (e2e ${suffix})`, { exact: true })).toBeVisible();
      await page.goto(`/services/${goodSlug}`);
      await expect(page.getByRole('heading', { level: 1, name: `Nevada LLC (e2e ${suffix})` })).toBeVisible();
    });
  });
});

import { expect, test, type Page } from '@playwright/test';
import { queryDns } from '../support/dns';
import { registerThroughApi, storeSession, waitForPage } from '../support/session';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/*
 * Issue 6's journey: a founder finds a name, buys it for two years with an SSL certificate, points it
 * at a server and a mail host, and the built-in registrar's DNS server answers for it at once.
 */
test.describe('domains: search, buy with SSL, set DNS, resolve', () => {
  test.setTimeout(120_000);

  test('searches a name, adds it for 2 years, buys it with SSL, sets an A and an MX record that DNS answers', async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const sld = `journey${Date.now().toString(36)}`;
    const domain = `${sld}.com`;
    await storeSession(page, await registerThroughApi(request, 'Dana Domains'));

    await test.step('searches from the home page', async () => {
      await page.goto('/');
      // Signed in, the server's (signed-out) page is replaced by a fresh render: its search box goes with it.
      await waitForPage(page);
      await page.getByRole('searchbox', { name: 'Domain name' }).fill(sld);
      await page.getByRole('searchbox', { name: 'Domain name' }).press('Enter');
      await expect(page).toHaveURL(new RegExp(`/domains/search\\?query=${sld}`));
      await expect(page.getByRole('heading', { name: 'Find your domain' })).toBeVisible();
    });

    const row = page
      .getByRole('list', { name: `Domains for “${sld}”` })
      .getByRole('listitem')
      .filter({ hasText: domain });
    await test.step('adds it for 2 years: toast, then a green Checkout link', async () => {
      await expect(row.first()).toContainText('Available');
      await row.first().getByRole('button', { name: 'Add to cart' }).click();
      const dialog = page.getByRole('dialog', { name: `Register ${domain}` });
      await dialog.getByLabel('Registration period').selectOption('2');
      await expect(dialog.getByTestId('duration-total')).toHaveText('£21.98');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(toast(page, 'Domain added for 2 year(s)!')).toBeVisible();
      await expect(row.first().getByRole('link', { name: 'Checkout' })).toBeVisible();
    });

    await test.step('adds an SSL certificate to it in the cart and pays with a 4242 card', async () => {
      await row.first().getByRole('link', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      const line = page
        .getByRole('list', { name: 'Items in your cart' })
        .getByRole('listitem')
        .filter({ hasText: domain });
      await expect(line.getByLabel(`Registration years for ${domain}`)).toHaveValue('2');
      await line.getByRole('button', { name: /^Add PositiveSSL \(domain validated\)/ }).click();
      await expect(line.getByRole('button', { name: 'Remove PositiveSSL (domain validated)' })).toBeVisible();
      // One certificate per domain: the other certificates are no longer offered.
      await expect(line.getByRole('button', { name: /^Add PositiveSSL Wildcard/ })).toHaveCount(0);

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

    await test.step('the domain is registered for 2 years, with its certificate waiting for a CSR', async () => {
      await page.goto('/domain/list');
      const listed = page.getByRole('row').filter({ hasText: domain });
      await expect(listed).toContainText('Active');
      const expires = new Date();
      expires.setFullYear(expires.getFullYear() + 2);
      await expect(listed).toContainText(String(expires.getFullYear()));
      await page.goto('/domain/services');
      await expect(page.getByText(domain).first()).toBeVisible();
    });

    await test.step('sets an A and an MX record in DNS management', async () => {
      await page.goto(`/domain/dnsmanagement?sld=${sld}&tld=com`);
      const hosts = page.getByRole('region', { name: 'Host records' });
      await hosts.getByRole('button', { name: 'Add record' }).click();
      const first = hosts.getByRole('listitem', { name: 'Record 1' });
      await first.getByLabel('Value').fill('203.0.113.10');
      await hosts.getByRole('button', { name: 'Add record' }).click();
      const second = hosts.getByRole('listitem', { name: 'Record 2' });
      await second.getByLabel('Type').selectOption('MX');
      await second.getByLabel('Value').fill(`mail.${domain}`);
      await second.getByLabel('Priority').fill('10');
      await hosts.getByRole('button', { name: 'Save host records' }).click();
      await expect(toast(page, 'Host records saved.')).toBeVisible();
    });

    await test.step('the DNS server answers both over the wire', async () => {
      const a = await queryDns(domain, 'A');
      expect(a.rcode).toBe('NOERROR');
      expect(a.answers).toEqual([expect.objectContaining({ type: 'A', name: domain, data: '203.0.113.10' })]);
      const mx = await queryDns(domain, 'MX');
      expect(mx.answers).toEqual([
        expect.objectContaining({ type: 'MX', data: { preference: 10, exchange: `mail.${domain}` } }),
      ]);
      const unknown = await queryDns(`nothing-here.${domain}`, 'A');
      expect(unknown.rcode).toBe('NXDOMAIN');
    });

    expect(errors).toEqual([]);
  });
});

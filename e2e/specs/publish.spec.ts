import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, expect, test, type Page } from '@playwright/test';
import { latestMail, linkIn, uniqueAccountEmail } from '../support/accounts';
import { CHROMIUM_ARGS } from '../support/chromium.mjs';
import { E2E_DNS_PORT } from '../support/dns';
import { E2E_HTTPS_PORT } from '../support/publishing';
import { storeSession, waitForPage } from '../support/session';
import { refreshedSession, registerMember, subscribeTo } from '../support/tools';

const run = promisify(execFile);
const IDEA = 'Plant-based lunch boxes delivered to coworking spaces in Bristol';
const PEM = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** Every section of the build page has answered: none busy. */
async function sectionsSettled(page: Page) {
  await expect(page.locator('main section[id][aria-labelledby]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main section[aria-busy="true"]')).toHaveCount(0, { timeout: 60_000 });
}

/** The certificates the HTTPS listener presents for `servername` (leaf first), as `openssl s_client` shows them. */
async function presentedChain(servername: string): Promise<string[]> {
  const handshake = run('openssl', [
    's_client',
    '-showcerts',
    '-connect',
    `127.0.0.1:${E2E_HTTPS_PORT}`,
    '-servername',
    servername,
  ]);
  handshake.child.stdin?.end();
  const { stdout } = await handshake;
  return stdout.match(PEM) ?? [];
}

/*
 * Issue 24's journey: a Scale member builds an idea, buys a suggested domain from the Publish dialog,
 * comes back from checkout to publish on it, and the page is live: the built-in DNS server answers the
 * platform's address, HTTPS serves the page with a certificate from the built-in CA, and a visitor's
 * confirmed sign-up is counted in the landing-page experiment on the build page.
 */
test.describe('publishing the landing page on the founder’s own domain', () => {
  test.setTimeout(300_000);

  test('builds, buys a suggested domain, publishes, resolves, serves HTTPS and counts a confirmed sign-up', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let session = await registerMember(page.request, 'Pia Publisher');
    await subscribeTo(page.request, session, 'scale');
    session = await refreshedSession(page.request, session);
    await storeSession(page, session);

    await test.step('types an idea and builds it', async () => {
      await page.goto('/build-startup');
      await waitForPage(page);
      await page.getByLabel('Describe your business idea').fill(IDEA);
      await page.getByRole('button', { name: 'Build my startup' }).click();
      await expect(page).toHaveURL(/\/build-startup\/[^/?]+$/);
      await sectionsSettled(page);
    });
    const buildUrl = page.url();

    const dialog = page.getByRole('dialog', { name: 'Publish your landing page' });
    let domain = '';
    await test.step('opens Publish in the overlay, and adds a suggested domain to the cart', async () => {
      await page.getByRole('button', { name: 'Generated Landing page' }).click();
      const overlay = page.getByRole('dialog', { name: 'Generated Landing page' });
      await overlay.getByRole('button', { name: 'Publish' }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('tab', { name: 'Buy a domain' }).click();
      const offers = dialog.getByRole('list', { name: /^Domains for “/ });
      await offers.getByRole('button', { name: 'Add to cart' }).first().click();
      const register = page.getByRole('dialog', { name: /^Register / });
      domain = ((await register.getByRole('heading').first().textContent()) ?? '').replace(/^Register /, '').trim();
      expect(domain).toMatch(/^[a-z0-9-]+\.[a-z.]+$/);
      await register.getByRole('button', { name: 'Confirm' }).click();
      // The row's "Add to cart" became the green Checkout link.
      await offers.getByRole('link', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/cart$/);
    });

    await test.step('pays with the saved card and comes back to publishing with the new domain chosen', async () => {
      await page.getByRole('button', { name: 'Checkout', exact: true }).click();
      // The card saved with the Scale plan is offered first.
      await expect(page.getByRole('radio', { name: /Visa •+ 4242/ })).toBeChecked();
      const total = (await page.getByTestId('order-total').textContent()) ?? '';
      await page.getByRole('button', { name: `Pay ${total}` }).click();
      await expect(page).toHaveURL(/\/thankyou\?order=/);
      await page.getByRole('link', { name: 'Continue publishing' }).click();
      await expect(page).toHaveURL(buildUrl);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('radio', { name: domain })).toBeChecked();
    });

    await test.step('publishes and follows each step until the page is live', async () => {
      await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
      const steps = dialog.getByRole('list', { name: 'Publishing steps' });
      await expect(steps.getByRole('listitem')).toHaveCount(4);
      await expect(dialog.getByRole('link', { name: `Open ${domain}` })).toHaveAttribute('href', `https://${domain}/`, {
        timeout: 60_000,
      });
      await expect(steps.getByRole('listitem').filter({ hasText: 'Done' })).toHaveCount(4);
    });

    await test.step("Debian's dig asks the built-in DNS server and gets the platform's address", async () => {
      const apex = await run('dig', ['@127.0.0.1', '-p', String(E2E_DNS_PORT), domain, 'A', '+short']);
      expect(apex.stdout.trim().split('\n')).toEqual(['127.0.0.1']);
      const www = await run('dig', ['@127.0.0.1', '-p', String(E2E_DNS_PORT), `www.${domain}`, 'A', '+short']);
      expect(www.stdout.trim().split('\n')).toContain('127.0.0.1');
    });

    await test.step('HTTPS with that host name serves the landing page, its certificate from the built-in CA', async () => {
      const chain = await presentedChain(domain);
      const root = chain.at(-1);
      expect(chain.length).toBeGreaterThan(1);
      const dir = await mkdtemp(join(tmpdir(), 'publish-journey-'));
      try {
        await writeFile(join(dir, 'ca.pem'), `${root}\n`);
        await writeFile(join(dir, 'leaf.pem'), `${chain[0]}\n`);
        const subject = await run('openssl', ['x509', '-in', join(dir, 'ca.pem'), '-noout', '-subject', '-issuer']);
        // The built-in registrar's CA, self-signed: the only trust anchor handed to the checks below.
        expect(subject.stdout).toMatch(/subject=.*CN\s*=\s*Launchpad Test CA/);
        expect(subject.stdout).toMatch(/issuer=.*CN\s*=\s*Launchpad Test CA/);
        const verified = await run('openssl', [
          'verify',
          '-CAfile',
          join(dir, 'ca.pem'),
          '-verify_hostname',
          `www.${domain}`,
          join(dir, 'leaf.pem'),
        ]);
        expect(verified.stdout).toContain('leaf.pem: OK');
        const curl = await run('curl', [
          '-sS',
          '--fail',
          '--resolve',
          `${domain}:${E2E_HTTPS_PORT}:127.0.0.1`,
          '--cacert',
          join(dir, 'ca.pem'),
          `https://${domain}:${E2E_HTTPS_PORT}/`,
        ]);
        expect(curl.stdout).toMatch(/<h1>[^<]+<\/h1>/);
        expect(curl.stdout).toContain('action="/_waitlist"');
        expect(curl.stdout).not.toContain('id="root"');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    const visitorEmail = uniqueAccountEmail('visitor');
    await test.step('a visitor joins the waitlist on the published page and confirms by mail', async () => {
      const startedAt = new Date().toISOString();
      // A browser of its own that finds the domain at this machine; the certificate was checked above
      // against the built-in CA, which this Chromium does not know.
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          ...CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--host-resolver-rules')),
          `--host-resolver-rules=MAP ${domain} 127.0.0.1 , MAP www.${domain} 127.0.0.1 , MAP * ~NOTFOUND , EXCLUDE 127.0.0.1`,
        ],
      });
      try {
        const visitor = await browser.newPage({ ignoreHTTPSErrors: true });
        await visitor.goto(`https://${domain}:${E2E_HTTPS_PORT}/`);
        await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
        await visitor.getByLabel('Email address').fill(visitorEmail);
        await visitor.getByLabel(/Anything you would like us to know/).fill('Lunch for 12 people, please');
        await visitor.getByRole('checkbox', { name: /I agree to be emailed/ }).check();
        await visitor.locator('form button[type="submit"]').click();
        await expect(visitor.getByRole('status')).toContainText('we have sent you an email');

        const mail = await latestMail(page.request, visitorEmail, 'waitlist_confirm', startedAt);
        const link = new URL(linkIn(mail, 'Confirm my place'));
        expect(link.hostname).toBe(domain);
        link.port = String(E2E_HTTPS_PORT);
        await visitor.goto(link.toString());
        await expect(visitor.getByRole('heading', { level: 1, name: 'You are on the list' })).toBeVisible();
      } finally {
        await browser.close();
      }
    });

    await test.step('the founder sees the sign-up in the waitlist and in the landing-page experiment', async () => {
      await page.goto(buildUrl);
      await sectionsSettled(page);
      const experiments = page.getByRole('region', { name: 'Validation experiments', exact: true });
      const showAll = experiments.getByRole('button', { name: /^Show all \d+ experiments$/ });
      if (await showAll.isVisible()) await showAll.click();
      await expect(experiments.getByText('1 confirmed sign-up from your published page')).toBeVisible();

      const banner = page
        .getByText(/^Your idea · version/)
        .locator('xpath=ancestor::div[contains(@class,"rounded-2xl")][1]');
      await banner.getByRole('button', { name: 'Publish' }).click();
      await dialog.getByRole('tab', { name: 'Waitlist' }).click();
      await expect(dialog.getByText('1 sign-up · 1 confirmed')).toBeVisible();
      const signup = dialog.getByRole('list', { name: 'Waitlist sign-ups' }).getByRole('listitem');
      await expect(signup).toContainText(visitorEmail);
      await expect(signup).toContainText('Confirmed');
    });

    expect(errors).toEqual([]);
  });
});

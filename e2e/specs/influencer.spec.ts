import { expect, test, type Browser, type Page } from '@playwright/test';
import { uniqueAccountEmail } from '../support/accounts';
import { adminSession } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { storeSession, waitForPage } from '../support/session';

const toast = (page: Page) => page.locator('[data-sonner-toast]');
const approvedCard = (page: Page) => page.getByRole('region', { name: "You're approved!" });

/** A visitor creates an account on /signup (with the referral link's query when given). */
async function signUp(page: Page, name: string, email: string, path = '/signup') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  // The form is rendered on the server: type once the app has hydrated it.
  await waitForPage(page);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Referral-Journey-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
}

/** Staff approve the application of `applicant` (by email) in /admin?tab=influencers. */
async function approveAsAdmin(browser: Browser, applicant: string) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await storeSession(admin, await adminSession(context.request));
  await admin.goto('/admin?tab=influencers');
  await admin.getByRole('button', { name: new RegExp(applicant.replace(/[.+]/g, '\\$&')) }).click();
  await expect(admin.getByRole('link', { name: /youtube\.com/ })).toHaveAttribute('rel', 'noopener noreferrer');
  await admin.getByRole('button', { name: 'Approve' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Approve application' });
  await expect(dialog.getByLabel('Commission rate (%)')).toHaveValue('5');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toHaveCount(0);
  await context.close();
}

/* Issue 10's journey: apply, approval, the approved card twice, a referral that buys a plan, the commission. */
test.describe('connect & earn: from application to a referred purchase', () => {
  test.setTimeout(150_000);

  test('applies, is approved, shares the link; a referred visitor buys a plan; the commission shows', async ({
    page,
    browser,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = uniqueAccountEmail('influencer');

    await test.step('the programme page explains Connect & Earn and passes axe', async () => {
      await page.goto('/referral');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign in to apply' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('a user signs up and applies on /referral', async () => {
      await signUp(page, 'Ada Influencer', email);
      await page.goto('/referral');
      await page
        .getByLabel('Tell us about your audience')
        .fill('Twenty thousand first-time founders watch my weekly YouTube show about starting up.');
      await page.getByRole('checkbox', { name: 'YouTube' }).check();
      await page.getByLabel('Link 1').fill('https://youtube.com/@ada-founders');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Send application' }).click();
      await expect(toast(page).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Application Under Review' })).toBeVisible();
    });

    await test.step('while pending, /influencer shows the review card and the lock, and passes axe', async () => {
      await page.goto('/influencer');
      const card = page.getByRole('region', { name: 'Application Under Review' });
      await expect(card).toBeVisible();
      await expect(card.getByText('Important')).toBeVisible();
      await expect(page.getByRole('link', { name: /Join and Earn/ })).toHaveAttribute('href', '/referral');
      await expect(page.getByRole('tab')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('an admin approves the application', async () => {
      await approveAsAdmin(browser, email);
    });

    await test.step('the approved card shows on the first two visits, not on the third', async () => {
      await page.goto('/influencer');
      await expect(approvedCard(page)).toBeVisible();
      await expect(page.getByRole('tab', { name: /Coupons/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.reload();
      await expect(approvedCard(page)).toBeVisible();
      await page.reload();
      await expect(page.getByRole('tab', { name: /Coupons/ })).toBeVisible();
      await expect(approvedCard(page)).toHaveCount(0);
    });

    let link = '';
    await test.step('reads the referral link in the Links tab', async () => {
      await page.getByRole('tab', { name: /Links/ }).click();
      await expect(page).toHaveURL(/\?tab=links$/);
      await expect(page.getByText('The referral link is valid only for the Startup Membership Plan.')).toBeVisible();
      await expect(page.getByText('No referral usage available')).toBeVisible();
      link = await page.getByRole('textbox', { name: 'Referral link' }).inputValue();
      expect(link).toMatch(/\/signup\?signupref=.+/);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('a new visitor signs up through the link and buys a startup plan with the test card', async () => {
      const context = await browser.newContext();
      const visitor = await context.newPage();
      const url = new URL(link);
      await signUp(visitor, 'Grace Referred', uniqueAccountEmail('referred'), `${url.pathname}${url.search}`);
      await visitor.goto('/startup-package');
      const plan = visitor.getByRole('article').filter({ hasText: 'Starter' }).first();
      await plan.getByRole('button', { name: /^Choose / }).click();
      const dialog = visitor.getByRole('dialog', { name: /^Subscribe to / });
      const useNewCard = dialog.getByRole('button', { name: 'Use a new card' });
      if (await useNewCard.isVisible()) await useNewCard.click();
      const form = dialog.getByRole('form', { name: 'Add a card' });
      await form.getByLabel('Card number').fill('4242 4242 4242 4242');
      await form.getByLabel('Expiry date').fill('12 / 34');
      await form.getByLabel('Security code').fill('123');
      await form.getByRole('button', { name: 'Save and use this card' }).click();
      await dialog.getByRole('button', { name: /^Pay £/ }).click();
      await expect(visitor.getByRole('dialog', { name: /^You are on / })).toBeVisible();
      await context.close();
    });

    await test.step('the influencer sees the referral usage and a pending commission', async () => {
      await page.goto('/influencer?tab=links');
      const usage = page.getByRole('table', { name: 'Referral usage, newest first' });
      await expect(usage.getByRole('row')).toHaveCount(2);
      await expect(usage.getByRole('row').nth(1)).toContainText('Pending');
      const pending = page.getByText('Pending commission', { exact: true }).locator('..').locator('dd').first();
      await expect(pending).toHaveText(/^£\d+\.\d\d$/);
      await expect(pending).not.toHaveText('£0.00');
    });

    expect(errors).toEqual([]);
  });
});

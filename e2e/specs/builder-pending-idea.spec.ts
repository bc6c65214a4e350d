import { expect, test, type Page } from '@playwright/test';
import { uniqueAccountEmail } from '../support/accounts';
import { waitForPage } from '../support/session';

/*
 * Issue 18 point 6: a visitor's idea survives sign-up and the plan purchase and is built straight after.
 * A visitor types an idea, is sent to the plans, signs up, buys Scale with a new card, and the idea is
 * built without being typed again.
 */

const IDEA = 'A repair service that fixes cracked phone screens at the customer’s office in Glasgow';

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.describe('AI startup builder: an idea typed before signing up', () => {
  test.setTimeout(180_000);

  test('is kept through sign-up and the Scale purchase, then built at once', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await test.step('a visitor types an idea and is shown the plans', async () => {
      await page.goto('/build-startup');
      await waitForPage(page);
      await page.getByLabel('Describe your business idea').fill(IDEA);
      await page.getByRole('button', { name: 'Build my startup' }).click();
      await expect(page).toHaveURL(/\/startup-package\?type=build_startup_ai$/);
      await expect(toast(page, /Please Subscribe/i)).toBeVisible();
    });

    await test.step('chooses Scale and creates an account', async () => {
      const scale = page.getByRole('article').filter({ hasText: 'Unlocks the AI startup builder' }).first();
      await scale.getByRole('link', { name: /^Choose / }).click();
      await expect(page).toHaveURL(/\/signup\?/);
      await page.getByLabel('Full name').fill('Pat Pending');
      await page.getByLabel('Email').fill(uniqueAccountEmail('pending-idea'));
      await page.getByLabel('Password', { exact: true }).fill('Screens-Fixed-Before-Lunch-7');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL(/\/onboarding$/);
      await page.getByRole('link', { name: 'Skip for now' }).click();
    });

    await test.step('is brought back to the plans, the idea still saved', async () => {
      await expect(page).toHaveURL(/\/startup-package\?type=build_startup_ai$/);
      await expect(toast(page, /Your idea is saved/)).toBeVisible();
    });

    await test.step('buys Scale with a new card', async () => {
      const scale = page.getByRole('article').filter({ hasText: 'Unlocks the AI startup builder' }).first();
      await scale.getByRole('button', { name: /^Choose / }).click();
      const dialog = page.getByRole('dialog', { name: /^Subscribe to / });
      await expect(dialog).toBeVisible();
      const form = dialog.getByRole('form', { name: 'Add a card' });
      await form.getByLabel('Card number').fill('4242 4242 4242 4242');
      await form.getByLabel('Expiry date').fill('12 / 34');
      await form.getByLabel('Security code').fill('123');
      await form.getByRole('button', { name: /^Save and use this card/ }).click();
      await expect(dialog.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
      await dialog.getByRole('button', { name: /^Pay £/ }).click();
    });

    await test.step('the idea is built straight after, without typing it again', async () => {
      await expect(page).toHaveURL(/\/build-startup\/[^/?]+$/, { timeout: 30_000 });
      const brief = page.getByRole('region', { name: 'We read your idea as …', exact: true });
      await expect(brief).toBeVisible({ timeout: 30_000 });
      await expect(brief.getByRole('button', { name: /^Main place: Glasgow/ })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Lean canvas', exact: true })).toContainText(/screen|phone/i, {
        timeout: 30_000,
      });
    });

    await test.step('built once: the idea is the only one in the previous ideas', async () => {
      await page.getByRole('link', { name: 'New idea' }).click();
      await expect(page).toHaveURL(/\/build-startup$/);
      await expect(page.getByLabel('Describe your business idea')).toHaveValue('');
      await page.getByRole('button', { name: /Previous Ideas/i }).click();
      const previous = page.getByRole('dialog', { name: /Previous Ideas/i });
      await expect(previous.getByRole('link')).toHaveCount(1);
      await expect(previous).toContainText('cracked phone screens');
    });

    expect(errors).toEqual([]);
  });
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { storeSession, waitForPage } from '../support/session';
import { refreshedSession, registerMember, subscribeTo } from '../support/tools';

/*
 * Issue 18's journey: the builder reads the idea into a brief the founder can see and correct. A Scale
 * member builds an idea set in London, sees it read back as chips, moves it to San Francisco, and the
 * rebuilt sections follow: prices in dollars, recommendations and company formation from the new place.
 */

const IDEA = 'Bookkeeping software for freelance designers in London';

/** Every section of the build page has answered: none busy, none failed. */
async function sectionsSettled(page: Page) {
  const sections = page.locator('main section[id][aria-labelledby]');
  await expect(sections.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main section[aria-busy="true"]')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
}

const region = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

test.describe('AI startup builder: the brief', () => {
  test.setTimeout(180_000);

  test('a Scale member sees the idea read back, fixes the country, and the prices and recommendations follow', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let session = await registerMember(page.request, 'Bo Brief');
    await subscribeTo(page.request, session, 'scale');
    session = await refreshedSession(page.request, session);
    await storeSession(page, session);

    await test.step('types an idea and builds it', async () => {
      await page.goto('/build-startup');
      await waitForPage(page);
      await page.getByLabel('Describe your business idea').fill(IDEA);
      await page.getByRole('button', { name: 'Build my startup' }).click();
      await expect(page).toHaveURL(/\/build-startup\/[^/]+$/);
    });

    const brief = region(page, 'We read your idea as …');
    await test.step('sees the brief: what is sold, to whom, where, and in which currency', async () => {
      await expect(brief).toBeVisible();
      await expect(brief.getByRole('button', { name: /^Sells: .*bookkeeping/i })).toBeVisible();
      await expect(brief.getByRole('button', { name: /^Paid by: .*freelance designers/i })).toBeVisible();
      await expect(brief.getByRole('button', { name: /^Main place: London, United Kingdom/ })).toBeVisible();
      await expect(brief.getByText('GBP (£)')).toBeVisible();
      await sectionsSettled(page);
    });

    const canvas = region(page, 'Lean canvas');
    const investors = region(page, 'Investors');
    const events = region(page, 'Events');
    const formation = region(page, 'Company formation');
    await test.step('the sections are written for London', async () => {
      await expect(canvas).toContainText(/£\d/);
      await expect(formation).toContainText('Form your company in United Kingdom');
      await expect(events).toContainText('United Kingdom');
    });
    const londonInvestors = await investors.innerText();

    await test.step('moves the idea to San Francisco with the main place chip', async () => {
      await brief.getByRole('button', { name: /^Main place: London/ }).click();
      const editor = page.getByRole('dialog', { name: 'Your main place' });
      await expect(editor).toBeVisible();
      const place = editor.getByRole('textbox', { name: 'City, region or country' });
      await expect(place).toHaveValue('London, United Kingdom');
      await place.fill('San Francisco');
      await editor.getByRole('button', { name: 'Save and rebuild' }).click();
      await expect(editor).toHaveCount(0);
      await expect(brief.getByRole('button', { name: /^Main place: San Francisco, United States/ })).toBeVisible();
      await expect(brief.getByText('USD ($)')).toBeVisible();
      await expect(page.getByText(/Your idea · version 2/)).toBeVisible();
    });

    await test.step('the rebuilt sections follow: dollars, US formation, recommendations from the new place', async () => {
      await sectionsSettled(page);
      await expect(canvas).toContainText(/\$\d/);
      await expect(canvas).not.toContainText('£');
      await expect(formation).toContainText('Form your company in California, United States');
      await expect(events).toContainText('San Francisco');
      await expect(investors).not.toHaveText(londonInvestors);
      await expect(investors).toContainText('United States');
    });

    await test.step('a place that cannot be found is said in the editor', async () => {
      await brief.getByRole('button', { name: 'Add a place' }).click();
      const editor = page.getByRole('dialog', { name: 'Add a place' });
      await editor.getByRole('textbox', { name: 'City, region or country' }).fill('Qwzxvyland');
      await editor.getByRole('button', { name: 'Save and rebuild' }).click();
      await expect(editor.getByRole('alert')).toContainText('Qwzxvyland');
      await page.keyboard.press('Escape');
      await expect(editor).toHaveCount(0);
      await expect(page.getByText(/Your idea · version 2/)).toBeVisible();
    });

    expect(errors).toEqual([]);
  });
});

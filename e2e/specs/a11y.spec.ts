import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  accountRoutes,
  authRoutes,
  createIdea,
  ideaRoutes,
  openSettled,
  publicRoutes,
  scaleCustomer,
  scanRoutes,
  toolRoutes,
} from '../support/a11y-routes';
import { storeSession } from '../support/session';

/*
 * Issue 11 "Accessibility": axe (WCAG 2.1 A/AA) finds no serious or critical violation on any route of
 * SPEC §2, signed out and signed in, and the keyboard alone gets a visitor through the page furniture:
 * the skip link, dialogs that keep focus inside and hand it back, and focus that can be seen.
 */

test.describe('axe on every route', () => {
  test.setTimeout(300_000);

  // The public and auth routes are many: each pass scans every other one, so each test stays well within
  // its time and the two halves run side by side.
  const half = (routes: string[], part: number) => routes.filter((_, index) => index % 2 === part);

  for (const part of [0, 1]) {
    test(`public and auth routes, signed out (half ${part + 1} of 2)`, async ({ page }) => {
      const routes = half([...(await publicRoutes(page.request)), ...authRoutes], part);
      expect(await scanRoutes(page, routes)).toEqual([]);
    });

    test(`public and auth routes, signed in on the Scale plan (half ${part + 1} of 2)`, async ({ page }) => {
      await storeSession(page, await scaleCustomer(page.request, 'Ally Public'));
      const routes = half([...(await publicRoutes(page.request)), ...authRoutes], part);
      expect(await scanRoutes(page, routes)).toEqual([]);
    });
  }

  test('account, domain, tools and builder routes, signed in on the Scale plan', async ({ page }) => {
    const session = await scaleCustomer(page.request, 'Ally Member');
    const ideaId = await createIdea(page.request, session);
    await storeSession(page, session);
    expect(await scanRoutes(page, [...accountRoutes, ...toolRoutes, ...ideaRoutes(ideaId)])).toEqual([]);
  });
});

/** Whether the focused element sits inside `container`. */
const activeInside = (container: Locator) =>
  container.evaluate((element) => !!document.activeElement && element.contains(document.activeElement));

/** Presses Tab `times` times and checks focus never leaves the dialog. */
async function expectFocusTrapped(page: Page, dialog: Locator, times = 8) {
  expect(await activeInside(dialog), 'focus moves into the dialog when it opens').toBe(true);
  for (let i = 0; i < times; i++) {
    await page.keyboard.press('Tab');
    expect(await activeInside(dialog), `Tab ${i + 1} stays inside the dialog`).toBe(true);
  }
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await activeInside(dialog), `Shift+Tab ${i + 1} stays inside the dialog`).toBe(true);
  }
}

test.describe('keyboard', () => {
  test.setTimeout(120_000);

  test('Tab from the top reaches the skip link first, and it moves focus to the main content', async ({ page }) => {
    for (const path of ['/', '/login', '/services']) {
      await openSettled(page, path);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip, `${path}: the first Tab stop`).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main'), `${path}: focus lands on main`).toBeFocused();
      // The next Tab continues inside the main content, past the header.
      await page.keyboard.press('Tab');
      expect(await activeInside(page.getByRole('main'))).toBe(true);
    }
  });

  test('focus is visible: every Tab stop on the home page shows an outline or ring', async ({ page }) => {
    await openSettled(page, '/');
    const unmarked: string[] = [];
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const seen = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        const ringed = style.boxShadow !== 'none';
        return {
          label: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
          focusVisible: element.matches(':focus-visible'),
          marked: outlined || ringed,
        };
      });
      if (!seen) continue;
      expect(seen.focusVisible, `${seen.label} matches :focus-visible after Tab`).toBe(true);
      if (!seen.marked) unmarked.push(seen.label);
    }
    expect(unmarked).toEqual([]);
  });

  test('the delete-account dialog traps focus, and Escape closes it and gives focus back', async ({ page }) => {
    await storeSession(page, await scaleCustomer(page.request, 'Ally Keys'));
    await openSettled(page, '/account/profile');
    const opener = page.getByRole('button', { name: 'Delete Account' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    // Nothing was deleted: the account page is still there.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a services dialog traps focus, and Escape closes it and gives focus back to its link', async ({ page }) => {
    await openSettled(page, '/services');
    const opener = page.getByRole('main').locator('a[href="/services/trade-mark"]').first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/services\/trade-mark$/);
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/services$/);
    await expect(opener).toBeFocused();
  });

  test('the domain duration popup traps focus, and Escape closes it and gives focus back', async ({ page }) => {
    await openSettled(page, '/domains/search?query=launchpad-keyboard');
    const opener = page.getByRole('button', { name: 'Add to cart' }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Register / });
    await expect(dialog).toBeVisible();
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

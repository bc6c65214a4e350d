import { expect, test } from '@playwright/test';
import { collectErrors } from '../support/errors';
import { readStoredToken, registerThroughApi, storeSession, waitForPage } from '../support/session';

test.describe('foundation: a visitor finds their way', () => {
  test('the home page loads with its metadata and no console errors', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Launchpad — start your company/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Form your company/);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('the busiest pages paint from their HTML, and the app takes them over without replacing them', async ({
    browser,
    page,
  }) => {
    // Four pages loaded twice each, the first time holding their scripts back: slow on a busy machine.
    test.setTimeout(90_000);
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const htmlOnly = await withoutScripts.newPage();
    await htmlOnly.goto('/services');
    await expect(
      htmlOnly.getByRole('heading', { level: 1, name: 'Services for every step of your launch' }),
    ).toBeVisible();
    await withoutScripts.close();

    const errors = collectErrors(page);
    for (const path of ['/', '/services', '/build-startup', '/blog']) {
      // The app's code waits until the heading from the HTML is marked; then React must keep that very element.
      let marked = () => {};
      const headingMarked = new Promise<void>((resolve) => (marked = resolve));
      await page.route('**/*.js', async (route) => {
        await headingMarked;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      await page
        .locator('h1')
        .first()
        .evaluate((heading) => heading.setAttribute('data-from-html', ''));
      marked();
      await waitForPage(page);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1[data-from-html]'), `${path} keeps its pre-rendered heading`).toHaveCount(1);
      await page.unrouteAll();
    }
    // Hydration mismatches are reported as errors.
    expect(errors).toEqual([]);

    // Once hydrated, the page responds: the services page opens its company formation dialog.
    await page.goto('/services');
    await waitForPage(page);
    await page.getByRole('link', { name: 'Choose a country' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('an unknown path ends at /404 with a way back', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });

  test('an account page sends an anonymous visitor to /login', async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login(\?|$)/);
  });

  test('a tool page without a plan with tools sends the visitor to the plans', async ({ page }) => {
    await page.goto('/tools/business-plan');
    await expect(page).toHaveURL(/\/startup-package\?type=tools$/);
  });

  test('the api answers unknown paths with JSON, not the page', async ({ request }) => {
    const res = await request.post('/api/no-such-endpoint');
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'No route for POST /api/no-such-endpoint.' });
  });
});

test.describe('foundation: a session the api no longer accepts', () => {
  test('a 401 from the api signs the user out and opens /login', async ({ page, request }) => {
    test.setTimeout(60_000);
    const session = await registerThroughApi(request);
    await storeSession(page, session);
    // On load the app refreshes the stored session once (SPEC §4), then the page reads the cart and the
    // orders. All of that must be over before the account goes, so that the call meeting the 401 is the click's.
    const loaded = ['/api/auth/updateCreds', '/api/cart', '/api/orders/invoice'].map((path) =>
      page.waitForResponse((res) => new URL(res.url()).pathname === path),
    );
    await page.goto('/account/orders');
    for (const response of await Promise.all(loaded)) expect(response.ok(), response.url()).toBe(true);
    await expect(page).toHaveURL(/\/account\/orders$/);
    await page.waitForLoadState('networkidle');
    const deleted = await request.post('/api/auth/delete-account', {
      headers: { authorization: `Bearer ${session.accessToken}` },
      data: { password: 'correct horse battery' },
    });
    expect(deleted.ok()).toBe(true);
    // The next call meets the 401: opening Profile reads the account again (SPEC §7: refetched on mount).
    await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await readStoredToken(page)).toBeNull();
  });
});

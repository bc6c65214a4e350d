import { expect, type Page, test } from '@playwright/test';
import { collectErrors } from '../support/errors';
import { waitForPage } from '../support/session';

// Issue 23: public pages are rendered on the server with their data. Without JavaScript they can be read;
// with it, React takes them over (hydration) from the data in the HTML, without asking the api again.

/** A published blog post's address, found as a visitor would: the first article on the blog list. */
async function firstBlogPost(page: Page): Promise<{ href: string; title: string }> {
  await page.goto('/blog', { waitUntil: 'domcontentloaded' });
  const link = page.locator('main a[href^="/blog/"]').first();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('the blog lists no article');
  const title = (await page.locator('main h2, main h3').first().textContent())?.trim() ?? '';
  return { href, title };
}

test.describe('server-rendered pages', () => {
  test('a product page and a blog article can be read with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const product = await page.goto('/services/uk-ltd-formation');
    expect(product?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/UK/);
    // Its price and what is included are in the HTML, not only its heading.
    await expect(page.locator('main')).toContainText('£');

    const post = await firstBlogPost(page);
    const article = await page.goto(post.href);
    expect(article?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await page.locator('main article, main').first().innerText()).length).toBeGreaterThan(300);
    await context.close();
  });

  test('with JavaScript on, they hydrate without fetching their data again and without errors', async ({ page }) => {
    // Four pages, each loaded and then left to settle: slow on a busy machine.
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${pathname}`);
    });

    for (const path of [
      '/services/uk-ltd-formation',
      '/events',
      '/services/company-formation/United%20States/Delaware',
    ]) {
      apiCalls.length = 0;
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.evaluate((element) => element.setAttribute('data-from-html', ''));
      await waitForPage(page);
      await page.waitForLoadState('networkidle');
      // React kept the server's element (hydrated rather than rendered again) and asked the api for nothing
      // the page was rendered with: the product, its related products, the list, the page's metadata.
      await expect(page.locator('h1[data-from-html]'), path).toHaveCount(1);
      expect(
        apiCalls.filter((call) => /\/(products|content)\//.test(call)),
        path,
      ).toEqual([]);
    }
    // The deep link's dialog hydrated with the server's ids: it is still named by its title.
    const dialog = page.getByRole('dialog', { name: 'Company formation' });
    await expect(dialog).toBeVisible();
    // Beneath a deep link's dialog the page holds its top alone; closing the dialog brings in the rest.
    await expect(page.locator('#trade_mark')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { name: 'Protect your brand' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Services for every step of your launch' })).toBeInViewport();

    const post = await firstBlogPost(page);
    apiCalls.length = 0;
    await page.goto(post.href);
    await page.getByRole('heading', { level: 1 }).evaluate((element) => element.setAttribute('data-from-html', ''));
    await waitForPage(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1[data-from-html]')).toHaveCount(1);
    expect(apiCalls.filter((call) => /\/(products|content)\//.test(call))).toEqual([]);
    expect(errors).toEqual([]);

    // Hydrated pages respond, and moving on inside the app fetches as before.
    await page.getByRole('link', { name: 'Services', exact: true }).first().click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("a reader outside the UK: event times hydrate without a mismatch, then show in the reader's zone", async ({
    browser,
  }) => {
    const context = await browser.newContext({ timezoneId: 'America/New_York' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto('/events', { waitUntil: 'domcontentloaded' });
    const href = await page.locator('main a[href^="/events/"]').first().getAttribute('href');
    if (!href) throw new Error('the events list shows no event');
    // The server cannot know the reader's zone: its HTML says UK time, and says so.
    const html = await (await page.request.get(href)).text();
    expect(html).toContain('(UK time)');
    await page.goto(href);
    await waitForPage(page);
    const yours = page.getByTestId('event-time-viewer');
    await expect(yours).toContainText('(your time)');
    await expect(yours).toContainText(/E[SD]T/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('an unknown page answers 404 with the 404 page, and in-app it ends at /404', async ({ browser, page }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const htmlOnly = await context.newPage();
    for (const path of ['/no-such-page', '/services/no-such-product', '/blog/no-such-article']) {
      const response = await htmlOnly.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(htmlOnly.getByText('Error 404'), path).toBeVisible();
    }
    await context.close();

    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });
});

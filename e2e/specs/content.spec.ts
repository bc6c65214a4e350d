import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { waitForPage } from '../support/session';

/*
 * Issue 9's journeys: the content areas against the real api and its seeded content. Names and dates
 * come from the api, never hard-coded, so the seed can change.
 */

type TListItem = {
  slug: string;
  name?: string;
  title?: string;
  startsAt?: string;
  endsAt?: string;
  organizerSlug?: string | null;
};
type TList = { data: TListItem[]; page_meta: { total_items_count: number } };

/** Every list page: its api type, its h1 and where its items open. */
const AREAS = [
  { type: 'community', list: '/community', title: 'Founder communities', detail: (s: string) => `/community/${s}` },
  { type: 'investor', list: '/investors', title: 'Investors', detail: (s: string) => `/investor/${s}` },
  { type: 'event', list: '/events', title: 'Events', detail: (s: string) => `/events/${s}` },
  { type: 'perk', list: '/perks', title: 'Perks', detail: (s: string) => `/perks/${s}` },
  { type: 'founder', list: '/network', title: 'Founder network', detail: (s: string) => `/network/${s}` },
  { type: 'blog', list: '/blog', title: 'Blog', detail: (s: string) => `/blog/${s}` },
  { type: 'guide', list: '/guide', title: 'Guides', detail: (s: string) => `/guide/${s}` },
  { type: 'tip', list: '/tips-and-tricks', title: 'Tips & tricks', detail: (s: string) => `/tips-and-tricks/${s}` },
] as const;

const nameOf = (item: TListItem) => item.name ?? item.title ?? '';
const utcDay = (iso: string) => iso.slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function list(request: APIRequestContext, type: string, body: Record<string, unknown> = {}): Promise<TList> {
  const response = await request.post(`/api/content/${type}/list`, { data: { pageSize: 50, ...body } });
  expect(response.ok(), `list ${type}`).toBeTruthy();
  return (await response.json()) as TList;
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await waitForPage(page);
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

// Card dates are read back as UTC days; the detail page shows this zone as "your time".
test.use({ timezoneId: 'UTC' });

test.describe('content areas', () => {
  test.setTimeout(180_000);

  test('every list page shows ten seeded items a page and passes axe; so does the learn hub', async ({ page }) => {
    const errors = collectErrors(page);
    for (const area of AREAS) {
      await test.step(area.list, async () => {
        await visit(page, area.list);
        await expect(page.getByRole('heading', { level: 1, name: area.title })).toBeVisible();
        const count = page.getByTestId('result-count');
        await expect(count).toHaveText(/^Showing 1–10 of \d+ /);
        const total = Number(/of (\d+)/.exec((await count.textContent()) ?? '')?.[1]);
        expect(total, `${area.type} seeded`).toBeGreaterThanOrEqual(20);
        await expect(page.getByRole('list', { name: area.title }).getByRole('heading', { level: 2 })).toHaveCount(10);
        await expect(page.getByRole('navigation', { name: `${area.title} pages` })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    }
    await test.step('/learn', async () => {
      await visit(page, '/learn');
      await expect(page.getByRole('heading', { level: 1, name: 'Learn' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/blog');
      await expect(page.getByRole('link', { name: 'All guides' })).toHaveAttribute('href', '/guide');
      await expect(page.getByRole('link', { name: 'All tips' })).toHaveAttribute('href', '/tips-and-tricks');
      const lessons = await list(page.request, 'learn');
      const first = lessons.data[0]!;
      await page.locator(`a[href="/learn?article=${first.slug}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/learn\\?article=${first.slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: nameOf(first) })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
    expect(errors).toEqual([]);
  });

  test('one detail page of each area shows its item and passes axe', async ({ page }) => {
    const errors = collectErrors(page);
    for (const area of AREAS) {
      await test.step(area.type, async () => {
        const item = (await list(page.request, area.type, { pageSize: 1 })).data[0]!;
        await visit(page, area.detail(item.slug));
        await expect(page.getByRole('heading', { level: 1, name: nameOf(item) })).toBeVisible();
        // The server's page-seo describes each item by its own title (modules/content/content-page-meta.store.ts).
        await expect(page).toHaveTitle(`${nameOf(item)} | Launchpad`);
        await expect(page.getByRole('group', { name: 'Share' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    }
    await test.step('an event organiser lists its events', async () => {
      const event = (await list(page.request, 'event')).data.find((e) => e.organizerSlug);
      expect(event, 'an event with an organiser page').toBeTruthy();
      await visit(page, `/eventorganizer/${event!.organizerSlug}`);
      const events = page.getByRole('region', { name: /^Events by / });
      await expect(events.getByRole('listitem').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
    expect(errors).toEqual([]);
  });

  test('events filtered by a date range, an event added to a calendar and its link copied', async ({
    page,
    context,
  }) => {
    const errors = collectErrors(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const upcoming = (await list(page.request, 'event')).data;
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    // A range that starts at the third upcoming event and spans a month: narrower than the whole list.
    const from = utcDay(upcoming[2]!.startsAt!);
    const to = addDays(from, 30);

    await test.step('choose the dates in the filters', async () => {
      await visit(page, '/events');
      await expect(page.getByTestId('result-count')).toHaveText(/^Showing 1–/);
      await page.getByLabel('From', { exact: true }).fill(from);
      await expect(page).toHaveURL(new RegExp(`from=${from}`));
      await page.getByLabel('To', { exact: true }).fill(to);
      await expect(page).toHaveURL(new RegExp(`from=${from}.*to=${to}|to=${to}.*from=${from}`));
      await expect(page.getByTestId('result-count')).toHaveText(/^Showing 1–/);
    });

    await test.step('every result happens inside the range', async () => {
      const expected = await list(page.request, 'event', { from, to, pageSize: 10 });
      expect(expected.data.length).toBeGreaterThan(0);
      const cards = page.getByRole('list', { name: 'Events' }).getByRole('article');
      await expect(cards).toHaveCount(expected.data.length);
      for (const text of await cards.allTextContents()) {
        const day = /When:\w{3} (\d{1,2} \w{3} \d{4})/.exec(text)?.[1];
        expect(day, text).toBeTruthy();
        const shown = new Date(`${day} 12:00 UTC`).toISOString().slice(0, 10);
        expect(shown <= to, `${shown} on or before ${to}`).toBeTruthy();
      }
      for (const event of expected.data) {
        expect(utcDay(event.startsAt!) <= to).toBeTruthy();
        expect(utcDay(event.endsAt!) >= from).toBeTruthy();
      }
      await page.reload();
      await expect(page.getByLabel('From', { exact: true })).toHaveValue(from);
      await expect(page.getByLabel('To', { exact: true })).toHaveValue(to);
    });

    const first = (await list(page.request, 'event', { from, to, pageSize: 1 })).data[0]!;
    await test.step('open the first event: both time zones, and the .ics download', async () => {
      await page.getByRole('link', { name: nameOf(first), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/events/${first.slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: nameOf(first) })).toBeVisible();
      await expect(page.getByTestId('event-time-viewer')).toContainText('(your time)');
      await expect(page.getByTestId('event-time-local')).toContainText('event time)');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Add to calendar' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${first.slug}.ics`);
      const ics = (await readFile((await download.path())!, 'utf8'))
        .replace(/\r?\n[ \t]/g, '')
        .replace(/\\([,;\\])/g, '$1');
      expect(ics).toContain('BEGIN:VEVENT');
      expect(ics).toContain(nameOf(first));
    });

    await test.step('copy the share link', async () => {
      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect(toast(page, 'URL copied to clipboard!')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    });
    expect(errors).toEqual([]);
  });

  test('a blog post shows its headings; an unknown id goes to /404', async ({ page }) => {
    const errors = collectErrors(page);
    const post = (await list(page.request, 'blog', { pageSize: 1 })).data[0]!;
    const detail = (await (await page.request.post(`/api/content/blog/${post.slug}`, { data: {} })).json()) as {
      data: { item: { headings: Array<{ id: string; text: string; level: number }> } };
    };
    const headings = detail.data.item.headings.filter((h) => h.level === 2);
    expect(headings.length).toBeGreaterThan(0);

    await visit(page, `/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: nameOf(post) })).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'On this page' });
    for (const heading of headings) {
      await expect(
        page.locator('article').getByRole('heading', { level: 2, name: heading.text, exact: true }),
      ).toHaveAttribute('id', heading.id);
      await expect(toc.getByRole('link', { name: heading.text, exact: true })).toHaveAttribute(
        'href',
        `#${heading.id}`,
      );
    }
    await expect(page.getByText(/\d+ min read/).first()).toBeVisible();

    for (const path of ['/events/no-such-event-here', '/blog/no-such-post-here', '/investor/nobody-at-all']) {
      await visit(page, path);
      await expect(page, path).toHaveURL(/\/404$/);
      await expect(page.getByRole('heading', { level: 1, name: 'This page has drifted off course' })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});

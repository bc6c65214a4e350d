import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerThroughApi, storeSession, type TE2eSession, waitForPage } from '../support/session';

/** The build page's sections, in SPEC §2 order. */
const SECTIONS = [
  'Lean canvas',
  'Founders',
  'Brand names',
  'Domains',
  'Company formation',
  'Brand wheel',
  'Communities',
  'Elevator pitch',
  'Investors',
  'Validation',
  'Events',
  'Validation experiments',
  'Perks',
];

/** Subscribes through the public api, as the plan dialog does, to the plan with build_startup_ai. */
async function subscribeToScale(request: APIRequestContext, session: TE2eSession) {
  const res = await request.post('/api/payment/create-subscription-payment', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: {
      planId: 'scale',
      interval: 'month',
      idempotencyKey: randomUUID(),
      paymentMethod: { card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
    },
  });
  if (!res.ok()) throw new Error(`subscription failed: ${res.status()} ${await res.text()}`);
}

test.describe('AI startup builder', () => {
  test.setTimeout(120_000);

  test('a member with build_startup_ai builds an idea, opens the canvas, wheel and landing page, and finds it again', async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const session = await registerThroughApi(request, 'Bea Builder');
    await subscribeToScale(request, session);
    await storeSession(page, session);
    const idea = 'A subscription service delivering fresh vegan meal kits to busy students in Manchester';

    await test.step('types an idea and builds it', async () => {
      await page.goto('/build-startup');
      // The page is pre-rendered: its field takes typing once the page's code has rendered.
      await waitForPage(page);
      await page.getByLabel('Describe your business idea').fill(idea);
      await page.getByRole('button', { name: 'Build my startup' }).click();
      await expect(page).toHaveURL(/\/build-startup\/[^/]+$/);
    });

    await test.step('every section fills in', async () => {
      for (const title of SECTIONS) {
        const section = page.getByRole('region', { name: title, exact: true });
        await expect(section).toBeVisible({ timeout: 30_000 });
        await expect(section).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
        await expect(section.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      }
      await expect(page.getByText("Hang on.. we're building your startup")).toHaveCount(0);
      // Grounded in the idea: its own words come back in the canvas.
      await expect(page.getByRole('region', { name: 'Lean canvas', exact: true })).toContainText(/student|vegan|meal/i);
    });

    const buildUrl = page.url();
    await test.step('opens the lean canvas and the brand wheel', async () => {
      await page.getByRole('link', { name: 'Open lean canvas' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Lean canvas' })).toBeVisible();
      await expect(page.getByText(/Problem/).first()).toBeVisible();
      await page.goto(buildUrl);
      await page.getByRole('link', { name: 'Open brand wheel' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Brand wheel' })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Brand wheel\. Essence: / })).toBeVisible();
    });

    await test.step('opens the generated landing page in the overlay and closes it', async () => {
      await page.goto(buildUrl);
      await page.getByRole('button', { name: 'Generated Landing page' }).click();
      const overlay = page.getByRole('dialog', { name: 'Generated Landing page' });
      await expect(overlay).toBeVisible();
      const frame = page.frameLocator('iframe[title="Generated landing page"]');
      await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
      await overlay.getByRole('button', { name: 'Close' }).click();
      await expect(overlay).toHaveCount(0);
    });

    await test.step('finds the idea in Your Previous Ideas', async () => {
      await page.goto('/build-startup');
      await page.getByRole('button', { name: 'Your Previous Ideas' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your Previous Ideas' });
      await expect(dialog.getByRole('link', { name: new RegExp(idea.slice(0, 40)) })).toBeVisible();
    });

    expect(errors).toEqual([]);
  });

  test('a visitor without the feature sees ten locked previews and the way to unlock them', async ({ page }) => {
    await page.goto('/build-startup');
    await expect(page.getByRole('img', { name: / preview \(locked\)$/ })).toHaveCount(10);
    const unlock = page.getByRole('link', { name: 'Unlock tools' });
    await expect(unlock).toHaveAttribute('href', '/startup-package?type=build_startup_ai');
  });
});

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  accountRoutes,
  authRoutes,
  createIdea,
  ideaRoutes,
  openSettled,
  publicRoutes,
  scaleCustomer,
  toolRoutes,
} from '../support/a11y-routes';
import { storeSession } from '../support/session';

/*
 * Issue 23: every public and account page at a phone's width and a laptop's, saved into
 * test-results/screenshots/<width>/ so anyone can look at all of them in one place. Each page must
 * also show its main heading and fit the width: nothing may scroll sideways.
 */

const OUT = join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

/** "/services/company-formation/United States" → "services-company-formation-united-states". */
const fileName = (path: string) =>
  decodeURIComponent(path)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'home';

/**
 * Opens each path, checks what a visitor sees and saves the picture. The checks are soft: every page
 * is saved and every failing page reported, not only the first.
 */
async function shootAll(page: Page, paths: readonly string[], folder: string, prefix: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  for (const path of paths) {
    let problem: string | null = null;
    try {
      await openSettled(page, path);
    } catch (error) {
      // eslint-disable-next-line no-control-regex -- the assertion's message carries ANSI colours
      problem = (error as Error).message.replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0] ?? 'did not settle';
    }
    expect.soft(problem, `${path} settles with its main heading visible`).toBeNull();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `${path} does not scroll sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(folder, `${prefix}${fileName(path)}.png`), fullPage: true });
  }
}

for (const viewport of WIDTHS) {
  test(`every public and account page at ${viewport.width} px`, async ({ browser }) => {
    test.setTimeout(900_000);
    // One context per width; the signed-in half reuses one session.
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const folder = join(OUT, String(viewport.width));

    await shootAll(page, [...(await publicRoutes(page.request)), ...authRoutes], folder, '');

    const session = await scaleCustomer(page.request, `Shot ${viewport.width}`);
    const ideaId = await createIdea(page.request, session);
    await storeSession(page, session);
    const [ideaPage] = ideaRoutes(ideaId);
    await shootAll(page, [...accountRoutes, ...toolRoutes, ideaPage as string], folder, 'signed-in-');
    await context.close();
  });
}

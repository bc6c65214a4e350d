import type { APIRequestContext, Page } from '@playwright/test';
import { storageKeys } from '../../apps/web/src/config/storage-keys';

export type TE2eSession = {
  user: { id: string; email: string; name: string };
  accessToken: string;
  refreshToken: string;
};

let counter = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.test`;

/**
 * Creates an account through the public api, as the sign-up form does. Sign-up allows 5 a minute from
 * one address and the journeys together make more than that: a refusal (429) is waited out as the
 * server asks (Retry-After).
 */
export async function registerThroughApi(request: APIRequestContext, name = 'Ada Lovelace'): Promise<TE2eSession> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const res = await request.post('/api/auth/register', {
      data: { name, email: uniqueEmail('e2e'), password: 'correct horse battery' },
    });
    if (res.ok()) return ((await res.json()) as { data: TE2eSession }).data;
    const retryAfter = Number(res.headers()['retry-after'] ?? 5);
    if (res.status() !== 429 || Date.now() + retryAfter * 1000 > deadline) {
      throw new Error(`register failed: ${res.status()} ${await res.text()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, (retryAfter + 1) * 1000));
  }
}

/** Puts a session into the browser's storage the way the app stores it after signing in. */
export async function storeSession(page: Page, session: TE2eSession) {
  await page.goto('/404');
  await page.evaluate(
    ([keys, value]) => {
      localStorage.setItem(keys.accessToken, value.accessToken);
      localStorage.setItem(keys.refreshToken, value.refreshToken);
      localStorage.setItem(keys.user, JSON.stringify(value.user));
    },
    [storageKeys, session] as const,
  );
}

export const readStoredToken = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken);

/**
 * Waits until the page's code has rendered (the app sets `<html data-page-ready>`): a pre-rendered page
 * (apps/web/src/entry-server.tsx) shows its controls before they respond.
 */
export async function waitForPage(page: Page): Promise<void> {
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached', timeout: 30_000 });
}
